"""The marketplace's books: one Ledger aggregate whose events close the UTC days in order.

A close records the day's opening and closing positions, its flows per kind, the last log
position it covers and a SHA-256 chaining the previous close's hash with the day's money
events, so a later edit of any of them shows when the day is recomputed.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain.errors import BusinessRuleViolation, ErrorCode

GENESIS_HASH = "0" * 64
"""The `previous_hash` of the first close."""


def end_of(day: date) -> datetime:
    """The first moment after the UTC day (not for the last day a date holds: see `has_ended`)."""
    return datetime.combine(day + timedelta(days=1), time(), tzinfo=UTC)


def has_ended(day: date, now: datetime) -> bool:
    """Whether the UTC day is over at `now`; 9999-12-31, which has no day after it, never is."""
    return day < now.astimezone(UTC).date()


class Ledger(Aggregate):
    """Closed days, consecutive: the next close is the day after the last one."""

    class Opened(Aggregate.Created):
        at: datetime

    class DayClosed(Aggregate.Event):
        day: str
        opening: dict[str, int]
        closing: dict[str, int]
        totals: dict[str, int]
        events: int
        last_position: int
        hash: str
        previous_hash: str
        by_uid: int
        at: datetime

    @staticmethod
    def create_id() -> UUID:
        # One set of books for the marketplace.
        return uuid5(NAMESPACE_URL, "/bazaar/ledger")

    @event(Opened)
    def __init__(self, at: datetime) -> None:
        # Kept as the event's ISO text, so a snapshot of the state transcodes as the events do.
        self.last_closed: str | None = None
        self.last_hash = GENESIS_HASH
        self.last_position = 0
        self.last_closing: dict[str, int] | None = None

    @property
    def last_day(self) -> date | None:
        """The last closed day."""
        return None if self.last_closed is None else date.fromisoformat(self.last_closed)

    def next_day(self, first_activity: date | None, wanted: date) -> date:
        """The day the next close must be: the day after the last one, or (no close yet) the
        day of the first money event, or the wanted day when that is earlier."""
        if self.last_day is not None:
            return self.last_day + timedelta(days=1)
        return min(first_activity or wanted, wanted)

    def close_day(self, day: date, summary: dict[str, Any], by_uid: int, at: datetime) -> None:
        """`summary` holds opening, closing, totals, events, last_position and hash, computed
        from the log after `last_position` with `last_hash`. 108 when the day has not ended,
        is closed already, or is not the next one."""
        if not has_ended(day, at) or (self.last_day is not None and day <= self.last_day):
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS, field="date")
        if self.last_day is not None and day != self.last_day + timedelta(days=1):
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS, field="date")
        if self.last_closing is not None and summary["opening"] != self.last_closing:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS, field="opening")
        self._day_closed(
            day.isoformat(),
            summary["opening"],
            summary["closing"],
            summary["totals"],
            summary["events"],
            summary["last_position"],
            summary["hash"],
            self.last_hash,
            by_uid,
            at,
        )

    @event(DayClosed)
    def _day_closed(
        self,
        day: str,
        opening: dict[str, int],
        closing: dict[str, int],
        totals: dict[str, int],
        events: int,
        last_position: int,
        hash: str,
        previous_hash: str,
        by_uid: int,
        at: datetime,
    ) -> None:
        self.last_closed = day
        self.last_hash = hash
        self.last_position = last_position
        self.last_closing = closing
