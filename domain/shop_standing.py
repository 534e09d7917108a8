"""The ShopStanding aggregate: whether the platform lets a shop trade. An operator suspends a
shop with a reason (its products leave the storefront and its settlements wait in escrow) and
reinstates it; each is a staff action on the record (`domain.staff_actions`).

The aggregate starts with a plain `Created` naming its shop, saved with the first suspension;
a shop never suspended has no aggregate and is active. The owner of the shop is a fact the
application looks up and passes in."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.staff_actions import (
    ActionKind,
    RecordedAction,
    not_on_oneself,
    stated_reason,
    target_of,
)

ACTIVE = "active"
SUSPENDED = "suspended"
"""A shop's `status` as the operators' list and the record show it."""


class ShopStanding(Aggregate):
    """One shop's standing with the platform: active until suspended, again after reinstated."""

    class Created(Aggregate.Created):
        shop_id: int

    class Suspended(RecordedAction): ...

    class Reinstated(RecordedAction): ...

    @staticmethod
    def create_id(shop_id: int) -> UUID:
        return uuid5(NAMESPACE_URL, f"shop-standing:{shop_id}")

    @event(Created)
    def __init__(self, shop_id: int) -> None:
        self.shop_id = shop_id
        self.suspended = False
        self.reason = ""
        """Why it is suspended ('' while active)."""
        self.since: datetime | None = None
        """When it was suspended (None while active)."""

    @property
    def status(self) -> str:
        return SUSPENDED if self.suspended else ACTIVE

    def suspend(self, actor_uid: int, owner_uid: int, reason: str, at: datetime) -> None:
        """111 for the shop's own owner; 102 `reason` without one (or past 500 characters);
        108 when it is suspended already."""
        not_on_oneself(actor_uid, owner_uid)
        why = stated_reason(reason, required=True)
        if self.suspended:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._suspended(**self._action(actor_uid, ActionKind.SHOP_SUSPENDED, why, SUSPENDED, at))

    def reinstate(self, actor_uid: int, owner_uid: int, remark: str, at: datetime) -> None:
        """111 for the shop's own owner; 102 `remark` past 500 characters (it may be empty);
        108 when the shop is active."""
        not_on_oneself(actor_uid, owner_uid)
        try:
            why = stated_reason(remark, required=False)
        except BusinessRuleViolation:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="remark") from None
        if not self.suspended:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._reinstated(**self._action(actor_uid, ActionKind.SHOP_REINSTATED, why, ACTIVE, at))

    def _action(
        self, actor_uid: int, kind: ActionKind, reason: str, status: str, at: datetime
    ) -> dict[str, Any]:
        """The record's facts of a change of status."""
        return {
            "actor_uid": actor_uid,
            "kind": kind.value,
            "target": target_of("shop", self.shop_id),
            "reason": reason,
            "before": {"status": self.status},
            "after": {"status": status},
            "at": at,
        }

    @event(Suspended)
    def _suspended(
        self,
        actor_uid: int,
        kind: str,
        target: str,
        reason: str,
        before: dict[str, Any],
        after: dict[str, Any],
        at: datetime,
    ) -> None:
        self.suspended = True
        self.reason = reason
        self.since = at

    @event(Reinstated)
    def _reinstated(
        self,
        actor_uid: int,
        kind: str,
        target: str,
        reason: str,
        before: dict[str, Any],
        after: dict[str, Any],
        at: datetime,
    ) -> None:
        self.suspended = False
        self.reason = ""
        self.since = None
