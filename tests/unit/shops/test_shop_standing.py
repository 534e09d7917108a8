"""The ShopStanding aggregate's rules: who may suspend or reinstate a shop, with what reason,
from which standing, and the facts each action leaves on the record."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.shop_standing import ShopStanding
from domain.staff_actions import RecordedAction

AT = datetime(2027, 1, 12, 9, 30, tzinfo=UTC)
OPERATOR, OWNER = 7, 21


def refusal(action: Callable[..., None], *args: object) -> tuple[int, str | None]:
    with pytest.raises(BusinessRuleViolation) as refused:
        action(*args)
    return int(refused.value.code), refused.value.field


def test_one_standing_per_shop_named_by_its_id() -> None:
    assert ShopStanding(shop_id=3).id == ShopStanding.create_id(3)
    assert ShopStanding.create_id(3) != ShopStanding.create_id(4)


def test_a_suspension_needs_a_reason_and_records_who_why_and_the_change() -> None:
    standing = ShopStanding(shop_id=3)
    standing.suspend(OPERATOR, OWNER, "  Counterfeit goods ", AT)

    created, suspended = standing.collect_events()
    assert isinstance(created, ShopStanding.Created) and created.shop_id == 3
    assert isinstance(suspended, RecordedAction)
    assert (suspended.actor_uid, suspended.kind, suspended.target, suspended.reason) == (
        OPERATOR,
        "shop_suspended",
        "shop:3",
        "Counterfeit goods",
    )
    assert (suspended.before, suspended.after, suspended.at) == (
        {"status": "active"},
        {"status": "suspended"},
        AT,
    )
    assert (standing.suspended, standing.reason, standing.since) == (True, "Counterfeit goods", AT)


@pytest.mark.parametrize("reason", ["", "   ", "x" * 501])
def test_a_suspension_without_a_reason_or_with_one_too_long_is_refused(reason: str) -> None:
    standing = ShopStanding(shop_id=3)
    assert refusal(standing.suspend, OPERATOR, OWNER, reason, AT) == (102, "reason")
    assert not standing.suspended


def test_suspending_a_suspended_shop_or_reinstating_an_active_one_is_refused() -> None:
    standing = ShopStanding(shop_id=3)
    assert refusal(standing.reinstate, OPERATOR, OWNER, "", AT) == (ErrorCode.STATE_FORBIDS, None)
    standing.suspend(OPERATOR, OWNER, "Counterfeits", AT)
    assert refusal(standing.suspend, OPERATOR, OWNER, "Again", AT) == (108, None)


def test_reinstating_records_the_remark_and_the_change_back() -> None:
    standing = ShopStanding(shop_id=3)
    standing.suspend(OPERATOR, OWNER, "Counterfeits", AT)
    assert refusal(standing.reinstate, OPERATOR, OWNER, "y" * 501, AT) == (102, "remark")

    standing.reinstate(OPERATOR + 1, OWNER, "", AT)

    reinstated = standing.collect_events()[-1]
    assert isinstance(reinstated, ShopStanding.Reinstated)
    assert (reinstated.actor_uid, reinstated.kind, reinstated.reason) == (
        OPERATOR + 1,
        "shop_reinstated",
        "",
    )
    assert (reinstated.before, reinstated.after) == ({"status": "suspended"}, {"status": "active"})
    assert (standing.suspended, standing.reason, standing.since) == (False, "", None)


def test_nobody_suspends_or_reinstates_their_own_shop() -> None:
    standing = ShopStanding(shop_id=3)
    assert refusal(standing.suspend, OWNER, OWNER, "Counterfeits", AT) == (111, None)
    standing.suspend(OPERATOR, OWNER, "Counterfeits", AT)
    assert refusal(standing.reinstate, OWNER, OWNER, "", AT) == (111, None)
    assert standing.suspended
