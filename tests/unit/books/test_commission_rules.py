"""The operator's commission rules (`domain.commission_rules`): what a rule may be, and how each
change is recorded."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

import pytest

from domain.commission_rules import CommissionRules
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.staff_actions import ActionKind

AT = datetime(2027, 1, 12, 9, tzinfo=UTC)
OPERATOR = 42
SETTINGS_DEFAULT = Decimal(5)


def set_rate(rules: CommissionRules, **given: Any) -> bool:
    request: dict[str, Any] = {
        "actor_uid": OPERATOR,
        "scope": "category",
        "target_id": 3,
        "percent": Decimal("7.5"),
        "reason": "",
        "at": AT,
        "target_exists": True,
        "settings_default": SETTINGS_DEFAULT,
        **given,
    }
    return rules.set_rate(**request)


def refusal(rules: CommissionRules, **given: Any) -> tuple[int, str | None]:
    with pytest.raises(BusinessRuleViolation) as refused:
        set_rate(rules, **given)
    return int(refused.value.code), refused.value.field


def recorded(rules: CommissionRules) -> list[CommissionRules.RateSet]:
    return [e for e in rules.collect_events() if isinstance(e, CommissionRules.RateSet)]


def test_the_rules_of_the_marketplace_are_one_aggregate_with_a_fixed_id() -> None:
    assert CommissionRules.start().id == CommissionRules.start().id == CommissionRules.create_id()


def test_setting_a_category_rate_records_who_what_and_the_percent_before_and_after() -> None:
    rules = CommissionRules.start()

    assert set_rate(rules, reason="  electronics margin  ")

    [action] = recorded(rules)
    assert (action.actor_uid, action.kind, action.target, action.reason) == (
        OPERATOR,
        ActionKind.COMMISSION_SET,
        "category:3",
        "electronics margin",
    )
    assert (action.before, action.after, action.at) == ({}, {"percent": "7.5"}, AT)
    assert rules.categories == {3: "7.5"}


def test_changing_and_removing_a_shop_rate_records_both_sides() -> None:
    rules = CommissionRules.start()
    set_rate(rules, scope="shop", target_id=12, percent=Decimal("2.00"))
    set_rate(rules, scope="shop", target_id=12, percent=Decimal(3))
    set_rate(rules, scope="shop", target_id=12, percent=None)

    changes = [(a.target, a.before, a.after) for a in recorded(rules)]
    assert changes == [
        ("shop:12", {}, {"percent": "2"}),
        ("shop:12", {"percent": "2"}, {"percent": "3"}),
        ("shop:12", {"percent": "3"}, {}),
    ]
    assert rules.shops == {}


def test_the_default_starts_at_the_settings_rate_until_an_operator_sets_one() -> None:
    rules = CommissionRules.start()

    set_rate(rules, scope="default", target_id=None, percent=Decimal(6))

    [action] = recorded(rules)
    assert (action.target, action.before, action.after) == (
        "commission:default",
        {"percent": "5"},
        {"percent": "6"},
    )
    assert rules.default == "6"


def test_saving_a_rule_as_it_stands_or_removing_one_that_is_not_there_records_nothing() -> None:
    rules = CommissionRules.start()
    set_rate(rules, percent=Decimal("7.5"))
    rules.collect_events()

    assert not set_rate(rules, percent=Decimal("7.50"))
    assert not set_rate(rules, target_id=4, percent=None)
    assert recorded(rules) == []


@pytest.mark.parametrize("percent", ["-0.01", "100.01", "7.555", "NaN", "Infinity", "1E+3"])
def test_a_rate_outside_0_to_100_or_with_more_than_two_decimals_is_refused(percent: str) -> None:
    assert refusal(CommissionRules.start(), percent=Decimal(percent)) == (102, "percent")


@pytest.mark.parametrize("percent", ["0", "100", "0.01", "99.99", "1E+1"])
def test_a_rate_from_0_to_100_with_up_to_two_decimals_is_accepted(percent: str) -> None:
    assert set_rate(CommissionRules.start(), percent=Decimal(percent))


def test_the_default_cannot_be_removed() -> None:
    rules = CommissionRules.start()

    assert refusal(rules, scope="default", target_id=None, percent=None) == (102, "percent")


@pytest.mark.parametrize(
    ("scope", "target_id"),
    [("default", 3), ("category", None), ("shop", None), ("shop", 0), ("category", -1)],
)
def test_a_category_or_shop_needs_its_id_and_the_default_takes_none(
    scope: str, target_id: int | None
) -> None:
    assert refusal(CommissionRules.start(), scope=scope, target_id=target_id) == (
        102,
        "target_id",
    )


def test_an_unknown_scope_is_refused() -> None:
    assert refusal(CommissionRules.start(), scope="brand") == (102, "scope")


def test_a_reason_longer_than_500_characters_is_refused() -> None:
    assert refusal(CommissionRules.start(), reason="x" * 501) == (102, "reason")


def test_a_category_or_shop_that_does_not_exist_is_not_found() -> None:
    rules = CommissionRules.start()

    assert refusal(rules, target_exists=False) == (ErrorCode.NOT_FOUND, "target_id")
    assert refusal(rules, scope="shop", target_exists=False) == (103, "target_id")
