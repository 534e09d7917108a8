"""login history: the last log-ins of each user, for the operators' page of people

Each successful log-in is kept (time, the client's address, its browser), the newest 20 per
user. Accounts' standing (disabled, roles) is event-sourced (`AccountStanding`) and needs no
table: its policy writes `users.disabled` and `user_roles` as before.

Revision ID: 31c5a0b1c2d3
Revises: f31b1c2d3e4f
Create Date: 2027-01-12 09:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "31c5a0b1c2d3"
down_revision = "f31b1c2d3e4f"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "login_history",
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer, "sqlite"),
            primary_key=True,
            autoincrement=True,
        ),
        sa.Column(
            "uid", sa.BigInteger, sa.ForeignKey("users.uid", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("client_address", sa.String(45), nullable=False),
        sa.Column("user_agent", sa.String(255), nullable=False),
    )
    op.create_index("ix_login_history_uid_id", "login_history", ["uid", "id"])


def downgrade() -> None:
    op.drop_table("login_history")
