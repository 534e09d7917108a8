"""brand visibility: an operator hides a brand from the storefront's brand lists

`brands.visible` (shown by default). A hidden brand leaves the storefront's brand lists and
filters; its products stay on sale. The categories' own flag came with f31b1c2d3e4f.

Revision ID: 31c0a7b8c9d0
Revises: 31c2a7d4e5f6
Create Date: 2027-01-12 09:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "31c0a7b8c9d0"
down_revision = "31c2a7d4e5f6"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Plain ADD COLUMN (no batch copy): recreating brands on SQLite would drop its search
    # trigger and trip the foreign keys that point at it.
    op.add_column(
        "brands", sa.Column("visible", sa.Boolean, nullable=False, server_default=sa.true())
    )


def downgrade() -> None:
    op.drop_column("brands", "visible")
