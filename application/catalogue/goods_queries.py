"""Product lists, search, detail (which counts a visit: see `goods_detail`) and related
products."""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

from cachetools import TTLCache
from sqlalchemy import (
    Connection,
    Engine,
    Select,
    func,
    select,
)

from application.catalogue import search as fts
from application.catalogue.cache import CatalogueCache, CatalogueSnapshot
from application.catalogue.first_window import counted_first_window
from application.catalogue.goods_cards import cards_by_id, not_found
from application.catalogue.goods_detail import visit_product
from application.catalogue.goods_shelves import GoodsShelves
from application.catalogue.goods_sorting import (
    ON_SALE,
    SORT_KEYS,
    browse_ids,
    count_matching,
    narrowing,
    require_shop,
    subtree_of,
    with_subtree,
)
from application.catalogue.page_cache import StaleWhileRevalidate
from application.catalogue.searchable import from_searchable_goods
from application.catalogue.spelling import Vocabulary, read_vocabulary
from application.catalogue.tables import goods
from application.catalogue.views import (
    GoodsCard,
    GoodsDetail,
    GoodsQuery,
)
from application.ports import Clock
from projections.paging import Paged

T = TypeVar("T")

LIST_TTL_SECONDS = 10.0
"""How long a listing page or result set is reused: the spec's default lifetime for repeated
requests. Keys carry the catalogue version, so a catalogue write retires them at once."""
LIST_STALE_SECONDS = 120.0
"""How long after that a whole page is still answered while one refresh reads it again
(page_cache.py): the first shopper after a lull waits for a search, not one every 10 s."""
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


class GoodsQueries(GoodsShelves):
    """The product calls of the storefront."""

    def __init__(self, engine: Engine, cache: CatalogueCache, clock: Clock) -> None:
        self.engine = engine
        self.cache = cache
        self.clock = clock
        self.dialect = engine.dialect.name
        # Three layers, each kept LIST_TTL_SECONDS: whole pages (popular categories and
        # searches are asked again and again; then answered stale while they refresh), each
        # filter's total, and each filter's ids in each order, a window at a time (paging on
        # and re-sorting reuse them). Stock and sales on cached pages may lag by the TTL, and on
        # a page answered stale by LIST_STALE_SECONDS; the product page is always read live.
        self._pages: StaleWhileRevalidate[Paged[GoodsCard]] = StaleWhileRevalidate(
            LIST_CACHE_PAGES, LIST_TTL_SECONDS, LIST_STALE_SECONDS
        )
        self._matches: TTLCache[Hashable, _Matches] = TTLCache(
            maxsize=LIST_CACHE_PAGES, ttl=LIST_TTL_SECONDS
        )
        self._windows: TTLCache[Hashable, tuple[int, ...]] = TTLCache(
            maxsize=LIST_CACHE_PAGES, ttl=LIST_TTL_SECONDS
        )
        # SQLite's spelling vocabulary, read again once the catalogue changes.
        self._vocabularies: TTLCache[Hashable, Vocabulary] = TTLCache(maxsize=1, ttl=3600)
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
        return self._pages.get((snapshot.version, query), lambda: self._search(snapshot, query))

    def _search(self, snapshot: CatalogueSnapshot, query: GoodsQuery) -> Paged[GoodsCard]:
        conditions = self._filters(snapshot, query)
        if query.category_id is not None:
            subtree_of(snapshot, query.category_id)  # 103 for an unknown category
        # Everything but the paging and the order: the key of the filter's result set.
        every_order = dataclasses.replace(query, sort="default", page=1, page_size=20)
        with self.engine.begin() as connection:
            matches = self._cached(
                self._matches,
                (snapshot.version, every_order),
                lambda: self._match(connection, snapshot, conditions, query, every_order),
            )
            if matches.total == 0 and query.shop_id is not None:
                require_shop(connection, query.shop_id)
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
                cards_by_id(connection, page_ids), matches.total, query.page, query.page_size
            )

    def _match(
        self,
        connection: Connection,
        snapshot: CatalogueSnapshot,
        conditions: list[Any],
        query: GoodsQuery,
        every_order: GoodsQuery,
    ) -> _Matches:
        """How many products the filters match; a keyword that matches nothing is tried again
        with each word corrected to the closest known word. A keyword search's first window
        of ids is read with its count (`first_window`) and kept for the page."""
        subtree = snapshot.subtree_ids(query.category_id) if query.category_id else None
        match = self._keyword_match(snapshot, query.keywords)
        if match is None:
            return _Matches(
                count_matching(connection, goods, with_subtree(conditions, subtree)), ""
            )
        every = [*with_subtree(conditions, subtree), match.condition]
        total, first = counted_first_window(
            connection, match, every, query.sort, RESULT_WINDOW, RELEVANCE_RANKED_MATCHES
        )
        if total:
            with self._lock:
                self._windows[(snapshot.version, every_order, query.sort, 0)] = first
            return _Matches(total, query.keywords)
        terms = fts.search_terms(query.keywords)
        corrected = self._corrected(connection, snapshot, terms)
        retry = self._keyword_match(snapshot, " ".join(corrected))
        if corrected == terms or retry is None:
            return _Matches(0, query.keywords)
        every = [*with_subtree(conditions, subtree), retry.condition]
        counted = select(func.count()).select_from(retry.source).where(*every)
        total = int(connection.execute(from_searchable_goods(counted)).scalar_one())
        return _Matches(total, " ".join(corrected))

    def _corrected(
        self, connection: Connection, snapshot: CatalogueSnapshot, terms: list[str]
    ) -> list[str]:
        if self.dialect == "postgresql":
            return fts.corrected_terms(connection, terms)
        vocabulary = self._cached(
            self._vocabularies, snapshot.version, lambda: read_vocabulary(connection)
        )
        return vocabulary.corrected(terms)

    def _keyword_match(self, snapshot: CatalogueSnapshot, keywords: str) -> fts.GoodsMatch | None:
        return fts.keyword_match(self.dialect, keywords, goods, snapshot.categories_named)

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
            statement = browse_ids(conditions, subtree, query.sort)
        else:
            every = [*with_subtree(conditions, subtree), match.condition]
            keys = self._match_order(query, match, matches.total)
            statement = _gathered_then_sorted(match, every, keys)
        return tuple(
            int(goods_id)
            for goods_id in connection.execute(
                statement.limit(RESULT_WINDOW).offset(window * RESULT_WINDOW)
            ).scalars()
        )

    def detail(self, goods_id: int) -> GoodsDetail:
        """The product page; counts one visit (total and today) in the same transaction."""
        today = self.clock().date()
        with self.engine.begin() as connection:
            page = visit_product(connection, self.dialect, goods_id, today)
        return page.detail(self.cache.snapshot())

    # -- internals -----------------------------------------------------------------------

    def _filters(self, snapshot: CatalogueSnapshot, query: GoodsQuery) -> list[Any]:
        """Every filter but the category's (which `search` applies per leaf or as a set),
        starting with on sale: lists, searches and their totals show no off-sale product."""
        conditions: list[Any] = [ON_SALE]
        if query.brand_id is not None:
            if not snapshot.shows_brand(query.brand_id):
                raise not_found("brand_id")
            conditions.append(goods.c.brand_id == query.brand_id)
        if query.shop_id is not None:
            conditions.append(goods.c.shop_id == query.shop_id)
        conditions.extend(narrowing(query))
        title = fts.title_condition(self.dialect, query.title)
        if title is not None:
            conditions.append(title)
        return conditions

    @staticmethod
    def _match_order(
        query: GoodsQuery, match: fts.GoodsMatch, total: int
    ) -> list[tuple[Any, bool]]:
        """The sort keys of a keyword search, each with whether it descends."""
        if query.sort == "default" and total <= RELEVANCE_RANKED_MATCHES:
            return [*match.relevance, (goods.c.goods_id, True)]
        # A broad match ("electronics": thousands of products) is ordered by best sellers
        # instead of scoring every match.
        key, descending = SORT_KEYS[query.sort]
        return [(key, descending), (goods.c.goods_id, descending)]


def _gathered_then_sorted(
    match: fts.GoodsMatch, conditions: list[Any], keys: list[tuple[Any, bool]]
) -> Select[Any]:
    """The ids of the keyword matches meeting `conditions`, ordered by `keys`.

    Matches are gathered first (the text index), then sorted. Left to itself, the planner would
    walk a sort index and test each row, which is fast only when matches are spread evenly
    along it: "coffee" by price, descending, read 14,500 rows (68 ms) for 200 because coffee is
    cheap. Gathering costs what matches cost, read from the narrow copy (`searchable`).
    """
    gathered = from_searchable_goods(
        select(goods.c.goods_id, *[key.label(f"key_{i}") for i, (key, _) in enumerate(keys)])
        .select_from(match.source)
        .where(*conditions)
    )
    matched = gathered.cte("matched").prefix_with("MATERIALIZED", dialect="postgresql")
    return select(matched.c.goods_id).order_by(
        *[
            matched.c[f"key_{i}"].desc() if descending else matched.c[f"key_{i}"].asc()
            for i, (_, descending) in enumerate(keys)
        ]
    )
