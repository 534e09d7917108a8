"""What a seller reads about their own shop's products: the list, one product as the form edits
it, and its stock history. Another shop's product answers 103, as if it did not exist."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Engine, and_, exists, func, select

from application.catalogue.cache import CatalogueCache
from application.catalogue.goods_cards import not_found
from application.catalogue.tables import goods, goods_images, skus
from application.catalogue.views import PropChoice, SkuView, props_of
from projections.orders import orders
from projections.paging import Paged, page_offset
from projections.stock_movements import StockMovement, movements_of

ShopOf = Callable[[int], int]
"""The seller's shop id (111 for a user without one)."""

UPLOADS_URL = "/uploads/"


def owned_goods(connection: Connection, shop_id: int, goods_id: int) -> None:
    """103 `shop_goods_id` unless the product is this shop's."""
    owner = connection.execute(select(goods.c.shop_id).where(goods.c.goods_id == goods_id)).scalar()
    if owner is None or int(owner) != shop_id:
        raise not_found("shop_goods_id")


@dataclass(frozen=True)
class SellerGoodsRow:
    shop_goods_id: int
    name: str
    cover_image: str
    price: int
    market_price: int
    stock: int
    sales: int
    on_sale: bool
    sku_count: int
    low_stock: bool
    updated_at: datetime | None


@dataclass(frozen=True)
class SellerSku:
    sku_id: int
    props_desc: str
    price: int
    market_price: int | None
    stock: int


@dataclass(frozen=True)
class SellerGoodsDetail:
    shop_goods_id: int
    name: str
    names: Mapping[str, str]
    category_id: int
    category_path: list[tuple[int, str]]
    brand_id: int | None
    description_html: str
    images: list[str]
    props: list[PropChoice]
    skus: list[SellerSku]
    on_sale: bool
    sales: int
    created_at: datetime
    updated_at: datetime | None


@dataclass(frozen=True)
class StockHistoryLine:
    movement: StockMovement
    props_desc: str
    order_sn: str | None = None
    """The order's number (BZ…) the seller knows it by, when the movement is an order's."""


def _order_numbers(connection: Connection, order_ids: set[str]) -> dict[str, str]:
    """The numbers (BZ…) of the orders named by a page of stock movements."""
    if not order_ids:
        return {}
    rows = connection.execute(
        select(orders.c.order_id, orders.c.order_sn).where(orders.c.order_id.in_(order_ids))
    )
    return {str(row.order_id): str(row.order_sn) for row in rows}


def _goods_row(row: Any) -> SellerGoodsRow:
    return SellerGoodsRow(
        int(row.goods_id),
        row.name,
        row.cover_image,
        int(row.price),
        int(row.market_price),
        int(row.stock),
        int(row.sales),
        bool(row.on_sale),
        int(row.sku_count),
        bool(row.low_stock),
        row.updated_at,
    )


def _seller_sku(row: Any) -> SellerSku:
    market_price = None if row.market_price is None else int(row.market_price)
    return SellerSku(int(row.sku_id), row.props_desc, int(row.price), market_price, int(row.stock))


class SellerGoodsQueries:
    def __init__(
        self, engine: Engine, cache: CatalogueCache, shop_of: ShopOf, low_stock_below: int
    ) -> None:
        self.engine = engine
        self.cache = cache
        self.shop_of = shop_of
        self.low_stock_below = low_stock_below

    def goods_list(
        self, uid: int, keywords: str | None, on_sale: bool | None, page: int, page_size: int
    ) -> Paged[SellerGoodsRow]:
        """The shop's products, newest first, optionally by words of the name and status."""
        conditions = [goods.c.shop_id == self.shop_of(uid)]
        if keywords and keywords.strip():
            conditions.append(goods.c.name.icontains(keywords.strip(), autoescape=True))
        if on_sale is not None:
            conditions.append(goods.c.on_sale == on_sale)
        sku_count = (
            select(func.count()).where(skus.c.goods_id == goods.c.goods_id).scalar_subquery()
        )
        low = exists().where(
            and_(skus.c.goods_id == goods.c.goods_id, skus.c.stock < self.low_stock_below)
        )
        with self.engine.connect() as connection:
            total = connection.execute(select(func.count()).where(*conditions)).scalar_one()
            rows = connection.execute(
                select(goods, sku_count.label("sku_count"), low.label("low_stock"))
                .where(*conditions)
                .order_by(goods.c.goods_id.desc())
                .limit(page_size)
                .offset(page_offset(page, page_size))
            ).all()
        found = [_goods_row(row) for row in rows]
        return Paged(found, int(total), page, page_size)

    def detail(self, uid: int, goods_id: int, language: str) -> SellerGoodsDetail:
        shop_id = self.shop_of(uid)
        with self.engine.connect() as connection:
            owned_goods(connection, shop_id, goods_id)
            row = connection.execute(select(goods).where(goods.c.goods_id == goods_id)).one()
            images = list(
                connection.execute(
                    select(goods_images.c.url)
                    .where(goods_images.c.goods_id == goods_id)
                    .order_by(goods_images.c.position)
                ).scalars()
            )
            sku_rows = connection.execute(
                select(skus).where(skus.c.goods_id == goods_id).order_by(skus.c.position)
            ).all()
        sellers_skus = [_seller_sku(sku) for sku in sku_rows]
        views = [SkuView(s.sku_id, s.props_desc, s.price, s.stock) for s in sellers_skus]
        return SellerGoodsDetail(
            shop_goods_id=goods_id,
            name=row.name,
            names=dict(row.names or {}),
            category_id=int(row.category_id),
            category_path=self._category_path(int(row.category_id), language),
            brand_id=None if row.brand_id is None else int(row.brand_id),
            description_html=row.description_html,
            images=images,
            props=props_of(views, row.prop_names),
            skus=sellers_skus,
            on_sale=bool(row.on_sale),
            sales=int(row.sales),
            created_at=row.created_at,
            updated_at=row.updated_at,
        )

    def _category_path(self, category_id: int, language: str) -> list[tuple[int, str]]:
        snapshot = self.cache.snapshot()
        path: list[tuple[int, str]] = []
        current = snapshot.named(category_id)  # a hidden one's too: the product is still theirs
        while current is not None:
            name = current.names.get(language) or current.names.get("en", "")
            path.insert(0, (current.category_id, name))
            current = None if current.parent_id is None else snapshot.named(current.parent_id)
        return path

    def stock_history(
        self, uid: int, goods_id: int, page: int, page_size: int
    ) -> Paged[StockHistoryLine]:
        """Every unit counted in or out of the product's SKUs, newest first."""
        shop_id = self.shop_of(uid)
        with self.engine.connect() as connection:
            owned_goods(connection, shop_id, goods_id)
            found = movements_of(connection, goods_id, page, page_size)
            described = {
                int(row.sku_id): row.props_desc
                for row in connection.execute(
                    select(skus.c.sku_id, skus.c.props_desc).where(skus.c.goods_id == goods_id)
                )
            }
            numbers = _order_numbers(connection, {m.order_id for m in found.list if m.order_id})
        lines = [
            StockHistoryLine(
                movement,
                described.get(movement.sku_id, ""),
                numbers.get(movement.order_id) if movement.order_id else None,
            )
            for movement in found.list
        ]
        return Paged(lines, found.total, found.page, found.page_size)
