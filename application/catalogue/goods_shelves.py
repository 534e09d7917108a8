"""Short product lists for pages and widgets: recommended, best sellers, the shop's hot sales
and recommended products alike (each of products on sale only), and cards by id (on sale or
not)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine, select

from application.catalogue.cache import CatalogueCache
from application.catalogue.goods_cards import CARD_COLUMNS, card_of, cards_by_id, not_found
from application.catalogue.goods_sorting import ON_SALE, ORDER, subtree_of
from application.catalogue.tables import goods, shops
from application.catalogue.views import GoodsCard, GoodsSort

RELATED_LIMIT = 10


class GoodsShelves:
    """The lists; `GoodsQueries` adds search and the product page on top."""

    engine: Engine
    cache: CatalogueCache

    def recommended(self, category_id: int | None, limit: int) -> list[GoodsCard]:
        """The shops' recommended products (in the category and below), best sellers first."""
        snapshot = self.cache.snapshot()
        conditions: list[Any] = [goods.c.is_recommended.is_(True)]
        if category_id is not None:
            conditions.append(goods.c.category_id.in_(subtree_of(snapshot, category_id)))
        return self._cards(conditions, (goods.c.sales.desc(), goods.c.goods_id.desc()), limit)

    def hot_sales_of_shop(self, goods_id: int) -> list[GoodsCard]:
        """The best sellers of the product's shop, without the product itself."""
        shop_id, _ = self._owner_and_category(goods_id)
        return self._cards(
            [goods.c.shop_id == shop_id, goods.c.goods_id != goods_id],
            (goods.c.sales.desc(), goods.c.goods_id.desc()),
            RELATED_LIMIT,
        )

    def hot_recommended_alike(self, goods_id: int) -> list[GoodsCard]:
        """Recommended products from the product's parent category, without the product."""
        _, category_id = self._owner_and_category(goods_id)
        snapshot = self.cache.snapshot()
        category = snapshot.categories.get(category_id)
        around = category.parent_id if category and category.parent_id else category_id
        return self._cards(
            [
                goods.c.is_recommended.is_(True),
                goods.c.category_id.in_(snapshot.subtree_ids(around)),
                goods.c.goods_id != goods_id,
            ],
            (goods.c.sales.desc(), goods.c.goods_id.desc()),
            RELATED_LIMIT,
        )

    def best(self, category_id: int | None, sort: GoodsSort, limit: int) -> list[GoodsCard]:
        """The first products of a category (or of everything) in `sort` order."""
        conditions: list[Any] = []
        if category_id is not None:
            conditions.append(
                goods.c.category_id.in_(self.cache.snapshot().subtree_ids(category_id))
            )
        return self._cards(conditions, ORDER[sort], limit)

    def cards(self, ids: list[int]) -> list[GoodsCard]:
        """The cards of the products `ids` that exist, on sale or not, in that order (read live,
        not cached)."""
        with self.engine.connect() as connection:
            return cards_by_id(connection, ids)

    def require_exists(self, goods_id: int) -> None:
        """103 (naming `id`) unless the product exists."""
        self._owner_and_category(goods_id)

    def _cards(self, conditions: list[Any], order: tuple[Any, ...], limit: int) -> list[GoodsCard]:
        """The first `limit` cards on sale meeting `conditions`, in `order`."""
        statement = (
            select(*CARD_COLUMNS)
            .select_from(goods.join(shops, shops.c.shop_id == goods.c.shop_id))
            .where(ON_SALE, *conditions)
            .order_by(*order)
            .limit(limit)
        )
        with self.engine.connect() as connection:
            return [card_of(row) for row in connection.execute(statement)]

    def _owner_and_category(self, goods_id: int) -> tuple[int, int]:
        with self.engine.connect() as connection:
            row = connection.execute(
                select(goods.c.shop_id, goods.c.category_id).where(goods.c.goods_id == goods_id)
            ).first()
        if row is None:
            raise not_found("id")
        return int(row.shop_id), int(row.category_id)
