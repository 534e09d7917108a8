"""Read model: orders and their timelines (`order/list`, `order/detail`, `order/track`, the
seller console). Its tables are `projections.order_tables`; its queries, and the periodic job's
look-ups, `projections.order_queries`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import ClauseElement, Connection, case, update

from domain.order import Order
from domain.order_status import OrderStatus as Status
from projections import order_chain_payments
from projections.folding import Fold
from projections.order_changes import PLACE, with_entry, with_entry_built
from projections.order_tables import OrderRecord as OrderRecord
from projections.order_tables import TimelineEntry as TimelineEntry
from projections.order_tables import order_timeline as order_timeline
from projections.order_tables import orders as orders
from projections.projection import EventHandler, FoldHandler, Projection

# -- event handlers ------------------------------------------------------------------------


def _placed(connection: Connection, event: Any) -> None:
    row = _placed_row(event)
    entry = _timeline_row(event, Status.WAIT_PAYMENT, None)
    with_entry_built(connection, PLACE, sorted(row), row, entry)


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
        "receipt_deadline": None,
        "receipt_extended": False,
        "refunded_amount": 0,
        "dispute_id": None,
        "dispute_open": False,
        "version": event.originator_version,
    }


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
    columns = sorted(["status", "version", *extra])

    def apply(connection: Connection, event: Any) -> None:
        values = {column: value(event) for column, value in extra.items()}
        why = None if reason is None else reason(event)
        if not any(isinstance(value, ClauseElement) for value in values.values()):
            values.update(
                order_id=str(event.originator_id), status=status, version=event.originator_version
            )
            entry = _timeline_row(event, status, why)
            with_entry_built(connection, "move", columns, values, entry)
            return
        # A change computed from the row (a case's refund added up): built for this event.
        change = (
            update(orders)
            .where(orders.c.order_id == str(event.originator_id))
            .values(
                status=status,
                version=event.originator_version,
                **{column: value(event) for column, value in extra.items()},
            )
        )
        with_entry(connection, change, _timeline_row(event, status, why))

    return apply


def _stamped(**extra: Callable[[Any], Any]) -> EventHandler:
    def apply(connection: Connection, event: Any) -> None:
        connection.execute(
            update(orders)
            .where(orders.c.order_id == str(event.originator_id))
            .values(
                version=event.originator_version,
                **{column: value(event) for column, value in extra.items()},
            )
        )

    return apply


def _case_closed(connection: Connection, event: Any) -> None:
    """A case's end: the refund added up, the clocks moved on; refunded in full, the order
    moves to `refunded` with a timeline entry."""
    if event.refunded_in_full:
        _moved(Status.REFUNDED, **_CASE_CLOSED)(connection, event)
    else:
        _stamped(**_CASE_CLOSED)(connection, event)


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


def _fold_stamped(**extra: Callable[[Any], Any]) -> FoldHandler:
    """The rebuild's batched `_stamped`."""

    def fold_event(fold: Fold, connection: Connection, event: Any) -> None:
        row = fold[orders].get(connection, str(event.originator_id))
        row.update(version=event.originator_version)
        row.update({column: value(event) for column, value in extra.items()})

    return fold_event


def _fold_case_closed(fold: Fold, connection: Connection, event: Any) -> None:
    row = fold[orders].get(connection, str(event.originator_id))
    refunded = int(row["refunded_amount"]) + int(event.refund_amount)
    columns = {**_CASE_CLOSED, "refunded_amount": lambda event: refunded}
    if event.refunded_in_full:
        _fold_moved(Status.REFUNDED, **columns)(fold, connection, event)
    else:
        _fold_stamped(**columns)(fold, connection, event)


def _chain_payment_ended(connection: Connection, event: Any) -> None:
    """An order still unpaid when its chain payment was decided has a deadline again."""
    connection.execute(
        update(orders)
        .where(orders.c.order_id == str(event.originator_id))
        .values(
            version=event.originator_version,
            pay_deadline=case(
                (orders.c.status == Status.WAIT_PAYMENT, event.pay_deadline),
                else_=orders.c.pay_deadline,
            ),
        )
    )


def _both(*handlers: EventHandler) -> EventHandler:
    def apply(connection: Connection, event: Any) -> None:
        for handler in handlers:
            handler(connection, event)

    return apply


def _at(event: Any) -> Any:
    return event.at


def _none(event: Any) -> None:
    return None


_SHIPMENT: dict[str, Callable[[Any], Any]] = {
    "logistics_no": lambda event: event.logistics_no,
    "carrier": lambda event: event.carrier,
    "receipt_deadline": lambda event: event.receipt_deadline,
}
_CASE_CLOSED: dict[str, Callable[[Any], Any]] = {
    "dispute_open": lambda event: False,
    "refunded_amount": lambda event: orders.c.refunded_amount + event.refund_amount,
    "receipt_deadline": lambda event: event.receipt_deadline,
    "receipt_at": lambda event: event.finish_from,
}
_STAMPS: dict[type[Any], dict[str, Callable[[Any], Any]]] = {
    Order.ReceiptExtended: {
        "receipt_deadline": lambda event: event.receipt_deadline,
        "receipt_extended": lambda event: True,
    },
    Order.DisputeOpened: {
        "dispute_id": lambda event: event.dispute_id,
        "dispute_open": lambda event: True,
    },
}
"""Events that change an order's columns but not its status (no timeline entry)."""


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
    tables=(orders, order_timeline, order_chain_payments.order_chain_payments),
    handlers={
        Order.Placed: _placed,
        **{kind: _moved(status, **columns) for kind, (status, columns) in _MOVES.items()},
        **{kind: _stamped(**columns) for kind, columns in _STAMPS.items()},
        Order.DisputeClosed: _case_closed,
        **order_chain_payments.handlers,
        # No deadline while a chain payment is awaited: the periodic job leaves the order alone.
        Order.ChainPaymentAwaited: _both(
            _stamped(pay_deadline=_none), order_chain_payments.handlers[Order.ChainPaymentAwaited]
        ),
        Order.ChainPaymentEnded: _both(
            _chain_payment_ended, order_chain_payments.handlers[Order.ChainPaymentEnded]
        ),
    },
    folds={
        Order.Placed: _fold_placed,
        **{kind: _fold_moved(status, **columns) for kind, (status, columns) in _MOVES.items()},
        **{kind: _fold_stamped(**columns) for kind, columns in _STAMPS.items()},
        Order.DisputeClosed: _fold_case_closed,
    },
)
