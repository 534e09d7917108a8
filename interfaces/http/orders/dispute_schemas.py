"""Request and response Structs of the buyers' cases (`order/dispute/*`, `console/dispute/*`)."""

from __future__ import annotations

import builtins
from datetime import datetime
from typing import Annotated, Literal, Optional

import msgspec

from application.orders.dispute_views import DisputeRow, DisputeView
from application.timeutil import unix_seconds
from domain.dispute_state import MAX_IMAGES
from domain.dispute_status import DisputeKind, DisputeStatus
from interfaces.http.orders.schemas import OrderId, Text
from interfaces.http.schemas import MAX_ID, ApiRequest, Page, PageNumber, PageSize

DisputeId = Annotated[str, msgspec.Meta(max_length=64)]
Amount = Annotated[int, msgspec.Meta(ge=-MAX_ID, le=MAX_ID)]
ImagePath = Annotated[str, msgspec.Meta(max_length=255)]
# A few more than allowed, so too many answers the catalogue's 102 `images`, not a decode error.
Images = Annotated[builtins.list[ImagePath], msgspec.Meta(max_length=MAX_IMAGES + 10)]


class DisputeOpenRequest(ApiRequest, kw_only=True):
    order_id: OrderId
    kind: DisputeKind
    reason: Text
    """1..500 characters."""
    amount: Amount
    """The refund asked, in cents: 1..what the buyer paid less earlier cases' refunds."""
    images: Images = msgspec.field(default_factory=list)
    """Paths the upload call answered (the buyer's own), at most 6."""


class DisputeOpened(msgspec.Struct):
    dispute_id: str


class DisputeIdRequest(ApiRequest, kw_only=True):
    dispute_id: DisputeId


class DisputeMessageRequest(ApiRequest, kw_only=True):
    dispute_id: DisputeId
    text: Annotated[str, msgspec.Meta(max_length=2048)] = ""
    """Up to 1,000 characters; a message has a text, photos, or both."""
    images: Images = msgspec.field(default_factory=list)


class ReturnShippedRequest(ApiRequest, kw_only=True):
    dispute_id: DisputeId
    logistics_no: Text
    """The return parcel's number, 1..64 characters."""


class DisputeRespondRequest(ApiRequest, kw_only=True):
    dispute_id: DisputeId
    action: Literal["accept", "offer", "return", "refuse"]
    amount: Optional[Amount] = None  # noqa: UP045  (Litestar: see enum_schema.py)
    """`offer` only: 1..the asked amount − 1."""
    return_address: Optional[Text] = None  # noqa: UP045
    """`return` only: where the buyer sends the goods."""
    text: Text = ""
    """A note to the buyer; required (1..500) to `refuse`."""


class DisputeDecideRequest(ApiRequest, kw_only=True):
    dispute_id: DisputeId
    refund_amount: Amount
    """0..what the buyer may still get back (`max_amount`)."""
    remark: Text
    """Why, 1..500 characters; the parties read it."""


class DisputeListRequest(ApiRequest, kw_only=True):
    status: Optional[DisputeStatus] = None  # noqa: UP045
    role: Literal["seller", "arbiter"] = "seller"
    """`seller`: the caller's shop's cases; `arbiter` (role reviewer): every shop's."""
    page: PageNumber = 1
    page_size: PageSize = 20


class Decision(msgspec.Struct):
    approvals: int
    approvals_needed: int


class CaseMessageView(msgspec.Struct):
    role: str
    """`buyer`, `seller`, `arbiter` or `system`."""
    event: str | None
    """The step it records (`opened`, `offered`, `return_requested`, `return_shipped`,
    `refused`, `escalated`, `accepted`, `offer_accepted`, `return_received`, `decided`,
    `seller_silent`, `buyer_silent`, `withdrawn`, `lapsed`); null for a plain message."""
    text: str
    images: builtins.list[str]
    amount: int | None
    time: int


class DecisionView(msgspec.Struct):
    refund_amount: int
    remark: str
    time: int


class DisputeRowView(msgspec.Struct, kw_only=True):
    dispute_id: str
    order_id: str
    order_sn: str
    kind: str
    status: str
    requested_amount: int
    offered_amount: int | None
    refund_amount: int | None
    respond_by: int | None
    """Unix seconds by which `waiting_for` must act, or the system acts for them."""
    waiting_for: str | None
    shop_id: int
    shop_name: str
    buyer_nickname: str
    opened_at: int
    updated_at: int


class DisputePage(Page[DisputeRowView]):
    """A page of cases."""


class DisputeDetailView(DisputeRowView, kw_only=True):
    reason: str
    max_amount: int
    pay_amount: int
    total: int
    logistics_no: str | None
    carrier_name: str
    tracking_url: str | None
    return_address: str | None
    return_logistics_no: str | None
    messages: builtins.list[CaseMessageView]
    decision: DecisionView | None
    approvals: int
    approvals_needed: int
    actions: builtins.list[str]
    """What the caller may do now."""


def _seconds(moment: datetime | None) -> int | None:
    return None if moment is None else unix_seconds(moment)


def dispute_row_view(row: DisputeRow) -> DisputeRowView:
    record = row.record
    return DisputeRowView(
        dispute_id=record.dispute_id,
        order_id=record.order_id,
        order_sn=record.order_sn,
        kind=record.kind,
        status=record.status,
        requested_amount=record.requested_amount,
        offered_amount=record.offered_amount,
        refund_amount=record.refund_amount,
        respond_by=_seconds(record.respond_by),
        waiting_for=record.waiting_for,
        shop_id=record.shop_id,
        shop_name=row.shop_name,
        buyer_nickname=row.buyer_nickname,
        opened_at=unix_seconds(record.opened_at),
        updated_at=unix_seconds(record.updated_at),
    )


def dispute_detail_view(view: DisputeView) -> DisputeDetailView:
    record, order = view.row.record, view.order
    decision = None
    if record.decided_at is not None:
        decision = DecisionView(
            record.refund_amount or 0, record.decision_remark or "", unix_seconds(record.decided_at)
        )
    return DisputeDetailView(
        **msgspec.structs.asdict(dispute_row_view(view.row)),
        reason=record.reason,
        max_amount=record.max_amount,
        pay_amount=order.total - order.platform_discount,
        total=order.total,
        logistics_no=order.logistics_no,
        carrier_name=order.carrier_name,
        tracking_url=order.tracking_url,
        return_address=record.return_address,
        return_logistics_no=record.return_logistics_no,
        messages=[
            CaseMessageView(m.role, m.event, m.text, m.images, m.amount, unix_seconds(m.at))
            for m in view.messages
        ],
        decision=decision,
        approvals=record.approvals,
        approvals_needed=view.approvals_needed,
        actions=view.actions,
    )
