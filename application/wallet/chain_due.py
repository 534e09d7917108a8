"""The recharges whose transaction is still to be read on its chain: one durable row each.

A row is written in the transaction that applies the recharge's request (the policy), so no
request is forgotten when a worker or the broker is down. Whoever works on a row first moves
its `due_at` forward by a lease (a compare-and-set, so two workers never both take it); the
verifier then deletes the row once the outcome is final, or sets `due_at` to the next re-check.
A row whose lease ran out (a worker killed mid-read) is due again and taken by the next tick.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import (
    BigInteger,
    Column,
    Connection,
    DateTime,
    Integer,
    String,
    Table,
    Text,
    delete,
    insert,
    select,
    update,
)

from application.metadata import state_metadata
from application.timeutil import as_utc

LEASE = timedelta(minutes=2)
"""How long a worker holds a row it took before another may take it again."""
FIRST_RECHECK = timedelta(seconds=15)
LAST_RECHECK = timedelta(minutes=10)
"""Re-checks back off from FIRST_RECHECK, doubling up to LAST_RECHECK between two reads."""
GIVE_UP_AFTER = timedelta(days=3)
"""A transaction still unknown or short of confirmations this long after the request is left
to the reviewer, with the last outcome recorded on the recharge."""

chain_checks_due = Table(
    "chain_checks_due",
    state_metadata,
    Column("recharge_id", String(64), primary_key=True),
    Column("uid", BigInteger, nullable=False),
    Column("method", Text, nullable=False),
    Column("chain", String(16), nullable=False),
    Column("transaction_id", Text, nullable=False),
    # The deposit address the shopper was shown: the method's when they applied.
    Column("address", Text, nullable=False),
    Column("amount", BigInteger, nullable=False),
    Column("attempts", Integer, nullable=False),
    Column("requested_at", DateTime(timezone=True), nullable=False),
    Column("due_at", DateTime(timezone=True), nullable=False, index=True),
)


@dataclass(frozen=True)
class DueCheck:
    recharge_id: str
    uid: int
    method: str
    chain: str
    transaction_id: str
    address: str
    amount: int
    attempts: int
    requested_at: datetime
    due_at: datetime


def add_due(connection: Connection, check: DueCheck) -> bool:
    """Writes the row unless the recharge already has one; answers whether it was written."""
    exists = connection.execute(
        select(chain_checks_due.c.recharge_id).where(
            chain_checks_due.c.recharge_id == check.recharge_id
        )
    ).first()
    if exists is not None:
        return False
    connection.execute(insert(chain_checks_due).values(**check.__dict__))
    return True


def load_due(connection: Connection, recharge_id: str) -> DueCheck | None:
    row = connection.execute(
        select(chain_checks_due).where(chain_checks_due.c.recharge_id == recharge_id)
    ).first()
    return None if row is None else DueCheck(**row._mapping)


def claim(connection: Connection, check: DueCheck, now: datetime) -> bool:
    """Takes the row for one read: its `due_at` moves a lease ahead, unless another worker
    moved it first (then this one leaves it alone)."""
    moved = connection.execute(
        update(chain_checks_due)
        .where(
            chain_checks_due.c.recharge_id == check.recharge_id,
            chain_checks_due.c.due_at == check.due_at,
        )
        .values(due_at=now + LEASE)
    ).rowcount
    return bool(moved == 1)


def due_checks(connection: Connection, now: datetime, limit: int) -> list[DueCheck]:
    """Rows whose time has come, oldest first."""
    rows = connection.execute(
        select(chain_checks_due)
        .where(chain_checks_due.c.due_at <= now)
        .order_by(chain_checks_due.c.due_at)
        .limit(limit)
    ).all()
    return [DueCheck(**row._mapping) for row in rows]


def reschedule(connection: Connection, check: DueCheck, now: datetime) -> bool:
    """Sets the next read after a short or unknown answer, backing off; drops the row past
    GIVE_UP_AFTER. Answers whether it stays."""
    if now - as_utc(check.requested_at) >= GIVE_UP_AFTER:
        drop(connection, check.recharge_id)
        return False
    attempts = check.attempts + 1
    delay = min(FIRST_RECHECK * 2 ** min(check.attempts, 16), LAST_RECHECK)
    connection.execute(
        update(chain_checks_due)
        .where(chain_checks_due.c.recharge_id == check.recharge_id)
        .values(attempts=attempts, due_at=now + delay)
    )
    return True


def drop(connection: Connection, recharge_id: str) -> None:
    connection.execute(
        delete(chain_checks_due).where(chain_checks_due.c.recharge_id == recharge_id)
    )
