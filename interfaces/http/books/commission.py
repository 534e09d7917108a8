"""`console/commission/list|save`: the operator's commission rules (role operator)."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.books.commission import CommissionDesk
from domain.staff_actions import OPERATOR_ROLE
from interfaces.http.api_post import api_post
from interfaces.http.books.commission_schemas import (
    CommissionRulesAnswer,
    CommissionSaveRequest,
    commission_rules_answer,
)
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.guards import requires_role
from interfaces.http.schemas import EmptyRequest


class CommissionController(Controller):
    path = "/console/commission"
    guards = [requires_role(OPERATOR_ROLE)]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/list")
    def list_rules(
        self,
        commission_desk: NamedDependency[CommissionDesk],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[CommissionRulesAnswer]:
        """The default rate (the configured one until an operator sets it), every category's
        and shop's rule, and the category tree (hidden ones included) to pick from."""
        return ok(commission_rules_answer(commission_desk.rules()))

    @api_post("/save", changes_state=True)
    def save(
        self,
        uid: NamedDependency[int],
        commission_desk: NamedDependency[CommissionDesk],
        data: JSONBody[CommissionSaveRequest],
    ) -> Envelope[Empty]:
        """Sets the default rate or a category's or shop's (`percent` null removes a category's
        or shop's rule): orders paid from now on pay it, orders paid before keep their rate.
        102 `target_id` when it is missing for a category or shop or given for the default,
        102 `percent` outside 0-100 or with more than two decimals, 103 `target_id` for an
        unknown category or shop. Saving a rule as it stands records nothing."""
        commission_desk.save(uid, data.scope, data.target_id, data.percent, data.reason)
        return done()
