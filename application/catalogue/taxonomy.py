"""Category and brand answers, built from the cached snapshot (no query per call)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from application.catalogue.cache import CatalogueCache, CatalogueSnapshot, Category
from application.catalogue.views import BrandView, CategoryRef
from domain.errors import BusinessRuleViolation, ErrorCode


@dataclass(frozen=True)
class CategoryNode:
    id: int
    names: Mapping[str, str]
    icon: str
    level: int
    children: list[CategoryNode] = field(default_factory=list)


@dataclass(frozen=True)
class CategoryFamily:
    parents: list[CategoryNode]
    current: CategoryNode
    children: list[CategoryNode]
    siblings: list[CategoryNode]


@dataclass(frozen=True)
class CategoryBrandsView:
    category: CategoryRef
    hot_brand_list: list[BrandView]
    recommend_brand_list: list[BrandView]


def _node(snapshot: CatalogueSnapshot, category: Category, depth: int) -> CategoryNode:
    children = (
        [_node(snapshot, snapshot.categories[c], depth - 1) for c in category.children]
        if depth > 0
        else []
    )
    return CategoryNode(
        category.category_id, category.names, category.icon, category.level, children
    )


class Taxonomy:
    def __init__(self, cache: CatalogueCache) -> None:
        self.cache = cache

    def tree(self) -> list[CategoryNode]:
        """Every level-one category with its whole subtree."""
        snapshot = self.cache.snapshot()
        return [_node(snapshot, snapshot.categories[c], 2) for c in snapshot.roots]

    def level_one(self) -> list[CategoryNode]:
        """The level-one categories, without children."""
        snapshot = self.cache.snapshot()
        return [_node(snapshot, snapshot.categories[c], 0) for c in snapshot.roots]

    def relative(self, category_id: int) -> CategoryFamily:
        """A category with its ancestors (root first), its subtree and its siblings."""
        snapshot = self.cache.snapshot()
        current = snapshot.categories.get(category_id)
        if current is None:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="category_id")
        same_parent = (
            snapshot.categories[current.parent_id].children
            if current.parent_id is not None
            else snapshot.roots
        )
        return CategoryFamily(
            parents=[_node(snapshot, c, 0) for c in snapshot.ancestors(category_id)],
            current=_node(snapshot, current, 0),
            children=[_node(snapshot, snapshot.categories[c], 2) for c in current.children],
            siblings=[
                _node(snapshot, snapshot.categories[c], 0) for c in same_parent if c != category_id
            ],
        )

    def brands(self) -> list[BrandView]:
        """Every brand, by name."""
        return [BrandView(b.brand_id, b.name, b.logo) for b in self.cache.snapshot().brands]

    def category_brands(self) -> list[CategoryBrandsView]:
        """Per level-one category: its hot and its recommended brands."""
        snapshot = self.cache.snapshot()
        return [
            CategoryBrandsView(
                category=CategoryRef(
                    entry.category_id, snapshot.categories[entry.category_id].names
                ),
                hot_brand_list=[BrandView(b.brand_id, b.name, b.logo) for b in entry.hot],
                recommend_brand_list=[
                    BrandView(b.brand_id, b.name, b.logo) for b in entry.recommend
                ],
            )
            for entry in snapshot.category_brands
            if entry.category_id in snapshot.categories
        ]
