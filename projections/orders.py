"""Read model: orders and their timelines (`order/list`, `order/detail`, `order/track`, the
seller console), plus the due-to-finish and due-to-expire look-ups of the periodic job."""

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
    func,
    insert,
    select,
    update,
)

from application.accounts.tables import users
from application.catalogue.tables import shops
from application.orders.tables import reviews
from domain import order as states
from domain.order import Order
from projections.metadata import read_metadata
from projections.paging import Paged, page_offset
from projections.projection import EventHandler, Projection

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
    Column("remark", Text, nullable=False),
    Column("logistics_no", String(64), nullable=True),
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


@dataclass(frozen=True)
class OrderRecord:
    order_id: str
    order_sn: str
    buyer_uid: int
    buyer_nickname: str
    shop_id: int
    shop_name: str
    shop_logo: str
    status: str
    lines: list[dict[str, Any]]
    address: dict[str, Any]
    subtotal: int
    shipping_fee: int
    tax: int
    total: int
    remark: str
    logistics_no: str | None
    placed_at: datetime
    paid_at: datetime | None
    receipt_at: datetime | None
    pay_deadline: datetime | None
    """While awaiting payment only."""
    timeline: list[TimelineEntry]

    @property
    def cancel_reason(self) -> str | None:
        """`buyer` or `payment_timeout` for a cancelled order, otherwise None."""
        reasons = [entry.reason for entry in self.timeline if entry.status == states.CANCELLED]
        return reasons[-1] if reasons else None


# -- event handlers ------------------------------------------------------------------------


def _placed(connection: Connection, event: Any) -> None:
    connection.execute(
        insert(orders).values(
            order_id=str(event.originator_id),
            order_sn=event.order_sn,
            buyer_uid=event.buyer_uid,
            shop_id=event.shop_id,
            status=states.WAIT_PAYMENT,
            lines=event.lines,
            address=event.address,
            subtotal=event.subtotal,
            shipping_fee=event.shipping_fee,
            tax=event.tax,
            total=event.total,
            remark=event.remark,
            logistics_no=None,
            placed_at=event.at,
            paid_at=None,
            receipt_at=None,
            pay_deadline=event.pay_deadline,
            version=event.originator_version,
        )
    )
    _mark(connection, event, states.WAIT_PAYMENT)


def _mark(connection: Connection, event: Any, status: str, reason: str | None = None) -> None:
    connection.execute(
        insert(order_timeline).values(
            order_id=str(event.originator_id),
            version=event.originator_version,
            status=status,
            at=event.at,
            reason=reason,
        )
    )


def _moved(
    status: str, reason: Callable[[Any], str | None] | None = None, **extra: Callable[[Any], Any]
) -> EventHandler:
    def apply(connection: Connection, event: Any) -> None:
        connection.execute(
            update(orders)
            .where(orders.c.order_id == str(event.originator_id))
            .values(
                status=status,
                version=event.originator_version,
                **{column: value(event) for column, value in extra.items()},
            )
        )
        _mark(connection, event, status, None if reason is None else reason(event))

    return apply


def _at(event: Any) -> Any:
    return event.at


def _none(event: Any) -> None:
    return None


projection = Projection(
    name="orders",
    tables=(orders, order_timeline),
    handlers={
        Order.Placed: _placed,
        Order.Paid: _moved(states.WAIT_CONFIRM, paid_at=_at, pay_deadline=_none),
        Order.Confirmed: _moved(states.WAIT_SHIP),
        Order.Shipped: _moved(states.WAIT_RECEIPT, logistics_no=lambda e: e.logistics_no),
        Order.ReceiptConfirmed: _moved(states.WAIT_FINISH, receipt_at=_at),
        Order.Finished: _moved(states.FINISHED),
        Order.Refunded: _moved(states.REFUNDED),
        Order.Cancelled: _moved(states.CANCELLED, reason=lambda e: e.reason, pay_deadline=_none),
    },
)


# -- queries ---------------------------------------------------------------------------------


def _view() -> Any:
    return select(
        orders,
        func.coalesce(users.c.nickname, "").label("buyer_nickname"),
        func.coalesce(shops.c.name, "").label("shop_name"),
        func.coalesce(shops.c.logo, "").label("shop_logo"),
    ).select_from(
        orders.outerjoin(users, users.c.uid == orders.c.buyer_uid).outerjoin(
            shops, shops.c.shop_id == orders.c.shop_id
        )
    )


def _records(connection: Connection, rows: list[Any]) -> list[OrderRecord]:
    ids = [row.order_id for row in rows]
    timelines: dict[str, list[TimelineEntry]] = {order_id: [] for order_id in ids}
    if ids:
        for entry in connection.execute(
            select(order_timeline)
            .where(order_timeline.c.order_id.in_(ids))
            .order_by(order_timeline.c.order_id, order_timeline.c.version)
        ):
            timelines[entry.order_id].append(TimelineEntry(entry.status, entry.at, entry.reason))
    reviewed = _reviewed_lines(connection, ids)
    return [
        OrderRecord(
            order_id=row.order_id,
            order_sn=row.order_sn,
            buyer_uid=int(row.buyer_uid),
            buyer_nickname=row.buyer_nickname,
            shop_id=int(row.shop_id),
            shop_name=row.shop_name,
            shop_logo=row.shop_logo,
            status=row.status,
            lines=[
                {
                    **line,
                    "reviewed": (row.order_id, line["shop_goods_id"], line["sku_id"]) in reviewed,
                }
                for line in row.lines
            ],
            address=dict(row.address),
            subtotal=int(row.subtotal),
            shipping_fee=int(row.shipping_fee),
            tax=int(row.tax),
            total=int(row.total),
            remark=row.remark,
            logistics_no=row.logistics_no,
            placed_at=row.placed_at,
            paid_at=row.paid_at,
            receipt_at=row.receipt_at,
            pay_deadline=row.pay_deadline,
            timeline=timelines[row.order_id],
        )
        for row in rows
    ]


def _reviewed_lines(connection: Connection, order_ids: list[str]) -> set[tuple[str, int, int]]:
    """(order_id, shop_goods_id, sku_id) of the lines of these orders that have a review."""
    if not order_ids:
        return set()
    rows = connection.execute(
        select(reviews.c.order_id, reviews.c.shop_goods_id, reviews.c.sku_id).where(
            reviews.c.order_id.in_(order_ids)
        )
    )
    return {(row.order_id, int(row.shop_goods_id), int(row.sku_id)) for row in rows}


def _page(connection: Connection, condition: Any, page: int, page_size: int) -> Paged[OrderRecord]:
    rows = connection.execute(
        _view()
        .where(condition)
        .order_by(orders.c.placed_at.desc(), orders.c.order_sn.desc())
        .limit(page_size)
        .offset(page_offset(page, page_size))
    ).all()
    total = connection.execute(
        select(func.count()).select_from(orders).where(condition)
    ).scalar_one()
    return Paged(_records(connection, list(rows)), int(total), page, page_size)


def orders_of_buyer(
    connection: Connection, uid: int, status: str | None, page: int, page_size: int
) -> Paged[OrderRecord]:
    """A buyer's orders, newest first."""
    condition = orders.c.buyer_uid == uid
    if status is not None:
        condition = condition & (orders.c.status == status)
    return _page(connection, condition, page, page_size)


def orders_of_shop(
    connection: Connection, shop_id: int, status: str | None, page: int, page_size: int
) -> Paged[OrderRecord]:
    """A shop's orders, newest first."""
    condition = orders.c.shop_id == shop_id
    if status is not None:
        condition = condition & (orders.c.status == status)
    return _page(connection, condition, page, page_size)


def order_by_id(connection: Connection, order_id: str) -> OrderRecord | None:
    rows = connection.execute(_view().where(orders.c.order_id == order_id)).all()
    found = _records(connection, list(rows))
    return found[0] if found else None


def order_by_sn(connection: Connection, order_sn: str) -> OrderRecord | None:
    rows = connection.execute(_view().where(orders.c.order_sn == order_sn)).all()
    found = _records(connection, list(rows))
    return found[0] if found else None


def due_to_finish(connection: Connection, received_before: datetime, limit: int) -> list[str]:
    """Ids of orders whose receipt was confirmed before `received_before`, oldest first."""
    rows = connection.execute(
        select(orders.c.order_id)
        .where(orders.c.status == states.WAIT_FINISH, orders.c.receipt_at <= received_before)
        .order_by(orders.c.receipt_at)
        .limit(limit)
    ).scalars()
    return [str(order_id) for order_id in rows]


def due_to_expire(connection: Connection, now: datetime, limit: int) -> list[str]:
    """Ids of orders still awaiting payment whose deadline is at or before `now`, oldest
    deadline first (served by the status + deadline index)."""
    rows = connection.execute(
        select(orders.c.order_id)
        .where(orders.c.status == states.WAIT_PAYMENT, orders.c.pay_deadline <= now)
        .order_by(orders.c.pay_deadline)
        .limit(limit)
    ).scalars()
    return [str(order_id) for order_id in rows]
