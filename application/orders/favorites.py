"""A shopper's favourite products, and the `is_favorite` mark on the cards they see."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from sqlalchemy import Engine, delete, func, insert, select
from sqlalchemy.exc import IntegrityError

from application.catalogue.goods_queries import GoodsQueries
from application.catalogue.tables import goods
from application.catalogue.views import GoodsCard, GoodsDetail, HomePage, HomeSection, Paged
from application.orders.tables import favorites
from application.ports import Clock
from domain.errors import BusinessRuleViolation, ErrorCode


class Favorites:
    """Adds, removes and lists favourites; marks cards for the signed-in shopper.

    Listing pages are cached and shared by every caller, so the mark is laid over a page
    after it leaves the cache: one indexed query for the ids on the page, none for guests.
    """

    def __init__(self, engine: Engine, clock: Clock, goods_queries: GoodsQueries) -> None:
        self.engine = engine
        self.clock = clock
        self.goods_queries = goods_queries

    def add(self, uid: int, shop_goods_id: int) -> None:
        """Favourites a product; adding it again changes nothing (103 for an unknown one)."""
        with self.engine.begin() as connection:
            exists = connection.execute(
                select(goods.c.goods_id).where(goods.c.goods_id == shop_goods_id)
            ).first()
            if exists is None:
                raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="shop_goods_id")
            already = connection.execute(
                select(favorites.c.uid).where(
                    favorites.c.uid == uid, favorites.c.shop_goods_id == shop_goods_id
                )
            ).first()
            if already is not None:
                return
        try:
            with self.engine.begin() as connection:
                connection.execute(
                    insert(favorites).values(
                        uid=uid, shop_goods_id=shop_goods_id, created_at=self.clock()
                    )
                )
        except IntegrityError:
            # A concurrent add of the same product won the insert: the outcome is the same.
            return

    def remove(self, uid: int, shop_goods_id: int) -> None:
        """Removes a favourite; removing one that is not there changes nothing."""
        with self.engine.begin() as connection:
            connection.execute(
                delete(favorites).where(
                    favorites.c.uid == uid, favorites.c.shop_goods_id == shop_goods_id
                )
            )

    def page(self, uid: int, page: int, page_size: int) -> Paged[GoodsCard]:
        """The shopper's favourite products that still exist, newest favourite first."""
        joined = favorites.join(goods, goods.c.goods_id == favorites.c.shop_goods_id)
        with self.engine.connect() as connection:
            total = connection.execute(
                select(func.count()).select_from(joined).where(favorites.c.uid == uid)
            ).scalar_one()
            ids = connection.execute(
                select(favorites.c.shop_goods_id)
                .select_from(joined)
                .where(favorites.c.uid == uid)
                .order_by(favorites.c.created_at.desc(), favorites.c.shop_goods_id.desc())
                .offset((page - 1) * page_size)
                .limit(page_size)
            ).scalars()
            ordered = [int(goods_id) for goods_id in ids]
        cards = self.goods_queries.cards(ordered)
        marked = [dataclasses.replace(card, is_favorite=True) for card in cards]
        return Paged(marked, int(total), page, page_size)

    def mark(self, uid: int | None, cards: Sequence[GoodsCard]) -> list[GoodsCard]:
        """`cards` with `is_favorite` set for `uid`'s favourites (unchanged for guests)."""
        chosen = self.favourite_ids(uid, (card.shop_goods_id for card in cards))
        return [_marked(card, chosen) for card in cards]

    def mark_detail(self, uid: int | None, detail: GoodsDetail) -> GoodsDetail:
        """The product page with `is_favorite` set for `uid`."""
        chosen = self.favourite_ids(uid, [detail.card.shop_goods_id])
        return dataclasses.replace(detail, card=_marked(detail.card, chosen))

    def mark_home(self, uid: int | None, home: HomePage) -> HomePage:
        """The home page with every section's cards marked, in one query."""
        ids = (card.shop_goods_id for section in home.sections for card in section.goods)
        chosen = self.favourite_ids(uid, ids)
        if not chosen:
            return home
        sections = [
            HomeSection(section.title, [_marked(card, chosen) for card in section.goods])
            for section in home.sections
        ]
        return dataclasses.replace(home, sections=sections)

    def favourite_ids(self, uid: int | None, ids: Iterable[int]) -> frozenset[int]:
        """Which of `ids` `uid` has favourited (none for guests); for any other view that
        carries `is_favorite`, such as cart lines."""
        if uid is None:
            return frozenset()
        wanted = sorted(set(ids))
        if not wanted:
            return frozenset()
        with self.engine.connect() as connection:
            found = connection.execute(
                select(favorites.c.shop_goods_id).where(
                    favorites.c.uid == uid, favorites.c.shop_goods_id.in_(wanted)
                )
            ).scalars()
            return frozenset(int(goods_id) for goods_id in found)


def _marked(card: GoodsCard, chosen: frozenset[int]) -> GoodsCard:
    # Cached cards are shared between callers; a new card is made rather than one changed.
    favourite = card.shop_goods_id in chosen
    if card.is_favorite == favourite:
        return card
    return dataclasses.replace(card, is_favorite=favourite)
