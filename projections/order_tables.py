"""The orders read model's tables and rows: each order as the screens show it, and its
timeline of statuses (`projections.orders` keeps them up to date)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    DateTime,
    Index,
    Integer,
    PrimaryKeyConstraint,
    String,
    Table,
    Text,
    false,
)

from domain.carriers import CARRIER_CODE_MAX_LENGTH
from domain.order_status import OrderStatus as Status
from projections.metadata import read_metadata
from projections.order_chain_payments import ChainPaymentRecord

orders = Table(
    "orders",
    read_metadata,
    Column("order_id", String(36), primary_key=True),
    Column("order_sn", String(32), nullable=False, unique=True),
    Column("buyer_uid", BigInteger, nullable=False),
    Column("shop_id", BigInteger, nullable=False),
    Column("status", String(16), nullable=False),
    Column("lines", JSON, nullable=False),
    Column("address", JSON, nullable=False),
    Column("subtotal", BigInteger, nullable=False),
    Column("shipping_fee", BigInteger, nullable=False),
    Column("tax", BigInteger, nullable=False),
    Column("total", BigInteger, nullable=False),
    # The part of the total the platform pays (a subscriber's discount); the buyer pays the rest.
    Column("platform_discount", BigInteger, nullable=False, server_default="0"),
    # The platform's share, fixed when the order is paid (NULL before).
    Column("commission", BigInteger, nullable=True),
    Column("remark", Text, nullable=False),
    Column("logistics_no", String(64), nullable=True),
    # The carrier's code; NULL before shipping, and for orders shipped before carriers were named.
    Column("carrier", String(CARRIER_CODE_MAX_LENGTH), nullable=True),
    Column("placed_at", DateTime(timezone=True), nullable=False),
    Column("paid_at", DateTime(timezone=True), nullable=True),
    Column("receipt_at", DateTime(timezone=True), nullable=True),
    # Set while the order awaits payment, NULL once paid or cancelled.
    Column("pay_deadline", DateTime(timezone=True), nullable=True),
    # When the system confirms receipt (set at shipping, moved on by cases and the extension).
    Column("receipt_deadline", DateTime(timezone=True), nullable=True),
    Column("receipt_extended", Boolean, nullable=False, server_default=false()),
    # What the buyer's cases refunded so far, and the open or last case (`disputes` read model).
    Column("refunded_amount", BigInteger, nullable=False, server_default="0"),
    Column("dispute_id", String(36), nullable=True),
    Column("dispute_open", Boolean, nullable=False, server_default=false()),
    Column("version", Integer, nullable=False),
    Index("ix_orders_buyer_placed", "buyer_uid", "placed_at"),
    Index("ix_orders_shop_placed", "shop_id", "placed_at"),
    Index("ix_orders_status_receipt", "status", "receipt_at"),
    Index("ix_orders_status_pay_deadline", "status", "pay_deadline"),
    Index("ix_orders_status_receipt_deadline", "status", "receipt_deadline"),
)

order_timeline = Table(
    "order_timeline",
    read_metadata,
    Column("order_id", String(36), nullable=False),
    Column("version", Integer, nullable=False),
    Column("status", String(16), nullable=False),
    Column("at", DateTime(timezone=True), nullable=False),
    # Why a cancellation happened (`buyer` or `payment_timeout`); NULL for other steps.
    Column("reason", String(32), nullable=True),
    PrimaryKeyConstraint("order_id", "version"),
)


@dataclass(frozen=True)
class TimelineEntry:
    status: str
    at: datetime
    reason: str | None = None


@dataclass(frozen=True, kw_only=True)
class OrderRecord:
    """An order as the read model holds it. The buyer's nickname, the shop's name and logo,
    each line's `reviewed` and the carrier's name and tracking page are not the order's: the
    application's order queries (`application.orders.order_details`) fill them in."""

    order_id: str
    order_sn: str
    buyer_uid: int
    buyer_nickname: str = ""
    shop_id: int
    shop_name: str = ""
    shop_logo: str = ""
    status: str
    lines: list[dict[str, Any]]
    address: dict[str, Any]
    subtotal: int
    shipping_fee: int
    tax: int
    total: int
    platform_discount: int = 0
    """Paid by the platform, not the buyer."""
    commission: int | None = None
    """The platform's share, fixed at payment; None before."""
    remark: str
    logistics_no: str | None
    carrier: str | None = None
    carrier_name: str = ""
    tracking_url: str | None = None
    """The parcel's tracking page, when shipped with a configured carrier."""
    placed_at: datetime
    paid_at: datetime | None
    receipt_at: datetime | None
    pay_deadline: datetime | None
    """While awaiting payment only."""
    timeline: list[TimelineEntry]
    receipt_deadline: datetime | None = None
    receipt_extended: bool = False
    refunded_amount: int = 0
    dispute_id: str | None = None
    """The open or the last case."""
    dispute_status: str | None = None
    """The case's status, from the disputes read model (filled in by the application)."""
    chain_payment: ChainPaymentRecord | None = None
    """The latest chain payment filed for it (filled in by the application)."""

    @property
    def cancel_reason(self) -> str | None:
        """`buyer` or `payment_timeout` for a cancelled order, otherwise None."""
        reasons = [entry.reason for entry in self.timeline if entry.status == Status.CANCELLED]
        return reasons[-1] if reasons else None
