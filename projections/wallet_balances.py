"""Read model: each user's available and frozen balance (`mine/wealth/info`, the cart's balance)."""

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
    insert,
    select,
    update,
)

from domain.wallet import Wallet
from projections.folding import Fold
from projections.metadata import read_metadata
from projections.projection import FoldHandler, Projection

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


def _opened(connection: Connection, event: Any) -> None:
    connection.execute(
        insert(wallet_balances).values(
            wallet_id=str(event.originator_id),
            uid=event.owner_uid,
            available=0,
            frozen=0,
            version=event.originator_version,
            updated_at=None,
        )
    )


def _shift(connection: Connection, event: Any, available: int, frozen: int) -> None:
    connection.execute(
        update(wallet_balances)
        .where(wallet_balances.c.wallet_id == str(event.originator_id))
        .values(
            available=wallet_balances.c.available + available,
            frozen=wallet_balances.c.frozen + frozen,
            version=event.originator_version,
            updated_at=event.at,
        )
    )


def _recharge_approved(connection: Connection, event: Any) -> None:
    _shift(connection, event, +event.amount, 0)


def _withdrawal_requested(connection: Connection, event: Any) -> None:
    _shift(connection, event, -event.amount, +event.amount)


def _withdrawal_approved(connection: Connection, event: Any) -> None:
    _shift(connection, event, 0, -event.amount)


def _withdrawal_rejected(connection: Connection, event: Any) -> None:
    _shift(connection, event, +event.amount, -event.amount)


def _payment_debited(connection: Connection, event: Any) -> None:
    _shift(connection, event, -event.amount, 0)


def _credited(connection: Connection, event: Any) -> None:
    _shift(connection, event, +event.amount, 0)


# -- the rebuild's batched path (`projections.folding`): the same rows, folded in memory -----


def _fold_opened(fold: Fold, connection: Connection, event: Any) -> None:
    fold[wallet_balances].add(
        {
            "wallet_id": str(event.originator_id),
            "uid": event.owner_uid,
            "available": 0,
            "frozen": 0,
            "version": event.originator_version,
            "updated_at": None,
        }
    )


def _fold_shift(available: int, frozen: int) -> FoldHandler:
    """Folds a shift of the event's amount times these signs (as the handlers' `_shift`)."""

    def fold_event(fold: Fold, connection: Connection, event: Any) -> None:
        row = fold[wallet_balances].get(connection, str(event.originator_id))
        row["available"] += available * event.amount
        row["frozen"] += frozen * event.amount
        row["version"] = event.originator_version
        row["updated_at"] = event.at

    return fold_event


projection = Projection(
    name="wallet_balances",
    tables=(wallet_balances,),
    handlers={
        Wallet.Opened: _opened,
        Wallet.RechargeApproved: _recharge_approved,
        Wallet.WithdrawalRequested: _withdrawal_requested,
        Wallet.WithdrawalApproved: _withdrawal_approved,
        Wallet.WithdrawalRejected: _withdrawal_rejected,
        Wallet.PaymentDebited: _payment_debited,
        Wallet.RefundCredited: _credited,
        Wallet.SettlementCredited: _credited,
    },
    folds={
        Wallet.Opened: _fold_opened,
        Wallet.RechargeApproved: _fold_shift(+1, 0),
        Wallet.WithdrawalRequested: _fold_shift(-1, +1),
        Wallet.WithdrawalApproved: _fold_shift(0, -1),
        Wallet.WithdrawalRejected: _fold_shift(+1, -1),
        Wallet.PaymentDebited: _fold_shift(-1, 0),
        Wallet.RefundCredited: _fold_shift(+1, 0),
        Wallet.SettlementCredited: _fold_shift(+1, 0),
    },
)


def balance_of(connection: Connection, uid: int) -> tuple[int, int]:
    """(available, frozen) in cents; a user with no wallet yet has zero of both."""
    row = connection.execute(
        select(wallet_balances.c.available, wallet_balances.c.frozen).where(
            wallet_balances.c.uid == uid
        )
    ).first()
    return (int(row.available), int(row.frozen)) if row else (0, 0)
