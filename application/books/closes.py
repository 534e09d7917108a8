"""Closing UTC days on the Ledger, and verifying every closed day against the log.

A day's events are the money events after the previous close's last position, up to the
first one dated on a later day: an event saved after its day was closed (a slow commit across
midnight) counts in the next open day, as a late posting does in any set of books.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

from application.bazaar import Bazaar, retry_on_conflict
from application.books.money_log import LoggedEvent, scan
from application.ports import Clock
from domain.ledger import (
    GENESIS_HASH,
    DayHash,
    DaySummary,
    Flows,
    Ledger,
    MoneyFold,
    Movement,
    Positions,
    end_of,
    has_ended,
)
from domain.order_status import SYSTEM_UID
from projections.period_closes import CloseRecord


@dataclass(frozen=True)
class Verification:
    ok: bool
    first_bad_date: date | None
    checked: int


class DayWalker:
    """Walks the log once, day after day, folding positions and hashing each day's events."""

    def __init__(self, events: Iterator[LoggedEvent]) -> None:
        self.events = events
        self.pending: LoggedEvent | None = None
        self.fold = MoneyFold()
        self.positions = Positions()

    def skip_to(self, position: int) -> None:
        """Folds everything up to and including `position` (what earlier closes covered)."""
        while (logged := self._next()) is not None:
            if logged.notification.id > position:
                self.pending = logged
                return
            self._apply(logged)

    def day(
        self, day: date, previous_hash: str, after: int, bound: int | None = None
    ) -> DaySummary:
        """The day's events after position `after`: up to the first money event dated after
        the day, or (verifying a recorded close) exactly up to position `bound`."""
        digest = DayHash(previous_hash)
        opening, flows, count, last = self.positions, Flows(), 0, after
        while (logged := self._next()) is not None:
            if logged.is_money and (
                logged.event.at >= end_of(day) if bound is None else logged.notification.id > bound
            ):
                self.pending = logged
                break
            movement = self._apply(logged)
            if movement is not None:
                flows += movement.flows
                count += 1
                last = logged.notification.id
                notification = logged.notification
                digest.add(
                    notification.id,
                    notification.originator_id,
                    notification.originator_version,
                    notification.topic,
                    notification.state,
                )
        return DaySummary(opening, self.positions, flows, count, last, digest.hexdigest())

    def _next(self) -> LoggedEvent | None:
        # One event at a time from the one scan, never through a generator left half-way
        # when a day ends: closing that generator would close the scan (`yield from` passes
        # the close on), and every later day would find the log empty.
        if self.pending is not None:
            pending, self.pending = self.pending, None
            return pending
        return next(self.events, None)

    def _apply(self, logged: LoggedEvent) -> Movement | None:
        movement = self.fold.movement(logged.event)
        if movement is not None:
            self.positions += movement.positions
        return movement


class PeriodCloses:
    """Closes days (by an auditor, or by the tick once a day has ended and its grace has
    passed) and verifies the closed ones."""

    def __init__(self, bazaar: Bazaar, clock: Clock, grace: timedelta) -> None:
        self.bazaar = bazaar
        self.clock = clock
        self.grace = grace

    @retry_on_conflict()
    def close(self, day: date, by_uid: int) -> int:
        """Closes `day`, and first every earlier day not closed yet (the chain never skips
        one); answers the notification id saved. 108 when the day has not ended or is closed."""
        now = self.clock()
        ledger = self.bazaar.load_or_start(Ledger.create_id(), lambda: Ledger(at=now))
        ledger.check_closable(day, now)  # before the walk; each close_day checks its own day
        walker = DayWalker(scan(self.bazaar))
        walker.skip_to(ledger.last_position)
        closing = ledger.next_day(self._first_activity(), day)
        while closing <= day:
            summary = walker.day(closing, ledger.last_hash, ledger.last_position)
            ledger.close_day(closing, summary, by_uid, now)
            closing += timedelta(days=1)
        return self.bazaar.save_and_position(ledger)

    def close_due(self) -> int:
        """The tick's job: closes the last day whose grace has passed, when there was money
        activity by then; answers how many days are closed now (0 when none was due)."""
        due = (self.clock() - self.grace).date() - timedelta(days=1)
        ledger = self.bazaar.get_or_none(Ledger.create_id(), Ledger)
        if ledger and ledger.last_day and ledger.last_day >= due:
            return 0  # the usual answer, every tick of the day: no scan of the log
        first = self._first_activity()
        if first is None or first > due:
            return 0
        before = ledger.last_day if ledger else None
        self.close(due, SYSTEM_UID)
        return (due - before).days if before else (due - first).days + 1

    def first_open_day(self) -> date | None:
        """The day an auditor would close next: the day after the last close (no close yet:
        the day of the first money event), or None when every day that has ended is closed."""
        ledger = self.bazaar.get_or_none(Ledger.create_id(), Ledger)
        if ledger is not None and ledger.last_day is not None:
            candidate: date | None = ledger.last_day + timedelta(days=1)
        else:
            candidate = self._first_activity()
        return candidate if candidate is not None and has_ended(candidate, self.clock()) else None

    def verify(self) -> Verification:
        """Recomputes every closed day from the log, in order; names the first whose chain,
        hash, events or totals no longer match what its close recorded."""
        recorded = self._closes()
        walker = DayWalker(scan(self.bazaar))
        previous_hash, after = GENESIS_HASH, 0
        for checked, close in enumerate(recorded):
            day = date.fromisoformat(close.day)
            try:
                summary = walker.day(day, previous_hash, after, bound=close.last_position)
            except Exception:  # an edited row may no longer decode: that day is not sound
                return Verification(False, day, checked)
            if close.previous_hash != previous_hash or not summary.matches(close):
                return Verification(False, day, checked)
            previous_hash, after = close.hash, close.last_position
        return Verification(True, None, len(recorded))

    def recorded(self, day: date) -> CloseRecord | None:
        """The day's close as the Ledger recorded it (for an answer that cannot wait for the
        read model)."""
        for close in self._closes():
            if close.day == day.isoformat():
                return CloseRecord(
                    close.day,
                    close.opening,
                    close.closing,
                    close.totals,
                    close.events,
                    close.hash,
                    close.previous_hash,
                    close.by_uid,
                    close.at,
                )
        return None

    def _closes(self) -> list[Any]:
        return [
            event
            for event in self.bazaar.events.get(Ledger.create_id())
            if isinstance(event, Ledger.DayClosed)
        ]

    def _first_activity(self) -> date | None:
        for logged in scan(self.bazaar):
            if logged.is_money:
                moment: datetime = logged.event.at
                return moment.date()
        return None
