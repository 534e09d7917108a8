"""The operator's commission rules: one `CommissionRules` aggregate for the whole marketplace, a
default rate and rates per category and per shop, each change a recorded staff action.

The default is the settings' `COMMISSION_PERCENT` until an operator sets one; a category's or a
shop's rule may be removed again. Which rule an order pays is `domain.commission_rates`; an
order keeps the rate it was paid at, so a change applies to orders paid after it."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from enum import StrEnum
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain.commission_rates import percent_text
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.staff_actions import ActionKind, RecordedAction, stated_reason, target_of

MAX_PERCENT = Decimal(100)
PERCENT_STEP = Decimal("0.01")
"""A rate has at most two decimals."""


class CommissionScope(StrEnum):
    """What a rule covers: every order, a category's products (and its subtree's), a shop."""

    DEFAULT = "default"
    CATEGORY = "category"
    SHOP = "shop"


def checked_scope(scope: str) -> CommissionScope:
    """102 `scope` for anything but default, category or shop."""
    try:
        return CommissionScope(scope)
    except ValueError:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="scope") from None


def checked_percent(percent: Decimal | None, *, removable: bool) -> Decimal | None:
    """A rate from 0 to 100 with at most two decimals; None (removing the rule) only where
    `removable`: 102 `percent` otherwise."""
    if percent is None and removable:
        return None
    if (
        percent is None
        or not percent.is_finite()
        or not Decimal(0) <= percent <= MAX_PERCENT
        or percent != percent.quantize(PERCENT_STEP)
    ):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="percent")
    return percent


def checked_target(scope: CommissionScope, target_id: int | None) -> int | None:
    """A category's or shop's id is required, the default has none: 102 `target_id`."""
    if (scope is CommissionScope.DEFAULT) != (target_id is None):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="target_id")
    if target_id is not None and target_id <= 0:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="target_id")
    return target_id


def rule_target(scope: CommissionScope, target_id: int | None) -> str:
    """The record's name for a rule: `commission:default`, `category:3`, `shop:12`."""
    if scope is CommissionScope.DEFAULT:
        return target_of("commission", "default")
    return target_of(scope.value, target_id)


class CommissionRules(Aggregate):
    """Every rate the operators set, as decimal texts ("7.5"); `default` None while the
    settings' rate applies."""

    class Created(Aggregate.Created): ...

    class RateSet(RecordedAction):
        """A rule set, changed or (a category's or a shop's, `percent` None) removed."""

        scope: str
        target_id: int | None
        percent: str | None

    @staticmethod
    def create_id() -> UUID:
        return uuid5(NAMESPACE_URL, "/bazaar/commission-rules")

    @classmethod
    def start(cls) -> CommissionRules:
        """The marketplace's rules before any operator set one (not saved yet)."""
        return cls()

    @event(Created)
    def __init__(self) -> None:
        self.default: str | None = None
        self.categories: dict[int, str] = {}
        self.shops: dict[int, str] = {}

    def rule(self, scope: CommissionScope, target_id: int | None) -> str | None:
        """The rate the operators set for one target, or None."""
        if scope is CommissionScope.DEFAULT:
            return self.default
        rules = self.categories if scope is CommissionScope.CATEGORY else self.shops
        return None if target_id is None else rules.get(target_id)

    def set_rate(
        self,
        *,
        actor_uid: int,
        scope: str,
        target_id: int | None,
        percent: Decimal | None,
        reason: str,
        at: datetime,
        target_exists: bool,
        settings_default: Decimal,
    ) -> bool:
        """Sets (`percent` None: removes) one rule; False when nothing changed. 102 for a bad
        `scope`, `target_id`, `percent` or `reason`, 103 `target_id` for a category or shop
        not `target_exists`; `settings_default` is the default's `before` until one is set."""
        kind = checked_scope(scope)
        target = checked_target(kind, target_id)
        rate = checked_percent(percent, removable=kind is not CommissionScope.DEFAULT)
        why = stated_reason(reason, required=False)
        if not target_exists:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="target_id")
        current = self.rule(kind, target)
        if current is None and kind is CommissionScope.DEFAULT:
            current = percent_text(settings_default)  # an operator's first default is a change
        elif current is None if rate is None else current == percent_text(rate):
            return False
        after = None if rate is None else percent_text(rate)
        self._rate_set(
            actor_uid=actor_uid,
            kind=ActionKind.COMMISSION_SET.value,
            target=rule_target(kind, target),
            reason=why,
            before=_percent_field(current),
            after=_percent_field(after),
            at=at,
            scope=kind.value,
            target_id=target,
            percent=after,
        )
        return True

    @event(RateSet)
    def _rate_set(
        self,
        actor_uid: int,
        kind: str,
        target: str,
        reason: str,
        before: dict[str, Any],
        after: dict[str, Any],
        at: datetime,
        scope: str,
        target_id: int | None,
        percent: str | None,
    ) -> None:
        if scope == CommissionScope.DEFAULT:
            self.default = percent
            return
        rules = self.categories if scope == CommissionScope.CATEGORY else self.shops
        if target_id is None:
            return
        if percent is None:
            rules.pop(target_id, None)
        else:
            rules[target_id] = percent


def _percent_field(percent: str | None) -> dict[str, Any]:
    return {} if percent is None else {"percent": percent}
