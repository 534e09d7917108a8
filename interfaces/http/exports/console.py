"""`GET /api/console/export/<dataset>.csv`: what the operators and auditors look at, as CSV.

Each takes the filters its screen has, as query parameters. Rows are oldest first, in UTF-8
with a header row; amounts are decimal money (`12.30`), times ISO 8601 UTC
(`2026-03-01T09:30:00Z`), and a text cell beginning with `=`, `+`, `-` or `@` is written with
a leading `'` so a spreadsheet shows it instead of running it."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Literal

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import QueryParameter
from litestar.response import Stream

from application.exports.service import DateRange, Exports
from application.review_queue import QueueFilter
from domain.dispute_status import DisputeStatus
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.review import ReviewStatus
from interfaces.http.exports.downloads import (
    AGE,
    AMOUNT,
    KEYWORDS,
    Sid,
    api_download,
    streamed,
)
from interfaces.http.guards import requires_any_role
from interfaces.http.schemas import MAX_ID

CSV = "text/csv; charset=utf-8"
Decided = Literal["success", "error"]
Status = Annotated[
    Decided | None,
    QueryParameter(
        required=False, description="`success` (approved) or `error` (rejected); both when omitted."
    ),
]
Keywords = Annotated[str | None, KEYWORDS]
Cents = Annotated[int | None, AMOUNT]
AgeHours = Annotated[int | None, AGE]
ShopId = Annotated[
    int | None, QueryParameter(ge=1, le=MAX_ID, required=False, description="One shop's only.")
]
ActorUid = Annotated[
    int | None, QueryParameter(ge=1, le=MAX_ID, required=False, description="One actor's only.")
]


def _narrowed(
    keywords: str | None, min_amount: int | None, max_amount: int | None, age: int | None
) -> QueueFilter:
    """102 `max_amount` below `min_amount`."""
    return QueueFilter(keywords or "", min_amount, max_amount, age)


def day_of(text: str | None, field: str) -> date | None:
    """A UTC day, `YYYY-MM-DD`; 102 naming the parameter otherwise."""
    if text is None:
        return None
    try:
        return date.fromisoformat(text) if len(text) == 10 else date.fromisoformat("bad")
    except ValueError:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=field) from None


def _status(status: Decided | None) -> ReviewStatus | None:
    return None if status is None else ReviewStatus(status)


class ExportController(Controller):
    path = "/console/export"
    guards = [requires_any_role("auditor", "operator")]  # noqa: RUF012  (Litestar's attribute)

    @api_download("/settlements.csv", CSV)
    def settlements(
        self,
        exports: NamedDependency[Exports],
        sid: Sid = None,
        shop_id: ShopId = None,
        since: Annotated[
            str | None,
            QueryParameter(name="from", required=False, description="`YYYY-MM-DD`, UTC."),
        ] = None,
        until: Annotated[
            str | None, QueryParameter(name="to", required=False, description="`YYYY-MM-DD`, UTC.")
        ] = None,
    ) -> Stream:
        """Every settled order (one shop's with `shop_id`; settled from `from` to `to`, UTC
        days `YYYY-MM-DD`, inclusive; 102 `to` before `from`): the order, its shop and seller,
        its subtotal and total, what its cases refunded, the commission and the net credited."""
        days = DateRange(day_of(since, "from"), day_of(until, "to"))
        return streamed(exports.settlements(shop_id, days))

    @api_download("/ledger-series.csv", CSV)
    def ledger_series(
        self,
        exports: NamedDependency[Exports],
        sid: Sid = None,
        days: Annotated[int, QueryParameter(ge=1, le=90, description="1-90.")] = 30,
    ) -> Stream:
        """`console/audit/ledger/series`: the ledger's positions at the end of each of the last
        `days` UTC days (1-90), and the equation's difference (0 in a sound system)."""
        return streamed(exports.ledger_series(days))

    @api_download("/day-closes.csv", CSV)
    def day_closes(self, exports: NamedDependency[Exports], sid: Sid = None) -> Stream:
        """`console/audit/closes`: every closed day, its opening and closing positions, its
        flows, its events and its hash chained to the previous one."""
        return streamed(exports.day_closes())

    @api_download("/staff-actions.csv", CSV)
    def staff_actions(
        self,
        exports: NamedDependency[Exports],
        sid: Sid = None,
        actor_uid: ActorUid = None,
        kind: Annotated[
            str | None, QueryParameter(max_length=32, required=False, description="One kind only.")
        ] = None,
    ) -> Stream:
        """`console/audit/actions`: the record of staff actions (one actor's, one kind's),
        with `before` and `after` as JSON."""
        return streamed(exports.staff_actions(actor_uid, kind))

    @api_download("/recharges.csv", CSV)
    def recharges(
        self,
        exports: NamedDependency[Exports],
        sid: Sid = None,
        status: Status = None,
        keywords: Keywords = None,
        min_amount: Cents = None,
        max_amount: Cents = None,
        min_age_hours: AgeHours = None,
    ) -> Stream:
        """`console/recharge/list`'s decisions: approved and rejected recharges, with who
        decided (`system` for a verified transfer) and when."""
        narrowed = _narrowed(keywords, min_amount, max_amount, min_age_hours)
        return streamed(exports.recharges(_status(status), narrowed))

    @api_download("/withdrawals.csv", CSV)
    def withdrawals(
        self,
        exports: NamedDependency[Exports],
        sid: Sid = None,
        status: Status = None,
        keywords: Keywords = None,
        min_amount: Cents = None,
        max_amount: Cents = None,
        min_age_hours: AgeHours = None,
    ) -> Stream:
        """`console/withdraw/list`'s decisions: approved and rejected withdrawals."""
        narrowed = _narrowed(keywords, min_amount, max_amount, min_age_hours)
        return streamed(exports.withdrawals(_status(status), narrowed))

    @api_download("/shop-applications.csv", CSV)
    def shop_applications(
        self,
        exports: NamedDependency[Exports],
        sid: Sid = None,
        status: Status = None,
        keywords: Keywords = None,
        min_age_hours: AgeHours = None,
    ) -> Stream:
        """`console/shop_application/list`'s decisions: approved and rejected applications."""
        narrowed = _narrowed(keywords, None, None, min_age_hours)
        return streamed(exports.shop_applications(_status(status), narrowed))

    @api_download("/disputes.csv", CSV)
    def disputes(
        self,
        exports: NamedDependency[Exports],
        sid: Sid = None,
        status: Annotated[
            DisputeStatus | None,
            QueryParameter(required=False, description="One final status only."),
        ] = None,
    ) -> Stream:
        """`console/dispute/list`'s decisions: the cases an arbiter decided, refunded or not."""
        return streamed(exports.disputes(None if status is None else str(status)))
