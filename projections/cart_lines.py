"""Read model: the lines of every cart (`mall/cart/list`, checkout of the whole cart)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
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
    delete,
    select,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite

from domain.cart import Cart
from projections.folding import Fold
from projections.metadata import read_metadata
from projections.projection import Projection

cart_lines = Table(
    "cart_lines",
    read_metadata,
    Column("cart_id", String(36), nullable=False),
    Column("shop_goods_id", BigInteger, nullable=False),
    Column("sku_id", BigInteger, nullable=False),
    Column("num", Integer, nullable=False),
    # The cart version that last added to the line: newest first, without clock ties.
    Column("added_version", Integer, nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    PrimaryKeyConstraint("cart_id", "shop_goods_id", "sku_id"),
    Index("ix_cart_lines_cart_added", "cart_id", "added_version"),
)


@dataclass(frozen=True)
class CartLine:
    shop_goods_id: int
    sku_id: int
    num: int


# The live handlers' statements, built once with bound values: a cart command's answer waits
# for this read model, and building a statement per event cost more than running it.
_THE_LINE = (
    (cart_lines.c.cart_id == bindparam("line_cart_id"))
    & (cart_lines.c.shop_goods_id == bindparam("line_goods_id"))
    & (cart_lines.c.sku_id == bindparam("line_sku_id"))
)
_CHANGE_QUANTITY = (
    update(cart_lines)
    .where(_THE_LINE)
    .values(num=bindparam("new_num"), updated_at=bindparam("changed_at"))
)
_REMOVE_LINE = delete(cart_lines).where(_THE_LINE)
_EMPTY_CART = delete(cart_lines).where(cart_lines.c.cart_id == bindparam("line_cart_id"))


@cache
def _add_to_line(dialect: str) -> Any:
    """Adds to the line, or starts it: one statement (an upsert on the line's key)."""
    line = (postgresql.insert if dialect == "postgresql" else sqlite.insert)(cart_lines)
    return line.on_conflict_do_update(
        index_elements=[cart_lines.c.cart_id, cart_lines.c.shop_goods_id, cart_lines.c.sku_id],
        set_={
            "num": cart_lines.c.num + line.excluded.num,
            "added_version": line.excluded.added_version,
            "updated_at": line.excluded.updated_at,
        },
    )


def _line_of(event: Any) -> dict[str, Any]:
    return {
        "line_cart_id": str(event.originator_id),
        "line_goods_id": event.shop_goods_id,
        "line_sku_id": event.sku_id,
    }


def _line_added(connection: Connection, event: Any) -> None:
    connection.execute(_add_to_line(connection.dialect.name), _new_line(event))


def _new_line(event: Any) -> dict[str, Any]:
    return {
        "cart_id": str(event.originator_id),
        "shop_goods_id": event.shop_goods_id,
        "sku_id": event.sku_id,
        "num": event.num,
        "added_version": event.originator_version,
        "updated_at": event.at,
    }


def _quantity_changed(connection: Connection, event: Any) -> None:
    values = {"new_num": event.num, "changed_at": event.at}
    connection.execute(_CHANGE_QUANTITY, {**_line_of(event), **values})


def _line_removed(connection: Connection, event: Any) -> None:
    connection.execute(_REMOVE_LINE, _line_of(event))


def _emptied(connection: Connection, event: Any) -> None:
    connection.execute(_EMPTY_CART, {"line_cart_id": str(event.originator_id)})


# -- the rebuild's batched path (`projections.folding`): the same rows, folded in memory -----


def _key(event: Any) -> tuple[str, int, int]:
    return (str(event.originator_id), event.shop_goods_id, event.sku_id)


def _fold_line_added(fold: Fold, connection: Connection, event: Any) -> None:
    row = fold[cart_lines].find(connection, *_key(event))
    if row is None:
        fold[cart_lines].add(_new_line(event))
    else:
        row.update(
            num=row["num"] + event.num, added_version=event.originator_version, updated_at=event.at
        )


def _fold_quantity_changed(fold: Fold, connection: Connection, event: Any) -> None:
    row = fold[cart_lines].find(connection, *_key(event))
    if row is not None:  # as the handler's UPDATE of no row
        row.update(num=event.num, updated_at=event.at)


def _fold_line_removed(fold: Fold, connection: Connection, event: Any) -> None:
    fold[cart_lines].remove(*_key(event))


def _fold_emptied(fold: Fold, connection: Connection, event: Any) -> None:
    fold[cart_lines].remove_group(connection, str(event.originator_id))


projection = Projection(
    name="cart_lines",
    tables=(cart_lines,),
    handlers={
        Cart.LineAdded: _line_added,
        Cart.QuantityChanged: _quantity_changed,
        Cart.LineRemoved: _line_removed,
        Cart.Emptied: _emptied,
    },
    folds={
        Cart.LineAdded: _fold_line_added,
        Cart.QuantityChanged: _fold_quantity_changed,
        Cart.LineRemoved: _fold_line_removed,
        Cart.Emptied: _fold_emptied,
    },
)


_LINES_OF = (
    select(cart_lines.c.shop_goods_id, cart_lines.c.sku_id, cart_lines.c.num)
    .where(cart_lines.c.cart_id == bindparam("cart_id"))
    .order_by(cart_lines.c.added_version.desc())
)
"""Built once: every cart view, change and checkout reads the lines."""


def lines_of(connection: Connection, cart_id: str) -> list[CartLine]:
    """The cart's lines, the most recently added first."""
    rows = connection.execute(_LINES_OF, {"cart_id": cart_id}).all()
    return [CartLine(int(r.shop_goods_id), int(r.sku_id), int(r.num)) for r in rows]
