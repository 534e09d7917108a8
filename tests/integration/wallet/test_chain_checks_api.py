"""Chain checks as reviewers and shoppers see them over HTTP: the badge's state and details on
every list, a mismatch approved only when confirmed with a remark, and the system's approval of
a verified recharge up to RECHARGE_AUTO_APPROVE_MAX (here 10000 cents), shown as "system".

Every test runs on SQLite and PostgreSQL through the `settings` fixture.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from application.wallet.chains import ChainCheck
from domain.errors import BusinessRuleViolation, ErrorCode
from infra.settings import Settings
from tests.integration.api_client import ApiClient, User
from tests.integration.wallet.steps import apply_recharge, balance

AUTO_APPROVE_MAX = 10_000


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return replace(settings, recharge_auto_approve_max=AUTO_APPROVE_MAX)


def _record(api: ApiClient, user: User, recharge_id: str, check: ChainCheck) -> None:
    position = api.container.wallets.record_chain_check(user.uid, recharge_id, check)
    assert position is not None
    assert api.container.runner.wait_until_applied(position, timeout=10)


def _queued(api: ApiClient, reviewer: User, recharge_id: str, status: str) -> dict[str, Any]:
    found = [
        item
        for item in api.data("console/recharge/list", reviewer, status=status)["list"]
        if item["recharge_id"] == recharge_id
    ]
    assert len(found) == 1, status
    return dict(found[0])


def test_a_mismatch_shows_its_reasons_and_is_approved_only_when_confirmed_with_a_remark(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    recharge_id = apply_recharge(api, shopper, 5000)["data"]["recharge_id"]
    _record(api, shopper, recharge_id, ChainCheck("mismatch", ("wrong_amount",), 25))
    badge = {"state": "mismatch", "reasons": ["wrong_amount"], "confirmations": 25}
    assert _queued(api, reviewer, recharge_id, "wait")["chain_check"] == badge
    detail = api.data("console/recharge/detail", reviewer, recharge_id=recharge_id)
    assert detail["recharge"]["chain_check"] == badge
    mine = api.data("mine/wealth/recharge/list", shopper)["list"][0]
    assert (mine["chain"], mine["chain_check"]) == ("tron", badge)

    approve: dict[str, Any] = {"recharge_id": recharge_id}
    plain = api.call("console/recharge/approve", reviewer, **approve, remark="ok")
    silent = api.call("console/recharge/approve", reviewer, **approve, confirm_mismatch=True)
    assert (plain["code"], plain["data"]) == (102, {"field": "confirm_mismatch"})
    assert (silent["code"], silent["data"]) == (102, {"field": "remark"})
    assert balance(api, shopper) == (0, 0)

    api.data(
        "console/recharge/approve",
        reviewer,
        **approve,
        confirm_mismatch=True,
        remark="fee taken by the exchange; agreed with the shopper",
    )
    assert balance(api, shopper) == (5000, 0)
    decided = _queued(api, reviewer, recharge_id, "success")
    assert (decided["reviewer_uid"], decided["reviewer"]) == (reviewer.uid, reviewer.email)


def test_a_verified_recharge_within_the_limit_is_approved_by_the_system(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    recharge_id = apply_recharge(api, shopper, AUTO_APPROVE_MAX)["data"]["recharge_id"]
    _record(api, shopper, recharge_id, ChainCheck("verified", (), 19))

    assert balance(api, shopper) == (AUTO_APPROVE_MAX, 0)
    decided = _queued(api, reviewer, recharge_id, "success")
    assert (decided["reviewer_uid"], decided["reviewer"], decided["approver_uids"]) == (
        0,
        "system",
        [0],
    )
    assert decided["chain_check"] == {"state": "verified", "reasons": [], "confirmations": 19}
    history = api.data("mine/wealth/history", shopper)["list"]
    assert [(entry["kind"], entry["amount_change"]) for entry in history] == [
        ("recharge", AUTO_APPROVE_MAX)
    ]


def test_a_verified_recharge_over_the_limit_waits_for_a_reviewer(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    recharge_id = apply_recharge(api, shopper, AUTO_APPROVE_MAX + 1000)["data"]["recharge_id"]
    _record(api, shopper, recharge_id, ChainCheck("verified", (), 19))

    waiting = _queued(api, reviewer, recharge_id, "wait")
    assert (waiting["chain_check"]["state"], waiting["reviewer"]) == ("verified", None)
    assert balance(api, shopper) == (0, 0)
    with pytest.raises(BusinessRuleViolation) as not_pending:
        api.container.wallets.record_chain_check(
            shopper.uid, "no-such-recharge", ChainCheck("verified", (), 20)
        )
    assert not_pending.value.code == ErrorCode.STATE_FORBIDS


def test_the_auditors_replay_lists_the_checks_and_the_systems_decision(
    api: ApiClient, shopper: User, auditor: User
) -> None:
    recharge_id = apply_recharge(api, shopper, 5000)["data"]["recharge_id"]
    _record(api, shopper, recharge_id, ChainCheck("confirming", (), 4))
    _record(api, shopper, recharge_id, ChainCheck("verified", (), 19))

    trail = api.data("console/audit/wallet", auditor, uid=shopper.uid)
    assert [(e["kind"], e["amount_change"], e["actor_uid"]) for e in trail["events"][1:]] == [
        ("recharge_requested", 0, shopper.uid),
        ("recharge_chain_checked", 0, None),
        ("recharge_chain_checked", 0, None),
        ("recharge_approved", 5000, 0),
    ]
    assert trail["events"][2]["remark"] == "confirming; 4 confirmations"
    assert api.data("console/audit/reconcile", auditor)["list"] == []
