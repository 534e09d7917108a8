"""An account's standing with the platform: whether it may sign in, and the roles the operators
grant and revoke (`console/user/*`). One `AccountStanding` per user, started by the first
operator action on them; every action is a `RecordedAction`, so the record lists it.

The roles a user holds are a fact the application passes in: the CLI (`bazaar users grant`, for
the first operator) and an approved shop application grant roles too, outside this aggregate.
What the aggregate alone knows is the grants still waiting for a second operator.

Choices: the same operator approving a waiting grant a second time is refused (108
`approved_already`), as a reviewer's second approval of a recharge is, so two approvals are
always two people; revoking `seller` is refused (108): the user's shop would be left without a
seller to run it (suspending the shop is the way to stop it)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.staff_actions import (
    OPERATOR_ROLE,
    ActionKind,
    RecordedAction,
    changed_fields,
    not_on_oneself,
    stated_reason,
    target_of,
)

SUBJECT = "user"
"""The record names a user as `user:<uid>`."""
SELLER_ROLE = "seller"
ROLES: frozenset[str] = frozenset({"reviewer", "auditor", SELLER_ROLE, "agent", OPERATOR_ROLE})
"""Every back-office role a user may hold."""
TWO_PERSON_ROLES: frozenset[str] = frozenset({"reviewer", "auditor", OPERATOR_ROLE})
"""Roles that move money, read the books or run the platform: two operators grant them."""


def approvals_needed(role: str) -> int:
    """How many different operators must approve granting `role`."""
    return 2 if role in TWO_PERSON_ROLES else 1


@dataclass(frozen=True)
class RoleChange:
    """Where a grant or revoke stands after an operator's call: `approvals` of
    `approvals_needed` (equal once the change is made)."""

    approvals: int
    approvals_needed: int

    @property
    def done(self) -> bool:
        return self.approvals >= self.approvals_needed


class AccountStanding(Aggregate):
    """A user's standing: disabled or not, and the role grants waiting for a second operator."""

    class Created(Aggregate.Created):
        uid: int

    class Disabled(RecordedAction):
        pass

    class Enabled(RecordedAction):
        pass

    class RoleGrantApproved(RecordedAction):
        role: str

    class RoleGranted(RecordedAction):
        role: str

    class RoleRevoked(RecordedAction):
        role: str

    @staticmethod
    def create_id(uid: int) -> UUID:
        return uuid5(NAMESPACE_URL, f"account:{uid}")

    @event(Created)
    def __init__(self, uid: int) -> None:
        self.uid = uid
        self.disabled = False
        self.disabled_reason = ""
        self.disabled_at: datetime | None = None
        self.pending: dict[str, list[int]] = {}
        """Each waiting grant's role, and the operators who approved it so far."""

    @property
    def target(self) -> str:
        return target_of(SUBJECT, self.uid)

    @staticmethod
    def subject_of(action: RecordedAction) -> int:
        """The uid an action of this aggregate is about, from its target `user:<uid>`."""
        return int(action.target.removeprefix(f"{SUBJECT}:"))

    # -- signing in --------------------------------------------------------------------------

    def disable(self, actor_uid: int, reason: str, at: datetime) -> None:
        """Every session ends and log-in is refused; the reason is required (102 `reason`),
        nobody disables themselves (111), a disabled account is not disabled again (108)."""
        not_on_oneself(actor_uid, self.uid)
        why = stated_reason(reason, required=True)
        if self.disabled:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        kind = ActionKind.USER_DISABLED
        self._disabled(
            **self._action(actor_uid, kind, why, {"disabled": False}, {"disabled": True}, at)
        )

    @event(Disabled)
    def _disabled(
        self,
        actor_uid: int,
        kind: str,
        target: str,
        reason: str,
        before: dict[str, Any],
        after: dict[str, Any],
        at: datetime,
    ) -> None:
        self.disabled = True
        self.disabled_reason = reason
        self.disabled_at = at

    def enable(self, actor_uid: int, reason: str, at: datetime) -> None:
        """The account may sign in again; 108 when it is not disabled, 111 on oneself."""
        not_on_oneself(actor_uid, self.uid)
        why = stated_reason(reason, required=False)
        if not self.disabled:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        kind = ActionKind.USER_ENABLED
        self._enabled(
            **self._action(actor_uid, kind, why, {"disabled": True}, {"disabled": False}, at)
        )

    @event(Enabled)
    def _enabled(
        self,
        actor_uid: int,
        kind: str,
        target: str,
        reason: str,
        before: dict[str, Any],
        after: dict[str, Any],
        at: datetime,
    ) -> None:
        self.disabled = False
        self.disabled_reason = ""
        self.disabled_at = None

    # -- roles -------------------------------------------------------------------------------

    def change_role(
        self,
        actor_uid: int,
        role: str,
        grant: bool,
        held: frozenset[str],
        at: datetime,
        reason: str = "",
    ) -> RoleChange:
        """Grants or revokes `role` (one of `ROLES`, 102 `role`) given the roles the user
        `held`, with an optional `reason` for the record (102 `reason` past 500 characters).
        A grant of a role already held, or a revoke of one neither held nor waiting, is 108;
        nobody changes their own roles (111)."""
        not_on_oneself(actor_uid, self.uid)
        if role not in ROLES:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="role")
        why = stated_reason(reason, required=False)
        if grant:
            return self._grant(actor_uid, role, held, at, why)
        self._revoke(actor_uid, role, held, at, why)
        return RoleChange(1, 1)

    def _grant(
        self, actor_uid: int, role: str, held: frozenset[str], at: datetime, why: str
    ) -> RoleChange:
        """A one-person role at once; a two-person one on its second operator's approval (the
        same operator twice is 108 `approved_already`)."""
        if role in held:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        approvers = self.pending.get(role, [])
        if actor_uid in approvers:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS, context="approved_already")
        needed = approvals_needed(role)
        before = self._facts(held)
        if len(approvers) + 1 < needed:
            after = self._facts(held, pending={**self.pending, role: [*approvers, actor_uid]})
            kind = ActionKind.ROLE_GRANT_APPROVED
            self._grant_approved(role=role, **self._action(actor_uid, kind, why, before, after, at))
            return RoleChange(len(approvers) + 1, needed)
        after = self._facts(held | {role}, pending=self._pending_without(role))
        kind = ActionKind.ROLE_GRANTED
        self._granted(role=role, **self._action(actor_uid, kind, why, before, after, at))
        return RoleChange(needed, needed)

    def _revoke(
        self, actor_uid: int, role: str, held: frozenset[str], at: datetime, why: str
    ) -> None:
        """Takes the role away and cancels a grant of it still waiting; `seller` stays (108):
        the user's shop would be left without its seller."""
        if role == SELLER_ROLE or (role not in held and role not in self.pending):
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        before = self._facts(held)
        after = self._facts(held - {role}, pending=self._pending_without(role))
        kind = ActionKind.ROLE_REVOKED
        self._revoked(role=role, **self._action(actor_uid, kind, why, before, after, at))

    def _action(
        self,
        actor_uid: int,
        kind: ActionKind,
        reason: str,
        before: dict[str, Any],
        after: dict[str, Any],
        at: datetime,
    ) -> dict[str, Any]:
        """The record's facts of an action on this user: only the fields that changed."""
        changed_before, changed_after = changed_fields(before, after)
        return {
            "actor_uid": actor_uid,
            "kind": kind.value,
            "target": self.target,
            "reason": reason,
            "before": changed_before,
            "after": changed_after,
            "at": at,
        }

    def _facts(
        self, roles: frozenset[str], pending: dict[str, list[int]] | None = None
    ) -> dict[str, Any]:
        """What the record shows of the user's roles: those held, and the waiting grants with
        their approvals so far."""
        waiting = self.pending if pending is None else pending
        return {
            "roles": sorted(roles),
            "pending": {role: len(uids) for role, uids in sorted(waiting.items())},
        }

    def _pending_without(self, role: str) -> dict[str, list[int]]:
        return {other: uids for other, uids in self.pending.items() if other != role}

    @event(RoleGrantApproved)
    def _grant_approved(
        self,
        actor_uid: int,
        kind: str,
        target: str,
        reason: str,
        before: dict[str, Any],
        after: dict[str, Any],
        at: datetime,
        role: str,
    ) -> None:
        self.pending[role] = [*self.pending.get(role, []), actor_uid]

    @event(RoleGranted)
    def _granted(
        self,
        actor_uid: int,
        kind: str,
        target: str,
        reason: str,
        before: dict[str, Any],
        after: dict[str, Any],
        at: datetime,
        role: str,
    ) -> None:
        self.pending.pop(role, None)

    @event(RoleRevoked)
    def _revoked(
        self,
        actor_uid: int,
        kind: str,
        target: str,
        reason: str,
        before: dict[str, Any],
        after: dict[str, Any],
        at: datetime,
        role: str,
    ) -> None:
        self.pending.pop(role, None)
