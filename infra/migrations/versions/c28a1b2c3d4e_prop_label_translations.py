"""prop label translations: a product's prop labels in other languages

`goods.prop_names` maps each prop label to its translations ({"Color": {"zh-CN": "颜色"}}); it is
NULL for products saved before, whose labels read as written.

Revision ID: c28a1b2c3d4e
Revises: b27a3c4d5e6f
Create Date: 2026-11-28 01:30:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "c28a1b2c3d4e"
down_revision = "b27a3c4d5e6f"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # A plain ADD COLUMN: both stores take it in place. (A batch would rebuild `goods` on
    # SQLite, which its search triggers do not survive.)
    op.add_column("goods", sa.Column("prop_names", sa.JSON(), nullable=True))


def downgrade() -> None:
    # SQLite (3.35+) drops a column in place as well.
    op.drop_column("goods", "prop_names")
