"""staff actions: the record of what the platform's staff changed

Every operator action is an event; `staff_actions` is its read model (who, when, why,
before and after), filled from the log.

Revision ID: f31a0b1c2d3e
Revises: e30c4a5b6d7e
Create Date: 2027-01-11 09:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "f31a0b1c2d3e"
down_revision = "e30c4a5b6d7e"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "staff_actions",
        sa.Column("action_id", sa.String(48), primary_key=True),
        sa.Column("actor_uid", sa.BigInteger, nullable=False),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("target", sa.String(96), nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("before", sa.Text, nullable=False),
        sa.Column("after", sa.Text, nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_staff_actions_at", "staff_actions", ["at"])
    op.create_index("ix_staff_actions_actor_at", "staff_actions", ["actor_uid", "at"])
    op.create_index("ix_staff_actions_kind_at", "staff_actions", ["kind", "at"])


def downgrade() -> None:
    op.drop_table("staff_actions")
