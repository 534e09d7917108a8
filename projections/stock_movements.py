"""Read model: every change to a SKU's units, for the seller's stock history (one row per
Inventory event).

Only `Counted` names the SKU and product; later events find them on their inventory's first row.
`stock_after` is the units on the shelf after the event, so the history reads like a statement.
"""

from __future__ import annotations

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
    func,
    insert,
    select,
)

from domain.inventory import Inventory
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


def _record(connection: Connection, event: Any, kind: str, delta: int, **extra: Any) -> None:
    inventory_id = str(event.originator_id)
    previous = connection.execute(
        select(stock_movements.c.sku_id, stock_movements.c.goods_id, stock_movements.c.stock_after)
        .where(stock_movements.c.inventory_id == inventory_id)
        .order_by(stock_movements.c.version.desc())
        .limit(1)
    ).one()
    connection.execute(
        insert(stock_movements).values(
            inventory_id=inventory_id,
            version=event.originator_version,
            sku_id=previous.sku_id,
            goods_id=previous.goods_id,
            kind=kind,
            delta=delta,
            stock_after=previous.stock_after + delta,
            at=event.at,
            **extra,
        )
    )


def _counted(connection: Connection, event: Any) -> None:
    stock = max(event.stock, 0)
    connection.execute(
        insert(stock_movements).values(
            inventory_id=str(event.originator_id),
            version=event.originator_version,
            sku_id=event.sku_id,
            goods_id=event.goods_id,
            kind="counted",
            delta=stock,
            stock_after=stock,
            # No time: the aggregate's own timestamp is the host's clock, not the application's,
            # so it would not sort among the others. An opening count lists last.
            at=None,
        )
    )


def _adjusted(connection: Connection, event: Any) -> None:
    _record(connection, event, event.reason, event.delta, by_uid=event.by_uid)


def _reserved(connection: Connection, event: Any) -> None:
    _record(connection, event, "reserved", -event.qty, order_id=event.order_id)


def _sold(connection: Connection, event: Any) -> None:
    _record(connection, event, "sold", 0, order_id=event.order_id)


def _released(connection: Connection, event: Any) -> None:
    _record(connection, event, "released", event.qty, order_id=event.order_id)


def movements_of(connection: Connection, goods_id: int, page: int, page_size: int) -> Paged[Any]:
    """A product's movements over all its SKUs, newest first."""
    total = connection.execute(
        select(func.count()).where(stock_movements.c.goods_id == goods_id)
    ).scalar_one()
    rows = connection.execute(
        select(stock_movements)
        .where(stock_movements.c.goods_id == goods_id)
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


projection = Projection(
    name="stock_movements",
    tables=(stock_movements,),
    handlers={
        Inventory.Counted: _counted,
        Inventory.Adjusted: _adjusted,
        Inventory.Reserved: _reserved,
        Inventory.Sold: _sold,
        Inventory.Released: _released,
    },
)
