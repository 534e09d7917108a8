"""`console/user/*`: the operators find users, see one user's roles, shop, wallet and recent
log-ins, disable and enable accounts, and grant and revoke roles; two operators grant
`reviewer`, `auditor` and `operator`. Every change is in the record of staff actions."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.accounts.people import People
from application.accounts.standing import AccountStandings
from domain.staff_actions import OPERATOR_ROLE
from interfaces.http.accounts.people_schemas import (
    PeoplePage,
    PersonDetailView,
    RoleChangeView,
    UserDisableRequest,
    UserEnableRequest,
    UserIdRequest,
    UserListRequest,
    UserRoleRequest,
    person_detail_view,
    person_view,
)
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.guards import requires_role


class ConsoleUserController(Controller):
    path = "/console/user"
    guards = [requires_role(OPERATOR_ROLE)]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/list")
    def user_list(
        self, people: NamedDependency[People], data: JSONBody[UserListRequest]
    ) -> Envelope[PeoplePage]:
        """Users whose e-mail or name holds `keywords`, or whose uid it is, newest first;
        `role` keeps its holders (102 `role` for an unknown one)."""
        found = people.page(data.keywords, data.role, data.page, data.page_size)
        return ok(PeoplePage.of(found, person_view))

    @api_post("/detail")
    def detail(
        self, people: NamedDependency[People], data: JSONBody[UserIdRequest]
    ) -> Envelope[PersonDetailView]:
        """One user: roles, shop, wallet balance, the last 20 log-ins, disabled or not (and
        why), and the role grants waiting for a second operator. 103 for an unknown uid."""
        return ok(person_detail_view(people.detail(data.uid)))

    @api_post("/disable", changes_state=True)
    def disable(
        self,
        uid: NamedDependency[int],
        account_standings: NamedDependency[AccountStandings],
        data: JSONBody[UserDisableRequest],
    ) -> Envelope[Empty]:
        """Every session of the user ends at once and their log-in answers 10203 until enabled.
        `reason` is required (102); 111 on oneself, 108 when already disabled, 103 unknown."""
        account_standings.shown(account_standings.disable(uid, data.uid, data.reason))
        return done()

    @api_post("/enable", changes_state=True)
    def enable(
        self,
        uid: NamedDependency[int],
        account_standings: NamedDependency[AccountStandings],
        data: JSONBody[UserEnableRequest],
    ) -> Envelope[Empty]:
        """The user may sign in again; 108 when not disabled, 111 on oneself, 103 unknown."""
        account_standings.shown(account_standings.enable(uid, data.uid, data.reason))
        return done()

    @api_post("/role", changes_state=True)
    def role(
        self,
        uid: NamedDependency[int],
        account_standings: NamedDependency[AccountStandings],
        data: JSONBody[UserRoleRequest],
    ) -> Envelope[RoleChangeView]:
        """Grants (`grant: true`) or revokes a role. `reviewer`, `auditor` and `operator` need
        a second, different operator: the first answers `{approvals: 1, approvals_needed: 2}`
        and the second grants it (the same one twice: 108). A revoke cancels a grant waiting.
        111 on one's own roles; 108 granting a role held, revoking one not held, or revoking
        `seller` (the shop would be left without its seller); 102 `role`; 103 unknown uid."""
        outcome = account_standings.change_role(uid, data.uid, data.role, data.grant, data.reason)
        account_standings.shown(outcome.notification_id)
        change = outcome.change
        return ok(RoleChangeView(change.approvals, change.approvals_needed))
