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
from tests.integration.wallet.conftest import User, WalletApi

AUTO_APPROVE_MAX = 10_000


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return replace(settings, recharge_auto_approve_max=AUTO_APPROVE_MAX)


def _record(api: WalletApi, user: User, recharge_id: str, check: ChainCheck) -> None:
    position = api.container.wallets.record_chain_check(user.uid, recharge_id, check)
    assert position is not None
    assert api.container.runner.wait_until_applied(position, timeout=10)


def _queued(api: WalletApi, reviewer: User, recharge_id: str, status: str) -> dict[str, Any]:
    found = [
        item
        for item in api.data("console/recharge/list", reviewer, status=status)["list"]
        if item["recharge_id"] == recharge_id
    ]
    assert len(found) == 1, status
    return dict(found[0])


def test_a_mismatch_shows_its_reasons_and_is_approved_only_when_confirmed_with_a_remark(
    wallet_api: WalletApi, shopper: User, reviewer: User
) -> None:
    recharge_id = wallet_api.apply_recharge(shopper, 5000)["data"]["recharge_id"]
    _record(wallet_api, shopper, recharge_id, ChainCheck("mismatch", ("wrong_amount",), 25))
    badge = {"state": "mismatch", "reasons": ["wrong_amount"], "confirmations": 25}
    assert _queued(wallet_api, reviewer, recharge_id, "wait")["chain_check"] == badge
    detail = wallet_api.data("console/recharge/detail", reviewer, recharge_id=recharge_id)
    assert detail["recharge"]["chain_check"] == badge
    mine = wallet_api.data("mine/wealth/recharge/list", shopper)["list"][0]
    assert (mine["chain"], mine["chain_check"]) == ("tron", badge)

    approve: dict[str, Any] = {"recharge_id": recharge_id}
    plain = wallet_api.call("console/recharge/approve", reviewer, **approve, remark="ok")
    silent = wallet_api.call("console/recharge/approve", reviewer, **approve, confirm_mismatch=True)
    assert (plain["code"], plain["data"]) == (102, {"field": "confirm_mismatch"})
    assert (silent["code"], silent["data"]) == (102, {"field": "remark"})
    assert wallet_api.balance(shopper) == (0, 0)

    wallet_api.data(
        "console/recharge/approve",
        reviewer,
        **approve,
        confirm_mismatch=True,
        remark="fee taken by the exchange; agreed with the shopper",
    )
    assert wallet_api.balance(shopper) == (5000, 0)
    decided = _queued(wallet_api, reviewer, recharge_id, "success")
    assert (decided["reviewer_uid"], decided["reviewer"]) == (reviewer.uid, reviewer.email)


def test_a_verified_recharge_within_the_limit_is_approved_by_the_system(
    wallet_api: WalletApi, shopper: User, reviewer: User
) -> None:
    recharge_id = wallet_api.apply_recharge(shopper, AUTO_APPROVE_MAX)["data"]["recharge_id"]
    _record(wallet_api, shopper, recharge_id, ChainCheck("verified", (), 19))

    assert wallet_api.balance(shopper) == (AUTO_APPROVE_MAX, 0)
    decided = _queued(wallet_api, reviewer, recharge_id, "success")
    assert (decided["reviewer_uid"], decided["reviewer"], decided["approver_uids"]) == (
        0,
        "system",
        [0],
    )
    assert decided["chain_check"] == {"state": "verified", "reasons": [], "confirmations": 19}
    history = wallet_api.data("mine/wealth/history", shopper)["list"]
    assert [(entry["kind"], entry["amount_change"]) for entry in history] == [
        ("recharge", AUTO_APPROVE_MAX)
    ]


def test_a_verified_recharge_over_the_limit_waits_for_a_reviewer(
    wallet_api: WalletApi, shopper: User, reviewer: User
) -> None:
    recharge_id = wallet_api.apply_recharge(shopper, AUTO_APPROVE_MAX + 1000)["data"]["recharge_id"]
    _record(wallet_api, shopper, recharge_id, ChainCheck("verified", (), 19))

    waiting = _queued(wallet_api, reviewer, recharge_id, "wait")
    assert (waiting["chain_check"]["state"], waiting["reviewer"]) == ("verified", None)
    assert wallet_api.balance(shopper) == (0, 0)
    with pytest.raises(BusinessRuleViolation) as not_pending:
        wallet_api.container.wallets.record_chain_check(
            shopper.uid, "no-such-recharge", ChainCheck("verified", (), 20)
        )
    assert not_pending.value.code == ErrorCode.STATE_FORBIDS


def test_the_auditors_replay_lists_the_checks_and_the_systems_decision(
    wallet_api: WalletApi, shopper: User, auditor: User
) -> None:
    recharge_id = wallet_api.apply_recharge(shopper, 5000)["data"]["recharge_id"]
    _record(wallet_api, shopper, recharge_id, ChainCheck("confirming", (), 4))
    _record(wallet_api, shopper, recharge_id, ChainCheck("verified", (), 19))

    trail = wallet_api.data("console/audit/wallet", auditor, uid=shopper.uid)
    assert [(e["kind"], e["amount_change"], e["actor_uid"]) for e in trail["events"][1:]] == [
        ("recharge_requested", 0, shopper.uid),
        ("recharge_chain_checked", 0, None),
        ("recharge_chain_checked", 0, None),
        ("recharge_approved", 5000, 0),
    ]
    assert trail["events"][2]["remark"] == "confirming; 4 confirmations"
    assert wallet_api.data("console/audit/reconcile", auditor)["list"] == []
