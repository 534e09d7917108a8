"""The books as rows for the exports: settlements across the shops, the ledger series and the
day closes, each read from its read model (or, for the series, folded from the log as the screen's
call does) and handed on row by row, oldest first."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from sqlalchemy import Engine, select

from application.books.ledger import LedgerPoint
from application.catalogue.tables import shops
from application.exports.cells import Row, moment, money, number, text
from projections.orders import orders
from projections.period_closes import period_closes
from projections.settlements import settlements

BATCH = 500
"""Rows fetched from the database at a time (a server-side cursor on PostgreSQL)."""

POSITIONS = ("recharged", "withdrawn", "available", "frozen", "escrow", "revenue")
FLOWS = ("recharges", "payments", "refunds", "settlements", "commission", "withdrawals")

SETTLEMENT_HEADER = (
    "settled_time",
    "order_id",
    "order_sn",
    "shop_id",
    "shop_name",
    "seller_uid",
    "subtotal",
    "total",
    "refunded",
    "commission",
    "net",
)
SERIES_HEADER = ("date", *POSITIONS, "difference")
CLOSE_HEADER = (
    "date",
    "events",
    *(f"opening_{name}" for name in POSITIONS),
    *(f"closing_{name}" for name in POSITIONS),
    *FLOWS,
    "hash",
    "previous_hash",
    "closed_time",
    "closed_by",
)


def day_start(day: date) -> datetime:
    return datetime.combine(day, time.min, tzinfo=UTC)


def settlement_rows(
    engine: Engine, shop_id: int | None, since: date | None, until: date | None
) -> Iterator[Row]:
    """Every settlement (of one shop when given, settled on `since`..`until` UTC days,
    inclusive), oldest first."""
    query = (
        select(
            settlements.c.settled_at,
            orders.c.order_id,
            orders.c.order_sn,
            orders.c.shop_id,
            shops.c.name,
            settlements.c.seller_uid,
            orders.c.subtotal,
            orders.c.total,
            orders.c.refunded_amount,
            settlements.c.commission,
            settlements.c.net,
        )
        .select_from(
            settlements.join(orders, orders.c.order_id == settlements.c.order_id).outerjoin(
                shops, shops.c.shop_id == orders.c.shop_id
            )
        )
        .where(*_settled_between(shop_id, since, until))
        .order_by(settlements.c.settled_at, settlements.c.order_id)
    )
    with engine.connect() as connection:
        for row in connection.execution_options(yield_per=BATCH).execute(query):
            yield _settlement_row(row)


def _settlement_row(row: Any) -> Row:
    return (
        moment(row.settled_at),
        row.order_id,
        text(row.order_sn),
        number(row.shop_id),
        text(row.name),
        number(row.seller_uid),
        money(row.subtotal),
        money(row.total),
        money(row.refunded_amount),
        money(row.commission),
        money(row.net),
    )


def _settled_between(shop_id: int | None, since: date | None, until: date | None) -> list[Any]:
    where: list[Any] = []
    if shop_id is not None:
        where.append(orders.c.shop_id == shop_id)
    if since is not None:
        where.append(settlements.c.settled_at >= day_start(since))
    if until is not None:
        where.append(settlements.c.settled_at < day_start(until + timedelta(days=1)))
    return where


def series_rows(points: list[LedgerPoint]) -> Iterator[Row]:
    """The ledger's positions at the end of each day (at most 90 of them), oldest first."""
    for point in points:
        figures = point.positions.as_dict()
        yield (
            point.day.isoformat(),
            *(money(figures[name]) for name in POSITIONS),
            money(point.positions.difference),
        )


def close_rows(engine: Engine) -> Iterator[Row]:
    """Every closed day, oldest first: its opening and closing positions, its flows, its hash."""
    query = select(period_closes).order_by(period_closes.c.day)
    with engine.connect() as connection:
        for row in connection.execution_options(yield_per=BATCH).execute(query):
            yield (
                row.day,
                number(row.events),
                *(money(row.opening.get(name, 0)) for name in POSITIONS),
                *(money(row.closing.get(name, 0)) for name in POSITIONS),
                *(money(row.totals.get(name, 0)) for name in FLOWS),
                row.hash,
                row.previous_hash,
                moment(row.closed_at),
                number(row.closed_by),
            )
