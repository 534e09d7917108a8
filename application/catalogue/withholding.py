"""What the platform keeps from the storefront whatever the seller chose: a product taken down
by an operator, every product of a suspended shop, and every product of a hidden category or of
a category under a hidden one.

The seller's own choice (`goods.on_sale`) is kept apart, so that a restored product, a reinstated
shop or a shown category brings back exactly what its seller had on sale. The three operator
policies set their flag and call `recompute_withheld` for the products it touches, in the same
transaction; the storefront's lists, search and carts read `goods.withheld` beside `on_sale`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import ColumnElement, Connection, exists, or_, select, update

from application.catalogue.tables import categories, goods, shops


def hidden_categories(connection: Connection) -> set[int]:
    """Every hidden category and every category under one (the tree is small: read whole)."""
    rows = connection.execute(
        select(categories.c.category_id, categories.c.parent_id, categories.c.visible)
    ).all()
    return hidden_in(rows)


def hidden_in(rows: Sequence[Any]) -> set[int]:
    """Of these category rows (`category_id`, `parent_id`, `visible`), the hidden ones and
    every one under a hidden one."""
    parent = {int(row.category_id): row.parent_id for row in rows}
    own_hidden = {int(row.category_id) for row in rows if not row.visible}

    def under_hidden(category_id: int) -> bool:
        seen: set[int] = set()
        current: int | None = category_id
        while current is not None and current not in seen:
            if current in own_hidden:
                return True
            seen.add(current)
            current = parent.get(current)
        return False

    return {category_id for category_id in parent if under_hidden(category_id)}


def recompute_withheld(connection: Connection, *where: ColumnElement[bool]) -> int:
    """Sets `withheld` on the products matching `where` (all, given none) from the three
    reasons; answers how many rows it wrote. The caller bumps the catalogue's version."""
    hidden = hidden_categories(connection)
    suspended_shop = exists(
        select(shops.c.shop_id).where(shops.c.shop_id == goods.c.shop_id, shops.c.suspended)
    )
    reasons: list[ColumnElement[bool]] = [goods.c.taken_down, suspended_shop]
    if hidden:
        reasons.append(goods.c.category_id.in_(sorted(hidden)))
    result = connection.execute(update(goods).where(*where).values(withheld=or_(*reasons)))
    return int(result.rowcount or 0)


def withheld_of(connection: Connection, goods_ids: Iterable[int]) -> set[int]:
    """Which of these products the platform withholds."""
    wanted = sorted(set(goods_ids))
    if not wanted:
        return set()
    rows = connection.execute(
        select(goods.c.goods_id).where(goods.c.goods_id.in_(wanted), goods.c.withheld)
    ).scalars()
    return {int(goods_id) for goods_id in rows}
