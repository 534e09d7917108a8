"""category tokens in the goods search vector

PostgreSQL only. A product's vector held its category path's names in all nine languages,
~1 kB of its ~1.7 kB row, so every broad search read twice the pages it needed. The vector now
holds one `#c<id>` token for the category; keywords are matched against category names in
memory and become "a word, or one of these categories" (see application/catalogue/search.py).
Existing rows are re-indexed here.

Revision ID: 5c1d2e7f9a10
Revises: 977052050faf
Create Date: 2026-11-22 08:05:00.000000
"""

from __future__ import annotations

from alembic import op

revision = "5c1d2e7f9a10"
down_revision = "977052050faf"
branch_labels = None
depends_on = None

_CATEGORY_TOKENS = """
  setweight(to_tsvector('simple', coalesce({row}.name, '')), 'A')
  || setweight(to_tsvector('simple',
       coalesce((SELECT name FROM brands WHERE brand_id = {row}.brand_id), '')), 'B')
  || setweight(array_to_tsvector(ARRAY['#c' || {row}.category_id]), 'B')
  || setweight(to_tsvector('simple',
       coalesce((SELECT name FROM shops WHERE shop_id = {row}.shop_id), '')), 'C')
"""

_CATEGORY_NAMES = """
  setweight(to_tsvector('simple', coalesce({row}.name, '')), 'A')
  || setweight(to_tsvector('simple',
       coalesce((SELECT name FROM brands WHERE brand_id = {row}.brand_id), '') || ' ' ||
       coalesce((SELECT search_text FROM categories WHERE category_id = {row}.category_id), '')
     ), 'B')
  || setweight(to_tsvector('simple',
       coalesce((SELECT name FROM shops WHERE shop_id = {row}.shop_id), '')), 'C')
"""

_REFRESH_FUNCTION = """
CREATE OR REPLACE FUNCTION goods_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := {vector};
  INSERT INTO search_words (word)
    SELECT unnest(tsvector_to_array(to_tsvector('simple',
      coalesce(NEW.name, '') || ' ' ||
      coalesce((SELECT name FROM brands WHERE brand_id = NEW.brand_id), '') || ' ' ||
      coalesce((SELECT name FROM shops WHERE shop_id = NEW.shop_id), ''))))
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$
"""


def _use(vector: str) -> None:
    if op.get_bind().dialect.name != "postgresql":
        return  # SQLite's FTS5 table keeps category names; its rows are not read by scans
    op.execute(_REFRESH_FUNCTION.format(vector=vector.format(row="NEW")))
    # Only search_vector is set, so the trigger (on name, brand, category, shop) stays quiet.
    op.execute(f"UPDATE goods SET search_vector = {vector.format(row='goods')}")  # noqa: S608  (constant SQL)


def upgrade() -> None:
    _use(_CATEGORY_TOKENS)


def downgrade() -> None:
    _use(_CATEGORY_NAMES)
