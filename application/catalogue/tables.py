"""Catalogue tables: plain SQLAlchemy on `state_metadata`, migrated by Alembic.

The search structures (PostgreSQL `goods.search_vector` with its GIN and trigram indexes and its
copy on `searchable_goods`, the SQLite FTS5 tables and the triggers that keep them in sync) are
made by the migrations in SQL; `SEARCH_OBJECTS` names them so the metadata comparison leaves
them alone.
"""

from __future__ import annotations

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    Table,
    Text,
    false,
    true,
)

from application.metadata import state_metadata

# Objects the migration creates in SQL that the table definitions do not describe.
SEARCH_OBJECTS: frozenset[str] = frozenset(
    {
        "search_vector",
        "ix_goods_search_vector",
        "ix_searchable_goods_search_vector",
        "ix_shops_name_trgm",
    }
)


def _id_column(name: str) -> Column[int]:
    return Column(
        name, BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True
    )


catalogue_version = Table(
    "catalogue_version",
    state_metadata,
    # One row (id 1): bumped by every catalogue write so each process drops its cached answers.
    Column("id", Integer, primary_key=True, autoincrement=False),
    Column("version", BigInteger, nullable=False),
    Column("demo_size", String(16), nullable=True),
    Column("demo_seed", Integer, nullable=True),
)

shops = Table(
    "shops",
    state_metadata,
    _id_column("shop_id"),
    Column("owner_uid", BigInteger, ForeignKey("users.uid"), nullable=False),
    Column("name", String(80), nullable=False),
    Column("logo", String(255), nullable=False, default=""),
    Column("banner", String(255), nullable=False, default=""),
    # What the shop's page says about it, written by its owner (plain text, ≤ 2,000 characters).
    Column("description", Text, nullable=False, default="", server_default=""),
    Column("credit_score", Integer, nullable=False, default=100),
    Column("created_at", DateTime(timezone=True), nullable=False),
    # Suspended by the platform's operators: its products are withheld (see `withholding`).
    Column("suspended", Boolean, nullable=False, server_default=false()),
    # Why and since when (the operator's reason, told to the seller on its console); '' and
    # null while active. Written with `suspended` by the `shop_standing` policy.
    Column("suspension_reason", Text, nullable=False, server_default=""),
    Column("suspended_at", DateTime(timezone=True), nullable=True),
    Index("ix_shops_owner_uid", "owner_uid"),
)

categories = Table(
    "categories",
    state_metadata,
    Column("category_id", Integer, primary_key=True, autoincrement=False),
    Column("parent_id", Integer, ForeignKey("categories.category_id"), nullable=True),
    Column("level", Integer, nullable=False),
    Column("position", Integer, nullable=False),
    Column("slug", String(64), nullable=False, unique=True),
    Column("names", JSON, nullable=False),
    Column("icon", String(255), nullable=False, default=""),
    # Its own and its ancestors' names in every language: what a product search matches on.
    Column("search_text", Text, nullable=False, default=""),
    # Hidden by an operator: gone from the menus, and its products (and its subtree's) withheld.
    Column("visible", Boolean, nullable=False, server_default=true()),
    Index("ix_categories_parent_position", "parent_id", "position"),
)

brands = Table(
    "brands",
    state_metadata,
    Column("brand_id", Integer, primary_key=True, autoincrement=False),
    Column("name", String(80), nullable=False, unique=True),
    Column("logo", String(255), nullable=False, default=""),
    # Hidden by an operator: gone from the storefront's brand lists and filters (its products
    # stay on sale).
    Column("visible", Boolean, nullable=False, server_default=true()),
)

category_brands = Table(
    "category_brands",
    state_metadata,
    Column(
        "category_id",
        Integer,
        ForeignKey("categories.category_id", ondelete="CASCADE"),
        primary_key=True,
    ),
    Column("kind", String(16), primary_key=True),  # "hot" or "recommend"
    Column(
        "brand_id", Integer, ForeignKey("brands.brand_id", ondelete="CASCADE"), primary_key=True
    ),
    Column("position", Integer, nullable=False),
)

goods = Table(
    "goods",
    state_metadata,
    _id_column("goods_id"),
    Column("shop_id", BigInteger, ForeignKey("shops.shop_id"), nullable=False),
    Column("category_id", Integer, ForeignKey("categories.category_id"), nullable=False),
    Column("brand_id", Integer, ForeignKey("brands.brand_id"), nullable=True),
    Column("name", String(200), nullable=False),
    # The name in other languages ({"zh-CN": ...}); `name` is the default and what search indexes.
    Column("names", JSON, nullable=True),
    # Each prop label's translations ({"Color": {"zh-CN": "颜色"}}); SKUs keep the label itself.
    Column("prop_names", JSON, nullable=True),
    Column("description_html", Text, nullable=False, default=""),
    Column("sku_no", String(32), nullable=False, unique=True),
    Column("cover_image", String(255), nullable=False, default=""),
    Column("price", BigInteger, nullable=False),
    Column("market_price", BigInteger, nullable=False),
    Column("stock", Integer, nullable=False, default=0),
    Column("sales", Integer, nullable=False, default=0),
    Column("visits_total", BigInteger, nullable=False, default=0),
    Column("is_recommended", Boolean, nullable=False, default=False),
    # Off sale: gone from lists, search and recommendations, and refused by carts and checkout;
    # the product page still answers (saying so), since links and orders point at it.
    Column("on_sale", Boolean, nullable=False, default=True, server_default=true()),
    # Taken down by an operator: withheld, and its seller cannot put it back on sale until restored.
    Column("taken_down", Boolean, nullable=False, server_default=false()),
    # Why an operator took it down: what its seller reads (empty while not taken down).
    Column("takedown_reason", Text, nullable=False, default="", server_default=""),
    # Kept from the storefront by the platform, whatever the seller chose: taken down, its shop
    # suspended or its category hidden (`withholding.recompute_withheld` keeps it current).
    Column("withheld", Boolean, nullable=False, server_default=false()),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=True),
    # The reviews' count and sum of stars, moved by each review as it is written (see
    # `ratings`), so the minimum-rating filter reads the row instead of grouping the reviews.
    Column("rating_count", Integer, nullable=False, default=0, server_default="0"),
    Column("rating_sum", Integer, nullable=False, default=0, server_default="0"),
    # Every list sorts by one of these with goods_id as the tie-break, optionally per category,
    # shop or brand; PostgreSQL walks them backwards for the descending orders. `on_sale` and
    # `withheld` come last (goods_id is unique, so they change no order): storefront lists and
    # counts, which skip off-sale and withheld products, are still answered from the index alone.
    Index("ix_goods_sales", "sales", "goods_id", "on_sale", "withheld"),
    Index("ix_goods_price", "price", "goods_id", "on_sale", "withheld"),
    Index("ix_goods_created", "created_at", "goods_id", "on_sale", "withheld"),
    Index("ix_goods_category_sales", "category_id", "sales", "goods_id", "on_sale", "withheld"),
    Index("ix_goods_category_price", "category_id", "price", "goods_id", "on_sale", "withheld"),
    Index(
        "ix_goods_category_created", "category_id", "created_at", "goods_id", "on_sale", "withheld"
    ),
    Index("ix_goods_shop_sales", "shop_id", "sales", "goods_id", "on_sale", "withheld"),
    Index("ix_goods_shop_created", "shop_id", "created_at", "goods_id", "on_sale", "withheld"),
    Index("ix_goods_brand_sales", "brand_id", "sales", "goods_id", "on_sale", "withheld"),
    Index("ix_goods_recommended", "is_recommended", "category_id", "sales"),
)

searchable_goods = Table(
    "searchable_goods",
    state_metadata,
    # What a keyword search filters, ranks and sorts on, copied from each product's `goods` row
    # by triggers (and, on PostgreSQL, its `search_vector`): about 250 bytes a row where `goods`
    # has 1.2 kB, so a search matching thousands of products reads a fifth of the pages
    # (`searchable`, migration 5c4e2f8b1d30). Never written by the application.
    Column(
        "goods_id",
        BigInteger().with_variant(Integer, "sqlite"),
        primary_key=True,
        autoincrement=False,
    ),
    Column("category_id", Integer, nullable=False),
    Column("brand_id", Integer, nullable=True),
    Column("shop_id", BigInteger, nullable=False),
    Column("name", String(200), nullable=False),
    Column("price", BigInteger, nullable=False),
    Column("stock", Integer, nullable=False),
    Column("sales", Integer, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("on_sale", Boolean, nullable=False),
    Column("withheld", Boolean, nullable=False),
    Column("rating_count", Integer, nullable=False),
    Column("rating_sum", Integer, nullable=False),
    # A keyword naming categories matches "a word, or one of these categories" (`search`).
    Index("ix_searchable_goods_category", "category_id"),
)

goods_images = Table(
    "goods_images",
    state_metadata,
    Column(
        "goods_id", BigInteger, ForeignKey("goods.goods_id", ondelete="CASCADE"), primary_key=True
    ),
    Column("position", Integer, primary_key=True),
    Column("url", String(255), nullable=False),
)

goods_visits_daily = Table(
    "goods_visits_daily",
    state_metadata,
    Column(
        "goods_id", BigInteger, ForeignKey("goods.goods_id", ondelete="CASCADE"), primary_key=True
    ),
    Column("day", Date, primary_key=True),
    Column("count", Integer, nullable=False),
)

skus = Table(
    "skus",
    state_metadata,
    _id_column("sku_id"),
    Column(
        "goods_id", BigInteger, ForeignKey("goods.goods_id", ondelete="CASCADE"), nullable=False
    ),
    Column("position", Integer, nullable=False),
    Column("props_desc", String(255), nullable=False),
    Column("price", BigInteger, nullable=False),
    Column("market_price", BigInteger, nullable=True),
    Column("stock", Integer, nullable=False),
    Index("ix_skus_goods_position", "goods_id", "position"),
    # A SKU's inventory is named after its id: SQLite must never hand a removed one's id out
    # again (PostgreSQL's sequence never does).
    sqlite_autoincrement=True,
)
