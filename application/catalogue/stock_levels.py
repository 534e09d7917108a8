"""Policy: the Inventory aggregates' live stock, shown in the catalogue's `skus.stock`,
`goods.stock` and `goods.sales`, so product pages show what is left.

A policy, not a read model: it writes the catalogue, so it is never emptied and replayed. The
runner applies each Inventory event once, with this policy's position (still named `stock`,
the name it had as a projection, so an upgraded deployment carries on where it was).
Its own state is what later events need: which SKU an inventory counts (only `Counted` names
it) and each SKU's units, `inventory_levels`. Even so, each event sets the catalogue from that
state rather than adding to it:
- `skus.stock` is set to the SKU's `available` (an absolute value), and `goods.stock` to the
  sum over its SKUs;
- `goods.sales` started as the catalogue's own figure, so it cannot be recomputed; it moves by
  each sale exactly once, recorded in `stock_sales_ledger` (keyed by the inventory event).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from sqlalchemy import (
    BigInteger,
    Column,
    Connection,
    Integer,
    PrimaryKeyConstraint,
    String,
    Table,
    bindparam,
    case,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite

from application.catalogue.tables import goods, skus
from application.metadata import state_metadata
from domain.inventory import Inventory
from projections.driver_path import send
from projections.projection import Policy

inventory_levels = Table(
    "inventory_levels",
    state_metadata,
    Column("sku_id", BigInteger, primary_key=True),
    Column("goods_id", BigInteger, nullable=False),
    Column("available", Integer, nullable=False),
    Column("reserved", Integer, nullable=False),
    Column("sold", Integer, nullable=False),
    Column("version", Integer, nullable=False),
)

# Only later events name the aggregate, not the SKU: which SKU each inventory counts.
stock_inventory_ids = Table(
    "stock_inventory_ids",
    state_metadata,
    Column("inventory_id", String(36), primary_key=True),
    Column("sku_id", BigInteger, nullable=False),
)

stock_sales_ledger = Table(
    "stock_sales_ledger",
    state_metadata,
    Column("inventory_id", String(36), nullable=False),
    Column("version", Integer, nullable=False),
    PrimaryKeyConstraint("inventory_id", "version"),
)


def _counted(connection: Connection, event: Any) -> None:
    available = max(event.stock, 0)
    connection.execute(
        insert(inventory_levels).values(
            sku_id=event.sku_id,
            goods_id=event.goods_id,
            available=available,
            reserved=0,
            sold=0,
            version=event.originator_version,
        )
    )
    _show(connection, event.sku_id, event.goods_id, available)


def _move(
    connection: Connection, event: Any, available: int, reserved: int, sold: int, sales: int = 0
) -> None:
    """Moves the SKU's level (found from the inventory's id), shows it, and counts `sales`
    units sold (once per event). Every checkout's answer waits for this policy, holding its
    position: PostgreSQL does it all in one statement, built once."""
    if connection.dialect.name == "postgresql":
        moves = {"by_available": available, "by_reserved": reserved, "by_sold": sold}
        inventory = {
            "of_inventory": str(event.originator_id),
            "at_version": event.originator_version,
        }
        sold_now = {"by_sales": sales} if sales else {}
        statement = _moved_in_one(counts_sales=bool(sales), shows_stock=bool(available))
        send(connection, statement, inventory | moves | sold_now).one()
        return
    sku_id = (
        select(stock_inventory_ids.c.sku_id)
        .where(stock_inventory_ids.c.inventory_id == str(event.originator_id))
        .scalar_subquery()
    )
    level = connection.execute(
        update(inventory_levels)
        .where(inventory_levels.c.sku_id == sku_id)
        .values(**_level_change(available, reserved, sold, event.originator_version))
        .returning(
            inventory_levels.c.sku_id, inventory_levels.c.goods_id, inventory_levels.c.available
        )
    ).one()
    _show(connection, int(level.sku_id), int(level.goods_id), int(level.available))
    if sales:
        _count_sale(connection, event, int(level.goods_id), sales)


def _level_change(available: Any, reserved: Any, sold: Any, version: Any) -> dict[str, Any]:
    return {
        "available": inventory_levels.c.available + available,
        "reserved": inventory_levels.c.reserved + reserved,
        "sold": inventory_levels.c.sold + sold,
        "version": version,
    }


@cache
def _moved_in_one(counts_sales: bool, shows_stock: bool) -> Any:
    """What `_move` does in three to five statements, as one: the level, the SKU's stock and
    the goods' (its other SKUs as they were, plus this one's new level) and, for a sale seen
    for the first time, the goods' sales. Answers one row (none for an unknown inventory).
    A move that leaves `available` as it was (a sale of reserved units) shows no stock: the
    SKU's and the goods' would be written with the values they have.
    Its values are bound parameters (`of_inventory`, `at_version`, `by_available`,
    `by_reserved`, `by_sold`, `by_sales`: no column's name, which an UPDATE would take for a
    value to set), so it is built once per shape, not once per event."""
    inventory_id = bindparam("of_inventory", type_=String)
    version = bindparam("at_version", type_=Integer)
    moves = [bindparam(f"by_{name}", type_=Integer) for name in ("available", "reserved", "sold")]
    level = (
        update(inventory_levels)
        .where(
            inventory_levels.c.sku_id
            == select(stock_inventory_ids.c.sku_id)
            .where(stock_inventory_ids.c.inventory_id == inventory_id)
            .scalar_subquery()
        )
        .values(**_level_change(moves[0], moves[1], moves[2], version))
        .returning(
            inventory_levels.c.sku_id, inventory_levels.c.goods_id, inventory_levels.c.available
        )
        .cte("level")
    )
    changes: dict[str, Any] = {"stock": _goods_stock(level)} if shows_stock else {}
    if counts_sales:
        changes["sales"] = goods.c.sales + _first_sale(inventory_id, version)
    if not changes:
        return select(level.c.goods_id)
    shown = (
        update(goods)
        .where(goods.c.goods_id == level.c.goods_id)
        .values(**changes)
        .returning(goods.c.goods_id)
        .cte("shown")
    )
    return select(level.c.goods_id, select(shown.c.goods_id).exists().label("shown"))


def _first_sale(inventory_id: Any, version: Any) -> Any:
    """The units sold (`by_sales`) when this event's sale is recorded now, else 0."""
    ledger = (
        postgresql.insert(stock_sales_ledger)
        .values(inventory_id=inventory_id, version=version)
        .on_conflict_do_nothing()
        .returning(stock_sales_ledger.c.version)
        .cte("ledger")
    )
    first_time = select(ledger.c.version).exists()
    return case((first_time, bindparam("by_sales", type_=Integer)), else_=0)


def _goods_stock(level: Any) -> Any:
    """The goods' stock once the moved `level` CTE is shown on its SKU: the statement's other
    parts see the SKUs as they were, so this SKU's new stock comes from its own CTE."""
    sku = (
        update(skus)
        .where(skus.c.sku_id == level.c.sku_id)
        .values(stock=level.c.available)
        .returning(skus.c.goods_id, skus.c.stock)
        .cte("sku")
    )
    others = (
        select(func.coalesce(func.sum(skus.c.stock), 0))
        .where(skus.c.goods_id == level.c.goods_id, skus.c.sku_id != level.c.sku_id)
        .scalar_subquery()
    )
    this_one = (
        select(func.coalesce(func.sum(sku.c.stock), 0))
        .where(sku.c.goods_id == level.c.goods_id)
        .scalar_subquery()
    )
    return others + this_one


def _counted_with_id(connection: Connection, event: Any) -> None:
    connection.execute(
        insert(stock_inventory_ids).values(
            inventory_id=str(event.originator_id), sku_id=event.sku_id
        )
    )
    _counted(connection, event)


def _adjusted(connection: Connection, event: Any) -> None:
    _move(connection, event, event.delta, 0, 0)


def _reserved(connection: Connection, event: Any) -> None:
    _move(connection, event, -event.qty, +event.qty, 0)


def _sold(connection: Connection, event: Any) -> None:
    _move(connection, event, 0, -event.qty, +event.qty, sales=+event.qty)


def _released(connection: Connection, event: Any) -> None:
    if event.was_sold:
        _move(connection, event, +event.qty, 0, -event.qty, sales=-event.qty)
    else:
        _move(connection, event, +event.qty, -event.qty, 0)


def _show(connection: Connection, sku_id: int, goods_id: int, available: int) -> None:
    """Sets the catalogue's stock columns from the level (absolute, so replays agree)."""
    connection.execute(update(skus).where(skus.c.sku_id == sku_id).values(stock=available))
    total = (
        select(func.coalesce(func.sum(skus.c.stock), 0))
        .where(skus.c.goods_id == goods_id)
        .scalar_subquery()
    )
    connection.execute(update(goods).where(goods.c.goods_id == goods_id).values(stock=total))


def _count_sale(connection: Connection, event: Any, goods_id: int, units: int) -> None:
    insert_row = (
        postgresql.insert(stock_sales_ledger)
        if connection.dialect.name == "postgresql"
        else sqlite.insert(stock_sales_ledger)
    )
    # RETURNING, not rowcount: psycopg reports -1 for an INSERT .. ON CONFLICT DO NOTHING.
    recorded = connection.execute(
        insert_row.values(inventory_id=str(event.originator_id), version=event.originator_version)
        .on_conflict_do_nothing()
        .returning(stock_sales_ledger.c.version)
    ).first()
    if recorded is None:
        return  # this sale was counted already
    connection.execute(
        update(goods).where(goods.c.goods_id == goods_id).values(sales=goods.c.sales + units)
    )


policy = Policy(
    name="stock",
    handlers={
        Inventory.Counted: _counted_with_id,
        Inventory.Adjusted: _adjusted,
        Inventory.Reserved: _reserved,
        Inventory.Sold: _sold,
        Inventory.Released: _released,
    },
)
