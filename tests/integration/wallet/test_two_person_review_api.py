"""Two-person review over HTTP: from REVIEW_SECOND_APPROVAL_FROM (100000 cents by default) a
recharge or withdrawal needs two different reviewers' approvals, and nobody decides their own.

Every test runs on SQLite and PostgreSQL through the `settings` fixture.
"""

from __future__ import annotations

from typing import Any

from tests.integration.api_client import ApiClient, User
from tests.integration.wallet.steps import PAYEE, USDT, apply_recharge, balance, fund

THRESHOLD = 100_000
ALREADY_APPROVED = "You have already approved this application; another reviewer must approve it"
OWN_APPLICATION = "You cannot decide your own application"


def _queued(api: ApiClient, path: str, reviewer: User, key: str, item_id: str) -> dict[str, Any]:
    """The item as the reviewers' list of its current status shows it."""
    for status in ("wait", "success", "error"):
        for item in api.data(path, reviewer, status=status)["list"]:
            if item[key] == item_id:
                return dict(item)
    raise AssertionError(f"{item_id} is in no list")


def _history_kinds(api: ApiClient, user: User) -> list[str]:
    return [entry["kind"] for entry in api.data("mine/wealth/history", user)["list"]]


def test_a_large_recharge_needs_two_reviewers_and_is_credited_once(
    api: ApiClient, shopper: User, reviewer: User, second_reviewer: User
) -> None:
    recharge_id = apply_recharge(api, shopper, THRESHOLD)["data"]["recharge_id"]

    first = api.call(
        "console/recharge/approve", reviewer, recharge_id=recharge_id, remark="proof fine"
    )
    assert (first["code"], first["data"]) == (0, None)
    waiting = _queued(api, "console/recharge/list", reviewer, "recharge_id", recharge_id)
    assert (waiting["status"], waiting["approvals"], waiting["approvals_needed"]) == ("wait", 1, 2)
    assert (waiting["approver_uids"], waiting["reviewer_uid"]) == ([reviewer.uid], None)
    first_approval = waiting["first_approval"]
    assert (first_approval["reviewer_uid"], first_approval["reviewer"]) == (
        reviewer.uid,
        reviewer.email,
    )
    assert first_approval["time"] >= waiting["add_time"]
    assert balance(api, shopper) == (0, 0)
    assert api.data("mine/wealth/recharge/list", shopper)["list"][0]["status"] == "wait"

    again = api.call("console/recharge/approve", reviewer, recharge_id=recharge_id)
    assert (again["code"], again["msg"]) == (108, ALREADY_APPROVED)
    assert balance(api, shopper) == (0, 0)

    second = api.call(
        "console/recharge/approve", second_reviewer, recharge_id=recharge_id, remark="agreed"
    )
    assert second["code"] == 0
    assert balance(api, shopper) == (THRESHOLD, 0)
    decided = _queued(api, "console/recharge/list", reviewer, "recharge_id", recharge_id)
    assert (decided["status"], decided["approvals"], decided["approvals_needed"]) == (
        "success",
        2,
        2,
    )
    assert decided["approver_uids"] == [reviewer.uid, second_reviewer.uid]
    assert decided["first_approval"] == first_approval  # still the first, once decided
    assert (decided["reviewer_uid"], decided["remark"]) == (second_reviewer.uid, "agreed")

    for late in (reviewer, second_reviewer, api.sign_in("ray@bazaar.test", "reviewer")):
        answer = api.call("console/recharge/approve", late, recharge_id=recharge_id)
        assert answer["code"] == 108, late.email
    assert balance(api, shopper) == (THRESHOLD, 0)
    assert _history_kinds(api, shopper) == ["recharge"]


def test_below_the_threshold_one_approval_still_decides(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    recharge_id = apply_recharge(api, shopper, THRESHOLD - 1000)["data"]["recharge_id"]
    queued = _queued(api, "console/recharge/list", reviewer, "recharge_id", recharge_id)
    assert (queued["approvals"], queued["approvals_needed"], queued["approver_uids"]) == (0, 1, [])

    api.data("console/recharge/approve", reviewer, recharge_id=recharge_id)

    assert balance(api, shopper) == (THRESHOLD - 1000, 0)
    decided = _queued(api, "console/recharge/list", reviewer, "recharge_id", recharge_id)
    assert (decided["status"], decided["approvals"], decided["approver_uids"]) == (
        "success",
        1,
        [reviewer.uid],
    )


def test_a_large_withdrawal_stays_frozen_until_a_second_reviewer_approves(
    api: ApiClient, shopper: User, reviewer: User, second_reviewer: User
) -> None:
    fund(api, shopper, 3 * THRESHOLD, reviewer, second_reviewer)
    withdraw_id = api.data(
        "mine/wealth/withdraw/apply", shopper, method=USDT, amount=THRESHOLD, address=PAYEE
    )["withdraw_id"]

    assert (
        api.call("console/withdraw/approve", second_reviewer, withdraw_id=withdraw_id)["code"] == 0
    )
    waiting = _queued(api, "console/withdraw/list", reviewer, "withdraw_id", withdraw_id)
    assert (waiting["status"], waiting["approvals"], waiting["approvals_needed"]) == ("wait", 1, 2)
    assert waiting["approver_uids"] == [second_reviewer.uid]
    assert waiting["first_approval"]["reviewer"] == second_reviewer.email
    detail = api.data("console/withdraw/detail", reviewer, withdraw_id=withdraw_id)
    assert detail["withdraw"]["first_approval"] == waiting["first_approval"]
    assert balance(api, shopper) == (2 * THRESHOLD, THRESHOLD)
    again = api.call("console/withdraw/approve", second_reviewer, withdraw_id=withdraw_id)
    assert again["code"] == 108

    api.data("console/withdraw/approve", reviewer, withdraw_id=withdraw_id)

    assert balance(api, shopper) == (2 * THRESHOLD, 0)
    paid = _queued(api, "console/withdraw/list", reviewer, "withdraw_id", withdraw_id)
    assert (paid["status"], paid["approvals"], paid["approver_uids"]) == (
        "success",
        2,
        [second_reviewer.uid, reviewer.uid],
    )
    assert _history_kinds(api, shopper) == ["withdraw_paid", "withdraw_freeze", "recharge"]


def test_one_reviewer_may_reject_a_large_withdrawal_after_a_first_approval(
    api: ApiClient, shopper: User, reviewer: User, second_reviewer: User
) -> None:
    fund(api, shopper, 2 * THRESHOLD, reviewer, second_reviewer)
    withdraw_id = api.data(
        "mine/wealth/withdraw/apply", shopper, method=USDT, amount=THRESHOLD, address=PAYEE
    )["withdraw_id"]
    api.data("console/withdraw/approve", reviewer, withdraw_id=withdraw_id)

    api.data("console/withdraw/reject", reviewer, withdraw_id=withdraw_id, remark="address changed")

    assert balance(api, shopper) == (2 * THRESHOLD, 0)
    rejected = _queued(api, "console/withdraw/list", reviewer, "withdraw_id", withdraw_id)
    assert (rejected["status"], rejected["approvals"]) == ("error", 1)
    late = api.call("console/withdraw/approve", second_reviewer, withdraw_id=withdraw_id)
    assert late["code"] == 108
    assert balance(api, shopper) == (2 * THRESHOLD, 0)


def test_a_reviewer_cannot_decide_their_own_recharge(
    api: ApiClient, reviewer: User, second_reviewer: User
) -> None:
    recharge_id = apply_recharge(api, reviewer, 5000)["data"]["recharge_id"]

    approve = api.call("console/recharge/approve", reviewer, recharge_id=recharge_id)
    reject = api.call("console/recharge/reject", reviewer, recharge_id=recharge_id, remark="oops")

    assert (approve["code"], approve["msg"], approve["data"]) == (111, OWN_APPLICATION, None)
    assert reject["code"] == 111
    assert balance(api, reviewer) == (0, 0)
    queued = _queued(api, "console/recharge/list", reviewer, "recharge_id", recharge_id)
    assert (queued["status"], queued["approvals"]) == ("wait", 0)
    api.data("console/recharge/approve", second_reviewer, recharge_id=recharge_id)
    assert balance(api, reviewer) == (5000, 0)


def test_a_reviewer_cannot_cash_out_their_own_withdrawal(
    api: ApiClient, reviewer: User, second_reviewer: User
) -> None:
    fund(api, reviewer, 10_000, second_reviewer)
    withdraw_id = api.data(
        "mine/wealth/withdraw/apply", reviewer, method=USDT, amount=4000, address=PAYEE
    )["withdraw_id"]

    approve = api.call("console/withdraw/approve", reviewer, withdraw_id=withdraw_id)
    reject = api.call("console/withdraw/reject", reviewer, withdraw_id=withdraw_id, remark="mine")

    assert (approve["code"], approve["msg"]) == (111, OWN_APPLICATION)
    assert reject["code"] == 111
    assert balance(api, reviewer) == (6000, 4000)
    api.data("console/withdraw/approve", second_reviewer, withdraw_id=withdraw_id)
    assert balance(api, reviewer) == (6000, 0)
