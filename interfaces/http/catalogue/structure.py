"""`console/category/*` and `console/brand/*`: the operator keeps the category tree and the
brands (role operator). Each save is on the record, and the storefront's menus, lists and
search show it from the next call."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.catalogue.structure import CatalogueStructure
from domain.staff_actions import OPERATOR_ROLE
from interfaces.http.api_post import api_post
from interfaces.http.catalogue.structure_schemas import (
    BrandListRequest,
    BrandSaved,
    BrandSaveRequest,
    CategorySaved,
    CategorySaveRequest,
    ConsoleBrandPage,
    ConsoleCategoryTree,
    brand_item,
    category_tree_view,
)
from interfaces.http.envelope import Envelope, ok
from interfaces.http.guards import requires_role
from interfaces.http.schemas import EmptyRequest


class ConsoleCategoryController(Controller):
    path = "/console/category"
    guards = [requires_role(OPERATOR_ROLE)]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/list")
    def category_list(
        self,
        catalogue_structure: NamedDependency[CatalogueStructure],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[ConsoleCategoryTree]:
        """The whole tree, hidden categories included (`shown` false for those under a hidden
        one too), each level in the storefront's order."""
        return ok(category_tree_view(catalogue_structure.category_tree()))

    @api_post("/save", changes_state=True)
    def save(
        self,
        uid: NamedDependency[int],
        catalogue_structure: NamedDependency[CatalogueStructure],
        data: JSONBody[CategorySaveRequest],
    ) -> Envelope[CategorySaved]:
        """Adds a category (no `category_id`) or changes one: 103 naming an unknown
        `category_id` or `parent_id`; 102 naming `names` (all 9 languages, 1..64 characters
        each), `sort` (0..9999), `icon`, or `parent_id` (the category itself or one under
        it, or a tree deeper than three levels). Hiding one hides its subtree and their
        products from menus, lists and search at once; showing it brings them back."""
        category_id, position = catalogue_structure.save_category(uid, data.form())
        catalogue_structure.shown(position)
        return ok(CategorySaved(category_id))


class ConsoleBrandController(Controller):
    path = "/console/brand"
    guards = [requires_role(OPERATOR_ROLE)]  # noqa: RUF012

    @api_post("/list")
    def brand_list(
        self,
        catalogue_structure: NamedDependency[CatalogueStructure],
        data: JSONBody[BrandListRequest],
    ) -> Envelope[ConsoleBrandPage]:
        """Every brand, hidden ones included, by name; `keywords` narrows by name or id."""
        found = catalogue_structure.brands(data.keywords, data.page, data.page_size)
        return ok(ConsoleBrandPage.of(found, brand_item))

    @api_post("/save", changes_state=True)
    def save(
        self,
        uid: NamedDependency[int],
        catalogue_structure: NamedDependency[CatalogueStructure],
        data: JSONBody[BrandSaveRequest],
    ) -> Envelope[BrandSaved]:
        """Adds a brand (no `brand_id`) or changes one: 103 for an unknown `brand_id`; 102
        naming `name` (1..80 characters, no other brand's in any case) or `logo`. A hidden
        brand leaves the storefront's brand lists and filters; its products stay on sale."""
        brand_id, position = catalogue_structure.save_brand(uid, data.form())
        catalogue_structure.shown(position)
        return ok(BrandSaved(brand_id))
