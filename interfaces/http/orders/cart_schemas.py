"""Request and response Structs of the cart and the checkout (preview and create)."""

from __future__ import annotations

import builtins
from typing import Annotated, Literal, TypeVar

import msgspec

from application.orders.cart import CartView, PricedLine
from application.orders.checkout import (
    CheckoutLine,
    CheckoutPreview,
    ShopCheckout,
    WantedLine,
)
from application.orders.checkout_remarks import ShopRemark
from interfaces.http.orders.schemas import Quantity, ShopView, Text
from interfaces.http.schemas import ApiRequest, Id


class CartLineRequest(ApiRequest, kw_only=True):
    shop_goods_id: Id
    sku_id: Id
    num: Quantity
    """1..999 (102 field `num` outside)."""


class CartLineKeyRequest(ApiRequest, kw_only=True):
    shop_goods_id: Id
    sku_id: Id


class GoodsInfo(msgspec.Struct):
    cover_image: str
    name: str
    is_favorite: bool
    shop_goods_id: int
    shop_id: int
    shop_name: str


class LineView(msgspec.Struct):
    """A priced line, in the cart or at checkout."""

    goods_info: GoodsInfo
    price: int
    num: int
    props_desc: str
    total: int
    shop_goods_id: int
    sku_id: int
    stock: int


LineViewT = TypeVar("LineViewT", bound=LineView)


class CartLineView(LineView):
    available: bool
    """False once the product is off sale: the line stays, is left out of `amount` and cannot
    be checked out (107)."""


class CartListView(msgspec.Struct):
    list: builtins.list[CartLineView]
    amount: int
    """Of the available lines."""
    balance: int


def line_view(line: PricedLine, favorites: frozenset[int] = frozenset()) -> LineView:
    offer = line.offer
    return LineView(
        goods_info=GoodsInfo(
            cover_image=offer.cover_image,
            name=offer.name,
            is_favorite=offer.shop_goods_id in favorites,
            shop_goods_id=offer.shop_goods_id,
            shop_id=offer.shop_id,
            shop_name=offer.shop_name,
        ),
        price=offer.price,
        num=line.num,
        props_desc=offer.props_desc,
        total=line.total,
        shop_goods_id=offer.shop_goods_id,
        sku_id=offer.sku_id,
        stock=offer.stock,
    )


def _with_fields(view: LineView, into: type[LineViewT], **extra: object) -> LineViewT:
    """`view` as its subtype `into`, with `into`'s own fields."""
    return msgspec.convert({**msgspec.structs.asdict(view), **extra}, into, from_attributes=True)


def cart_list_view(cart: CartView) -> CartListView:
    lines = [
        _with_fields(line_view(line, cart.favorites), CartLineView, available=line.available)
        for line in cart.lines
    ]
    return CartListView(lines, cart.amount, cart.balance)


class WantedLineItem(msgspec.Struct, kw_only=True):
    shop_goods_id: Id
    sku_id: Id
    num: Quantity


def wanted_lines(lines: builtins.list[WantedLineItem] | None) -> builtins.list[WantedLine] | None:
    if lines is None:
        return None
    return [WantedLine(line.shop_goods_id, line.sku_id, line.num) for line in lines]


class CheckoutRequest(ApiRequest, kw_only=True):
    lines: builtins.list[WantedLineItem] | None = None
    """Omitted: the whole cart."""
    address_id: Id | None = None


class ShopRemarkItem(msgspec.Struct, kw_only=True):
    shop_id: Id
    """One of the shops this order buys from (102 `remarks` otherwise, or named twice)."""
    remark: Text
    """Up to 500 characters (102 `remarks` beyond)."""


def shop_remarks(items: builtins.list[ShopRemarkItem] | None) -> builtins.list[ShopRemark] | None:
    if items is None:
        return None
    return [ShopRemark(item.shop_id, item.remark) for item in items]


class OrderCreateRequest(ApiRequest, kw_only=True):
    lines: builtins.list[WantedLineItem] | None = None
    """Omitted: the whole cart; bought lines leave the cart."""
    address_id: Id
    remarks: Annotated[builtins.list[ShopRemarkItem], msgspec.Meta(max_length=100)] | None = None
    """A note to each shop's seller, on that shop's order only; shops not named get none."""
    remark: Text = ""
    """Older clients: a note for a one-shop order (102 `remark` when the order spans several
    shops or `remarks` is sent too)."""


class CheckoutLineView(LineView):
    unavailable_reason: Literal["out_of_stock", "quantity_limit"] | None
    """Why the line cannot be bought as it stands: `num` is above the `stock`
    (`out_of_stock`) or above 999 (`quantity_limit`); null when it can. Such a line is left
    out of every total and makes the preview not `payable`."""


class ShopCheckoutView(msgspec.Struct):
    shop: ShopView
    lines: builtins.list[CheckoutLineView]
    subtotal: int
    shipping_fee: int
    tax: int
    total: int
    platform_discount: int
    """This shop's part of the subscriber discount (paid by the platform, not the shopper)."""


class AddressView(msgspec.Struct):
    address_id: int
    name: str
    phone: str
    country: str
    province: str
    city: str
    area: str
    address: str
    postal_code: str
    is_default: bool


class CheckoutView(msgspec.Struct):
    shops: builtins.list[ShopCheckoutView]
    subtotal: int
    shipping_fee: int
    tax: int
    total: int
    balance: int
    addresses: builtins.list[AddressView]
    address_id: int | None
    payable: bool
    """False while a line is marked `unavailable_reason`: `create` would refuse (107)."""
    platform_discount: int
    """The one-time subscriber discount `create` would give now (0 when the shopper has no
    offer to use); the platform pays it."""
    pay_amount: int
    """What the shopper would pay: `total - platform_discount`."""


class OrderCreated(msgspec.Struct):
    order_ids: builtins.list[str]
    order_sns: builtins.list[str]
    pay_amount: int
    """What the shopper pays: the orders' totals less `platform_discount`."""
    platform_discount: int = 0


def _checkout_line_view(item: CheckoutLine) -> CheckoutLineView:
    return _with_fields(
        line_view(item.line), CheckoutLineView, unavailable_reason=item.unavailable_reason
    )


def _shop_checkout_view(shop: ShopCheckout) -> ShopCheckoutView:
    return ShopCheckoutView(
        shop=ShopView(shop.shop_id, shop.name, shop.logo),
        lines=[_checkout_line_view(item) for item in shop.lines],
        subtotal=shop.fees.subtotal,
        shipping_fee=shop.fees.shipping_fee,
        tax=shop.fees.tax,
        total=shop.fees.total,
        platform_discount=shop.platform_discount,
    )


def checkout_view(preview: CheckoutPreview) -> CheckoutView:
    return CheckoutView(
        shops=[_shop_checkout_view(shop) for shop in preview.shops],
        subtotal=preview.fees.subtotal,
        shipping_fee=preview.fees.shipping_fee,
        tax=preview.fees.tax,
        total=preview.fees.total,
        balance=preview.balance,
        addresses=[msgspec.convert(a, AddressView) for a in preview.addresses],
        address_id=preview.address_id,
        payable=preview.payable,
        platform_discount=preview.platform_discount,
        pay_amount=preview.fees.total - preview.platform_discount,
    )
