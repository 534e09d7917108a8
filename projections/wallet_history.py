"""Read model: one row per balance-moving wallet event, with the running balances after it
(`mine/wealth/history`)."""

from __future__ import annotations

from collections.abc import Callable
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
    Text,
    func,
    insert,
    literal,
    select,
    update,
)

from domain.wallet import Wallet
from projections.folding import Fold
from projections.metadata import read_metadata
from projections.paging import Paged, page_offset
from projections.projection import EventHandler, FoldHandler, Projection

# The owner and the balances after the wallet's latest entry: where the next entry starts.
wallet_history_heads = Table(
    "wallet_history_heads",
    read_metadata,
    Column("wallet_id", String(36), primary_key=True),
    Column("uid", BigInteger, nullable=False),
    Column("available", BigInteger, nullable=False),
    Column("frozen", BigInteger, nullable=False),
)

wallet_history = Table(
    "wallet_history",
    read_metadata,
    Column("wallet_id", String(36), nullable=False),
    Column("version", Integer, nullable=False),
    Column("uid", BigInteger, nullable=False),
    Column("kind", String(24), nullable=False),
    Column("amount_change", BigInteger, nullable=False),
    Column("frozen_change", BigInteger, nullable=False),
    Column("available", BigInteger, nullable=False),
    Column("frozen", BigInteger, nullable=False),
    Column("remark", Text, nullable=False),
    Column("reference_id", String(64), nullable=False),
    Column("at", DateTime(timezone=True), nullable=False),
    PrimaryKeyConstraint("wallet_id", "version"),
    Index("ix_wallet_history_uid_version", "uid", "version"),
)


@dataclass(frozen=True)
class HistoryEntry:
    version: int
    kind: str
    amount_change: int
    frozen_change: int
    available: int
    frozen: int
    remark: str
    at: datetime


def _opened(connection: Connection, event: Any) -> None:
    connection.execute(
        insert(wallet_history_heads).values(
            wallet_id=str(event.originator_id), uid=event.owner_uid, available=0, frozen=0
        )
    )


def _entry(kind: str, available_change: int, frozen_change: int) -> EventHandler:
    """A handler moving the balances by the event's amount times the given signs."""

    def apply(connection: Connection, event: Any) -> None:
        wallet_id = str(event.originator_id)
        amount_change = available_change * event.amount
        change_of_frozen = frozen_change * event.amount
        entry = {
            "wallet_id": wallet_id,
            "version": event.originator_version,
            "kind": kind,
            "amount_change": amount_change,
            "frozen_change": change_of_frozen,
            "remark": getattr(event, "remark", ""),
            "reference_id": _reference_of(event),
            "at": event.at,
        }
        if connection.dialect.name == "postgresql":
            connection.execute(_entry_in_one(entry)).one()
            return
        head = connection.execute(
            select(wallet_history_heads).where(wallet_history_heads.c.wallet_id == wallet_id)
        ).one()
        available = head.available + amount_change
        frozen = head.frozen + change_of_frozen
        connection.execute(
            insert(wallet_history).values(**entry, uid=head.uid, available=available, frozen=frozen)
        )
        connection.execute(
            update(wallet_history_heads)
            .where(wallet_history_heads.c.wallet_id == wallet_id)
            .values(available=available, frozen=frozen)
        )

    return apply


def _entry_in_one(entry: dict[str, Any]) -> Any:
    """The head moved and the entry written with the balances after it, in one statement (a
    pay's answer holds this read model's position): one row back, none for an unknown
    wallet."""
    head = (
        update(wallet_history_heads)
        .where(wallet_history_heads.c.wallet_id == entry["wallet_id"])
        .values(
            available=wallet_history_heads.c.available + entry["amount_change"],
            frozen=wallet_history_heads.c.frozen + entry["frozen_change"],
        )
        .returning(
            wallet_history_heads.c.uid,
            wallet_history_heads.c.available,
            wallet_history_heads.c.frozen,
        )
        .cte("head")
    )
    columns = [*entry, "uid", "available", "frozen"]
    values = [literal(value, wallet_history.c[name].type) for name, value in entry.items()]
    rows = select(*values, head.c.uid, head.c.available, head.c.frozen)
    return insert(wallet_history).from_select(columns, rows).returning(wallet_history.c.version)


def _fold_opened(fold: Fold, connection: Connection, event: Any) -> None:
    fold[wallet_history_heads].add(
        {"wallet_id": str(event.originator_id), "uid": event.owner_uid, "available": 0, "frozen": 0}
    )


def _fold_entry(kind: str, available_change: int, frozen_change: int) -> FoldHandler:
    """The rebuild's batched `_entry`: the head changed in memory, the entry added."""

    def fold_event(fold: Fold, connection: Connection, event: Any) -> None:
        wallet_id = str(event.originator_id)
        head = fold[wallet_history_heads].get(connection, wallet_id)
        amount_change = available_change * event.amount
        change_of_frozen = frozen_change * event.amount
        head["available"] += amount_change
        head["frozen"] += change_of_frozen
        fold[wallet_history].add(
            {
                "wallet_id": wallet_id,
                "version": event.originator_version,
                "uid": head["uid"],
                "kind": kind,
                "amount_change": amount_change,
                "frozen_change": change_of_frozen,
                "available": head["available"],
                "frozen": head["frozen"],
                "remark": getattr(event, "remark", ""),
                "reference_id": _reference_of(event),
                "at": event.at,
            }
        )

    return fold_event


_REFERENCES: dict[type[Any], Callable[[Any], str]] = {
    Wallet.RechargeApproved: lambda event: str(event.recharge_id),
    Wallet.WithdrawalRequested: lambda event: str(event.withdrawal_id),
    Wallet.WithdrawalApproved: lambda event: str(event.withdrawal_id),
    Wallet.WithdrawalRejected: lambda event: str(event.withdrawal_id),
    Wallet.PaymentDebited: lambda event: str(event.payment_id),
    Wallet.RefundCredited: lambda event: str(event.refund_id),
    Wallet.SettlementCredited: lambda event: str(event.order_id),
}


def _reference_of(event: Any) -> str:
    return _REFERENCES[type(event)](event)


projection = Projection(
    name="wallet_history",
    tables=(wallet_history_heads, wallet_history),
    handlers={
        Wallet.Opened: _opened,
        Wallet.RechargeApproved: _entry("recharge", +1, 0),
        Wallet.WithdrawalRequested: _entry("withdraw_freeze", -1, +1),
        Wallet.WithdrawalApproved: _entry("withdraw_paid", 0, -1),
        Wallet.WithdrawalRejected: _entry("withdraw_returned", +1, -1),
        Wallet.PaymentDebited: _entry("payment", -1, 0),
        Wallet.RefundCredited: _entry("refund", +1, 0),
        Wallet.SettlementCredited: _entry("settlement", +1, 0),
    },
    folds={
        Wallet.Opened: _fold_opened,
        Wallet.RechargeApproved: _fold_entry("recharge", +1, 0),
        Wallet.WithdrawalRequested: _fold_entry("withdraw_freeze", -1, +1),
        Wallet.WithdrawalApproved: _fold_entry("withdraw_paid", 0, -1),
        Wallet.WithdrawalRejected: _fold_entry("withdraw_returned", +1, -1),
        Wallet.PaymentDebited: _fold_entry("payment", -1, 0),
        Wallet.RefundCredited: _fold_entry("refund", +1, 0),
        Wallet.SettlementCredited: _fold_entry("settlement", +1, 0),
    },
)


def history_of(connection: Connection, uid: int, page: int, page_size: int) -> Paged[HistoryEntry]:
    """The user's entries, newest first."""
    rows = connection.execute(
        select(
            wallet_history.c.version,
            wallet_history.c.kind,
            wallet_history.c.amount_change,
            wallet_history.c.frozen_change,
            wallet_history.c.available,
            wallet_history.c.frozen,
            wallet_history.c.remark,
            wallet_history.c.at,
        )
        .where(wallet_history.c.uid == uid)
        .order_by(wallet_history.c.version.desc())
        .limit(page_size)
        .offset(page_offset(page, page_size))
    ).all()
    total = connection.execute(
        select(func.count()).select_from(wallet_history).where(wallet_history.c.uid == uid)
    ).scalar_one()
    return Paged([HistoryEntry(**row._mapping) for row in rows], int(total), page, page_size)
