"""Read model: every change to a SKU's units, for the seller's stock history (one row per
Inventory event).

Only `Counted` names the SKU and product; later events find them on their inventory's first row.
`stock_after` is the units on the shelf after the event, so the history reads like a statement.
The opening count takes the time of the movement saved after it (a new SKU's first stocking, or
the first reservation of a SKU counted then), as it carries no time of the application's own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import (
    BigInteger,
    Column,
    Connection,
    DateTime,
    Index,
    Integer,
    PrimaryKeyConstraint,
    String,
    Table,
    bindparam,
    func,
    insert,
    select,
    text,
    update,
)

from domain.inventory import Inventory
from projections.driver_path import send
from projections.folding import Fold
from projections.metadata import read_metadata
from projections.paging import Paged, page_offset
from projections.projection import Projection

stock_movements = Table(
    "stock_movements",
    read_metadata,
    Column("inventory_id", String(36), nullable=False),
    Column("version", Integer, nullable=False),
    Column("sku_id", BigInteger, nullable=False),
    Column("goods_id", BigInteger, nullable=False),
    # counted (the catalogue's count when the inventory began), initial, restock, correction,
    # damage, reserved, sold or released
    Column("kind", String(16), nullable=False),
    Column("delta", Integer, nullable=False),
    Column("stock_after", Integer, nullable=False),
    Column("by_uid", BigInteger, nullable=True),
    Column("order_id", String(36), nullable=True),
    Column("at", DateTime(timezone=True), nullable=True),
    PrimaryKeyConstraint("inventory_id", "version"),
    Index("ix_stock_movements_goods", "goods_id", "at"),
)


@dataclass(frozen=True)
class StockMovement:
    sku_id: int
    kind: str
    delta: int
    stock_after: int
    by_uid: int | None
    order_id: str | None
    at: datetime | None


# Built once with bound values: the worker runs them for every reservation and sale.
_LATEST = (
    select(stock_movements)
    .where(stock_movements.c.inventory_id == bindparam("inventory_id"))
    .order_by(stock_movements.c.version.desc())
    .limit(1)
)
"""The SKU's latest movement, where the next one starts."""
_INSERT = insert(stock_movements)
_DATE_COUNT = (
    update(stock_movements)
    .where(
        stock_movements.c.inventory_id == bindparam("counted_inventory"),
        stock_movements.c.version == bindparam("counted_version"),
    )
    .values(at=bindparam("dated_at"))
)


def _movement(previous: Mapping[str, Any], event: Any) -> dict[str, Any]:
    """The movement after `previous` (the SKU's latest), for an event other than `Counted`."""
    kind, delta, extra = _RECORDED[type(event)](event)
    return {
        "inventory_id": str(event.originator_id),
        "version": event.originator_version,
        "sku_id": previous["sku_id"],
        "goods_id": previous["goods_id"],
        "kind": kind,
        "delta": delta,
        "stock_after": previous["stock_after"] + delta,
        "by_uid": extra.get("by_uid"),
        "order_id": extra.get("order_id"),
        "at": event.at,
    }


def _counted_row(event: Any) -> dict[str, Any]:
    stock = max(event.stock, 0)
    return {
        "inventory_id": str(event.originator_id),
        "version": event.originator_version,
        "sku_id": event.sku_id,
        "goods_id": event.goods_id,
        "kind": "counted",
        "delta": stock,
        "stock_after": stock,
        "by_uid": None,
        "order_id": None,
        # Not the aggregate's own timestamp, the host's clock rather than the application's,
        # which would not sort among the others: the next movement dates it (`_dated_count`).
        "at": None,
    }


def _counted(connection: Connection, event: Any) -> None:
    connection.execute(_INSERT, _counted_row(event))


Recorded = Callable[[Any], tuple[str, int, dict[str, Any]]]
"""An event's movement: kind, delta and the extra columns."""

_RECORDED: dict[type[Any], Recorded] = {
    Inventory.Adjusted: lambda e: (e.reason, e.delta, {"by_uid": e.by_uid}),
    Inventory.Reserved: lambda e: ("reserved", -e.qty, {"order_id": e.order_id}),
    Inventory.Sold: lambda e: ("sold", 0, {"order_id": e.order_id}),
    Inventory.Released: lambda e: ("released", e.qty, {"order_id": e.order_id}),
}


def _undated_count(previous: Mapping[str, Any]) -> bool:
    """The SKU's latest movement is its opening count, still waiting for a time."""
    return previous["kind"] == "counted" and previous["at"] is None


# PostgreSQL takes a movement in one round trip: the SKU's latest movement, its opening count
# dated when it still waits for a time, and the new row after it, in one statement (the
# worker records four per checkout). SQLite has no data-modifying CTE: it reads, then writes.
_RECORD_AFTER_LATEST = text(
    "WITH previous AS ("
    " SELECT inventory_id, version, sku_id, goods_id, kind, stock_after, at"
    " FROM stock_movements WHERE inventory_id = :inventory_id"
    " ORDER BY version DESC LIMIT 1),"
    " dated AS ("
    " UPDATE stock_movements SET at = :at FROM previous"
    " WHERE stock_movements.inventory_id = previous.inventory_id"
    " AND stock_movements.version = previous.version"
    " AND previous.kind = 'counted' AND previous.at IS NULL)"
    " INSERT INTO stock_movements"
    " (inventory_id, version, sku_id, goods_id, kind, delta, stock_after, by_uid, order_id, at)"
    " SELECT :inventory_id, :version, sku_id, goods_id, :kind, :delta, stock_after + :delta,"
    " CAST(:by_uid AS bigint), CAST(:order_id AS varchar), CAST(:at AS timestamptz)"
    " FROM previous"
)


def _recorded_in_one_statement(connection: Connection, event: Any) -> None:
    kind, delta, extra = _RECORDED[type(event)](event)
    inserted = send(
        connection,
        _RECORD_AFTER_LATEST,
        {
            "inventory_id": str(event.originator_id),
            "version": event.originator_version,
            "kind": kind,
            "delta": delta,
            "by_uid": extra.get("by_uid"),
            "order_id": extra.get("order_id"),
            "at": event.at,
        },
    ).rowcount
    if inserted != 1:  # as the two-statement path's `.one()`: a movement follows a count
        raise LookupError(f"inventory {event.originator_id} has no movement to follow")


def _recorded(connection: Connection, event: Any) -> None:
    if connection.dialect.name == "postgresql":
        _recorded_in_one_statement(connection, event)
        return
    inventory_id = str(event.originator_id)
    previous = dict(connection.execute(_LATEST, {"inventory_id": inventory_id}).one()._mapping)
    if _undated_count(previous):
        connection.execute(
            _DATE_COUNT,
            {
                "counted_inventory": inventory_id,
                "counted_version": previous["version"],
                "dated_at": event.at,
            },
        )
    connection.execute(_INSERT, _movement(previous, event))


# -- the rebuild's batched path (`projections.folding`): the same rows, folded in memory -----


def _fold_counted(fold: Fold, connection: Connection, event: Any) -> None:
    row = _counted_row(event)
    fold[stock_movements].add(row)
    fold.memo[row["inventory_id"]] = row


def _fold_recorded(fold: Fold, connection: Connection, event: Any) -> None:
    inventory_id = str(event.originator_id)
    previous = fold.memo.get(inventory_id)
    if previous is None:
        previous = dict(connection.execute(_LATEST, {"inventory_id": inventory_id}).one()._mapping)
    if _undated_count(previous):
        fold[stock_movements].get(connection, inventory_id, previous["version"])["at"] = event.at
    row = _movement(previous, event)
    fold[stock_movements].add(row)
    fold.memo[inventory_id] = row


projection = Projection(
    name="stock_movements",
    tables=(stock_movements,),
    handlers={Inventory.Counted: _counted, **dict.fromkeys(_RECORDED, _recorded)},
    folds={Inventory.Counted: _fold_counted, **dict.fromkeys(_RECORDED, _fold_recorded)},
)


def movements_of(connection: Connection, goods_id: int, page: int, page_size: int) -> Paged[Any]:
    """A product's movements over all its SKUs, newest first. A SKU counted empty when its
    inventory began moved nothing: that opening count is left out."""
    shown = (
        stock_movements.c.goods_id == goods_id,
        ~((stock_movements.c.kind == "counted") & (stock_movements.c.delta == 0)),
    )
    total = connection.execute(select(func.count()).where(*shown)).scalar_one()
    rows = connection.execute(
        select(stock_movements)
        .where(*shown)
        .order_by(
            stock_movements.c.at.is_(None),
            stock_movements.c.at.desc(),
            stock_movements.c.version.desc(),
        )
        .limit(page_size)
        .offset(page_offset(page, page_size))
    ).all()
    found = [
        StockMovement(
            int(row.sku_id),
            row.kind,
            int(row.delta),
            int(row.stock_after),
            None if row.by_uid is None else int(row.by_uid),
            row.order_id,
            row.at,
        )
        for row in rows
    ]
    return Paged(found, int(total), page, page_size)
