"""An account's standing (`domain.account_standing`), without I/O: the rules of disabling and
enabling, one- and two-person role grants, and that the record follows every action."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from domain.account_standing import AccountStanding, RoleChange
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.staff_actions import RecordedAction
from projections.staff_actions import RECORDED_ACTIONS

AT = datetime(2030, 1, 1, 12, tzinfo=UTC)
ANN, OLGA, OSCAR = 7, 30, 31
NOTHING: frozenset[str] = frozenset()


def refusal(action: Any, *args: Any) -> tuple[int, str | None, str | None]:
    with pytest.raises(BusinessRuleViolation) as refused:
        action(*args)
    return int(refused.value.code), refused.value.field, refused.value.context


def actions(standing: AccountStanding) -> list[RecordedAction]:
    return [event for event in standing.collect_events() if isinstance(event, RecordedAction)]


def test_each_user_has_one_standing_and_the_record_follows_every_action_of_it() -> None:
    assert AccountStanding(uid=ANN).id == AccountStanding.create_id(ANN)
    assert AccountStanding.create_id(ANN) != AccountStanding.create_id(OLGA)
    nested = [
        value
        for value in vars(AccountStanding).values()
        if isinstance(value, type) and issubclass(value, RecordedAction)
    ]
    assert len(nested) == 5
    assert set(nested) <= set(RECORDED_ACTIONS)


def test_disabling_needs_a_reason_another_user_and_an_enabled_account() -> None:
    standing = AccountStanding(uid=ANN)

    assert refusal(standing.disable, OLGA, "  ", AT) == (102, "reason", None)
    assert refusal(standing.disable, OLGA, "x" * 501, AT) == (102, "reason", None)
    assert refusal(standing.disable, ANN, "fraud", AT)[0] == ErrorCode.PROHIBITED
    assert refusal(standing.enable, OLGA, "", AT)[0] == ErrorCode.STATE_FORBIDS
    standing.disable(OLGA, " fraud ", AT)
    assert refusal(standing.disable, OSCAR, "again", AT)[0] == ErrorCode.STATE_FORBIDS
    assert (standing.disabled, standing.disabled_reason, standing.disabled_at) == (
        True,
        "fraud",
        AT,
    )
    standing.enable(OSCAR, "", AT)

    recorded = actions(standing)
    assert [(a.actor_uid, a.kind, a.target, a.reason) for a in recorded] == [
        (OLGA, "user_disabled", f"user:{ANN}", "fraud"),
        (OSCAR, "user_enabled", f"user:{ANN}", ""),
    ]
    assert AccountStanding.subject_of(recorded[0]) == ANN


@pytest.mark.parametrize("role", ["reviewer", "auditor", "operator"])
def test_a_sensitive_role_waits_for_a_second_different_operator(role: str) -> None:
    standing = AccountStanding(uid=ANN)

    assert standing.change_role(OLGA, role, True, NOTHING, AT) == RoleChange(1, 2)
    assert refusal(standing.change_role, OLGA, role, True, NOTHING, AT) == (
        108,
        None,
        "approved_already",
    )
    assert standing.pending == {role: [OLGA]}
    assert standing.change_role(OSCAR, role, True, NOTHING, AT) == RoleChange(2, 2)
    assert standing.pending == {}


@pytest.mark.parametrize("role", ["seller", "agent"])
def test_seller_and_agent_take_one_operator(role: str) -> None:
    standing = AccountStanding(uid=ANN)

    assert standing.change_role(OLGA, role, True, NOTHING, AT).done
    [granted] = actions(standing)
    assert (granted.kind, granted.before, granted.after) == (
        "role_granted",
        {"roles": []},
        {"roles": [role]},
    )


def test_roles_held_are_not_granted_again_and_roles_not_held_are_not_revoked() -> None:
    standing = AccountStanding(uid=ANN)
    held = frozenset({"agent", "seller"})

    assert refusal(standing.change_role, OLGA, "agent", True, held, AT)[0] == 108
    assert refusal(standing.change_role, OLGA, "reviewer", False, held, AT)[0] == 108
    assert refusal(standing.change_role, OLGA, "seller", False, held, AT)[0] == 108
    assert refusal(standing.change_role, OLGA, "admin", True, held, AT) == (102, "role", None)
    assert refusal(standing.change_role, ANN, "reviewer", True, held, AT)[0] == 111
    assert standing.change_role(OLGA, "agent", False, held, AT) == RoleChange(1, 1)
    assert actions(standing)[-1].after == {"roles": ["seller"]}


def test_a_revoke_cancels_a_waiting_grant_which_then_starts_over() -> None:
    standing = AccountStanding(uid=ANN)
    standing.change_role(OLGA, "auditor", True, NOTHING, AT)

    standing.change_role(OSCAR, "auditor", False, NOTHING, AT)

    assert standing.pending == {}
    assert actions(standing)[-1].before == {"pending": {"auditor": 1}}
    assert standing.change_role(OLGA, "auditor", True, NOTHING, AT) == RoleChange(1, 2)
