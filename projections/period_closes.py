"""Read model: the closed days of the marketplace's books, for the auditors' list."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Column,
    Connection,
    DateTime,
    Integer,
    String,
    Table,
    func,
    insert,
    select,
)

from domain.ledger import Ledger
from projections.metadata import read_metadata
from projections.paging import Paged
from projections.projection import Projection

period_closes = Table(
    "period_closes",
    read_metadata,
    Column("day", String(10), primary_key=True),
    Column("opening", JSON, nullable=False),
    Column("closing", JSON, nullable=False),
    Column("totals", JSON, nullable=False),
    Column("events", Integer, nullable=False),
    Column("last_position", BigInteger, nullable=False),
    Column("hash", String(64), nullable=False),
    Column("previous_hash", String(64), nullable=False),
    Column("closed_by", BigInteger, nullable=False),
    Column("closed_at", DateTime(timezone=True), nullable=False),
)


@dataclass(frozen=True)
class CloseRecord:
    day: str
    opening: dict[str, int]
    closing: dict[str, int]
    totals: dict[str, int]
    events: int
    hash: str
    previous_hash: str
    closed_by: int
    closed_at: datetime


def _closed(connection: Connection, event: Any) -> None:
    connection.execute(
        insert(period_closes).values(
            day=event.day,
            opening=event.opening,
            closing=event.closing,
            totals=event.totals,
            events=event.events,
            last_position=event.last_position,
            hash=event.hash,
            previous_hash=event.previous_hash,
            closed_by=event.by_uid,
            closed_at=event.at,
        )
    )


projection = Projection(
    name="period_closes",
    tables=(period_closes,),
    handlers={Ledger.DayClosed: _closed},
)

_COLUMNS = (
    period_closes.c.day,
    period_closes.c.opening,
    period_closes.c.closing,
    period_closes.c.totals,
    period_closes.c.events,
    period_closes.c.hash,
    period_closes.c.previous_hash,
    period_closes.c.closed_by,
    period_closes.c.closed_at,
)


def _record(row: Any) -> CloseRecord:
    return CloseRecord(**row._mapping)


def close_of(connection: Connection, day: str) -> CloseRecord | None:
    row = connection.execute(select(*_COLUMNS).where(period_closes.c.day == day)).first()
    return None if row is None else _record(row)


def closes_page(connection: Connection, page: int, page_size: int) -> Paged[CloseRecord]:
    """Newest day first."""
    total = connection.execute(select(func.count()).select_from(period_closes)).scalar_one()
    rows = connection.execute(
        select(*_COLUMNS)
        .order_by(period_closes.c.day.desc())
        .limit(page_size)
        .offset((page - 1) * page_size)
    ).all()
    return Paged([_record(row) for row in rows], int(total), page, page_size)
