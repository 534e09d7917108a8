"""Product lists, search, detail (which counts a visit) and related products."""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import Any, TypeVar

from cachetools import TTLCache
from sqlalchemy import (
    Connection,
    Engine,
    FromClause,
    Select,
    func,
    select,
    union_all,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite

from application.catalogue import search as fts
from application.catalogue.cache import CatalogueCache, CatalogueSnapshot
from application.catalogue.tables import goods, goods_images, goods_visits_daily, shops, skus
from application.catalogue.views import (
    BrandView,
    CategoryRef,
    GoodsCard,
    GoodsDetail,
    GoodsQuery,
    GoodsSort,
    Paged,
    ShopSummary,
    SkuView,
    discount_percent,
    props_of,
)
from application.ports import Clock
from domain.errors import BusinessRuleViolation, ErrorCode

RELATED_LIMIT = 10
T = TypeVar("T")

_CARD_COLUMNS = (
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
)
_ORDER: dict[GoodsSort, tuple[Any, ...]] = {
    "default": (goods.c.sales.desc(), goods.c.goods_id.desc()),
    "sales": (goods.c.sales.desc(), goods.c.goods_id.desc()),
    "price_asc": (goods.c.price.asc(), goods.c.goods_id.asc()),
    "price_desc": (goods.c.price.desc(), goods.c.goods_id.desc()),
    "new": (goods.c.created_at.desc(), goods.c.goods_id.desc()),
}


LIST_TTL_SECONDS = 10.0
"""How long a listing page or result set is reused: the spec's default lifetime for repeated
requests. Keys carry the catalogue version, so a catalogue write retires them at once."""
LIST_CACHE_PAGES = 4096

RESULT_WINDOW = 200
"""Ids fetched at once for a result set, in its order: ten pages of 20. Paging on, or the same
search asked with another page size, is answered from them (the window idea of Solr's
queryResultCache)."""

RELEVANCE_RANKED_MATCHES = 2000
"""Up to this many matches, the default order is text relevance; beyond it, best sellers."""


@dataclass(frozen=True)
class _Matches:
    """What a filter matched: how many, and the keywords that matched them (a corrected
    spelling when the typed one matched nothing)."""

    total: int
    keywords: str


_SORT_KEYS: dict[GoodsSort, tuple[Any, bool]] = {
    "default": (goods.c.sales, True),
    "sales": (goods.c.sales, True),
    "price_asc": (goods.c.price, False),
    "price_desc": (goods.c.price, True),
    "new": (goods.c.created_at, True),
}
"""The sort key and whether it descends; goods_id breaks ties in the same direction."""


def _count(connection: Connection, source: FromClause, conditions: list[Any]) -> int:
    # Counted on goods alone (no shop join), so the category and sort indexes answer it.
    return int(
        connection.execute(select(func.count()).select_from(source).where(*conditions)).scalar_one()
    )


def _cards_by_id(connection: Connection, ids: list[int]) -> list[GoodsCard]:
    """The cards of `ids`, in that order."""
    if not ids:
        return []
    rows = connection.execute(
        select(*_CARD_COLUMNS)
        .select_from(goods.join(shops, shops.c.shop_id == goods.c.shop_id))
        .where(goods.c.goods_id.in_(ids))
    )
    by_id = {int(row.goods_id): card_of(row) for row in rows}
    return [by_id[goods_id] for goods_id in ids if goods_id in by_id]


def _not_found(field: str) -> BusinessRuleViolation:
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
    )


class GoodsQueries:
    """The product calls of the storefront."""

    def __init__(self, engine: Engine, cache: CatalogueCache, clock: Clock) -> None:
        self.engine = engine
        self.cache = cache
        self.clock = clock
        self.dialect = engine.dialect.name
        # Three layers, each kept LIST_TTL_SECONDS: whole pages (popular categories and
        # searches are asked again and again), each filter's total, and each filter's ids in
        # each order, a window at a time (paging on and re-sorting reuse them). Stock and sales
        # on cached pages may lag by the TTL; the product page is always read live.
        self._pages: TTLCache[Hashable, Paged[GoodsCard]] = TTLCache(
            maxsize=LIST_CACHE_PAGES, ttl=LIST_TTL_SECONDS
        )
        self._matches: TTLCache[Hashable, _Matches] = TTLCache(
            maxsize=LIST_CACHE_PAGES, ttl=LIST_TTL_SECONDS
        )
        self._windows: TTLCache[Hashable, tuple[int, ...]] = TTLCache(
            maxsize=LIST_CACHE_PAGES, ttl=LIST_TTL_SECONDS
        )
        self._lock = threading.Lock()

    def _cached(self, cache: TTLCache[Hashable, T], key: Hashable, compute: Callable[[], T]) -> T:
        with self._lock:
            found = cache.get(key)
        if found is not None:
            return found
        computed = compute()
        with self._lock:
            cache[key] = computed
        return computed

    def search(self, query: GoodsQuery) -> Paged[GoodsCard]:
        """One page of products matching every filter; keywords rank by relevance by default."""
        snapshot = self.cache.snapshot()
        return self._cached(
            self._pages, (snapshot.version, query), lambda: self._search(snapshot, query)
        )

    def _search(self, snapshot: CatalogueSnapshot, query: GoodsQuery) -> Paged[GoodsCard]:
        conditions = self._filters(snapshot, query)
        if query.category_id is not None:
            self._subtree(snapshot, query.category_id)  # 103 for an unknown category
        # Everything but the paging and the order: the key of the filter's result set.
        every_order = dataclasses.replace(query, sort="default", page=1, page_size=20)
        with self.engine.begin() as connection:
            matches = self._cached(
                self._matches,
                (snapshot.version, every_order),
                lambda: self._match(connection, snapshot, conditions, query),
            )
            if matches.total == 0 and query.shop_id is not None:
                self._require_shop(connection, query.shop_id)
            offset = (query.page - 1) * query.page_size
            if offset >= matches.total:
                return Paged([], matches.total, query.page, query.page_size)
            ids: list[int] = []
            first, last = offset // RESULT_WINDOW, (offset + query.page_size - 1) // RESULT_WINDOW
            for window in range(first, last + 1):
                window_ids: tuple[int, ...] = self._cached(
                    self._windows,
                    (snapshot.version, every_order, query.sort, window),
                    partial(
                        self._window_ids, connection, snapshot, conditions, query, matches, window
                    ),
                )
                ids.extend(window_ids)
            start = offset - first * RESULT_WINDOW
            page_ids = ids[start : start + query.page_size]
            return Paged(
                _cards_by_id(connection, page_ids), matches.total, query.page, query.page_size
            )

    def _match(
        self,
        connection: Connection,
        snapshot: CatalogueSnapshot,
        conditions: list[Any],
        query: GoodsQuery,
    ) -> _Matches:
        """How many products the filters match; a keyword that matches nothing is tried again
        with each word corrected to the closest known word (PostgreSQL)."""
        subtree = snapshot.subtree_ids(query.category_id) if query.category_id else None
        match = self._keyword_match(snapshot, query.keywords)
        if match is None:
            return _Matches(_count(connection, goods, self._with_subtree(conditions, subtree)), "")
        every = [*self._with_subtree(conditions, subtree), match.condition]
        total = _count(connection, match.source, every)
        if total or self.dialect != "postgresql":
            return _Matches(total, query.keywords)
        terms = fts.search_terms(query.keywords)
        corrected = fts.corrected_terms(connection, terms)
        retry = self._keyword_match(snapshot, " ".join(corrected))
        if corrected == terms or retry is None:
            return _Matches(0, query.keywords)
        every = [*self._with_subtree(conditions, subtree), retry.condition]
        return _Matches(_count(connection, retry.source, every), " ".join(corrected))

    def _keyword_match(self, snapshot: CatalogueSnapshot, keywords: str) -> fts.GoodsMatch | None:
        return fts.keyword_match(self.dialect, keywords, goods, snapshot.categories_named)

    @staticmethod
    def _with_subtree(conditions: list[Any], subtree: Sequence[int] | None) -> list[Any]:
        if subtree is None:
            return conditions
        return [*conditions, goods.c.category_id.in_(subtree)]

    def _window_ids(
        self,
        connection: Connection,
        snapshot: CatalogueSnapshot,
        conditions: list[Any],
        query: GoodsQuery,
        matches: _Matches,
        window: int,
    ) -> tuple[int, ...]:
        """The ids of one window of the result set, in the query's order."""
        subtree = snapshot.subtree_ids(query.category_id) if query.category_id else None
        match = self._keyword_match(snapshot, matches.keywords)
        if match is None:
            statement = self._browse_ids(conditions, subtree, query.sort)
        else:
            every = [*self._with_subtree(conditions, subtree), match.condition]
            keys = self._match_order(query, match, matches.total)
            # Matches are gathered first (the text index), then sorted. Left to itself, the
            # planner would walk a sort index and test each row, which is fast only when
            # matches are spread evenly along it: "coffee" by price, descending, read 14,500
            # rows (68 ms) for 200 because coffee is cheap. Gathering costs what matches cost.
            matched = (
                select(
                    goods.c.goods_id,
                    *[key.label(f"key_{i}") for i, (key, _) in enumerate(keys)],
                )
                .select_from(match.source)
                .where(*every)
                .cte("matched")
                .prefix_with("MATERIALIZED", dialect="postgresql")
            )
            statement = select(matched.c.goods_id).order_by(
                *[
                    matched.c[f"key_{i}"].desc() if descending else matched.c[f"key_{i}"].asc()
                    for i, (_, descending) in enumerate(keys)
                ]
            )
        return tuple(
            int(goods_id)
            for goods_id in connection.execute(
                statement.limit(RESULT_WINDOW).offset(window * RESULT_WINDOW)
            ).scalars()
        )

    def recommended(self, category_id: int | None, limit: int) -> list[GoodsCard]:
        """The shops' recommended products (in the category and below), best sellers first."""
        snapshot = self.cache.snapshot()
        conditions: list[Any] = [goods.c.is_recommended.is_(True)]
        if category_id is not None:
            conditions.append(goods.c.category_id.in_(self._subtree(snapshot, category_id)))
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
        return self._cards(conditions, _ORDER[sort], limit)

    def cards(self, ids: list[int]) -> list[GoodsCard]:
        """The cards of the products `ids` that exist, in that order (read live, not cached)."""
        with self.engine.connect() as connection:
            return _cards_by_id(connection, ids)

    def require_exists(self, goods_id: int) -> None:
        """103 (naming `id`) unless the product exists."""
        self._owner_and_category(goods_id)

    def detail(self, goods_id: int) -> GoodsDetail:
        """The product page; counts one visit (total and today) in the same transaction."""
        today = self.clock().date()
        with self.engine.begin() as connection:
            visits_total = connection.execute(
                update(goods)
                .where(goods.c.goods_id == goods_id)
                .values(visits_total=goods.c.visits_total + 1)
                .returning(goods.c.visits_total)
            ).scalar()
            if visits_total is None:
                raise _not_found("id")
            visits_today = self._count_visit_today(connection, goods_id, today)
            row = connection.execute(
                select(
                    *_CARD_COLUMNS,
                    goods.c.description_html,
                    goods.c.sku_no,
                    goods.c.brand_id,
                    goods.c.category_id,
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
        snapshot = self.cache.snapshot()
        brand = snapshot.brands_by_id.get(row.brand_id) if row.brand_id is not None else None
        category = snapshot.categories.get(int(row.category_id))
        return GoodsDetail(
            card=card_of(row),
            images=images,
            description_html=row.description_html,
            sku_no=row.sku_no,
            discount=discount_percent(int(row.price), int(row.market_price)),
            brand=BrandView(brand.brand_id, brand.name, brand.logo) if brand else None,
            category=CategoryRef(int(row.category_id), dict(category.names) if category else {}),
            props=props_of(sku_views),
            skus=sku_views,
            visits_total=int(visits_total),
            visits_today=visits_today,
        )

    # -- internals -----------------------------------------------------------------------

    def _filters(self, snapshot: CatalogueSnapshot, query: GoodsQuery) -> list[Any]:
        """Every filter but the category's (which `search` applies per leaf or as a set)."""
        conditions: list[Any] = []
        if query.brand_id is not None:
            if query.brand_id not in snapshot.brands_by_id:
                raise _not_found("brand_id")
            conditions.append(goods.c.brand_id == query.brand_id)
        if query.shop_id is not None:
            conditions.append(goods.c.shop_id == query.shop_id)
        title = fts.title_condition(self.dialect, query.title)
        if title is not None:
            conditions.append(title)
        return conditions

    @staticmethod
    def _subtree(snapshot: CatalogueSnapshot, category_id: int) -> Sequence[int]:
        found = snapshot.subtree_ids(category_id)
        if not found:
            raise _not_found("category_id")
        return found

    @staticmethod
    def _match_order(
        query: GoodsQuery, match: fts.GoodsMatch, total: int
    ) -> list[tuple[Any, bool]]:
        """The sort keys of a keyword search, each with whether it descends."""
        if query.sort == "default" and total <= RELEVANCE_RANKED_MATCHES:
            return [*match.relevance, (goods.c.goods_id, True)]
        # A broad match ("electronics": thousands of products) is ordered by best sellers
        # instead of scoring every match.
        key, descending = _SORT_KEYS[query.sort]
        return [(key, descending), (goods.c.goods_id, descending)]

    @staticmethod
    def _require_shop(connection: Connection, shop_id: int) -> None:
        if (
            connection.execute(select(shops.c.shop_id).where(shops.c.shop_id == shop_id)).first()
            is None
        ):
            raise _not_found("shop_id")

    @staticmethod
    def _browse_ids(
        conditions: list[Any], subtree: Sequence[int] | None, sort: GoodsSort
    ) -> Select[Any]:
        """Filtered ids in a sort order, read from the sort indexes.

        A category filter covers several leaf categories; each leaf's (category_id, sort key)
        index yields its products already in order, so the ids are picked from their UNION ALL
        by index-only scans.
        """
        key, descending = _SORT_KEYS[sort]
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
        return (
            select(goods.c.goods_id)
            .where(*GoodsQueries._with_subtree(conditions, subtree))
            .order_by(*_ORDER[sort])
        )

    def _cards(self, conditions: list[Any], order: tuple[Any, ...], limit: int) -> list[GoodsCard]:
        statement = (
            select(*_CARD_COLUMNS)
            .select_from(goods.join(shops, shops.c.shop_id == goods.c.shop_id))
            .where(*conditions)
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
            raise _not_found("id")
        return int(row.shop_id), int(row.category_id)

    def _count_visit_today(self, connection: Connection, goods_id: int, today: date) -> int:
        dialect_insert = postgresql.insert if self.dialect == "postgresql" else sqlite.insert
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
