"""Request and response Structs of the operator's category tree and brands
(`console/category/*`, `console/brand/*`)."""

from __future__ import annotations

import builtins
from typing import Annotated, Optional

import msgspec

from application.catalogue.structure import BrandForm, CategoryForm
from application.catalogue.structure_queries import BrandEntry, CategoryEntry
from interfaces.http.schemas import (
    ApiRequest,
    Id,
    Keywords,
    Page,
    PageNumber,
    PageSize,
    Reason,
)

# Longer than any rule allows, so a long text answers the catalogue's 102 naming the field.
Name = Annotated[str, msgspec.Meta(max_length=500)]
Picture = Annotated[str, msgspec.Meta(max_length=500)]
ParentId = Annotated[int, msgspec.Meta(ge=0, le=2**31 - 1)]
Sort = Annotated[int, msgspec.Meta(ge=-(2**31), le=2**31 - 1)]
Names = Annotated[dict[str, Name], msgspec.Meta(max_length=20)]


class CategorySaveRequest(ApiRequest, kw_only=True):
    category_id: Optional[Id] = None  # noqa: UP045  (Litestar: see enum_schema.py)
    """The category to change; none for a new one."""
    parent_id: Optional[ParentId] = None  # noqa: UP045
    """Its parent; null or 0 for a level-one category."""
    names: Names
    """Its name in each of the 9 languages (en, zh-CN, th, ar, es, hi, it, ru, tr), 1..64
    characters each."""
    icon: Picture = ""
    """'' for the generated icon, the current icon's path, or the path of the operator's own
    public upload."""
    sort: Sort = 0
    """Its place among its siblings, 0..9999, smaller first."""
    visible: bool = True
    """False hides it, its subtree and their products from the storefront."""
    reason: Reason = ""
    """Why, for the record of staff actions (optional, at most 500 characters)."""

    def form(self) -> CategoryForm:
        return CategoryForm(
            self.category_id,
            self.parent_id,
            self.names,
            self.icon,
            self.sort,
            self.visible,
            self.reason,
        )


class CategorySaved(msgspec.Struct):
    category_id: int


class ConsoleCategoryNode(msgspec.Struct):
    category_id: int
    parent_id: Optional[int]  # noqa: UP045
    names: dict[str, str]
    icon: str
    """The uploaded icon's path to send back on a save; '' with the generated icon."""
    icon_url: str
    """What to show."""
    sort: int
    level: int
    visible: bool
    """The operator's own switch."""
    shown: bool
    """Whether the storefront shows it: visible, and no ancestor hidden."""
    children: builtins.list[ConsoleCategoryNode]


class ConsoleCategoryTree(msgspec.Struct):
    list: builtins.list[ConsoleCategoryNode]


def category_tree_view(entries: builtins.list[CategoryEntry]) -> ConsoleCategoryTree:
    return ConsoleCategoryTree(
        msgspec.convert(entries, builtins.list[ConsoleCategoryNode], from_attributes=True)
    )


class BrandListRequest(ApiRequest, kw_only=True):
    keywords: Keywords = ""
    """Any part of the name (in any case), or exactly the id."""
    page: PageNumber = 1
    page_size: PageSize = 20


class BrandSaveRequest(ApiRequest, kw_only=True):
    brand_id: Optional[Id] = None  # noqa: UP045
    """The brand to change; none for a new one."""
    name: Name
    """1..80 characters, no other brand's (in any case)."""
    logo: Picture = ""
    """'' for the generated logo, the current logo's path, or the path of the operator's own
    public upload."""
    visible: bool = True
    """False takes it out of the storefront's brand lists and filters; its products stay."""
    reason: Reason = ""
    """Why, for the record of staff actions (optional, at most 500 characters)."""

    def form(self) -> BrandForm:
        return BrandForm(self.brand_id, self.name, self.logo, self.visible, self.reason)


class BrandSaved(msgspec.Struct):
    brand_id: int


class ConsoleBrandItem(msgspec.Struct):
    brand_id: int
    name: str
    logo: str
    """The uploaded logo's path to send back on a save; '' with the generated logo."""
    logo_url: str
    visible: bool


class ConsoleBrandPage(Page[ConsoleBrandItem]):
    pass


def brand_item(entry: BrandEntry) -> ConsoleBrandItem:
    item: ConsoleBrandItem = msgspec.convert(entry, ConsoleBrandItem, from_attributes=True)
    return item
