"""searchable goods: the columns a keyword search reads, in a narrow table of their own

A keyword search asked for the first time counts and orders every product it matches, and a
product row is about 1.2 kB (its description, property names and names in nine languages are
stored inline): "trading" (6,716 matches) read 5,393 heap pages, and a prefix naming categories
("tempo", 20,008 matches) read the whole table. `searchable_goods` copies only what that search
filters, ranks and sorts on (about 250 bytes a row), and triggers on `goods` keep it in step: on
PostgreSQL after the trigger that computes `goods.search_vector`, whose result it copies too,
so renamed shops and brands (which touch their products' rows) reach it the same way. On SQLite
the search reads the FTS5 table, which needs no vector here; the narrow table keeps the rest
so both stores answer from the same statements. Existing products are copied here.

Revision ID: 5c4e2f8b1d30
Revises: 5c3d1e7a9b20
Create Date: 2026-11-28 21:30:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "5c4e2f8b1d30"
down_revision = "5c3d1e7a9b20"
branch_labels = None
depends_on = None

COPIED = (
    "goods_id",
    "category_id",
    "brand_id",
    "shop_id",
    "name",
    "price",
    "stock",
    "sales",
    "created_at",
    "on_sale",
    "withheld",
    "rating_count",
    "rating_sum",
)
"""What the keyword path reads of a product: its filters (on sale, withheld, category, brand,
shop, price, stock, rating), its sort keys (sales, price, creation time, id) and its ranking
(the name, for an exact match first)."""

_POSTGRES_COPIED = (*COPIED, "search_vector")
_POSTGRES_CHANGED = " OR ".join(
    f"OLD.{name} IS DISTINCT FROM NEW.{name}" for name in _POSTGRES_COPIED[1:]
)
_POSTGRES_KEPT = ", ".join(f"{name} = EXCLUDED.{name}" for name in _POSTGRES_COPIED[1:])
_SQLITE_CHANGED = " OR ".join(f"old.{name} IS NOT new.{name}" for name in COPIED[1:])
_SQLITE_KEPT = ", ".join(f"{name} = new.{name}" for name in COPIED[1:])


def _columns(names: tuple[str, ...], row: str = "") -> str:
    return ", ".join(f"{row}{name}" for name in names)


# Added products are copied a statement at a time (the demo seed COPYs 100,000 in one); a
# changed product a row at a time, and only when a copied column changed: a product page's
# visit counter and a withholding recomputed over every product write nothing here.
_POSTGRES_UP = (
    "ALTER TABLE searchable_goods ADD COLUMN search_vector tsvector",
    "CREATE INDEX ix_searchable_goods_search_vector ON searchable_goods USING gin (search_vector)",
    f"""
    CREATE FUNCTION searchable_goods_add() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO searchable_goods ({_columns(_POSTGRES_COPIED)})
        SELECT {_columns(_POSTGRES_COPIED)} FROM added;
      RETURN NULL;
    END
    $$
    """,  # noqa: S608  (constant SQL)
    """
    CREATE TRIGGER searchable_goods_add AFTER INSERT ON goods
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT
    EXECUTE FUNCTION searchable_goods_add()
    """,
    f"""
    CREATE FUNCTION searchable_goods_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO searchable_goods ({_columns(_POSTGRES_COPIED)})
        VALUES ({_columns(_POSTGRES_COPIED, "NEW.")})
        ON CONFLICT (goods_id) DO UPDATE SET {_POSTGRES_KEPT};
      RETURN NULL;
    END
    $$
    """,  # noqa: S608  (constant SQL)
    f"""
    CREATE TRIGGER searchable_goods_change AFTER UPDATE ON goods
    FOR EACH ROW WHEN ({_POSTGRES_CHANGED})
    EXECUTE FUNCTION searchable_goods_change()
    """,
    """
    CREATE FUNCTION searchable_goods_remove() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM searchable_goods WHERE goods_id IN (SELECT goods_id FROM removed);
      RETURN NULL;
    END
    $$
    """,
    """
    CREATE TRIGGER searchable_goods_remove AFTER DELETE ON goods
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT
    EXECUTE FUNCTION searchable_goods_remove()
    """,
)

_POSTGRES_DOWN = (
    "DROP TRIGGER IF EXISTS searchable_goods_add ON goods",
    "DROP TRIGGER IF EXISTS searchable_goods_change ON goods",
    "DROP TRIGGER IF EXISTS searchable_goods_remove ON goods",
    "DROP FUNCTION IF EXISTS searchable_goods_add()",
    "DROP FUNCTION IF EXISTS searchable_goods_change()",
    "DROP FUNCTION IF EXISTS searchable_goods_remove()",
)

_SQLITE_UP = (
    f"""
    CREATE TRIGGER searchable_goods_add AFTER INSERT ON goods BEGIN
      INSERT INTO searchable_goods ({_columns(COPIED)}) VALUES ({_columns(COPIED, "new.")});
    END
    """,  # noqa: S608  (constant SQL)
    f"""
    CREATE TRIGGER searchable_goods_change AFTER UPDATE ON goods
    WHEN {_SQLITE_CHANGED} BEGIN
      UPDATE searchable_goods SET {_SQLITE_KEPT} WHERE goods_id = new.goods_id;
    END
    """,  # noqa: S608  (constant SQL)
    """
    CREATE TRIGGER searchable_goods_remove AFTER DELETE ON goods BEGIN
      DELETE FROM searchable_goods WHERE goods_id = old.goods_id;
    END
    """,
)

_SQLITE_DOWN = (
    "DROP TRIGGER IF EXISTS searchable_goods_add",
    "DROP TRIGGER IF EXISTS searchable_goods_change",
    "DROP TRIGGER IF EXISTS searchable_goods_remove",
)


def upgrade() -> None:
    op.create_table(
        "searchable_goods",
        sa.Column(
            "goods_id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=False,
            nullable=False,
        ),
        sa.Column("category_id", sa.Integer(), nullable=False),
        sa.Column("brand_id", sa.Integer(), nullable=True),
        sa.Column("shop_id", sa.BigInteger(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("price", sa.BigInteger(), nullable=False),
        sa.Column("stock", sa.Integer(), nullable=False),
        sa.Column("sales", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("on_sale", sa.Boolean(), nullable=False),
        sa.Column("withheld", sa.Boolean(), nullable=False),
        sa.Column("rating_count", sa.Integer(), nullable=False),
        sa.Column("rating_sum", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("goods_id"),
    )
    # A keyword that names categories matches "a word, or one of these categories" (search.py).
    op.create_index("ix_searchable_goods_category", "searchable_goods", ["category_id"])
    postgres = op.get_bind().dialect.name == "postgresql"
    copied = _POSTGRES_COPIED if postgres else COPIED
    for statement in _POSTGRES_UP if postgres else _SQLITE_UP:
        op.execute(statement)
    op.execute(
        f"INSERT INTO searchable_goods ({_columns(copied)}) SELECT {_columns(copied)} FROM goods"  # noqa: S608  (constant SQL)
    )
    if postgres:
        # Statistics at once: the first searches after the upgrade plan on them.
        op.execute("ANALYZE searchable_goods")


def downgrade() -> None:
    postgres = op.get_bind().dialect.name == "postgresql"
    for statement in _POSTGRES_DOWN if postgres else _SQLITE_DOWN:
        op.execute(statement)
    op.drop_index("ix_searchable_goods_category", table_name="searchable_goods")
    op.drop_table("searchable_goods")
