"""The product page: reading a product with its pictures and SKUs counts one visit (in total
and today), in the reader's transaction."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import Connection, select, update
from sqlalchemy.dialects import postgresql, sqlite

from application.catalogue.cache import CatalogueSnapshot
from application.catalogue.goods_cards import CARD_COLUMNS, card_of, not_found
from application.catalogue.tables import goods, goods_images, goods_visits_daily, shops, skus
from application.catalogue.views import (
    BrandView,
    CategoryRef,
    GoodsDetail,
    SkuView,
    discount_percent,
    props_of,
)


@dataclass(frozen=True)
class ProductPage:
    """What one visit read; `detail` adds the brand and category from the cached snapshot."""

    row: Any
    images: list[str]
    skus: list[SkuView]
    visits_total: int
    visits_today: int

    def detail(self, snapshot: CatalogueSnapshot) -> GoodsDetail:
        brand = (
            snapshot.brands_by_id.get(self.row.brand_id) if self.row.brand_id is not None else None
        )
        category = snapshot.named(int(self.row.category_id))
        return GoodsDetail(
            card=card_of(self.row),
            images=self.images,
            description_html=self.row.description_html,
            sku_no=self.row.sku_no,
            discount=discount_percent(int(self.row.price), int(self.row.market_price)),
            brand=BrandView(brand.brand_id, brand.name, brand.logo) if brand else None,
            category=CategoryRef(
                int(self.row.category_id), dict(category.names) if category else {}
            ),
            props=props_of(self.skus, self.row.prop_names),
            skus=self.skus,
            visits_total=self.visits_total,
            visits_today=self.visits_today,
        )


def visit_product(connection: Connection, dialect: str, goods_id: int, today: date) -> ProductPage:
    """Counts the visit and reads the product (103 `id` when there is none)."""
    visits_total = connection.execute(
        update(goods)
        .where(goods.c.goods_id == goods_id)
        .values(visits_total=goods.c.visits_total + 1)
        .returning(goods.c.visits_total)
    ).scalar()
    if visits_total is None:
        raise not_found("id")
    visits_today = _count_visit_today(connection, dialect, goods_id, today)
    row = connection.execute(
        select(
            *CARD_COLUMNS,
            goods.c.description_html,
            goods.c.sku_no,
            goods.c.brand_id,
            goods.c.category_id,
            goods.c.prop_names,
        )
        .select_from(goods.join(shops, shops.c.shop_id == goods.c.shop_id))
        .where(goods.c.goods_id == goods_id)
    ).one()
    images = list(
        connection.execute(
            select(goods_images.c.url)
            .where(goods_images.c.goods_id == goods_id)
            .order_by(goods_images.c.position)
        ).scalars()
    )
    sku_views = [
        SkuView(int(s.sku_id), s.props_desc, int(s.price), int(s.stock))
        for s in connection.execute(
            select(skus.c.sku_id, skus.c.props_desc, skus.c.price, skus.c.stock)
            .where(skus.c.goods_id == goods_id)
            .order_by(skus.c.position, skus.c.sku_id)
        )
    ]
    return ProductPage(row, images, sku_views, int(visits_total), visits_today)


def _count_visit_today(connection: Connection, dialect: str, goods_id: int, today: date) -> int:
    dialect_insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    statement = (
        dialect_insert(goods_visits_daily)
        .values(goods_id=goods_id, day=today, count=1)
        .on_conflict_do_update(
            index_elements=[goods_visits_daily.c.goods_id, goods_visits_daily.c.day],
            set_={"count": goods_visits_daily.c.count + 1},
        )
        .returning(goods_visits_daily.c.count)
    )
    return int(connection.execute(statement).scalar_one())
