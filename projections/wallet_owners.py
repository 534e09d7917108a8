"""Whose wallet an event belongs to: only `Opened` names the owner, later events carry the
wallet id alone. Each projection keeps its own copy, so it never depends on another
projection's progress and a rebuild of one cannot break another."""

from __future__ import annotations

from typing import Any

from sqlalchemy import BigInteger, Column, Connection, String, Table, insert, select

from projections.folding import Fold
from projections.metadata import read_metadata
from projections.projection import EventHandler, FoldHandler


def wallet_owners_table(name: str) -> Table:
    return Table(
        name,
        read_metadata,
        Column("wallet_id", String(36), primary_key=True),
        Column("uid", BigInteger, nullable=False),
    )


def remember_owner(table: Table) -> EventHandler:
    """The handler for `Wallet.Opened`."""

    def apply(connection: Connection, event: Any) -> None:
        connection.execute(
            insert(table).values(wallet_id=str(event.originator_id), uid=event.owner_uid)
        )

    return apply


def owner_of(connection: Connection, table: Table, event: Any) -> int:
    return int(
        connection.execute(
            select(table.c.uid).where(table.c.wallet_id == str(event.originator_id))
        ).scalar_one()
    )


def fold_owner(table: Table) -> FoldHandler:
    """The rebuild's batched `remember_owner`."""

    def fold_event(fold: Fold, connection: Connection, event: Any) -> None:
        fold[table].add({"wallet_id": str(event.originator_id), "uid": event.owner_uid})

    return fold_event


def folded_owner_of(fold: Fold, connection: Connection, table: Table, event: Any) -> int:
    return int(fold[table].peek(connection, str(event.originator_id))["uid"])
