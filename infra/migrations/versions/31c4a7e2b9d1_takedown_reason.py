"""takedown reason: why an operator took a product down, for its seller

`goods.taken_down` exists already (f31b1c2d3e4f); its seller now reads why beside it.

Revision ID: 31c4a7e2b9d1
Revises: 31c3a1b2c4d5
Create Date: 2027-01-12 09:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "31c4a7e2b9d1"
down_revision = "31c3a1b2c4d5"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Plain ADD COLUMN (no batch copy): recreating goods on SQLite would drop its search
    # triggers.
    op.add_column("goods", sa.Column("takedown_reason", sa.Text, nullable=False, server_default=""))


def downgrade() -> None:
    # Plain DROP COLUMN (SQLite 3.35+), no batch copy, for the same reason.
    op.drop_column("goods", "takedown_reason")
