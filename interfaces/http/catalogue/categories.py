"""`mall/category/*` and `mall/brand/*`: served from the per-process catalogue snapshot."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request
from litestar.params import JSONBody

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
from interfaces.http.context import container_of
from interfaces.http.envelope import Envelope, ok
from interfaces.http.schemas import EmptyRequest


class CategoryController(Controller):
    path = "/mall/category"

    @api_post("/all")
    def all_categories(
        self, request: Request[Any, Any, Any], data: JSONBody[EmptyRequest]
    ) -> Envelope[CategoryList]:
        """The whole category tree (three levels), names in every language."""
        tree = container_of(request).catalogue.taxonomy.tree()
        return ok(CategoryList([converted(node, CategoryNode) for node in tree]))

    @api_post("/level_one")
    def level_one(
        self, request: Request[Any, Any, Any], data: JSONBody[EmptyRequest]
    ) -> Envelope[CategoryList]:
        """The level-one categories (children empty)."""
        roots = container_of(request).catalogue.taxonomy.level_one()
        return ok(CategoryList([converted(node, CategoryNode) for node in roots]))

    @api_post("/relative")
    def relative(
        self, request: Request[Any, Any, Any], data: JSONBody[CategoryRelativeRequest]
    ) -> Envelope[CategoryFamily]:
        """A category with its parents (root first), children and siblings; 103 if unknown."""
        family = container_of(request).catalogue.taxonomy.relative(data.category_id)
        return ok(converted(family, CategoryFamily))


class BrandController(Controller):
    path = "/mall/brand"

    @api_post("/all")
    def all_brands(
        self, request: Request[Any, Any, Any], data: JSONBody[EmptyRequest]
    ) -> Envelope[BrandList]:
        """Every brand, by name."""
        found = container_of(request).catalogue.taxonomy.brands()
        return ok(BrandList([converted(brand, BrandItem) for brand in found]))

    @api_post("/category_brand")
    def category_brand(
        self, request: Request[Any, Any, Any], data: JSONBody[EmptyRequest]
    ) -> Envelope[CategoryBrandList]:
        """Per level-one category: its hot brands and its recommended brands."""
        found = container_of(request).catalogue.taxonomy.category_brands()
        return ok(CategoryBrandList([converted(entry, CategoryBrands) for entry in found]))
