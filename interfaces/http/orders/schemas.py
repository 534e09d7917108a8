"""Request and response Structs of the order calls (shopper and seller console), the types the
cart and checkout share with them, and the favourites request."""

from __future__ import annotations

import builtins
from typing import Annotated, Any, Optional

import msgspec

from application.orders.shopper import ChainPaymentRecord, OrderRecord
from application.timeutil import unix_seconds
from domain.order_status import OrderStatus
from interfaces.http.schemas import MAX_ID, ApiRequest, Id, Page, PageNumber, PageSize

# Generous caps keep absurd bodies out; the exact limits are the application's (102 + field).
Text = Annotated[str, msgspec.Meta(max_length=1024)]
OrderId = Annotated[str, msgspec.Meta(max_length=64)]
Quantity = Annotated[int, msgspec.Meta(ge=-MAX_ID, le=MAX_ID)]


class ShopView(msgspec.Struct):
    shop_id: int
    name: str
    logo: str


# -- orders -------------------------------------------------------------------------------------


class OrderPayRequest(ApiRequest, kw_only=True):
    order_ids: Annotated[builtins.list[OrderId], msgspec.Meta(max_length=100)]


class OrderListRequest(ApiRequest, kw_only=True):
    status: Optional[OrderStatus] = None  # noqa: UP045  (Litestar: see enum_schema.py)
    page: PageNumber = 1
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
    carrier: Annotated[str, msgspec.Meta(max_length=64)] | None = None
    """A `code` of `system/config`'s `carriers` (another answers 102 `carrier`); left out, the
    order ships without a carrier and shows no tracking link."""


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
    postal_code: str = ""
    """Absent ("") from orders placed before addresses had postal codes."""


class TimelineItem(msgspec.Struct):
    status: str
    time: int
    reason: str | None = None
    """On a `cancelled` step: `buyer` or `payment_timeout` (cancelled by the system)."""


class CaseRef(msgspec.Struct):
    dispute_id: str
    status: str


class ChainPaymentView(msgspec.Struct, kw_only=True):
    recharge_id: str
    chain: str
    transaction_id: str
    amount: int
    state: str
    """`sent`, `confirming`, `verified` (waiting for a reviewer), `paid`, `mismatch`,
    `rejected` or `credited` (approved, but the order could not be paid from it any more: the
    money stayed in the wallet)."""
    confirmations: int
    confirmations_needed: int
    reasons: builtins.list[str]
    """A mismatch's reasons (`reverted`, `no_transfer`, `wrong_token`, ...)."""


def chain_payment_view(record: ChainPaymentRecord | None) -> ChainPaymentView | None:
    if record is None:
        return None
    return ChainPaymentView(
        recharge_id=record.recharge_id,
        chain=record.chain,
        transaction_id=record.transaction_id,
        amount=record.amount,
        state=record.state,
        confirmations=record.confirmations,
        confirmations_needed=record.confirmations_needed,
        reasons=list(record.reasons),
    )


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
    platform_discount: int
    """The part of the total the platform pays (a newsletter subscriber's one-time discount)."""
    pay_amount: int
    """What the buyer pays (or paid): `total - platform_discount`."""
    address: OrderAddressView
    delivery_method: str
    logistics_no: str | None
    carrier: str | None = None
    """The code of the carrier it was shipped with; null before shipping or when none was named."""
    carrier_name: str | None = None
    tracking_url: str | None = None
    """The parcel's page on its carrier's site; null without a configured carrier."""
    remark: str
    add_time: int
    pay_time: int | None
    pay_deadline_time: int | None
    """Unix seconds before which an unpaid order must be paid; null once paid or cancelled."""
    cancel_reason: str | None
    """`buyer` or `payment_timeout` on a cancelled order, otherwise null."""
    timeline: builtins.list[TimelineItem]
    receipt_deadline: int | None = None
    """Unix seconds at which the system confirms receipt for the buyer (set at shipping; it
    stands still while a case is open); null before shipping."""
    receipt_extended: bool = False
    """The buyer used their one extension (`order/extend_receipt`)."""
    refunded_amount: int = 0
    """What the buyer's cases refunded so far."""
    dispute: CaseRef | None = None
    """The order's open or last case."""
    chain_payment: ChainPaymentView | None = None
    """The latest chain payment filed for it (`order/pay_chain`), null when none."""


class BuyerView(msgspec.Struct):
    uid: int
    nickname: str


class SellerOrderView(OrderView, kw_only=True):
    buyer: BuyerView
    commission: int | None
    """The platform's share of this order, fixed when it was paid (null before)."""


class OrderPage(Page[OrderView]):
    pass


class SellerOrderPage(Page[SellerOrderView]):
    pass


class TrackView(msgspec.Struct, kw_only=True):
    order_sn: str
    status: str
    logistics_no: str | None
    timeline: builtins.list[TimelineItem]
    carrier: str | None = None
    carrier_name: str | None = None
    tracking_url: str | None = None
    """As on an order: the carrier's code and name and the parcel's tracking page."""


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
        "platform_discount": record.platform_discount,
        "pay_amount": record.total - record.platform_discount,
        "address": msgspec.convert(record.address, OrderAddressView),
        "delivery_method": "standard",
        "logistics_no": record.logistics_no,
        **_carrier_fields(record),
        "remark": record.remark,
        "add_time": unix_seconds(record.placed_at),
        "pay_time": None if record.paid_at is None else unix_seconds(record.paid_at),
        "pay_deadline_time": (
            None if record.pay_deadline is None else unix_seconds(record.pay_deadline)
        ),
        "cancel_reason": record.cancel_reason,
        "timeline": _timeline(record),
        "receipt_deadline": (
            None if record.receipt_deadline is None else unix_seconds(record.receipt_deadline)
        ),
        "receipt_extended": record.receipt_extended,
        "refunded_amount": record.refunded_amount,
        "dispute": (
            None
            if record.dispute_id is None or record.dispute_status is None
            else CaseRef(record.dispute_id, record.dispute_status)
        ),
        "chain_payment": chain_payment_view(record.chain_payment),
    }


def _carrier_fields(record: OrderRecord) -> dict[str, Any]:
    return {
        "carrier": record.carrier,
        "carrier_name": record.carrier_name or None,
        "tracking_url": record.tracking_url,
    }


def order_view(record: OrderRecord) -> OrderView:
    return OrderView(**_order_fields(record))


def seller_order_view(record: OrderRecord) -> SellerOrderView:
    buyer = BuyerView(record.buyer_uid, record.buyer_nickname)
    return SellerOrderView(**_order_fields(record), buyer=buyer, commission=record.commission)


def track_view(record: OrderRecord) -> TrackView:
    return TrackView(
        order_sn=record.order_sn,
        status=record.status,
        logistics_no=record.logistics_no,
        timeline=_timeline(record),
        **_carrier_fields(record),
    )


class FavoriteRequest(ApiRequest, kw_only=True):
    shop_goods_id: Id
