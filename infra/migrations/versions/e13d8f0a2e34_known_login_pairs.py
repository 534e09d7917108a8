"""(e-mail, client address) pairs that logged in, exempt from the address's spraying limit

Revision ID: e13d8f0a2e34
Revises: e13c7e9f1d23
Create Date: 2026-11-24 14:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "e13d8f0a2e34"
down_revision = "e13c7e9f1d23"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "known_login_pairs",
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("client_address", sa.String(length=45), nullable=False),
        sa.Column("last_success_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("email", "client_address"),
    )


def downgrade() -> None:
    op.drop_table("known_login_pairs")
