"""The orders read model's queries: one buyer's or one shop's orders, one order by id or by
number, each with its timeline (names shown beside an order are the application's to add); and
the periodic job's look-ups of orders due to finish, to expire and to have receipt confirmed."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Connection, func, select

from domain.order_status import OrderStatus as Status
from projections.order_tables import OrderRecord, TimelineEntry, order_timeline, orders
from projections.paging import Paged, page_offset


def _timelines(connection: Connection, order_ids: list[str]) -> dict[str, list[TimelineEntry]]:
    timelines: dict[str, list[TimelineEntry]] = {order_id: [] for order_id in order_ids}
    if order_ids:
        for entry in connection.execute(
            select(order_timeline)
            .where(order_timeline.c.order_id.in_(order_ids))
            .order_by(order_timeline.c.order_id, order_timeline.c.version)
        ):
            timelines[entry.order_id].append(TimelineEntry(entry.status, entry.at, entry.reason))
    return timelines


def _record(row: Any, timeline: list[TimelineEntry]) -> OrderRecord:
    return OrderRecord(
        order_id=row.order_id,
        order_sn=row.order_sn,
        buyer_uid=int(row.buyer_uid),
        shop_id=int(row.shop_id),
        status=row.status,
        lines=[dict(line) for line in row.lines],
        address=dict(row.address),
        subtotal=int(row.subtotal),
        shipping_fee=int(row.shipping_fee),
        tax=int(row.tax),
        total=int(row.total),
        platform_discount=int(row.platform_discount),
        commission=None if row.commission is None else int(row.commission),
        remark=row.remark,
        logistics_no=row.logistics_no,
        carrier=row.carrier,
        placed_at=row.placed_at,
        paid_at=row.paid_at,
        receipt_at=row.receipt_at,
        pay_deadline=row.pay_deadline,
        timeline=timeline,
        receipt_deadline=row.receipt_deadline,
        receipt_extended=bool(row.receipt_extended),
        refunded_amount=int(row.refunded_amount),
        dispute_id=row.dispute_id,
    )


def _records(connection: Connection, rows: list[Any]) -> list[OrderRecord]:
    timelines = _timelines(connection, [row.order_id for row in rows])
    return [_record(row, timelines[row.order_id]) for row in rows]


def _page(connection: Connection, condition: Any, page: int, page_size: int) -> Paged[OrderRecord]:
    rows = connection.execute(
        select(orders)
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
    rows = connection.execute(select(orders).where(orders.c.order_id == order_id)).all()
    found = _records(connection, list(rows))
    return found[0] if found else None


def order_by_sn(connection: Connection, order_sn: str) -> OrderRecord | None:
    rows = connection.execute(select(orders).where(orders.c.order_sn == order_sn)).all()
    found = _records(connection, list(rows))
    return found[0] if found else None


# -- the periodic job's look-ups ------------------------------------------------------------


def due_to_finish(connection: Connection, received_before: datetime, limit: int) -> list[str]:
    """Ids of orders whose receipt was confirmed before `received_before` and with no case
    open, oldest first."""
    rows = connection.execute(
        select(orders.c.order_id)
        .where(
            orders.c.status == Status.WAIT_FINISH,
            orders.c.receipt_at <= received_before,
            orders.c.dispute_open.is_(False),
        )
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


def due_to_confirm_receipt(connection: Connection, now: datetime, limit: int) -> list[str]:
    """Ids of shipped orders whose receipt deadline is at or before `now`, with no case open,
    oldest deadline first."""
    rows = connection.execute(
        select(orders.c.order_id)
        .where(
            orders.c.status == Status.WAIT_RECEIPT,
            orders.c.receipt_deadline <= now,
            orders.c.dispute_open.is_(False),
        )
        .order_by(orders.c.receipt_deadline)
        .limit(limit)
    ).scalars()
    return [str(order_id) for order_id in rows]
