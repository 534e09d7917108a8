"""room for stock changes: goods, skus and searchable_goods leave a part of each page free

Every reservation, sale and release changes a product's stock (`skus.stock`, `goods.stock`,
and the `searchable_goods` copy). A table filled by the seed's `COPY` (or grown by inserts)
packs its pages full, so such an update cannot keep the new row version on its page (a HOT
update): it writes into every index of the table instead, 13 on `goods` with the text search's
GIN index among them. After a benchmark on a fresh catalogue, `goods` had seen 105,358
updates, 2,526 of them HOT. With room left on each page (the columns a stock change writes are
in none of those indexes), the update stays on its page and touches no index.

The setting applies to pages written from now on: a database migrated with its rows in place
keeps its full pages until they are rewritten (`VACUUM FULL goods`, or pg_repack without the
lock). SQLite has no such setting.

Revision ID: a7d3c9e1f2b4
Revises: 5c4e2f8b1d30
Create Date: 2026-11-29 05:00:00.000000
"""

from __future__ import annotations

from alembic import op

revision = "a7d3c9e1f2b4"
down_revision = "5c4e2f8b1d30"
branch_labels = None
depends_on = None

FREE_SPACE = {
    # A product row is about 1.2 kB: a fifth of a page is room for one more version of it.
    "goods": 80,
    "skus": 85,
    "searchable_goods": 85,
}
"""fillfactor per table: the share of each page its inserts fill."""


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    for table, fillfactor in FREE_SPACE.items():
        op.execute(f"ALTER TABLE {table} SET (fillfactor = {fillfactor})")


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    for table in FREE_SPACE:
        op.execute(f"ALTER TABLE {table} RESET (fillfactor)")
