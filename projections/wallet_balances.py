"""Read model: each user's available and frozen balance (`mine/wealth/info`, the cart's
balance), and the history of what moved it (`projections.wallet_history`).

Both tables move together, each money event by the change `domain.money_effects` declares: the
balance row is moved and the history entry written with the balances after it, in the same
handler and transaction, so the history's running balance is the balance row's."""

from __future__ import annotations

from typing import Any

from sqlalchemy import (
    BigInteger,
    Column,
    Connection,
    DateTime,
    Integer,
    String,
    Table,
    bindparam,
    insert,
    select,
    update,
)

from domain.money_effects import money_moving, wallet_effect
from domain.wallet import Wallet
from projections.driver_path import send
from projections.folding import Fold
from projections.metadata import read_metadata
from projections.projection import Projection
from projections.wallet_history import history_row, wallet_history

wallet_balances = Table(
    "wallet_balances",
    read_metadata,
    Column("wallet_id", String(36), primary_key=True),
    Column("uid", BigInteger, nullable=False, unique=True),
    Column("available", BigInteger, nullable=False),
    Column("frozen", BigInteger, nullable=False),
    Column("version", Integer, nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=True),
)


def _opened_row(event: Any) -> dict[str, Any]:
    return {
        "wallet_id": str(event.originator_id),
        "uid": event.owner_uid,
        "available": 0,
        "frozen": 0,
        "version": event.originator_version,
        "updated_at": None,
    }


def _opened(connection: Connection, event: Any) -> None:
    connection.execute(insert(wallet_balances).values(_opened_row(event)))


def _moved(connection: Connection, event: Any) -> None:
    """The balance row moved by the event's declared change (one row back: an unknown wallet
    fails), then the history entry with the balances after it: on PostgreSQL one statement,
    the move a CTE of the entry's INSERT (every payment's answer waits for this read model)."""
    change = wallet_effect(type(event)).change(event.amount)
    move = {
        "moved_wallet": str(event.originator_id),
        "available_change": change.available,
        "frozen_change": change.frozen,
        "moved_version": event.originator_version,
        "moved_at": event.at,
    }
    if connection.dialect.name == "postgresql":
        # The balances after the move come from the CTE: zeros stand in for them here.
        entry = history_row(event, 0, 0, 0)
        entered = {f"h_{column}": entry[column] for column in _ENTRY_FROM_EVENT}
        send(connection, _MOVE_WITH_ENTRY, move | entered).one()
        return
    balances = connection.execute(_MOVE, move).one()
    entry = history_row(event, balances.uid, balances.available, balances.frozen)
    connection.execute(_HISTORY_ENTRY, entry)


# Built once with bound values: every payment, recharge and withdrawal runs them.
_MOVE = (
    update(wallet_balances)
    .where(wallet_balances.c.wallet_id == bindparam("moved_wallet"))
    .values(
        available=wallet_balances.c.available + bindparam("available_change"),
        frozen=wallet_balances.c.frozen + bindparam("frozen_change"),
        version=bindparam("moved_version"),
        updated_at=bindparam("moved_at"),
    )
    .returning(wallet_balances.c.uid, wallet_balances.c.available, wallet_balances.c.frozen)
)
_HISTORY_ENTRY = insert(wallet_history)

_ENTRY_FROM_BALANCES = ("uid", "available", "frozen")
_ENTRY_FROM_EVENT = tuple(
    column.name for column in wallet_history.columns if column.name not in _ENTRY_FROM_BALANCES
)


def _move_with_entry() -> Any:
    """`_MOVE` as a CTE of the history entry's INSERT, which takes the balances after it from
    the CTE and the rest from `h_`-prefixed values (one row back; none for an unknown wallet).
    An autoincrement key would be left out of both lists: wallet_history has none."""
    moved = _MOVE.cte("moved")
    values: dict[str, Any] = {
        column: bindparam(f"h_{column}", type_=wallet_history.c[column].type)
        for column in _ENTRY_FROM_EVENT
    }
    values |= {column: moved.c[column] for column in _ENTRY_FROM_BALANCES}
    columns = [column.name for column in wallet_history.columns]
    return (
        insert(wallet_history)
        .from_select(columns, select(*(values[column] for column in columns)))
        .add_cte(moved)
        .returning(wallet_history.c.version)
    )


_MOVE_WITH_ENTRY = _move_with_entry()


# -- the rebuild's batched path (`projections.folding`): the same rows, folded in memory -----


def _fold_opened(fold: Fold, connection: Connection, event: Any) -> None:
    fold[wallet_balances].add(_opened_row(event))


def _fold_moved(fold: Fold, connection: Connection, event: Any) -> None:
    row = fold[wallet_balances].get(connection, str(event.originator_id))
    change = wallet_effect(type(event)).change(event.amount)
    row["available"] += change.available
    row["frozen"] += change.frozen
    row["version"] = event.originator_version
    row["updated_at"] = event.at
    fold[wallet_history].add(history_row(event, row["uid"], row["available"], row["frozen"]))


MONEY_EVENTS = money_moving(Wallet)

projection = Projection(
    name="wallet_balances",
    tables=(wallet_balances, wallet_history),
    handlers={Wallet.Opened: _opened, **dict.fromkeys(MONEY_EVENTS, _moved)},
    folds={Wallet.Opened: _fold_opened, **dict.fromkeys(MONEY_EVENTS, _fold_moved)},
)


_BALANCE_OF = select(wallet_balances.c.available, wallet_balances.c.frozen).where(
    wallet_balances.c.uid == bindparam("uid")
)
"""Built once: every cart view, checkout and payment reads the balance."""


def balance_of(connection: Connection, uid: int) -> tuple[int, int]:
    """(available, frozen) in cents; a user with no wallet yet has zero of both."""
    row = connection.execute(_BALANCE_OF, {"uid": uid}).first()
    return (int(row.available), int(row.frozen)) if row else (0, 0)
