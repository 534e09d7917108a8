"""Requests and answers of `console/goods/*`: the seller's own products.

The shapes carry the limits msgspec can check (102 naming the field); the rules across fields
(market price at or above price, SKUs from the props' combinations) are the product draft's
(`domain.product`)."""

from __future__ import annotations

import builtins
from typing import Annotated, Literal

import msgspec

from application.catalogue.seller_goods import GoodsForm
from application.catalogue.seller_goods_queries import (
    SellerGoodsDetail,
    SellerGoodsRow,
    StockHistoryLine,
)
from application.timeutil import unix_seconds
from domain.inventory import MAX_STOCK
from domain.product import (
    MAX_IMAGES,
    MAX_PRICE,
    MAX_PROP_VALUES,
    MAX_PROPS,
    MAX_SKUS,
    Prop,
    SkuDraft,
)
from interfaces.http.schemas import ApiRequest, Id, Keywords, Page, PageNumber, PageSize

Price = Annotated[int, msgspec.Meta(ge=1, le=MAX_PRICE)]
Units = Annotated[int, msgspec.Meta(ge=0, le=MAX_STOCK)]
Delta = Annotated[int, msgspec.Meta(ge=-MAX_STOCK, le=MAX_STOCK)]
ShortText = Annotated[str, msgspec.Meta(max_length=255)]
# Generous shape limits; the exact ones (200 characters, 100 KB) are checked by the draft.
Description = Annotated[str, msgspec.Meta(max_length=200_000)]


class PropInput(msgspec.Struct, kw_only=True):
    label: ShortText
    values: Annotated[builtins.list[ShortText], msgspec.Meta(max_length=MAX_PROP_VALUES)]
    names: dict[ShortText, ShortText] = msgspec.field(default_factory=dict)
    """The label in other languages (`{"zh-CN": "颜色"}`), shown to shoppers of that language."""


class SkuInput(msgspec.Struct, kw_only=True):
    sku_id: Id | None = None
    props_desc: ShortText = ""
    price: Price
    market_price: Price | None = None
    stock: Units = 0


class GoodsSaveRequest(ApiRequest, kw_only=True):
    shop_goods_id: Id | None = None
    name: ShortText
    names: dict[ShortText, ShortText] = msgspec.field(default_factory=dict)
    category_id: Id
    brand_id: Id | None = None
    description_html: Description = ""
    images: Annotated[builtins.list[ShortText], msgspec.Meta(max_length=MAX_IMAGES + 1)]
    props: Annotated[builtins.list[PropInput], msgspec.Meta(max_length=MAX_PROPS + 1)] = (
        msgspec.field(default_factory=builtins.list)
    )
    skus: Annotated[builtins.list[SkuInput], msgspec.Meta(max_length=MAX_SKUS + 1)]
    on_sale: bool = True

    def form(self) -> GoodsForm:
        return GoodsForm(
            shop_goods_id=self.shop_goods_id,
            name=self.name,
            names=dict(self.names),
            category_id=self.category_id,
            brand_id=self.brand_id,
            description_html=self.description_html,
            images=builtins.list(self.images),
            props=[Prop(prop.label, tuple(prop.values), dict(prop.names)) for prop in self.props],
            skus=[
                SkuDraft(sku.sku_id, sku.props_desc, sku.price, sku.market_price, sku.stock)
                for sku in self.skus
            ],
            on_sale=self.on_sale,
        )


class GoodsListRequest(ApiRequest, kw_only=True):
    keywords: Keywords | None = None
    status: Literal["on_sale", "off_sale"] | None = None
    page: PageNumber = 1
    page_size: PageSize = 20

    @property
    def on_sale(self) -> bool | None:
        return None if self.status is None else self.status == "on_sale"


class GoodsIdRequest(ApiRequest, kw_only=True):
    shop_goods_id: Id


class GoodsStatusRequest(ApiRequest, kw_only=True):
    shop_goods_id: Id
    on_sale: bool


class StockRequest(ApiRequest, kw_only=True):
    sku_id: Id
    delta: Delta
    reason: Literal["restock", "correction", "damage"]


class StockHistoryRequest(ApiRequest, kw_only=True):
    shop_goods_id: Id
    page: PageNumber = 1
    page_size: PageSize = 20


class SavedGoods(msgspec.Struct):
    shop_goods_id: int


class StockLevel(msgspec.Struct):
    stock: int


class SellerGoodsView(msgspec.Struct):
    shop_goods_id: int
    name: str
    cover_image: str
    price: int
    market_price: int
    stock: int
    sales: int
    on_sale: bool
    sku_count: int
    low_stock: bool
    updated_time: int | None
    taken_down: bool
    """Taken down by the platform's operators: gone from the storefront, and `console/goods/
    status` answers 108 to put it on sale until they restore it."""
    takedown_reason: str
    """Why, in the operator's words (empty unless taken down)."""


class SellerGoodsPage(Page[SellerGoodsView]):
    pass


class ImageView(msgspec.Struct):
    path: str
    """What `console/goods/save` takes back to keep this picture."""
    url: str


class PropView(msgspec.Struct):
    label: str
    values: builtins.list[str]
    names: dict[str, str]


class SellerSkuView(msgspec.Struct):
    sku_id: int
    props_desc: str
    price: int
    market_price: int | None
    stock: int


class CategoryStep(msgspec.Struct):
    category_id: int
    name: str


class SellerGoodsDetailView(msgspec.Struct):
    shop_goods_id: int
    name: str
    names: dict[str, str]
    category_id: int
    category_path: builtins.list[CategoryStep]
    brand_id: int | None
    description_html: str
    images: builtins.list[ImageView]
    props: builtins.list[PropView]
    skus: builtins.list[SellerSkuView]
    on_sale: bool
    sales: int
    created_time: int
    updated_time: int | None
    preview_url: str
    taken_down: bool
    """As in the list: while taken down, saving it with `on_sale` when it is off sale answers
    108; other edits are kept."""
    takedown_reason: str


class StockMovementView(msgspec.Struct):
    sku_id: int
    props_desc: str
    kind: str
    delta: int
    stock_after: int
    by_uid: int | None
    order_id: str | None
    time: int | None
    order_sn: str | None = None
    """The order's number (BZ…), when the movement is an order's."""


class StockHistoryPage(Page[StockMovementView]):
    pass


def seller_goods_view(row: SellerGoodsRow) -> SellerGoodsView:
    return SellerGoodsView(
        row.shop_goods_id,
        row.name,
        row.cover_image,
        row.price,
        row.market_price,
        row.stock,
        row.sales,
        row.on_sale,
        row.sku_count,
        row.low_stock,
        None if row.updated_at is None else unix_seconds(row.updated_at),
        row.taken_down,
        row.takedown_reason,
    )


def seller_goods_detail_view(detail: SellerGoodsDetail) -> SellerGoodsDetailView:
    return SellerGoodsDetailView(
        shop_goods_id=detail.shop_goods_id,
        name=detail.name,
        names=dict(detail.names),
        category_id=detail.category_id,
        category_path=[CategoryStep(step_id, name) for step_id, name in detail.category_path],
        brand_id=detail.brand_id,
        description_html=detail.description_html,
        images=[ImageView(url, url) for url in detail.images],
        props=[PropView(prop.label, prop.values, prop.names) for prop in detail.props],
        skus=[
            SellerSkuView(sku.sku_id, sku.props_desc, sku.price, sku.market_price, sku.stock)
            for sku in detail.skus
        ],
        on_sale=detail.on_sale,
        sales=detail.sales,
        created_time=unix_seconds(detail.created_at),
        updated_time=None if detail.updated_at is None else unix_seconds(detail.updated_at),
        preview_url=f"/product?id={detail.shop_goods_id}",
        taken_down=detail.taken_down,
        takedown_reason=detail.takedown_reason,
    )


def stock_movement_view(line: StockHistoryLine) -> StockMovementView:
    movement = line.movement
    return StockMovementView(
        movement.sku_id,
        line.props_desc,
        movement.kind,
        movement.delta,
        movement.stock_after,
        movement.by_uid,
        movement.order_id,
        None if movement.at is None else unix_seconds(movement.at),
        line.order_sn,
    )
