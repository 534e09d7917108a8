"""Read model: one row per balance-moving wallet event, with the running balances after it
(`mine/wealth/history`). Written by the `wallet_balances` projection, in the handler that
moves the balance row, so the running balances are that row's."""

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
    Text,
    func,
    select,
)

from domain.money_effects import wallet_effect
from domain.wallet_events import reference_of
from projections.metadata import read_metadata
from projections.paging import Paged, page_offset

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


def history_row(event: Any, uid: int, available: int, frozen: int) -> dict[str, Any]:
    """The entry of a money event, by its declared effect, with the balances after it."""
    effect = wallet_effect(type(event))
    change = effect.change(event.amount)
    return {
        "wallet_id": str(event.originator_id),
        "version": event.originator_version,
        "uid": uid,
        "kind": effect.history_kind,
        "amount_change": change.available,
        "frozen_change": change.frozen,
        "available": available,
        "frozen": frozen,
        "remark": getattr(event, "remark", ""),
        "reference_id": reference_of(event),
        "at": event.at,
    }


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
