"""What auditors and sellers do with the books: the ledger, the day closes and their chain,
and a seller's own money."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import Engine

from application.books.closes import PeriodCloses, Verification
from application.books.ledger import LedgerAt, LedgerPoint, LedgerReplay
from application.ports import ProjectionWait
from projections.paging import Paged

# Re-exported (`as` themselves): the read-model rows this module answers with, for the edge.
from projections.period_closes import CloseRecord as CloseRecord
from projections.period_closes import close_of, closes_page


class Books:
    """The auditors' side: figures replayed from the event store; the closes list read from
    its read model once the close is projected."""

    def __init__(
        self,
        engine: Engine,
        replay: LedgerReplay,
        closes: PeriodCloses,
        await_projections: ProjectionWait,
    ) -> None:
        self.engine = engine
        self.replay = replay
        self.period_closes = closes
        self.await_projections = await_projections

    def ledger(self, at: datetime | None) -> LedgerAt:
        return self.replay.at(at)

    def series(self, days: int) -> list[LedgerPoint]:
        return self.replay.series(days)

    def close(self, day: date, by_uid: int) -> CloseRecord:
        """Closes the day (and any earlier open one); answers the day's close."""
        self.await_projections(self.period_closes.close(day, by_uid))
        with self.engine.connect() as connection:
            record = close_of(connection, day.isoformat())
        recorded = record or self.period_closes.recorded(day)
        assert recorded is not None, "a close just saved is in the Ledger"
        return recorded

    def closes(self, page: int, page_size: int) -> Paged[CloseRecord]:
        with self.engine.connect() as connection:
            return closes_page(connection, page, page_size)

    def first_open_day(self) -> date | None:
        return self.period_closes.first_open_day()

    def verify(self) -> Verification:
        return self.period_closes.verify()
