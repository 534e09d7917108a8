"""ratings on goods and SQLite spelling vocabulary

The list's minimum-rating filter reads each product's review count and star sum from its own
row (`goods.rating_count`, `goods.rating_sum`), written with each review from now on and
backfilled here from the reviews, instead of grouping the reviews table for every list.

SQLite gets the vocabulary its "did you mean" correction reads: `goods_fts_words`, an fts5vocab
view of the words the product search index already holds (names, brands, categories, shops).
FTS5 keeps it with the index itself, so it needs no triggers of its own and stores nothing.

Revision ID: e17b5f6a7c8d
Revises: d16f5b9e3a42
Create Date: 2026-11-26 03:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "e17b5f6a7c8d"
down_revision = "d16f5b9e3a42"
branch_labels = None
depends_on = None

_BACKFILL = """
UPDATE goods SET
  rating_count = (SELECT count(*) FROM reviews WHERE reviews.shop_goods_id = goods.goods_id),
  rating_sum = (
    SELECT coalesce(sum(star), 0) FROM reviews WHERE reviews.shop_goods_id = goods.goods_id
  )
WHERE goods_id IN (SELECT shop_goods_id FROM reviews)
"""


def upgrade() -> None:
    # Plain ADD COLUMN (no batch copy): recreating goods on SQLite would drop its search triggers.
    for name in ("rating_count", "rating_sum"):
        op.add_column("goods", sa.Column(name, sa.Integer(), nullable=False, server_default="0"))
    op.execute(_BACKFILL)
    if op.get_bind().dialect.name == "sqlite":
        op.execute("CREATE VIRTUAL TABLE goods_fts_words USING fts5vocab(goods_fts, row)")


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        op.execute("DROP TABLE IF EXISTS goods_fts_words")
    for name in ("rating_sum", "rating_count"):
        op.drop_column("goods", name)
