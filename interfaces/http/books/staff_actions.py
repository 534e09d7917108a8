"""`console/audit/actions`: the record of what the platform's staff changed, for auditors and
operators."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.books.staff_record import StaffRecord
from interfaces.http.api_post import api_post
from interfaces.http.books.staff_action_schemas import (
    StaffActionPage,
    StaffActionsRequest,
    staff_action_view,
)
from interfaces.http.envelope import Envelope, ok
from interfaces.http.guards import requires_any_role


class StaffActionsController(Controller):
    path = "/console/audit"
    guards = [requires_any_role("auditor", "operator")]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/actions")
    def actions(
        self, staff_record: NamedDependency[StaffRecord], data: JSONBody[StaffActionsRequest]
    ) -> Envelope[StaffActionPage]:
        """Every staff action, newest first: who (`actor`; uid 0 is the system), what (`kind`,
        `target` as `<thing>:<id>`), why (`reason`), the changed fields `before` and `after`, and
        when (`time`, Unix seconds). Filter by `actor_uid` and `kind`; 102 for an unknown kind."""
        found = staff_record.page(
            data.page, data.page_size, actor_uid=data.actor_uid, kind=data.kind
        )
        return ok(StaffActionPage.of(found, staff_action_view))
