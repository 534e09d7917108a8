"""The shopper's wallet over HTTP: balance, recharge and withdrawal applications, history.

Every test runs on SQLite and PostgreSQL through the `settings` fixture.
"""

from __future__ import annotations

import secrets
import threading
from typing import Any

import pytest
from sqlalchemy import select

from application.site.tables import uploads
from infra.recharge_methods import DEFAULT_RECHARGE_METHODS
from tests.integration.api_client import ApiClient, User, png
from tests.integration.wallet.steps import BANK, PAYEE, USDT, apply_recharge, balance, fund

USDT_ADDRESS = next(m["address"] for m in DEFAULT_RECHARGE_METHODS if m["method"] == USDT)
TRON_TX = "9f" * 32
SHOPPER_CALLS = [
    ("mine/wealth/info", {}),
    ("mine/wealth/recharge/apply", {"method": USDT, "amount": 1000, "transaction_id": "t"}),
    ("mine/wealth/recharge/list", {}),
    ("mine/wealth/recharge/reference", {}),
    ("mine/wealth/withdraw/apply", {"method": USDT, "amount": 1000, "address": PAYEE}),
    ("mine/wealth/withdraw/list", {}),
    ("mine/wealth/history", {}),
]


@pytest.mark.parametrize(("path", "body"), SHOPPER_CALLS)
def test_every_wallet_call_needs_a_signed_in_user(
    api: ApiClient, path: str, body: dict[str, Any]
) -> None:
    answer = api.call(path, None, **body, proof_image="x.png")
    assert (answer["code"], answer["msg"]) == (101, "Please log in first")


def test_a_new_wallet_shows_zero_balances_and_the_amount_limits(
    api: ApiClient, shopper: User
) -> None:
    assert api.data("mine/wealth/info", shopper) == {
        "amount": 0,
        "frozen_amount": 0,
        "recharge_min": 1000,
        "recharge_max": 5_000_000,
        "recharge_step": 1000,
        "withdraw_min": 1000,
        "withdraw_max": 1_000_000,
        "withdraw_step": 1,
    }


# -- recharge -------------------------------------------------------------------------------


def test_a_recharge_is_listed_at_once_as_waiting_and_moves_no_money(
    api: ApiClient, shopper: User
) -> None:
    proof = api.upload(shopper)
    answer = apply_recharge(api, shopper, 25_000, TRON_TX, proof)
    assert answer["code"] == 0, answer

    listed = api.data("mine/wealth/recharge/list", shopper)
    assert (listed["total"], listed["page"], listed["page_size"]) == (1, 1, 20)
    assert listed["list"] == [
        {
            "recharge_id": answer["data"]["recharge_id"],
            "method": USDT,
            "amount": 25_000,
            "transaction_id": TRON_TX,
            "proof_image_url": f"/uploads/{proof}",
            "address": USDT_ADDRESS,
            "status": "wait",
            "remark": "",
            "add_time": int(api.clock().timestamp()),
            "review_time": None,
            "chain": "tron",
            "chain_check": {"state": "unchecked", "reasons": [], "confirmations": 0},
            "reference": None,
            "order_ids": [],
            "order_sns": [],
        }
    ]
    assert balance(api, shopper) == (0, 0)


def test_an_unknown_recharge_method_answers_30903(api: ApiClient, shopper: User) -> None:
    answer = apply_recharge(api, shopper, 5000, method="paypal")
    assert answer["code"] == 30903
    assert answer["msg"] == "Recharge processing failed: Invalid recharge address!"
    assert api.data("mine/wealth/recharge/list", shopper)["total"] == 0


def test_the_proof_must_be_an_image_this_user_uploaded(api: ApiClient, shopper: User) -> None:
    someone_else = api.sign_in("bob@bazaar.test")
    their_picture = api.upload(someone_else)
    for proof in (their_picture, "2030/01/never-uploaded.png"):
        answer = apply_recharge(api, shopper, 5000, proof=proof)
        assert (answer["code"], answer["data"]) == (102, {"field": "proof_image"}), proof


def test_a_bank_transfer_needs_a_proof_and_a_chain_transfer_does_not(
    api: ApiClient, shopper: User
) -> None:
    proofs: list[dict[str, Any]] = [{"proof_image": " "}, {"proof_image": ""}, {}]
    for proof in proofs:
        answer = api.call(
            "mine/wealth/recharge/apply", shopper, method=BANK, amount=5000,
            transaction_id="BANK-REF-1", **proof,
        )  # fmt: skip
        assert (answer["code"], answer["data"]) == (102, {"field": "proof_image"}), proof

    answer = api.call(
        "mine/wealth/recharge/apply", shopper, method=USDT, amount=5000,
        transaction_id=secrets.token_hex(32),
    )  # fmt: skip
    assert answer["code"] == 0, answer
    listed = api.data("mine/wealth/recharge/list", shopper)["list"][0]
    assert (listed["proof_image_url"], listed["order_ids"]) == ("", [])


def served(api: ApiClient, path: str, user: User | None) -> int:
    """The status `/uploads/<path>` answers `user` (no sid for None)."""
    query = f"?sid={user.sid}" if user else ""
    return api.client.get(f"/uploads/{path}{query}").status_code


def test_a_proof_becomes_private_when_it_is_filed_even_if_uploaded_as_public(
    api: ApiClient, shopper: User, reviewer: User, auditor: User
) -> None:
    proof = api.upload(shopper)
    assert served(api, proof, None) == 200

    assert apply_recharge(api, shopper, 5000, proof=proof)["code"] == 0

    another_shopper = api.sign_in("bob@bazaar.test")
    assert [served(api, proof, who) for who in (None, another_shopper, auditor)] == [
        404,
        404,
        404,
    ]
    assert served(api, proof, shopper) == 200
    assert served(api, proof, reviewer) == 200


def test_filing_someone_elses_picture_leaves_it_as_it_was(api: ApiClient, shopper: User) -> None:
    someone_else = api.sign_in("bob@bazaar.test")
    their_picture = api.upload(someone_else)

    answer = apply_recharge(api, shopper, 5000, proof=their_picture)

    assert answer["code"] == 102
    assert served(api, their_picture, None) == 200


def test_a_refused_recharge_leaves_its_proof_as_it_was(api: ApiClient, shopper: User) -> None:
    proof = api.upload(shopper)

    answer = apply_recharge(api, shopper, 5000, "x" * 129, proof=proof)

    assert (answer["code"], answer["data"]) == (102, {"field": "transaction_id"})
    assert served(api, proof, None) == 200


@pytest.mark.parametrize("transaction_id", [" ", "x" * 129])
def test_a_transaction_id_must_have_1_to_128_characters(
    api: ApiClient, shopper: User, transaction_id: str
) -> None:
    answer = apply_recharge(api, shopper, 5000, transaction_id)
    assert (answer["code"], answer["data"]) == (102, {"field": "transaction_id"})


@pytest.mark.parametrize(
    ("method", "amount"),
    [(USDT, 999), (USDT, 1500), (USDT, 0), (USDT, -1000), (USDT, 2**70), (BANK, 5_001_000)],
)
def test_recharge_amounts_outside_the_rule_answer_102_amount(
    api: ApiClient, shopper: User, method: str, amount: int
) -> None:
    answer = apply_recharge(api, shopper, amount, method=method)
    assert (answer["code"], answer["data"]) == (102, {"field": "amount"})


@pytest.mark.parametrize("amount", ["1e4", "5000", 5000.0, True, "10000 "])
def test_an_amount_that_is_not_a_json_integer_is_refused_and_nothing_is_filed(
    api: ApiClient, shopper: User, reviewer: User, amount: Any
) -> None:
    recharge = apply_recharge(api, shopper, amount)
    assert (recharge["code"], recharge["data"]) == (102, {"field": "amount"})
    assert api.data("mine/wealth/recharge/list", shopper, page=1)["total"] == 0
    fund(api, shopper, 10_000, reviewer)
    withdrawal = api.call(
        "mine/wealth/withdraw/apply", shopper, method=USDT, amount=amount, address=PAYEE
    )
    assert (withdrawal["code"], withdrawal["data"]) == (102, {"field": "amount"})
    assert balance(api, shopper) == (10_000, 0)


def test_a_method_can_narrow_the_site_maximum(api: ApiClient, shopper: User) -> None:
    # USDT takes at most 1,000,000 cents although the site allows 5,000,000.
    refused = apply_recharge(api, shopper, 2_000_000, method=USDT)
    accepted = apply_recharge(api, shopper, 2_000_000, method=BANK)
    assert (refused["code"], refused["data"]) == (102, {"field": "amount"})
    assert accepted["code"] == 0


def test_one_pending_recharge_at_a_time(api: ApiClient, shopper: User) -> None:
    assert apply_recharge(api, shopper, 5000)["code"] == 0
    second = apply_recharge(api, shopper, 6000)
    assert second["code"] == 30902
    assert second["msg"] == (
        "Recharge failed, please wait for the previous application to be processed"
    )


# -- withdraw -------------------------------------------------------------------------------


def test_a_withdrawal_freezes_the_amount_at_once_and_is_listed(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    fund(api, shopper, 10_000, reviewer)
    answer = api.call(
        "mine/wealth/withdraw/apply", shopper, method=USDT, amount=4000, address=f" {PAYEE} "
    )
    assert answer["code"] == 0, answer
    assert balance(api, shopper) == (6000, 4000)
    listed = api.data("mine/wealth/withdraw/list", shopper)
    assert listed["list"] == [
        {
            "withdraw_id": answer["data"]["withdraw_id"],
            "method": USDT,
            "amount": 4000,
            "address": PAYEE,
            "status": "wait",
            "remark": "",
            "add_time": int(api.clock().timestamp()),
            "review_time": None,
        }
    ]


def test_withdrawing_more_than_available_answers_106_and_freezes_nothing(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    fund(api, shopper, 3000, reviewer)
    answer = api.call(
        "mine/wealth/withdraw/apply", shopper, method=USDT, amount=4000, address=PAYEE
    )
    assert (answer["code"], answer["msg"]) == (106, "Exceed withdrawal balance")
    assert balance(api, shopper) == (3000, 0)


def test_the_whole_balance_can_be_withdrawn_to_the_cent(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    fund(api, shopper, 2000, reviewer)
    paid = api.container.wallets.debit_payment(shopper.uid, "pay-1", 607, "Order BZ1")
    assert api.container.runner.wait_until_applied(paid, timeout=10)
    available, _ = balance(api, shopper)
    assert available == 1393  # not a multiple of the $10 minimum
    answer = api.call(
        "mine/wealth/withdraw/apply", shopper, method=USDT, amount=available, address=PAYEE
    )
    assert answer["code"] == 0, answer
    assert balance(api, shopper) == (0, 1393)


def test_a_whole_balance_below_the_minimum_stays_until_it_reaches_it(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    fund(api, shopper, 1000, reviewer)
    paid = api.container.wallets.debit_payment(shopper.uid, "pay-1", 607, "Order BZ1")
    assert api.container.runner.wait_until_applied(paid, timeout=10)
    answer = api.call("mine/wealth/withdraw/apply", shopper, method=USDT, amount=393, address=PAYEE)
    assert (answer["code"], answer["data"]) == (102, {"field": "amount"})
    assert balance(api, shopper) == (393, 0)


def test_one_pending_withdrawal_at_a_time(api: ApiClient, shopper: User, reviewer: User) -> None:
    fund(api, shopper, 10_000, reviewer)
    body: dict[str, Any] = {"method": USDT, "amount": 1000, "address": PAYEE}
    assert api.call("mine/wealth/withdraw/apply", shopper, **body)["code"] == 0
    second = api.call("mine/wealth/withdraw/apply", shopper, **body)
    assert second["code"] == 30805
    assert balance(api, shopper) == (9000, 1000)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"method": "paypal", "amount": 1000, "address": PAYEE}, "method"),
        ({"method": USDT, "amount": 1000, "address": "  "}, "address"),
        ({"method": BANK, "amount": 1000, "address": "T" * 256}, "address"),
        ({"method": USDT, "amount": 999, "address": PAYEE}, "amount"),
        ({"method": USDT, "amount": 1_001_000, "address": PAYEE}, "amount"),
        ({"method": USDT, "address": PAYEE}, "amount"),
    ],
)
def test_withdrawal_fields_are_checked_and_named(
    api: ApiClient, shopper: User, reviewer: User, body: dict[str, Any], field: str
) -> None:
    fund(api, shopper, 10_000, reviewer)
    answer = api.call("mine/wealth/withdraw/apply", shopper, **body)
    assert (answer["code"], answer["data"]) == (102, {"field": field})
    assert balance(api, shopper) == (10_000, 0)


# -- history --------------------------------------------------------------------------------


def test_history_lists_every_balance_move_newest_first_with_running_balances(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    fund(api, shopper, 10_000, reviewer)
    withdraw = {"method": USDT, "address": PAYEE}
    first = api.data("mine/wealth/withdraw/apply", shopper, amount=3000, **withdraw)
    api.data(
        "console/withdraw/reject", reviewer, withdraw_id=first["withdraw_id"], remark="bad address"
    )
    second = api.data("mine/wealth/withdraw/apply", shopper, amount=2000, **withdraw)
    api.data("console/withdraw/approve", reviewer, withdraw_id=second["withdraw_id"])
    api.container.wallets.debit_payment(shopper.uid, "pay-1", 1000, "order 1")
    wallet = api.container.wallets.load(shopper.uid)
    wallet.credit_refund("refund-1", 400, "order 1 refunded", api.clock())
    notification_id = api.container.application.save(wallet)[-1].notification.id
    assert api.container.runner.wait_until_applied(notification_id, timeout=10)

    history = api.data("mine/wealth/history", shopper)
    moves = [
        (e["kind"], e["amount_change"], e["frozen_change"], e["amount"], e["frozen_amount"])
        for e in history["list"]
    ]
    assert moves == [
        ("refund", 400, 0, 7400, 0),
        ("payment", -1000, 0, 7000, 0),
        ("withdraw_paid", 0, -2000, 8000, 0),
        ("withdraw_freeze", -2000, 2000, 8000, 2000),
        ("withdraw_returned", 3000, -3000, 10_000, 0),
        ("withdraw_freeze", -3000, 3000, 7000, 3000),
        ("recharge", 10_000, 0, 10_000, 0),
    ]
    assert history["total"] == 7
    assert [e["entry_id"] for e in history["list"]] == [9, 8, 7, 6, 5, 4, 3]
    assert history["list"][4]["remark"] == "bad address"
    assert all(entry["order_sns"] == [] for entry in history["list"])
    assert balance(api, shopper) == (7400, 0)
    assert sum(e["amount_change"] for e in history["list"]) == 7400


def test_history_answers_the_order_numbers_an_entry_is_for_apart_from_its_remark(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    wallets = api.container.wallets
    fund(api, shopper, 10_000, reviewer)
    wallets.debit_payment(shopper.uid, "pay-1", 1000, "Order BZ202612010000000001")
    wallets.debit_payment(shopper.uid, "pay-2", 1000, "Order BZ2, BZ3")
    wallet = wallets.load(shopper.uid)
    wallet.credit_refund("refund-1", 400, "Refund of order BZ2", api.clock())
    wallet.credit_settlement("order-4", 300, "Order BZ4", api.clock())
    notification_id = api.container.application.save(wallet)[-1].notification.id
    assert api.container.runner.wait_until_applied(notification_id, timeout=10)

    history = api.data("mine/wealth/history", shopper)["list"]
    assert [(entry["kind"], entry["order_sns"]) for entry in history] == [
        ("settlement", ["BZ4"]),
        ("refund", ["BZ2"]),
        ("payment", ["BZ2", "BZ3"]),
        ("payment", ["BZ202612010000000001"]),
        ("recharge", []),
    ]
    assert history[2]["remark"] == "Order BZ2, BZ3"


def test_lists_are_paged(api: ApiClient, shopper: User, reviewer: User) -> None:
    for _ in range(3):
        fund(api, shopper, 1000, reviewer)
        api.clock.advance(seconds=1)
    newest_first = api.data("mine/wealth/recharge/list", shopper)["list"]
    second_page = api.data("mine/wealth/recharge/list", shopper, page=2, page_size=2)
    assert (second_page["total"], second_page["page"], second_page["page_size"]) == (3, 2, 2)
    assert second_page["list"] == newest_first[2:]
    assert newest_first[0]["add_time"] > newest_first[2]["add_time"]
    history = api.data("mine/wealth/history", shopper, page=1, page_size=1)
    assert (len(history["list"]), history["total"]) == (1, 3)
    oversized = api.call("mine/wealth/history", shopper, page_size=101)
    assert (oversized["code"], oversized["data"]) == (102, {"field": "page_size"})


def test_a_shopper_sees_only_their_own_wallet(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    fund(api, shopper, 10_000, reviewer)
    api.data("mine/wealth/withdraw/apply", shopper, method=USDT, amount=1000, address=PAYEE)
    apply_recharge(api, shopper, 2000)
    other = api.sign_in("bob@bazaar.test")

    for path in ("recharge/list", "withdraw/list", "history"):
        page = api.data(f"mine/wealth/{path}", other)
        assert (page["list"], page["total"]) == ([], 0), path
    assert balance(api, other) == (0, 0)


# -- Idempotency-Key ------------------------------------------------------------------------


def test_a_replayed_key_answers_the_first_recharge_without_filing_another(
    api: ApiClient, shopper: User
) -> None:
    proof = api.upload(shopper)
    body: dict[str, Any] = {
        "method": USDT,
        "amount": 5000,
        "transaction_id": TRON_TX,
        "proof_image": proof,
    }
    first = api.call("mine/wealth/recharge/apply", shopper, key="k-1", **body)
    # At once and without X-Repeat-Submit: the key, not the 105 guard, answers the repeat.
    replay = api.call("mine/wealth/recharge/apply", shopper, key="k-1", allow_repeat=False, **body)
    assert first["code"] == 0
    assert replay == first
    assert api.data("mine/wealth/recharge/list", shopper)["total"] == 1


@pytest.mark.usefixtures("long_repeat_window")
def test_without_a_key_an_identical_apply_within_a_second_answers_105(
    api: ApiClient, shopper: User
) -> None:
    proof = api.upload(shopper)
    body: dict[str, Any] = {
        "method": USDT,
        "amount": 5000,
        "transaction_id": TRON_TX,
        "proof_image": proof,
    }
    first = api.call("mine/wealth/recharge/apply", shopper, allow_repeat=False, **body)
    again = api.call("mine/wealth/recharge/apply", shopper, allow_repeat=False, **body)
    assert (first["code"], again["code"]) == (0, 105)


def test_a_key_reused_with_another_body_answers_102_naming_the_header(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    fund(api, shopper, 10_000, reviewer)
    body: dict[str, Any] = {"method": USDT, "amount": 1000, "address": PAYEE}
    first = api.call("mine/wealth/withdraw/apply", shopper, key="w-1", **body)
    changed = api.call("mine/wealth/withdraw/apply", shopper, key="w-1", **{**body, "amount": 2000})
    on_another_call = apply_recharge(api, shopper, 1000, key="w-1")
    assert first["code"] == 0
    assert (changed["code"], changed["data"]) == (102, {"field": "Idempotency-Key"})
    assert (on_another_call["code"], on_another_call["data"]) == (
        102,
        {"field": "Idempotency-Key"},
    )
    assert balance(api, shopper) == (9000, 1000)


def test_a_replayed_withdrawal_freezes_once(api: ApiClient, shopper: User, reviewer: User) -> None:
    fund(api, shopper, 10_000, reviewer)
    body: dict[str, Any] = {"method": USDT, "amount": 4000, "address": PAYEE}
    answers = [
        api.call("mine/wealth/withdraw/apply", shopper, key="same", **body) for _ in range(3)
    ]
    assert answers[0]["code"] == 0
    assert answers[1] == answers[2] == answers[0]
    assert balance(api, shopper) == (6000, 4000)
    assert api.data("mine/wealth/withdraw/list", shopper)["total"] == 1


def test_identical_keyed_calls_arriving_together_act_once(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    fund(api, shopper, 10_000, reviewer)
    callers = 8
    together = threading.Barrier(callers)
    answers: list[dict[str, Any]] = []

    def send() -> None:
        together.wait()
        answers.append(
            api.call(
                "mine/wealth/withdraw/apply",
                shopper,
                key="double-click",
                allow_repeat=False,
                method=USDT,
                amount=4000,
                address=PAYEE,
            )
        )

    threads = [threading.Thread(target=send) for _ in range(callers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert len(answers) == callers
    assert answers[0]["code"] == 0, answers[0]
    assert all(answer == answers[0] for answer in answers)
    assert balance(api, shopper) == (6000, 4000)
    assert api.data("mine/wealth/withdraw/list", shopper)["total"] == 1


def test_a_refused_call_replays_its_refusal_even_after_the_rule_would_pass(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    body: dict[str, Any] = {"method": USDT, "amount": 4000, "address": PAYEE}
    refused = api.call("mine/wealth/withdraw/apply", shopper, key="early", **body)
    fund(api, shopper, 10_000, reviewer)
    replay = api.call("mine/wealth/withdraw/apply", shopper, key="early", language="es", **body)
    fresh_key = api.call("mine/wealth/withdraw/apply", shopper, key="later", **body)
    assert (refused["code"], refused["msg"]) == (106, "Exceed withdrawal balance")
    assert replay["code"] == 106 and replay["msg"] != refused["msg"], "in the replayer's language"
    assert fresh_key["code"] == 0


def test_keys_belong_to_one_user(api: ApiClient, shopper: User, reviewer: User) -> None:
    other = api.sign_in("bob@bazaar.test")
    for user in (shopper, other):
        fund(api, user, 5000, reviewer)
    body: dict[str, Any] = {"method": USDT, "amount": 1000, "address": PAYEE}
    mine = api.call("mine/wealth/withdraw/apply", shopper, key="shared", **body)
    theirs = api.call("mine/wealth/withdraw/apply", other, key="shared", **body)
    assert mine["code"] == theirs["code"] == 0
    assert mine["data"] != theirs["data"]


@pytest.mark.parametrize("key", ["", "k" * 129])
def test_a_key_longer_than_128_characters_or_empty_is_a_parameter_error(
    api: ApiClient, shopper: User, key: str
) -> None:
    answer = apply_recharge(api, shopper, 5000, key=key)
    assert (answer["code"], answer["data"]) == (102, {"field": "Idempotency-Key"})
    assert api.data("mine/wealth/recharge/list", shopper)["total"] == 0


def test_the_same_image_uploaded_twice_is_one_picture(api: ApiClient, shopper: User) -> None:
    # The premise of finding look-alike proofs by content hash: re-encoding is deterministic.
    first, second = api.upload(shopper, png()), api.upload(shopper, png())
    assert first != second
    with api.container.engine.connect() as connection:
        hashes = connection.execute(
            select(uploads.c.sha256).where(uploads.c.path.in_([first, second]))
        ).scalars()
        assert len(set(hashes)) == 1
