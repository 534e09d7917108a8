"""The operators' commands on a user's account (`domain.account_standing`): disable, enable,
grant and revoke roles. Each loads (or starts) the user's `AccountStanding`, lets it decide on
the facts only the application knows (the user exists, the roles they hold now) and saves it;
the effects on the accounts' tables follow from `standing_policy`, which `shown` brings up to
the save before the caller answers, so the very next call already sees them."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Engine, select

from application.accounts.standing_policy import POLICY_NAME
from application.accounts.tables import user_roles, users
from application.bazaar import Bazaar, retry_on_conflict
from application.ports import Clock, ProjectionWait
from domain.account_standing import AccountStanding, RoleChange
from domain.errors import BusinessRuleViolation, ErrorCode

RECORD = "staff_actions"
"""The record's read model, which the console reads right after an action."""


@dataclass(frozen=True)
class RoleOutcome:
    change: RoleChange
    notification_id: int


class AccountStandings:
    """Each command answers the last notification id saved, for `shown`."""

    def __init__(
        self, application: Bazaar, engine: Engine, clock: Clock, await_projections: ProjectionWait
    ) -> None:
        self.application = application
        self.engine = engine
        self.clock = clock
        self.await_projections = await_projections

    def shown(self, notification_id: int) -> None:
        """Returns once the user's tables and the record show a command saved at
        `notification_id` (bounded): a disabled user's next call is already a guest's."""
        if notification_id:
            self.await_projections(notification_id, [POLICY_NAME, RECORD])

    @retry_on_conflict()
    def disable(self, actor_uid: int, uid: int, reason: str) -> int:
        """Ends every session of the user and refuses their log-in (10203) until enabled."""
        standing = self.load(uid)
        standing.disable(actor_uid, reason, self.clock())
        return self.application.save_and_position(standing)

    @retry_on_conflict()
    def enable(self, actor_uid: int, uid: int, reason: str = "") -> int:
        """Lets a disabled user sign in again."""
        standing = self.load(uid)
        standing.enable(actor_uid, reason, self.clock())
        return self.application.save_and_position(standing)

    @retry_on_conflict()
    def change_role(
        self, actor_uid: int, uid: int, role: str, grant: bool, reason: str = ""
    ) -> RoleOutcome:
        """Grants or revokes a role; a two-person role's first grant only waits for a second
        operator."""
        standing = self.load(uid)
        held = self.roles_of(uid)
        change = standing.change_role(actor_uid, role, grant, held, self.clock(), reason)
        return RoleOutcome(change, self.application.save_and_position(standing))

    def load(self, uid: int) -> AccountStanding:
        """The user's standing (started, not saved, for a user no operator acted on yet);
        103 `uid` for a user who does not exist."""
        with self.engine.connect() as connection:
            found = connection.execute(select(users.c.uid).where(users.c.uid == uid)).first()
        if found is None:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="uid")
        return self.peek(uid) or AccountStanding(uid=uid)

    def peek(self, uid: int) -> AccountStanding | None:
        """The user's standing if an operator ever acted on them."""
        return self.application.get_or_none(AccountStanding.create_id(uid), AccountStanding)

    def roles_of(self, uid: int) -> frozenset[str]:
        with self.engine.connect() as connection:
            held = connection.execute(select(user_roles.c.role).where(user_roles.c.uid == uid))
            return frozenset(str(role) for role in held.scalars())
