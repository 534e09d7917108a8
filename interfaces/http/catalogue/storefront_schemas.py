"""Request and response Structs of the shop pages and the home page (`mall/shop/*`, `mall/home`)."""

from __future__ import annotations

import builtins

import msgspec

from interfaces.http.catalogue.schemas import GoodsCardItem, SearchText
from interfaces.http.schemas import ApiRequest, Id, Page, PageNumber, PageSize


class ShopListRequest(ApiRequest, kw_only=True):
    keywords: SearchText | None = None
    page: PageNumber = 1
    page_size: PageSize = 20


class ShopDetailRequest(ApiRequest, kw_only=True):
    shop_id: Id


class ShopItem(msgspec.Struct):
    shop_id: int
    name: str
    logo: str
    goods_count: int
    """Products on sale."""
    credit_score: int


class ShopPage(Page[ShopItem]):
    pass


class ShopDetail(msgspec.Struct):
    shop_id: int
    name: str
    logo: str
    banner: str
    goods_count: int
    """Products on sale."""
    credit_score: int
    description: str
    """What the shop's owner says about it: plain text (line breaks kept), at most 2,000
    characters; '' when they wrote nothing."""
    available: bool = True
    """False while the platform has the shop suspended: its products are not sold meanwhile
    (`goods_count` is 0 and `mall/goods/list {shop_id}` finds none)."""


class BannerItem(msgspec.Struct):
    image: str
    title: str
    """The headline, written over the picture in the caller's language."""
    link: str
    subtitle: str = ""
    """A line under the headline ('' when none)."""
    cta: str = ""
    """The call to action's label for `link` ('' when none)."""


class HomeSection(msgspec.Struct):
    title: str
    goods: builtins.list[GoodsCardItem]


class HomeView(msgspec.Struct):
    banners: builtins.list[BannerItem]
    sections: builtins.list[HomeSection]
