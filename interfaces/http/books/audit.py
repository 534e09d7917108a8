"""`console/audit/ledger|close|closes|verify`: the marketplace's books, for auditors."""

from __future__ import annotations

from datetime import UTC, datetime

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.books.service import Books
from interfaces.http.api_post import api_post
from interfaces.http.books.schemas import (
    ClosePage,
    CloseRequest,
    ClosesRequest,
    CloseView,
    LedgerRequest,
    LedgerSeriesView,
    LedgerView,
    SeriesRequest,
    VerifyView,
    close_view,
    ledger_view,
    series_view,
    verify_view,
)
from interfaces.http.envelope import Envelope, ok
from interfaces.http.guards import requires_role
from interfaces.http.schemas import EmptyRequest


class BooksController(Controller):
    path = "/console/audit"
    guards = [requires_role("auditor")]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/ledger")
    def ledger(
        self, books: NamedDependency[Books], data: JSONBody[LedgerRequest]
    ) -> Envelope[LedgerView]:
        """Approved recharges − approved withdrawals against wallets + escrow + revenue, at
        `at` (Unix seconds; now when omitted), replayed from the event store; `difference` is
        0 in a sound system."""
        at = None if data.at is None else datetime.fromtimestamp(data.at, UTC)
        return ok(ledger_view(books.ledger(at)))

    @api_post("/ledger/series")
    def ledger_series(
        self, books: NamedDependency[Books], data: JSONBody[SeriesRequest]
    ) -> Envelope[LedgerSeriesView]:
        """The same figures at the end of each of the last `days` UTC days (1-90), today last."""
        return ok(series_view(books.series(data.days)))

    @api_post("/close", changes_state=True)
    def close(
        self,
        uid: NamedDependency[int],
        books: NamedDependency[Books],
        data: JSONBody[CloseRequest],
    ) -> Envelope[CloseView]:
        """Closes an ended UTC day (and every earlier open one, in order): its opening and
        closing positions, its totals per kind and the hash chained to the previous close.
        108 when the day has not ended (9999-12-31 never does) or is closed already; 102 for a
        day before 1970-01-01."""
        return ok(close_view(books.close(data.date, uid)))

    @api_post("/closes")
    def closes(
        self, books: NamedDependency[Books], data: JSONBody[ClosesRequest]
    ) -> Envelope[ClosePage]:
        """The closed days, newest first, and the day to close next."""
        found = books.closes(data.page, data.page_size)
        open_day = books.first_open_day()
        first_open_day = None if open_day is None else open_day.isoformat()
        return ok(ClosePage.of(found, close_view, first_open_day=first_open_day))

    @api_post("/verify")
    def verify(
        self, books: NamedDependency[Books], data: JSONBody[EmptyRequest]
    ) -> Envelope[VerifyView]:
        """Recomputes every closed day from the event store; `first_bad_date` names the first
        whose hash or totals no longer match."""
        return ok(verify_view(books.verify()))
