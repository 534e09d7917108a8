"""storefront content: the home page's banners and the operators' documents

The home page's banners move from the top categories into `banners`, which operators edit
(`console/banner/*`); `storefront_content` holds the version every write bumps, so each process
drops its cached home page and documents, and whether the demo's banners were written (once:
`bazaar seed-demo`). A document an operator saved is marked (`edited_by`, `edited_at`), so a
reseed of the bundled texts leaves it alone.

Revision ID: 31c1a7d3e5f9
Revises: 31c4a7e2b9d1
Create Date: 2027-01-12 09:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "31c1a7d3e5f9"
down_revision = "31c4a7e2b9d1"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "banners",
        sa.Column("banner_id", sa.String(36), primary_key=True),
        sa.Column("image", sa.String(255), nullable=False),
        sa.Column("link", sa.String(255), nullable=False),
        sa.Column("language", sa.String(8), nullable=True),
        sa.Column("sort", sa.Integer, nullable=False),
        sa.Column("visible", sa.Boolean, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    content = op.create_table(
        "storefront_content",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("version", sa.BigInteger, nullable=False),
        sa.Column("demo_banners", sa.Boolean, nullable=False, server_default=sa.false()),
    )
    op.bulk_insert(content, [{"id": 1, "version": 0, "demo_banners": False}])
    # Plain ADD COLUMN (nullable, no batch copy) on both stores.
    op.add_column("documents", sa.Column("edited_by", sa.BigInteger, nullable=True))
    op.add_column("documents", sa.Column("edited_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    op.drop_column("documents", "edited_at")
    op.drop_column("documents", "edited_by")
    op.drop_table("storefront_content")
    op.drop_table("banners")
