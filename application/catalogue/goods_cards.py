"""The product card: the columns it reads, and building cards from rows."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, select

from application.catalogue.tables import goods, shops
from application.catalogue.views import GoodsCard, ShopSummary
from domain.errors import BusinessRuleViolation, ErrorCode

CARD_COLUMNS = (
    goods.c.goods_id,
    goods.c.name,
    goods.c.cover_image,
    goods.c.price,
    goods.c.market_price,
    goods.c.sales,
    goods.c.stock,
    goods.c.shop_id,
    shops.c.name.label("shop_name"),
    shops.c.logo.label("shop_logo"),
    shops.c.credit_score,
    (goods.c.on_sale & ~goods.c.withheld).label("on_sale"),
    goods.c.names,
)


def cards_by_id(connection: Connection, ids: list[int]) -> list[GoodsCard]:
    """The cards of `ids`, in that order, on sale or not (a favourite shows it is off sale)."""
    if not ids:
        return []
    rows = connection.execute(
        select(*CARD_COLUMNS)
        .select_from(goods.join(shops, shops.c.shop_id == goods.c.shop_id))
        .where(goods.c.goods_id.in_(ids))
    )
    by_id = {int(row.goods_id): card_of(row) for row in rows}
    return [by_id[goods_id] for goods_id in ids if goods_id in by_id]


def not_found(field: str) -> BusinessRuleViolation:
    return BusinessRuleViolation(ErrorCode.NOT_FOUND, field=field)


def card_of(row: Any) -> GoodsCard:
    return GoodsCard(
        shop_goods_id=int(row.goods_id),
        name=row.name,
        cover_image=row.cover_image,
        price=int(row.price),
        market_price=int(row.market_price),
        sales=int(row.sales),
        stock=int(row.stock),
        shop=ShopSummary(int(row.shop_id), row.shop_name, row.shop_logo, int(row.credit_score)),
        on_sale=bool(row.on_sale),
        names=dict(row.names or {}),
    )
