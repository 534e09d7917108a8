"""The ledger equation at any moment, and its positions day by day, replayed from the log:
approved recharges − approved withdrawals = wallets (available + frozen) + escrow + revenue."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta

from application.bazaar import Bazaar
from application.books.money_log import scan
from application.ports import Clock
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.ledger import MoneyFold, Positions

SERIES_MAX_DAYS = 90


@dataclass(frozen=True)
class LedgerAt:
    at: datetime
    positions: Positions


@dataclass(frozen=True)
class LedgerPoint:
    day: date
    positions: Positions
    """As at the end of the day."""


class LedgerReplay:
    """What the auditors read: every figure folded from the event store when asked."""

    def __init__(self, bazaar: Bazaar, clock: Clock) -> None:
        self.bazaar = bazaar
        self.clock = clock

    def at(self, moment: datetime | None) -> LedgerAt:
        """The positions after every money event at or before `moment` (now when None).
        Each save's events share one moment, so a save is counted whole or not at all."""
        when = moment or self.clock()
        fold = MoneyFold()
        positions = Positions()
        for logged in scan(self.bazaar):
            movement = fold.movement(logged.event)
            if movement is not None and logged.event.at <= when:
                positions += movement.positions
        return LedgerAt(when, positions)

    def series(self, days: int) -> list[LedgerPoint]:
        """The positions at the end of each of the last `days` UTC days, today last."""
        if not 1 <= days <= SERIES_MAX_DAYS:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="days")
        today = self.clock().date()
        first = today - timedelta(days=days - 1)
        before = Positions()
        per_day: dict[date, Positions] = {}
        fold = MoneyFold()
        for logged in scan(self.bazaar):
            movement = fold.movement(logged.event)
            if movement is None:
                continue
            day = logged.event.at.date()
            if day < first:
                before += movement.positions
            else:
                per_day[day] = per_day.get(day, Positions()) + movement.positions
        points: list[LedgerPoint] = []
        running = before
        for offset in range(days):
            day = first + timedelta(days=offset)
            running += per_day.get(day, Positions())
            points.append(LedgerPoint(day, running))
        return points
