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
from projections.folding import Fold, copy_rows
from projections.metadata import read_metadata
from projections.paging import Paged, page_offset
from projections.projection import Projection, gathered

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


_LATEST_OF = text(
    "SELECT latest.* FROM unnest(CAST(:ids AS varchar[])) AS moved (inventory_id)"
    " CROSS JOIN LATERAL ("
    " SELECT inventory_id, version, sku_id, goods_id, kind, stock_after, at"
    " FROM stock_movements WHERE stock_movements.inventory_id = moved.inventory_id"
    " ORDER BY version DESC LIMIT 1) AS latest"
)
"""PostgreSQL: the latest movement of each SKU a batch moves, where its next ones start, in
one statement (one backward step of the primary key per SKU: a hot SKU has thousands)."""


def _gathered(connection: Connection, event: Any) -> None:
    """A batch's movements are written at its end (`_write`), in one insert."""
    gathered(connection, _write).append(event)


def _write(connection: Connection, events: list[Any]) -> None:
    """The movements of a batch's Inventory events, in their order: each after its SKU's
    latest (read once for the batch, then the batch's own), an opening count still waiting
    for a time dated by the first movement after it. The worker records four per checkout;
    one statement each was a fifth of its CPU."""
    latest = _latest_of(connection, events)
    rows: dict[tuple[str, int], dict[str, Any]] = {}
    dated: list[dict[str, Any]] = []
    for event in events:
        inventory_id = str(event.originator_id)
        if type(event) is Inventory.Counted:
            row = _counted_row(event)
        else:
            previous = latest.get(inventory_id)
            if previous is None:
                raise LookupError(f"inventory {inventory_id} has no movement to follow")
            if _undated_count(previous):
                previous["at"] = event.at  # written with the batch's rows if it is one of them
                if (inventory_id, previous["version"]) not in rows:
                    dated.append(
                        {
                            "counted_inventory": inventory_id,
                            "counted_version": previous["version"],
                            "dated_at": event.at,
                        }
                    )
            row = _movement(previous, event)
        rows[(inventory_id, row["version"])] = latest[inventory_id] = row
    if dated:
        connection.execute(_DATE_COUNT, dated)
    _insert(connection, list(rows.values()))


def _latest_of(connection: Connection, events: list[Any]) -> dict[str, dict[str, Any]]:
    """The latest movement of each SKU the events move (not those they count), by inventory:
    one statement on PostgreSQL; one look-up each on SQLite, in process."""
    moved = sorted({str(e.originator_id) for e in events if type(e) is not Inventory.Counted})
    if connection.dialect.name == "postgresql":
        found = send(connection, _LATEST_OF, {"ids": moved}).rows if moved else []
        return {row.inventory_id: row._asdict() for row in found}
    latest = (connection.execute(_LATEST, {"inventory_id": i}).first() for i in moved)
    return {row.inventory_id: dict(row._mapping) for row in latest if row is not None}


def _insert(connection: Connection, rows: list[dict[str, Any]]) -> None:
    """One statement: the one row on the driver's path, or PostgreSQL's COPY of them all (an
    executemany would be an INSERT per row)."""
    if len(rows) == 1:
        send(connection, _INSERT, rows[0])
    elif connection.dialect.name == "postgresql":
        copy_rows(connection, stock_movements, rows)
    else:
        connection.execute(_INSERT, rows)


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
    handlers=dict.fromkeys([Inventory.Counted, *_RECORDED], _gathered),
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
