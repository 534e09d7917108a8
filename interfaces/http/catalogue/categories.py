"""`mall/category/*` and `mall/brand/*`: served from the per-process catalogue snapshot."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.catalogue.service import Catalogue
from interfaces.http.api_post import api_post
from interfaces.http.catalogue.schemas import (
    BrandItem,
    BrandList,
    CategoryBrandList,
    CategoryBrands,
    CategoryFamily,
    CategoryList,
    CategoryNode,
    CategoryRelativeRequest,
    converted,
)
from interfaces.http.envelope import Envelope, ok
from interfaces.http.schemas import EmptyRequest


class CategoryController(Controller):
    path = "/mall/category"

    @api_post("/all")
    def all_categories(
        self,
        catalogue: NamedDependency[Catalogue],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[CategoryList]:
        """The whole category tree (three levels), names in every language."""
        tree = catalogue.taxonomy.tree()
        return ok(CategoryList([converted(node, CategoryNode) for node in tree]))

    @api_post("/level_one")
    def level_one(
        self,
        catalogue: NamedDependency[Catalogue],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[CategoryList]:
        """The level-one categories (children empty)."""
        roots = catalogue.taxonomy.level_one()
        return ok(CategoryList([converted(node, CategoryNode) for node in roots]))

    @api_post("/relative")
    def relative(
        self,
        catalogue: NamedDependency[Catalogue],
        data: JSONBody[CategoryRelativeRequest],
    ) -> Envelope[CategoryFamily]:
        """A category with its parents (root first), children and siblings; 103 if unknown."""
        family = catalogue.taxonomy.relative(data.category_id)
        return ok(converted(family, CategoryFamily))


class BrandController(Controller):
    path = "/mall/brand"

    @api_post("/all")
    def all_brands(
        self,
        catalogue: NamedDependency[Catalogue],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[BrandList]:
        """Every brand, by name."""
        found = catalogue.taxonomy.brands()
        return ok(BrandList([converted(brand, BrandItem) for brand in found]))

    @api_post("/category_brand")
    def category_brand(
        self,
        catalogue: NamedDependency[Catalogue],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[CategoryBrandList]:
        """Per level-one category: its hot brands and its recommended brands."""
        found = catalogue.taxonomy.category_brands()
        return ok(CategoryBrandList([converted(entry, CategoryBrands) for entry in found]))
