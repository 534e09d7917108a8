"""How product lists are filtered, counted and put in order, read from the sort indexes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Connection,
    FromClause,
    Select,
    and_,
    false,
    func,
    select,
    true,
    union_all,
)

from application.catalogue.cache import CatalogueSnapshot
from application.catalogue.goods_cards import not_found
from application.catalogue.ratings import rated_at_least
from application.catalogue.tables import goods, shops
from application.catalogue.views import GoodsQuery, GoodsSort

ON_SALE: ColumnElement[bool] = and_(goods.c.on_sale == true(), goods.c.withheld == false())
"""What every storefront list, count and search asks first: off-sale products, and those the
platform withholds (`withholding`), are not shown. Plain conditions next to the others, so the
sort and category indexes (which end with both columns) still lead each plan."""

ORDER: dict[GoodsSort, tuple[Any, ...]] = {
    "default": (goods.c.sales.desc(), goods.c.goods_id.desc()),
    "sales": (goods.c.sales.desc(), goods.c.goods_id.desc()),
    "price_asc": (goods.c.price.asc(), goods.c.goods_id.asc()),
    "price_desc": (goods.c.price.desc(), goods.c.goods_id.desc()),
    "new": (goods.c.created_at.desc(), goods.c.goods_id.desc()),
}

SORT_KEYS: dict[GoodsSort, tuple[Any, bool]] = {
    "default": (goods.c.sales, True),
    "sales": (goods.c.sales, True),
    "price_asc": (goods.c.price, False),
    "price_desc": (goods.c.price, True),
    "new": (goods.c.created_at, True),
}
"""The sort key and whether it descends; goods_id breaks ties in the same direction."""


def narrowing(query: GoodsQuery) -> list[ColumnElement[bool]]:
    """The list filters on the product's own row: price range, in stock, minimum rating.

    No index of their own: they are tested on the rows the sort or category index (or the text
    index) yields, like the brand, so every sort order keeps its plan. A filter that leaves
    few products makes the walk longer, which the listing caches absorb for repeated pages.
    """
    conditions: list[ColumnElement[bool]] = []
    if query.price_min is not None:
        conditions.append(goods.c.price >= query.price_min)
    if query.price_max is not None:
        conditions.append(goods.c.price <= query.price_max)
    if query.in_stock:
        conditions.append(goods.c.stock > 0)
    if query.min_rating is not None:
        conditions.append(rated_at_least(query.min_rating))
    return conditions


def count_matching(connection: Connection, source: FromClause, conditions: list[Any]) -> int:
    # Counted on goods alone (no shop join), so the category and sort indexes answer it.
    return int(
        connection.execute(select(func.count()).select_from(source).where(*conditions)).scalar_one()
    )


def with_subtree(conditions: list[Any], subtree: Sequence[int] | None) -> list[Any]:
    if subtree is None:
        return conditions
    return [*conditions, goods.c.category_id.in_(subtree)]


def require_shop(connection: Connection, shop_id: int) -> None:
    if (
        connection.execute(select(shops.c.shop_id).where(shops.c.shop_id == shop_id)).first()
        is None
    ):
        raise not_found("shop_id")


def browse_ids(
    conditions: list[Any], subtree: Sequence[int] | None, sort: GoodsSort
) -> Select[Any]:
    """Filtered ids in a sort order, read from the sort indexes.

    A category filter covers several leaf categories; each leaf's (category_id, sort key)
    index yields its products already in order, so the ids are picked from their UNION ALL
    by index-only scans.
    """
    key, descending = SORT_KEYS[sort]
    if subtree is not None and len(subtree) > 1:
        branches = [
            select(goods.c.goods_id, key.label("sort_key")).where(
                goods.c.category_id == category_id, *conditions
            )
            for category_id in subtree
        ]
        merged = union_all(*branches).subquery("merged")
        order = [merged.c.sort_key, merged.c.goods_id]
        return select(merged.c.goods_id).order_by(
            *[column.desc() if descending else column.asc() for column in order]
        )
    return select(goods.c.goods_id).where(*with_subtree(conditions, subtree)).order_by(*ORDER[sort])


def subtree_of(snapshot: CatalogueSnapshot, category_id: int) -> Sequence[int]:
    found = snapshot.subtree_ids(category_id)
    if not found:
        raise not_found("category_id")
    return found
