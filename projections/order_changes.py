"""The orders read model's writes: an order row's change and its timeline entry, one
statement on PostgreSQL (the change a CTE of the entry's INSERT), as a checkout's answer holds
this read model's position; built once per shape with bound values (`with_entry_built`), as
building the statements per event cost more than running them."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from sqlalchemy import BindParameter, Connection, bindparam, insert, update

from projections.driver_path import send
from projections.order_tables import order_timeline, orders


def with_entry(connection: Connection, change: Any, timeline_row: dict[str, Any]) -> None:
    """The order row's change and its timeline entry, built for this event (a change computed
    from the row)."""
    entry = insert(order_timeline).values(timeline_row)
    if connection.dialect.name == "postgresql":
        connection.execute(entry.add_cte(change.cte("changed")))
        return
    connection.execute(change)
    connection.execute(entry)


# Bound names carry a prefix: SQLAlchemy keeps a column's own name for its SET and VALUES.
PLACE = "place"
_TIMELINE_COLUMNS = ("order_id", "version", "status", "at", "reason")
_ORDER_KEY: BindParameter[str] = bindparam("o_order_key")


@cache
def _built(dialect: str, change_kind: str, columns: tuple[str, ...]) -> tuple[Any, Any]:
    """(the change, the timeline entry) or, on PostgreSQL, (one statement, None): the change
    as a CTE of the entry's INSERT."""
    bound: dict[str, BindParameter[Any]] = {column: bindparam(f"o_{column}") for column in columns}
    if change_kind == PLACE:
        change: Any = insert(orders).values(bound)
    else:
        change = update(orders).where(orders.c.order_id == _ORDER_KEY).values(bound)
    entry = insert(order_timeline).values(
        {column: bindparam(f"t_{column}") for column in _TIMELINE_COLUMNS}
    )
    if dialect == "postgresql":
        return entry.add_cte(change.cte("changed")), None
    return change, entry


def with_entry_built(
    connection: Connection,
    change_kind: str,
    columns: Sequence[str],
    values: dict[str, Any],
    entry: dict[str, Any],
) -> None:
    """`with_entry` with statements built once: `values` are the order row's (and, for an
    update, `o_order_key` names the row)."""
    first, second = _built(connection.dialect.name, change_kind, tuple(columns))
    changed = {f"o_{column}": values[column] for column in columns}
    if change_kind != PLACE:
        changed["o_order_key"] = values["order_id"]
    entered = {f"t_{column}": value for column, value in entry.items()}
    if second is None:
        send(connection, first, {**changed, **entered})
        return
    connection.execute(first, changed)
    connection.execute(second, entered)
