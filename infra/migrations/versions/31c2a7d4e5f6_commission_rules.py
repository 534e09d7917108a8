"""commission rules: the operators' rates in force, the read model the checkout reads

Every rule an operator sets (the default, a category's, a shop's) is an event of the
`CommissionRules` aggregate; `commission_rules` holds the ones in force, filled from the log.

Revision ID: 31c2a7d4e5f6
Revises: 31c5a0b1c2d3
Create Date: 2027-01-12 09:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "31c2a7d4e5f6"
down_revision = "31c5a0b1c2d3"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "commission_rules",
        sa.Column("scope", sa.String(16), nullable=False),
        sa.Column("target_id", sa.BigInteger, nullable=False),
        sa.Column("percent", sa.String(16), nullable=False),
        sa.Column("set_by", sa.BigInteger, nullable=False),
        sa.Column("set_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("scope", "target_id"),
    )


def downgrade() -> None:
    op.drop_table("commission_rules")
