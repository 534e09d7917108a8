"""Request and response Structs of the cart, checkout, order and seller-console calls."""

from __future__ import annotations

import builtins
from typing import Annotated, Any, Literal

import msgspec

from application.orders.cart import CartView, PricedLine
from application.orders.checkout import (
    CheckoutLine,
    CheckoutPreview,
    ShopCheckout,
    ShopRemark,
    WantedLine,
)
from application.timeutil import unix_seconds
from interfaces.http.wire import MAX_ID, ApiRequest, Id, Page, PageSize
from projections.orders import OrderRecord

# Generous caps keep absurd bodies out; the exact limits are the application's (102 + field).
Text = Annotated[str, msgspec.Meta(max_length=1024)]
OrderId = Annotated[str, msgspec.Meta(max_length=64)]
Quantity = Annotated[int, msgspec.Meta(ge=-MAX_ID, le=MAX_ID)]
Status = Literal[
    "wait_payment",
    "wait_confirm",
    "wait_ship",
    "wait_receipt",
    "wait_finish",
    "finished",
    "refunded",
    "cancelled",
]

# -- cart ---------------------------------------------------------------------------------------


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


class CartLineView(msgspec.Struct):
    goods_info: GoodsInfo
    price: int
    num: int
    props_desc: str
    total: int
    shop_goods_id: int
    sku_id: int
    stock: int


class CartListView(msgspec.Struct):
    list: builtins.list[CartLineView]
    amount: int
    balance: int


def cart_line_view(line: PricedLine, favorites: frozenset[int] = frozenset()) -> CartLineView:
    offer = line.offer
    return CartLineView(
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


def cart_list_view(cart: CartView) -> CartListView:
    return CartListView(
        [cart_line_view(line, cart.favorites) for line in cart.lines], cart.amount, cart.balance
    )


# -- checkout -----------------------------------------------------------------------------------


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


class ShopView(msgspec.Struct):
    shop_id: int
    name: str
    logo: str


class CheckoutLineView(CartLineView):
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


class AddressView(msgspec.Struct):
    address_id: int
    name: str
    phone: str
    country: str
    province: str
    city: str
    area: str
    address: str
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


class OrderCreated(msgspec.Struct):
    order_ids: builtins.list[str]
    order_sns: builtins.list[str]
    pay_amount: int


def _checkout_line_view(item: CheckoutLine) -> CheckoutLineView:
    fields = msgspec.structs.asdict(cart_line_view(item.line))
    return msgspec.convert(
        {**fields, "unavailable_reason": item.unavailable_reason},
        CheckoutLineView,
        from_attributes=True,
    )


def _shop_checkout_view(shop: ShopCheckout) -> ShopCheckoutView:
    return ShopCheckoutView(
        shop=ShopView(shop.shop_id, shop.name, shop.logo),
        lines=[_checkout_line_view(item) for item in shop.lines],
        subtotal=shop.fees.subtotal,
        shipping_fee=shop.fees.shipping_fee,
        tax=shop.fees.tax,
        total=shop.fees.total,
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
    )


# -- orders -------------------------------------------------------------------------------------


class OrderPayRequest(ApiRequest, kw_only=True):
    order_ids: Annotated[builtins.list[OrderId], msgspec.Meta(max_length=100)]


class OrderListRequest(ApiRequest, kw_only=True):
    status: Status | None = None
    page: Page = 1
    page_size: PageSize = 20


class OrderIdRequest(ApiRequest, kw_only=True):
    order_id: OrderId


class OrderRefundRequest(ApiRequest, kw_only=True):
    order_id: OrderId
    reason: Text
    """1..500 characters."""


class OrderTrackRequest(ApiRequest, kw_only=True):
    order_sn: Annotated[str, msgspec.Meta(max_length=64)]


class OrderShipRequest(ApiRequest, kw_only=True):
    order_id: OrderId
    logistics_no: Text
    """1..64 characters."""


class Paid(msgspec.Struct):
    paid_amount: int
    balance: int


class OrderLineView(msgspec.Struct):
    shop_goods_id: int
    sku_id: int
    name: str
    cover_image: str
    props_desc: str
    price: int
    num: int
    total: int
    reviewed: bool = False
    """The buyer has reviewed this line (`mall/goods/comment/add`)."""


class OrderAddressView(msgspec.Struct):
    address_id: int
    name: str
    phone: str
    country: str
    province: str
    city: str
    area: str
    address: str


class TimelineItem(msgspec.Struct):
    status: str
    time: int
    reason: str | None = None
    """On a `cancelled` step: `buyer` or `payment_timeout` (cancelled by the system)."""


class OrderView(msgspec.Struct, kw_only=True):
    order_id: str
    order_sn: str
    status: str
    shop: ShopView
    lines: builtins.list[OrderLineView]
    subtotal: int
    shipping_fee: int
    tax: int
    total: int
    address: OrderAddressView
    delivery_method: str
    logistics_no: str | None
    remark: str
    add_time: int
    pay_time: int | None
    pay_deadline_time: int | None
    """Unix seconds before which an unpaid order must be paid; null once paid or cancelled."""
    cancel_reason: str | None
    """`buyer` or `payment_timeout` on a cancelled order, otherwise null."""
    timeline: builtins.list[TimelineItem]


class BuyerView(msgspec.Struct):
    uid: int
    nickname: str


class SellerOrderView(OrderView, kw_only=True):
    buyer: BuyerView


class OrderPage(msgspec.Struct):
    list: builtins.list[OrderView]
    total: int
    page: int
    page_size: int


class SellerOrderPage(msgspec.Struct):
    list: builtins.list[SellerOrderView]
    total: int
    page: int
    page_size: int


class TrackView(msgspec.Struct):
    order_sn: str
    status: str
    logistics_no: str | None
    timeline: builtins.list[TimelineItem]


def _timeline(record: OrderRecord) -> builtins.list[TimelineItem]:
    return [
        TimelineItem(entry.status, unix_seconds(entry.at), entry.reason)
        for entry in record.timeline
    ]


def _order_fields(record: OrderRecord) -> dict[str, Any]:
    return {
        "order_id": record.order_id,
        "order_sn": record.order_sn,
        "status": record.status,
        "shop": ShopView(record.shop_id, record.shop_name, record.shop_logo),
        "lines": [msgspec.convert(line, OrderLineView) for line in record.lines],
        "subtotal": record.subtotal,
        "shipping_fee": record.shipping_fee,
        "tax": record.tax,
        "total": record.total,
        "address": msgspec.convert(record.address, OrderAddressView),
        "delivery_method": "standard",
        "logistics_no": record.logistics_no,
        "remark": record.remark,
        "add_time": unix_seconds(record.placed_at),
        "pay_time": None if record.paid_at is None else unix_seconds(record.paid_at),
        "pay_deadline_time": (
            None if record.pay_deadline is None else unix_seconds(record.pay_deadline)
        ),
        "cancel_reason": record.cancel_reason,
        "timeline": _timeline(record),
    }


def order_view(record: OrderRecord) -> OrderView:
    return OrderView(**_order_fields(record))


def seller_order_view(record: OrderRecord) -> SellerOrderView:
    buyer = BuyerView(record.buyer_uid, record.buyer_nickname)
    return SellerOrderView(**_order_fields(record), buyer=buyer)


def track_view(record: OrderRecord) -> TrackView:
    return TrackView(record.order_sn, record.status, record.logistics_no, _timeline(record))
