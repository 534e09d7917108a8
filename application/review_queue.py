"""What the reviewers' queues share (recharges, withdrawals, shop applications): the SLA an
application may wait before it shows as overdue, the search and filters a reviewer narrows a
queue with, and the counts the console home shows."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import ColumnElement, or_

from application.ports import Clock
from application.timeutil import as_utc
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.review import ReviewStatus

MAX_ID = 2**63 - 1


@dataclass(frozen=True)
class ReviewSla:
    """How long an application may wait for review, measured by the application's clock."""

    clock: Clock
    hours: int

    def overdue_before(self) -> datetime:
        """An application waiting since before this moment is overdue."""
        return self.clock() - timedelta(hours=self.hours)

    def is_overdue(self, status: str, requested_at: datetime, overdue_before: datetime) -> bool:
        return status == ReviewStatus.WAIT and as_utc(requested_at) < overdue_before


@dataclass(frozen=True)
class QueueCounts:
    """How many applications wait in one queue, and how many of them longer than the SLA."""

    waiting: int = 0
    overdue: int = 0


@dataclass(frozen=True)
class QueueFilter:
    """What a reviewer narrows a queue to. `keywords` matches the applicant's e-mail (a part
    of it, in any case) or exactly the uid, the application id or another exact field; the
    amounts are cents, inclusive; `min_age_hours` keeps applications at least that old."""

    keywords: str = ""
    min_amount: int | None = None
    max_amount: int | None = None
    min_age_hours: int | None = None

    def __post_init__(self) -> None:
        if (
            self.min_amount is not None
            and self.max_amount is not None
            and self.min_amount > self.max_amount
        ):
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="max_amount")

    def conditions(
        self,
        now: datetime,
        *,
        requested_at: ColumnElement[Any],
        email: ColumnElement[Any],
        uid: ColumnElement[Any],
        exact: Sequence[ColumnElement[Any]] = (),
        partial: Sequence[ColumnElement[Any]] = (),
        spelled: Sequence[tuple[ColumnElement[Any], Callable[[str], str | None]]] = (),
        amount: ColumnElement[Any] | None = None,
    ) -> list[ColumnElement[bool]]:
        """The filter as conditions on a queue's columns: `exact` ones equal the keywords,
        `partial` ones (and the e-mail) contain them in any case, and each `spelled` column
        equals the keywords as its function writes them (when it can)."""
        found: list[ColumnElement[bool]] = []
        words = self.keywords.strip()
        if words:
            matches = [column.icontains(words, autoescape=True) for column in (email, *partial)]
            matches += [column == words for column in exact]
            matches += [column == form(words) for column, form in spelled if form(words)]
            if words.isdigit() and int(words) <= MAX_ID:
                matches.append(uid == int(words))
            found.append(or_(*matches))
        if amount is not None and self.min_amount is not None:
            found.append(amount >= self.min_amount)
        if amount is not None and self.max_amount is not None:
            found.append(amount <= self.max_amount)
        if self.min_age_hours is not None:
            found.append(requested_at <= now - timedelta(hours=self.min_age_hours))
        return found
