"""`console/overview`: the console home's counts, for every back-office role."""

from __future__ import annotations

import msgspec
from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.accounts.rules import ROLES
from application.accounts.sessions import Session
from application.review_overview import ConsoleOverview
from application.review_queue import QueueCounts
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Envelope, ok
from interfaces.http.guards import requires_any_role
from interfaces.http.schemas import EmptyRequest


class QueueCountsView(msgspec.Struct):
    waiting: int
    overdue: int
    """Waiting longer than `sla_hours`."""


class ConsoleOverviewView(msgspec.Struct):
    sla_hours: int
    recharges: QueueCountsView
    withdrawals: QueueCountsView
    shop_applications: QueueCountsView
    disputes: QueueCountsView
    """Buyers' cases escalated to the platform, waiting for an arbiter's decision."""


def _counts(counts: QueueCounts) -> QueueCountsView:
    return QueueCountsView(waiting=counts.waiting, overdue=counts.overdue)


class ConsoleOverviewController(Controller):
    path = "/console"
    guards = [requires_any_role(*sorted(ROLES))]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/overview")
    def overview(
        self,
        session: NamedDependency[Session],
        console_overview: NamedDependency[ConsoleOverview],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[ConsoleOverviewView]:
        """How many recharges, withdrawals, shop applications and escalated buyers' cases wait
        for review, and how many of them longer than `sla_hours` (`REVIEW_SLA_HOURS`). Any
        back-office role may ask; only reviewers get the counts (the others zeros). 111
        without a back-office role."""
        found = console_overview.overview(session.roles)
        return ok(
            ConsoleOverviewView(
                sla_hours=found.sla_hours,
                recharges=_counts(found.recharges),
                withdrawals=_counts(found.withdrawals),
                shop_applications=_counts(found.shop_applications),
                disputes=_counts(found.disputes),
            )
        )
