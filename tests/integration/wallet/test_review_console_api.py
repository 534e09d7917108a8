"""The reviewers' console over HTTP: queues, look-alike proofs and decisions.

Every test runs on SQLite and PostgreSQL through the `settings` fixture.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.integration.api_client import ApiClient, User, png
from tests.integration.wallet.steps import BANK, PAYEE, USDT, apply_recharge, balance, fund

REVIEWER_CALLS = [
    ("console/recharge/list", {}),
    ("console/recharge/detail", {"recharge_id": "x"}),
    ("console/recharge/approve", {"recharge_id": "x"}),
    ("console/recharge/reject", {"recharge_id": "x", "remark": "no"}),
    ("console/withdraw/list", {}),
    ("console/withdraw/approve", {"withdraw_id": "x"}),
    ("console/withdraw/reject", {"withdraw_id": "x", "remark": "no"}),
]


@pytest.mark.parametrize(("path", "body"), REVIEWER_CALLS)
def test_review_calls_need_the_reviewer_role(
    api: ApiClient, shopper: User, auditor: User, path: str, body: dict[str, Any]
) -> None:
    assert api.call(path, None, **body)["code"] == 101
    for user in (shopper, auditor):
        answer = api.call(path, user, **body)
        assert (answer["code"], answer["data"]) == (111, None), user.email


def test_the_queue_lists_waiting_recharges_oldest_first_with_the_applicant(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    bob = api.sign_in("bob@bazaar.test")
    proof = api.upload(shopper)
    transaction_id = "ab" * 32
    first = apply_recharge(api, shopper, 5000, transaction_id, proof)["data"]["recharge_id"]
    api.clock.advance(minutes=1)
    second = apply_recharge(api, bob, 7000, "tx-bob", method=BANK)["data"]["recharge_id"]

    queue = api.data("console/recharge/list", reviewer)
    assert [item["recharge_id"] for item in queue["list"]] == [first, second]
    assert queue["total"] == 2
    assert queue["list"][0] == {
        "recharge_id": first,
        "uid": shopper.uid,
        "email": shopper.email,
        "method": USDT,
        "amount": 5000,
        "transaction_id": transaction_id,
        "proof_image_url": f"/uploads/{proof}",
        "address": queue["list"][0]["address"],
        "status": "wait",
        "remark": "",
        "add_time": int(api.clock().timestamp()) - 60,
        "review_time": None,
        "reviewer_uid": None,
        "reviewer": None,
        "duplicate_count": 0,
        "approvals": 0,
        "approvals_needed": 1,
        "approver_uids": [],
        "first_approval": None,
        "overdue": False,
        "chain": "tron",
        "chain_check": {"state": "unchecked", "reasons": [], "confirmations": 0},
        "reference": None,
        "order_ids": [],
        "order_sns": [],
    }
    assert api.data("console/recharge/list", reviewer, status="success")["total"] == 0


def test_approval_credits_the_balance_and_names_the_reviewer(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    recharge_id = apply_recharge(api, shopper, 5000)["data"]["recharge_id"]
    api.clock.advance(minutes=5)
    assert (
        api.call("console/recharge/approve", reviewer, recharge_id=recharge_id, remark="matches")[
            "code"
        ]
        == 0
    )

    assert balance(api, shopper) == (5000, 0)
    mine = api.data("mine/wealth/recharge/list", shopper)["list"][0]
    review_time = int(api.clock().timestamp())
    assert (mine["status"], mine["remark"], mine["review_time"]) == (
        "success",
        "matches",
        review_time,
    )
    decided = api.data("console/recharge/list", reviewer, status="success")["list"]
    assert [(d["recharge_id"], d["reviewer_uid"], d["review_time"]) for d in decided] == [
        (recharge_id, reviewer.uid, review_time)
    ]
    assert api.data("console/recharge/list", reviewer)["total"] == 0


def test_a_second_decision_answers_108_and_moves_nothing(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    recharge_id = fund(api, shopper, 5000, reviewer)
    again = api.call("console/recharge/approve", reviewer, recharge_id=recharge_id)
    late_reject = api.call(
        "console/recharge/reject", reviewer, recharge_id=recharge_id, remark="too late"
    )
    assert (again["code"], late_reject["code"]) == (108, 108)
    assert again["msg"] == "The current status does not allow this operation"
    assert balance(api, shopper) == (5000, 0)


def test_rejection_needs_a_remark_and_credits_nothing(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    recharge_id = apply_recharge(api, shopper, 5000)["data"]["recharge_id"]
    bodies: list[dict[str, Any]] = [{}, {"remark": "   "}, {"remark": "x" * 501}]
    for body in bodies:
        answer = api.call("console/recharge/reject", reviewer, recharge_id=recharge_id, **body)
        assert (answer["code"], answer["data"]) == (102, {"field": "remark"}), body
    too_long = api.call(
        "console/recharge/approve", reviewer, recharge_id=recharge_id, remark="x" * 501
    )
    assert (too_long["code"], too_long["data"]) == (102, {"field": "remark"})

    api.data("console/recharge/reject", reviewer, recharge_id=recharge_id, remark="blurry")
    mine = api.data("mine/wealth/recharge/list", shopper)["list"][0]
    assert (mine["status"], mine["remark"]) == ("error", "blurry")
    assert balance(api, shopper) == (0, 0)
    rejected = api.data("console/recharge/list", reviewer, status="error")["list"]
    assert [r["recharge_id"] for r in rejected] == [recharge_id]


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("console/recharge/detail", {"recharge_id": "0" * 32}),
        ("console/recharge/approve", {"recharge_id": "0" * 32}),
        ("console/recharge/reject", {"recharge_id": "0" * 32, "remark": "no"}),
        ("console/withdraw/approve", {"withdraw_id": "0" * 32}),
        ("console/withdraw/reject", {"withdraw_id": "0" * 32, "remark": "no"}),
    ],
)
def test_unknown_applications_answer_103(
    api: ApiClient, reviewer: User, path: str, body: dict[str, Any]
) -> None:
    assert api.call(path, reviewer, **body)["code"] == 103


def test_detail_shows_the_users_other_recharges_and_every_look_alike(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    bob, cy = api.sign_in("bob@bazaar.test"), api.sign_in("cy@bazaar.test")
    earlier = fund(api, shopper, 1000, reviewer)
    api.clock.advance(minutes=1)
    # The same picture, uploaded again by someone else under another path.
    ann_proof, bob_proof = api.upload(shopper, png()), api.upload(bob, png())
    assert ann_proof != bob_proof
    current = apply_recharge(api, shopper, 5000, "tx-shared", ann_proof, method=BANK)["data"]
    api.clock.advance(minutes=1)
    same_picture = apply_recharge(api, bob, 5000, "tx-bob", bob_proof, method=BANK)["data"]
    api.clock.advance(minutes=1)
    same_transaction = apply_recharge(api, cy, 5000, "tx-shared", method=BANK)["data"]
    apply_recharge(api, api.sign_in("dee@bazaar.test"), 5000, "tx-other", method=BANK)

    detail = api.data("console/recharge/detail", reviewer, recharge_id=current["recharge_id"])

    assert detail["recharge"]["recharge_id"] == current["recharge_id"]
    assert detail["recharge"]["duplicate_count"] == 2
    assert [h["recharge_id"] for h in detail["history"]] == [earlier]
    duplicates = {d["recharge_id"]: d for d in detail["duplicates"]}
    assert list(duplicates) == [same_transaction["recharge_id"], same_picture["recharge_id"]]
    assert duplicates[same_picture["recharge_id"]]["reasons"] == ["proof_image"]
    assert duplicates[same_picture["recharge_id"]]["email"] == bob.email
    assert duplicates[same_transaction["recharge_id"]]["reasons"] == ["transaction_id"]
    queue = {
        r["recharge_id"]: r["duplicate_count"]
        for r in api.data("console/recharge/list", reviewer)["list"]
    }
    assert queue[same_picture["recharge_id"]] == queue[same_transaction["recharge_id"]] == 1


def test_one_application_alike_in_both_ways_lists_both_reasons(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    bob = api.sign_in("bob@bazaar.test")
    picture = png((9, 9, 9))
    mine = apply_recharge(api, shopper, 5000, "tx-1", api.upload(shopper, picture), method=BANK)
    apply_recharge(api, bob, 5000, "tx-1", api.upload(bob, picture), method=BANK)
    detail = api.data("console/recharge/detail", reviewer, recharge_id=mine["data"]["recharge_id"])
    assert [d["reasons"] for d in detail["duplicates"]] == [["transaction_id", "proof_image"]]


# -- withdrawals ----------------------------------------------------------------------------


def test_withdrawal_queue_approval_pays_out_the_frozen_amount(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    fund(api, shopper, 10_000, reviewer)
    withdraw_id = api.data(
        "mine/wealth/withdraw/apply", shopper, method=USDT, amount=4000, address=PAYEE
    )["withdraw_id"]
    queue = api.data("console/withdraw/list", reviewer)["list"]
    assert [(q["withdraw_id"], q["uid"], q["email"], q["amount"], q["status"]) for q in queue] == [
        (withdraw_id, shopper.uid, shopper.email, 4000, "wait")
    ]

    api.data("console/withdraw/approve", reviewer, withdraw_id=withdraw_id)

    assert balance(api, shopper) == (6000, 0)
    paid = api.data("console/withdraw/list", reviewer, status="success")["list"]
    assert [(p["withdraw_id"], p["reviewer_uid"]) for p in paid] == [(withdraw_id, reviewer.uid)]
    assert api.data("mine/wealth/withdraw/list", shopper)["list"][0]["status"] == "success"
    again = api.call("console/withdraw/reject", reviewer, withdraw_id=withdraw_id, remark="late")
    assert again["code"] == 108
    assert balance(api, shopper) == (6000, 0)


def test_withdrawal_rejection_returns_the_frozen_amount(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    fund(api, shopper, 10_000, reviewer)
    withdraw_id = api.data(
        "mine/wealth/withdraw/apply", shopper, method=USDT, amount=4000, address=PAYEE
    )["withdraw_id"]
    missing_remark = api.call("console/withdraw/reject", reviewer, withdraw_id=withdraw_id)
    assert (missing_remark["code"], missing_remark["data"]) == (102, {"field": "remark"})

    api.data("console/withdraw/reject", reviewer, withdraw_id=withdraw_id, remark="wrong chain")

    assert balance(api, shopper) == (10_000, 0)
    mine = api.data("mine/wealth/withdraw/list", shopper)["list"][0]
    assert (mine["status"], mine["remark"]) == ("error", "wrong chain")
    assert api.call("console/withdraw/approve", reviewer, withdraw_id=withdraw_id)["code"] == 108
