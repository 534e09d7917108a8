"""The downloads the console offers: what the operators and auditors look at, as CSV, and the
seller's monthly statement as CSV or PDF. Every filter is checked here, before the first byte
is sent; the rows are read while the body streams."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from typing import Any, Literal

from sqlalchemy import Engine

from application.books.ledger import LedgerReplay
from application.books.statement import SellerStatements
from application.exports import books_data, decisions
from application.exports.cells import Download, Row, csv_download, moment, number, text
from application.exports.statement import STATEMENT_HEADER, statement_filename, statement_rows
from application.exports.statement_pdf import statement_pdf
from application.ports import Clock
from application.review_queue import QueueFilter
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.review import ReviewStatus
from projections.staff_actions import actions_in_order

ACTION_HEADER = (
    "time",
    "action_id",
    "actor_uid",
    "kind",
    "target",
    "reason",
    "before",
    "after",
)

StatementFormat = Literal["csv", "pdf"]


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


@dataclass(frozen=True)
class DateRange:
    """UTC days, both inclusive; 102 `to` when it ends before it begins."""

    since: date | None = None
    until: date | None = None

    def __post_init__(self) -> None:
        if self.since and self.until and self.until < self.since:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="to")


class Exports:
    """The operators' and auditors' CSV downloads, one per screen."""

    def __init__(self, engine: Engine, replay: LedgerReplay, clock: Clock) -> None:
        self.engine = engine
        self.replay = replay
        self.clock = clock

    def _name(self, dataset: str) -> str:
        return f"bazaar-{dataset}-{self.clock():%Y-%m-%d}.csv"

    def settlements(self, shop_id: int | None, days: DateRange) -> Download:
        rows = books_data.settlement_rows(self.engine, shop_id, days.since, days.until)
        return csv_download(self._name("settlements"), books_data.SETTLEMENT_HEADER, rows)

    def ledger_series(self, days: int) -> Download:
        """The series is checked (and folded from the log) before the download starts."""
        points = self.replay.series(days)
        rows = books_data.series_rows(points)
        return csv_download(self._name("ledger-series"), books_data.SERIES_HEADER, rows)

    def day_closes(self) -> Download:
        rows = books_data.close_rows(self.engine)
        return csv_download(self._name("day-closes"), books_data.CLOSE_HEADER, rows)

    def staff_actions(self, actor_uid: int | None, kind: str | None) -> Download:
        return csv_download(
            self._name("staff-actions"), ACTION_HEADER, self._actions(actor_uid, kind)
        )

    def _actions(self, actor_uid: int | None, kind: str | None) -> Iterator[Row]:
        """The record oldest first, `before` and `after` as JSON."""
        with self.engine.connect() as connection:
            for action in actions_in_order(connection, actor_uid=actor_uid, kind=kind):
                yield (
                    moment(action.at),
                    action.action_id,
                    number(action.actor_uid),
                    action.kind,
                    text(action.target),
                    text(action.reason),
                    text(_json(action.before)),
                    text(_json(action.after)),
                )

    def recharges(self, status: ReviewStatus | None, narrowed: QueueFilter) -> Download:
        rows = decisions.recharge_decisions(self.engine, status, narrowed, self.clock())
        return csv_download(self._name("recharges"), decisions.RECHARGE_HEADER, rows)

    def withdrawals(self, status: ReviewStatus | None, narrowed: QueueFilter) -> Download:
        rows = decisions.withdrawal_decisions(self.engine, status, narrowed, self.clock())
        return csv_download(self._name("withdrawals"), decisions.WITHDRAWAL_HEADER, rows)

    def shop_applications(self, status: ReviewStatus | None, narrowed: QueueFilter) -> Download:
        rows = decisions.shop_application_decisions(self.engine, status, narrowed, self.clock())
        return csv_download(
            self._name("shop-applications"), decisions.SHOP_APPLICATION_HEADER, rows
        )

    def disputes(self, status: str | None) -> Download:
        rows = decisions.dispute_decisions(self.engine, status)
        return csv_download(self._name("disputes"), decisions.DISPUTE_HEADER, rows)


class StatementDownloads:
    """The seller's monthly statement of their own shop."""

    def __init__(
        self, statements: SellerStatements, language_of: Callable[[int], str | None]
    ) -> None:
        self.statements = statements
        self.language_of = language_of

    def statement(
        self,
        seller_uid: int,
        month: date,
        file_format: StatementFormat,
        language: str | None = None,
    ) -> Download:
        """102 `month` for a month not begun; 111 for a user owning no shop. The PDF is in
        `language`, or else in the seller's (the one its e-mails are written in)."""
        summary = self.statements.summary(seller_uid, month)
        lines = self.statements.lines(seller_uid, summary)
        if file_format == "pdf":
            chosen = language or self.language_of(seller_uid)
            pdf = statement_pdf(summary, lines, chosen)
            return Download(statement_filename(summary, "pdf"), "application/pdf", pdf)
        rows = statement_rows(summary, lines)
        return csv_download(statement_filename(summary, "csv"), STATEMENT_HEADER, rows)
