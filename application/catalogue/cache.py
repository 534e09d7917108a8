"""Categories and brands, served from a per-process snapshot that follows `catalogue_version`.

Every catalogue write bumps the version row; each process compares it with its snapshot's at
most once per `check_interval` seconds (a one-row primary-key read), so a change made by any
process is seen everywhere within that interval.
"""

from __future__ import annotations

import bisect
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Engine, Row, select

from application.catalogue.search import words
from application.catalogue.tables import brands, catalogue_version, categories, category_brands
from application.catalogue.withholding import hidden_in

CHECK_INTERVAL_SECONDS = 1.0


@dataclass(frozen=True)
class Category:
    category_id: int
    parent_id: int | None
    level: int
    names: Mapping[str, str]
    icon: str
    children: tuple[int, ...] = ()
    slug: str = ""
    """The category's stable key (the demo's pictures and banners are chosen by it)."""


@dataclass(frozen=True)
class Brand:
    brand_id: int
    name: str
    logo: str


@dataclass(frozen=True)
class CategoryBrands:
    category_id: int
    hot: tuple[Brand, ...]
    recommend: tuple[Brand, ...]


@dataclass(frozen=True)
class CatalogueSnapshot:
    version: int
    categories: dict[int, Category]
    roots: tuple[int, ...]
    brands: tuple[Brand, ...]
    """The brands the storefront lists: the hidden ones left out."""
    brands_by_id: dict[int, Brand]
    """Every brand, hidden ones too (a hidden brand's products stay on sale, and name it)."""
    category_brands: tuple[CategoryBrands, ...]
    _subtrees: dict[int, tuple[int, ...]] = field(default_factory=dict)
    _name_words: tuple[tuple[str, int], ...] = ()
    """(word, category_id) for every word of every category name in every language, sorted."""
    hidden_categories: dict[int, Category] = field(default_factory=dict)
    """Categories an operator hid, and those under one: in no menu, list or search (their
    products are withheld); `categories` and `roots` hold only the shown ones."""
    hidden_brand_ids: frozenset[int] = frozenset()

    def named(self, category_id: int) -> Category | None:
        """The category, shown or hidden: what names a product's category wherever it is."""
        return self.categories.get(category_id) or self.hidden_categories.get(category_id)

    def shows_brand(self, brand_id: int) -> bool:
        """Whether the storefront lists the brand (and lets shoppers filter by it)."""
        return brand_id in self.brands_by_id and brand_id not in self.hidden_brand_ids

    def subtree_ids(self, category_id: int) -> tuple[int, ...]:
        """The category and all its descendants."""
        return self._subtrees.get(category_id, ())

    def categories_named(self, prefix: str) -> frozenset[int]:
        """Every category (with its descendants) having a name word, in any language, that
        starts with `prefix` (already case-folded)."""
        found: set[int] = set()
        start = bisect.bisect_left(self._name_words, (prefix, -1))
        for word, category_id in self._name_words[start:]:
            if not word.startswith(prefix):
                break
            found.update(self.subtree_ids(category_id))
        return frozenset(found)

    def ancestors(self, category_id: int) -> list[Category]:
        """From the root down to the category's parent."""
        found: list[Category] = []
        current = self.named(category_id)
        while current is not None and current.parent_id is not None:
            current = self.named(current.parent_id)
            if current is not None:
                found.insert(0, current)
        return found

    def top_level_of(self, category_id: int) -> Category | None:
        chain = [*self.ancestors(category_id), self.named(category_id)]
        return chain[0]


class CatalogueCache:
    """The current snapshot of categories and brands for this process."""

    def __init__(
        self,
        engine: Engine,
        check_interval: float = CHECK_INTERVAL_SECONDS,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self.engine = engine
        self.check_interval = check_interval
        self.monotonic = monotonic
        self._snapshot: CatalogueSnapshot | None = None
        self._checked_at = float("-inf")
        self._lock = threading.Lock()

    def snapshot(self) -> CatalogueSnapshot:
        """The snapshot, reloaded when another write bumped the version since the last check."""
        current = self._snapshot
        now = self.monotonic()
        if current is not None and now - self._checked_at < self.check_interval:
            return current
        with self._lock:
            version = self._stored_version()
            if self._snapshot is None or self._snapshot.version != version:
                self._snapshot = self._load(version)
            self._checked_at = now
            return self._snapshot

    def forget(self) -> None:
        """Drops the snapshot now (this process wrote to the catalogue)."""
        with self._lock:
            self._snapshot = None

    def _stored_version(self) -> int:
        with self.engine.connect() as connection:
            version = connection.execute(
                select(catalogue_version.c.version).where(catalogue_version.c.id == 1)
            ).scalar()
        return int(version or 0)

    def _load(self, version: int) -> CatalogueSnapshot:
        with self.engine.connect() as connection:
            category_rows = connection.execute(
                select(categories).order_by(
                    categories.c.level, categories.c.position, categories.c.category_id
                )
            ).all()
            brand_rows = connection.execute(select(brands)).all()
            link_rows = connection.execute(
                select(category_brands).order_by(
                    category_brands.c.category_id,
                    category_brands.c.kind,
                    category_brands.c.position,
                )
            ).all()
        hidden = hidden_in(category_rows)
        by_id, roots = _category_tree([r for r in category_rows if r.category_id not in hidden])
        hidden_by_id, _ = _category_tree([r for r in category_rows if r.category_id in hidden])
        all_brands = _sorted_brands(brand_rows)
        brands_by_id = {brand.brand_id: brand for brand in all_brands}
        hidden_brands = frozenset(int(r.brand_id) for r in brand_rows if not r.visible)
        shown_brands = {b: brand for b, brand in brands_by_id.items() if b not in hidden_brands}
        return CatalogueSnapshot(
            version=version,
            categories=by_id,
            roots=roots,
            brands=tuple(brand for brand in all_brands if brand.brand_id in shown_brands),
            brands_by_id=brands_by_id,
            category_brands=_brands_by_category(link_rows, shown_brands, roots),
            _subtrees=_subtrees(by_id),
            _name_words=_name_words(by_id),
            hidden_categories=hidden_by_id,
            hidden_brand_ids=hidden_brands,
        )


def _category_tree(rows: Sequence[Row[Any]]) -> tuple[dict[int, Category], tuple[int, ...]]:
    """Every category by id, with its children in order, and the level-one ids in order."""
    children: dict[int | None, list[int]] = {}
    for row in rows:
        children.setdefault(row.parent_id, []).append(int(row.category_id))
    by_id = {
        int(row.category_id): Category(
            category_id=int(row.category_id),
            parent_id=row.parent_id,
            level=int(row.level),
            names=dict(row.names),
            icon=row.icon,
            children=tuple(children.get(int(row.category_id), ())),
            slug=str(row.slug),
        )
        for row in rows
    }
    return by_id, tuple(children.get(None, ()))


def _subtrees(by_id: Mapping[int, Category]) -> dict[int, tuple[int, ...]]:
    """Each category id followed by all its descendants' ids, depth-first."""
    subtrees: dict[int, tuple[int, ...]] = {}

    def subtree(category_id: int) -> tuple[int, ...]:
        if category_id not in subtrees:
            below = [cid for child in by_id[category_id].children for cid in subtree(child)]
            subtrees[category_id] = (category_id, *below)
        return subtrees[category_id]

    for category_id in by_id:
        subtree(category_id)
    return subtrees


def _sorted_brands(rows: Sequence[Row[Any]]) -> tuple[Brand, ...]:
    # Sorted here, not in SQL, so SQLite and PostgreSQL collations agree.
    return tuple(
        sorted(
            (Brand(int(r.brand_id), r.name, r.logo) for r in rows),
            key=lambda brand: (brand.name.casefold(), brand.brand_id),
        )
    )


def _brands_by_category(
    link_rows: Sequence[Row[Any]], brands_by_id: Mapping[int, Brand], roots: tuple[int, ...]
) -> tuple[CategoryBrands, ...]:
    """The hot and recommended brands of each category: level-one categories first."""
    grouped: dict[int, dict[str, list[Brand]]] = {}
    for link in link_rows:
        brand = brands_by_id.get(int(link.brand_id))
        if brand is not None:
            kinds = grouped.setdefault(int(link.category_id), {"hot": [], "recommend": []})
            kinds.setdefault(link.kind, []).append(brand)
    return tuple(
        CategoryBrands(cid, tuple(grouped[cid]["hot"]), tuple(grouped[cid]["recommend"]))
        for cid in [*roots, *sorted(set(grouped) - set(roots))]
        if cid in grouped
    )


def _name_words(by_id: Mapping[int, Category]) -> tuple[tuple[str, int], ...]:
    return tuple(
        sorted(
            {
                (word, category.category_id)
                for category in by_id.values()
                for name in category.names.values()
                for word in words(name)
            }
        )
    )
