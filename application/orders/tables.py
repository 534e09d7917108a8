"""The tables beside the event-sourced carts and orders: favourites, shipping addresses and
reviews."""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    Table,
    Text,
    UniqueConstraint,
)

from application.metadata import state_metadata

favorites = Table(
    "favorites",
    state_metadata,
    Column("uid", BigInteger, ForeignKey("users.uid", ondelete="CASCADE"), primary_key=True),
    # No foreign key to goods: the catalogue tables live in their own module, and a favourite
    # of a product that has gone is simply left out of the answers.
    Column("shop_goods_id", BigInteger, primary_key=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Index("ix_favorites_uid_created_at", "uid", "created_at"),
)


shipping_addresses = Table(
    "shipping_addresses",
    state_metadata,
    Column(
        "address_id",
        BigInteger().with_variant(Integer, "sqlite"),
        primary_key=True,
        autoincrement=True,
    ),
    Column("uid", BigInteger, ForeignKey("users.uid", ondelete="CASCADE"), nullable=False),
    Column("name", String(60), nullable=False),
    Column("phone", String(32), nullable=False),
    Column("country", String(80), nullable=False),
    Column("province", String(80), nullable=False),
    Column("city", String(80), nullable=False, default=""),
    Column("area", String(80), nullable=False, default=""),
    Column("address", String(255), nullable=False),
    # "" for addresses saved before postal codes were asked, and where the country has none.
    Column("postal_code", String(16), nullable=False, default="", server_default=""),
    Column("is_default", Boolean, nullable=False, default=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Index("ix_shipping_addresses_uid", "uid"),
)


reviews = Table(
    "reviews",
    state_metadata,
    Column(
        "comment_id",
        BigInteger().with_variant(Integer, "sqlite"),
        primary_key=True,
        autoincrement=True,
    ),
    Column("uid", BigInteger, ForeignKey("users.uid", ondelete="CASCADE"), nullable=False),
    # The order lives in the event store: its id and number are copied, and the line's name,
    # picture and options are the order's snapshot, so later catalogue edits leave reviews be.
    Column("order_id", String(36), nullable=False),
    Column("order_sn", String(32), nullable=False),
    Column("shop_goods_id", BigInteger, nullable=False),
    Column("sku_id", BigInteger, nullable=False),
    Column("goods_name", String(200), nullable=False),
    Column("cover_image", String(255), nullable=False),
    Column("props_desc", String(255), nullable=False),
    Column("star", Integer, nullable=False),
    Column("content", Text, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    # One review per order line; a concurrent second submit loses on this constraint.
    UniqueConstraint("order_id", "shop_goods_id", "sku_id", name="uq_reviews_order_line"),
    Index("ix_reviews_goods_created_at", "shop_goods_id", "created_at"),
    Index("ix_reviews_uid_created_at", "uid", "created_at"),
)
