"""Read model: orders and their timelines (`order/list`, `order/detail`, `order/track`, the
seller console; their queries are `projections.order_queries`), plus the due-to-finish and
due-to-expire look-ups of the periodic job."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Column,
    Connection,
    DateTime,
    Index,
    Integer,
    PrimaryKeyConstraint,
    String,
    Table,
    Text,
    insert,
    select,
    update,
)

from domain.carriers import CARRIER_CODE_MAX_LENGTH
from domain.order import Order
from domain.order_status import OrderStatus as Status
from projections.folding import Fold
from projections.metadata import read_metadata
from projections.projection import EventHandler, FoldHandler, Projection

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
    Column("version", Integer, nullable=False),
    Index("ix_orders_buyer_placed", "buyer_uid", "placed_at"),
    Index("ix_orders_shop_placed", "shop_id", "placed_at"),
    Index("ix_orders_status_receipt", "status", "receipt_at"),
    Index("ix_orders_status_pay_deadline", "status", "pay_deadline"),
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

    @property
    def cancel_reason(self) -> str | None:
        """`buyer` or `payment_timeout` for a cancelled order, otherwise None."""
        reasons = [entry.reason for entry in self.timeline if entry.status == Status.CANCELLED]
        return reasons[-1] if reasons else None


# -- event handlers ------------------------------------------------------------------------


def _placed(connection: Connection, event: Any) -> None:
    _with_entry(connection, insert(orders).values(_placed_row(event)), event, Status.WAIT_PAYMENT)


def _placed_row(event: Any) -> dict[str, Any]:
    """The row an order starts as, written by the handler and by the rebuild's fold alike."""
    return {
        "order_id": str(event.originator_id),
        "order_sn": event.order_sn,
        "buyer_uid": event.buyer_uid,
        "shop_id": event.shop_id,
        "status": Status.WAIT_PAYMENT,
        "lines": event.lines,
        "address": event.address,
        "subtotal": event.subtotal,
        "shipping_fee": event.shipping_fee,
        "tax": event.tax,
        "total": event.total,
        "platform_discount": event.platform_discount,
        "commission": None,
        "remark": event.remark,
        "logistics_no": None,
        "carrier": None,
        "placed_at": event.at,
        "paid_at": None,
        "receipt_at": None,
        "pay_deadline": event.pay_deadline,
        "version": event.originator_version,
    }


def _with_entry(
    connection: Connection, change: Any, event: Any, status: str, reason: str | None = None
) -> None:
    """The order row's change and its timeline entry: one statement on PostgreSQL (the change
    a CTE of the entry's INSERT), as a checkout's answer holds this read model's position."""
    entry = insert(order_timeline).values(_timeline_row(event, status, reason))
    if connection.dialect.name == "postgresql":
        connection.execute(entry.add_cte(change.cte("changed")))
        return
    connection.execute(change)
    connection.execute(entry)


def _timeline_row(event: Any, status: str, reason: str | None) -> dict[str, Any]:
    return {
        "order_id": str(event.originator_id),
        "version": event.originator_version,
        "status": status,
        "at": event.at,
        "reason": reason,
    }


def _moved(
    status: str, reason: Callable[[Any], str | None] | None = None, **extra: Callable[[Any], Any]
) -> EventHandler:
    def apply(connection: Connection, event: Any) -> None:
        change = (
            update(orders)
            .where(orders.c.order_id == str(event.originator_id))
            .values(
                status=status,
                version=event.originator_version,
                **{column: value(event) for column, value in extra.items()},
            )
        )
        _with_entry(connection, change, event, status, None if reason is None else reason(event))

    return apply


def _fold_placed(fold: Fold, connection: Connection, event: Any) -> None:
    """The rebuild's batched `_placed`."""
    fold[orders].add(_placed_row(event))
    fold[order_timeline].add(_timeline_row(event, Status.WAIT_PAYMENT, None))


def _fold_moved(
    status: str, reason: Callable[[Any], str | None] | None = None, **extra: Callable[[Any], Any]
) -> FoldHandler:
    """The rebuild's batched `_moved`."""

    def fold_event(fold: Fold, connection: Connection, event: Any) -> None:
        row = fold[orders].get(connection, str(event.originator_id))
        row.update(status=status, version=event.originator_version)
        row.update({column: value(event) for column, value in extra.items()})
        fold[order_timeline].add(
            _timeline_row(event, status, None if reason is None else reason(event))
        )

    return fold_event


def _at(event: Any) -> Any:
    return event.at


def _none(event: Any) -> None:
    return None


_SHIPMENT: dict[str, Callable[[Any], Any]] = {
    "logistics_no": lambda event: event.logistics_no,
    "carrier": lambda event: event.carrier,
}


_MOVES: dict[type[Any], tuple[str, dict[str, Any]]] = {
    Order.Paid: (
        Status.WAIT_CONFIRM,
        {"paid_at": _at, "pay_deadline": _none, "commission": lambda e: e.commission},
    ),
    Order.Confirmed: (Status.WAIT_SHIP, {}),
    Order.Shipped: (Status.WAIT_RECEIPT, _SHIPMENT),
    Order.ReceiptConfirmed: (Status.WAIT_FINISH, {"receipt_at": _at}),
    Order.Finished: (Status.FINISHED, {}),
    Order.Refunded: (Status.REFUNDED, {}),
    Order.Cancelled: (Status.CANCELLED, {"reason": lambda e: e.reason, "pay_deadline": _none}),
}
"""Each event after Placed: the status it moves the order to and the columns it sets, read by
both the live handlers and the rebuild's folds."""

projection = Projection(
    name="orders",
    tables=(orders, order_timeline),
    handlers={
        Order.Placed: _placed,
        **{kind: _moved(status, **columns) for kind, (status, columns) in _MOVES.items()},
    },
    folds={
        Order.Placed: _fold_placed,
        **{kind: _fold_moved(status, **columns) for kind, (status, columns) in _MOVES.items()},
    },
)


# -- the periodic job's look-ups ------------------------------------------------------------


def due_to_finish(connection: Connection, received_before: datetime, limit: int) -> list[str]:
    """Ids of orders whose receipt was confirmed before `received_before`, oldest first."""
    rows = connection.execute(
        select(orders.c.order_id)
        .where(orders.c.status == Status.WAIT_FINISH, orders.c.receipt_at <= received_before)
        .order_by(orders.c.receipt_at)
        .limit(limit)
    ).scalars()
    return [str(order_id) for order_id in rows]


def due_to_expire(connection: Connection, now: datetime, limit: int) -> list[str]:
    """Ids of orders still awaiting payment whose deadline is at or before `now`, oldest
    deadline first (served by the status + deadline index)."""
    rows = connection.execute(
        select(orders.c.order_id)
        .where(orders.c.status == Status.WAIT_PAYMENT, orders.c.pay_deadline <= now)
        .order_by(orders.c.pay_deadline)
        .limit(limit)
    ).scalars()
    return [str(order_id) for order_id in rows]
