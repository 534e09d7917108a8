"""Shop search and the shop page."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Connection, Engine, func, select

from application.catalogue import search as fts
from application.catalogue.goods_sorting import ON_SALE
from application.catalogue.media_urls import shown_shop_banner, shown_shop_logo
from application.catalogue.tables import goods, shops
from application.catalogue.views import ShopView
from domain.errors import BusinessRuleViolation, ErrorCode
from projections.paging import Paged


class ShopQueries:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.dialect = engine.dialect.name

    def search(self, keywords: str, page: int, page_size: int) -> Paged[ShopView]:
        """Shops whose name matches `keywords` (all shops without), best match first. A shop
        the platform has suspended is left out, as its products are: its page still opens
        and says it is unavailable."""
        conditions: list[Any] = [~shops.c.suspended]
        order: list[Any] = []
        match = fts.shop_name_condition(self.dialect, keywords)
        if match is not None:
            conditions.append(match[0])
            order.append(match[1])
        order.extend([shops.c.credit_score.desc(), shops.c.shop_id.asc()])
        with self.engine.begin() as connection:
            if self.dialect == "postgresql" and match is not None:
                connection.execute(
                    select(
                        func.set_config(
                            "pg_trgm.word_similarity_threshold", str(fts.SHOP_SIMILARITY), True
                        )
                    )
                )
            total = connection.execute(
                select(func.count()).select_from(shops).where(*conditions)
            ).scalar_one()
            rows = list(
                connection.execute(
                    select(shops)
                    .where(*conditions)
                    .order_by(*order)
                    .limit(page_size)
                    .offset((page - 1) * page_size)
                )
            )
            counts = self._goods_counts(connection, [int(row.shop_id) for row in rows])
        return Paged([_view(row, counts) for row in rows], int(total), page, page_size)

    def detail(self, shop_id: int) -> ShopView:
        """The shop with its banner and description; 103 naming `shop_id` when there is no such
        shop."""
        with self.engine.connect() as connection:
            row = connection.execute(select(shops).where(shops.c.shop_id == shop_id)).first()
            if row is None:
                raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="shop_id")
            counts = self._goods_counts(connection, [shop_id])
        return _view(row, counts)

    @staticmethod
    def _goods_counts(connection: Connection, shop_ids: Sequence[int]) -> dict[int, int]:
        """How many products each shop has on sale: what its product list shows."""
        if not shop_ids:
            return {}
        return {
            int(shop_id): int(count)
            for shop_id, count in connection.execute(
                select(goods.c.shop_id, func.count())
                .where(goods.c.shop_id.in_(shop_ids), ON_SALE)
                .group_by(goods.c.shop_id)
            )
        }


def _view(row: Any, counts: dict[int, int]) -> ShopView:
    return ShopView(
        shop_id=int(row.shop_id),
        name=row.name,
        logo=shown_shop_logo(int(row.shop_id), row.logo),
        banner=shown_shop_banner(int(row.shop_id), row.banner),
        goods_count=counts.get(int(row.shop_id), 0),
        credit_score=int(row.credit_score),
        description=row.description,
        available=not row.suspended,
    )
