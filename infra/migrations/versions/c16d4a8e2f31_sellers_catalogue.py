"""sellers' catalogue: on/off sale, localized names, SKU market prices, shop descriptions, the
stock history, and search entries that follow renamed shops, brands and categories

`goods.on_sale` starts true for every product (all were on sale). `stock_movements` is a new
read model, filled from the log by the runner from position 0.

Renaming a shop or brand (and, on SQLite, a category's names) used to leave its products'
search entries with the old words. A trigger now touches `shop_id` / `brand_id` /
`category_id` of the affected products, which fires the products' own search triggers, so there
is one definition of a search entry.

Revision ID: c16d4a8e2f31
Revises: b15c0e5d7a21
Create Date: 2026-11-25 01:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "c16d4a8e2f31"
down_revision = "b15c0e5d7a21"
branch_labels = None
depends_on = None

_POSTGRES_UP = (
    """
    CREATE FUNCTION shops_refresh_goods_search() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE goods SET shop_id = shop_id WHERE shop_id = NEW.shop_id;
      RETURN NULL;
    END
    $$
    """,
    """
    CREATE TRIGGER shops_refresh_goods_search AFTER UPDATE OF name ON shops
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
    EXECUTE FUNCTION shops_refresh_goods_search()
    """,
    """
    CREATE FUNCTION brands_refresh_goods_search() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE goods SET brand_id = brand_id WHERE brand_id = NEW.brand_id;
      RETURN NULL;
    END
    $$
    """,
    """
    CREATE TRIGGER brands_refresh_goods_search AFTER UPDATE OF name ON brands
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
    EXECUTE FUNCTION brands_refresh_goods_search()
    """,
    # Categories need none on PostgreSQL: a product's vector holds its category as a token.
)

_POSTGRES_DOWN = (
    "DROP TRIGGER IF EXISTS shops_refresh_goods_search ON shops",
    "DROP FUNCTION IF EXISTS shops_refresh_goods_search()",
    "DROP TRIGGER IF EXISTS brands_refresh_goods_search ON brands",
    "DROP FUNCTION IF EXISTS brands_refresh_goods_search()",
)

_SQLITE_UP = (
    """
    CREATE TRIGGER shops_refresh_goods_search AFTER UPDATE OF name ON shops
    WHEN old.name IS NOT new.name BEGIN
      UPDATE goods SET shop_id = shop_id WHERE shop_id = new.shop_id;
    END
    """,
    """
    CREATE TRIGGER brands_refresh_goods_search AFTER UPDATE OF name ON brands
    WHEN old.name IS NOT new.name BEGIN
      UPDATE goods SET brand_id = brand_id WHERE brand_id = new.brand_id;
    END
    """,
    """
    CREATE TRIGGER categories_refresh_goods_search AFTER UPDATE OF search_text ON categories
    WHEN old.search_text IS NOT new.search_text BEGIN
      UPDATE goods SET category_id = category_id WHERE category_id = new.category_id;
    END
    """,
)

_SQLITE_DOWN = (
    "DROP TRIGGER IF EXISTS shops_refresh_goods_search",
    "DROP TRIGGER IF EXISTS brands_refresh_goods_search",
    "DROP TRIGGER IF EXISTS categories_refresh_goods_search",
)


def upgrade() -> None:
    # Plain ALTER TABLE (no batch copy): recreating these tables on SQLite would drop their
    # search triggers and trip the foreign keys that point at them.
    op.add_column("shops", sa.Column("description", sa.Text(), server_default="", nullable=False))
    op.add_column("goods", sa.Column("names", sa.JSON(), nullable=True))
    op.add_column(
        "goods", sa.Column("on_sale", sa.Boolean(), server_default=sa.true(), nullable=False)
    )
    op.add_column("goods", sa.Column("updated_at", sa.DateTime(timezone=True), nullable=True))
    op.add_column("skus", sa.Column("market_price", sa.BigInteger(), nullable=True))
    op.create_table(
        "stock_movements",
        sa.Column("inventory_id", sa.String(length=36), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("sku_id", sa.BigInteger(), nullable=False),
        sa.Column("goods_id", sa.BigInteger(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("delta", sa.Integer(), nullable=False),
        sa.Column("stock_after", sa.Integer(), nullable=False),
        sa.Column("by_uid", sa.BigInteger(), nullable=True),
        sa.Column("order_id", sa.String(length=36), nullable=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("inventory_id", "version"),
    )
    op.create_index("ix_stock_movements_goods", "stock_movements", ["goods_id", "at"])
    postgres = op.get_bind().dialect.name == "postgresql"
    for statement in _POSTGRES_UP if postgres else _SQLITE_UP:
        op.execute(statement)


def downgrade() -> None:
    postgres = op.get_bind().dialect.name == "postgresql"
    for statement in _POSTGRES_DOWN if postgres else _SQLITE_DOWN:
        op.execute(statement)
    op.drop_index("ix_stock_movements_goods", table_name="stock_movements")
    op.drop_table("stock_movements")
    # Forget how far the read model had got, so an upgrade fills it again from the start.
    op.execute("DELETE FROM projection_position WHERE name = 'stock_movements'")
    op.drop_column("skus", "market_price")
    for column in ("updated_at", "on_sale", "names"):
        op.drop_column("goods", column)
    op.drop_column("shops", "description")
