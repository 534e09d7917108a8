"""Wallet rules, on the aggregate alone and through the use cases on in-memory storage."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from application.bazaar import Bazaar
from application.wallet.service import Wallets
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.money import AmountRule
from domain.review import ReviewRule
from domain.wallet import Wallet

AT = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
RULE = AmountRule(minimum=1000, maximum=100_000)
REVIEW = ReviewRule(second_approval_from=100_000)


def funded_wallet(amount: int = 10_000) -> Wallet:
    wallet = Wallet(owner_uid=1)
    wallet.request_recharge("r1", "usdt_trc20", amount, "tx", "proof.png", "addr", RULE, AT)
    wallet.approve_recharge("r1", reviewer_uid=9, remark="ok", at=AT, rule=REVIEW)
    return wallet


def refusal(action: object) -> BusinessRuleViolation:
    assert callable(action)
    with pytest.raises(BusinessRuleViolation) as caught:
        action()
    return caught.value


def test_a_recharge_moves_money_only_when_approved() -> None:
    wallet = Wallet(owner_uid=1)
    wallet.request_recharge("r1", "usdt_trc20", 5000, "tx", "proof.png", "addr", RULE, AT)
    assert wallet.available == 0
    wallet.approve_recharge("r1", 9, "ok", AT, REVIEW)
    assert (wallet.available, wallet.frozen) == (5000, 0)


def test_a_second_pending_recharge_is_refused_with_30902() -> None:
    wallet = Wallet(owner_uid=1)
    wallet.request_recharge("r1", "usdt_trc20", 5000, "tx", "proof.png", "addr", RULE, AT)
    error = refusal(
        lambda: wallet.request_recharge("r2", "usdt_trc20", 5000, "tx2", "p.png", "a", RULE, AT)
    )
    assert error.code == ErrorCode.RECHARGE_PENDING


def test_a_decision_on_a_recharge_that_is_no_longer_pending_answers_108() -> None:
    wallet = funded_wallet()
    assert refusal(lambda: wallet.approve_recharge("r1", 9, "again", AT, REVIEW)).code == 108
    assert refusal(lambda: wallet.reject_recharge("r1", 9, "late", AT)).code == 108
    assert wallet.available == 10_000


def test_a_withdrawal_freezes_the_amount_at_once_and_rejection_returns_it() -> None:
    wallet = funded_wallet()
    wallet.request_withdrawal("w1", "usdt_trc20", 4000, "addr", RULE, AT)
    assert (wallet.available, wallet.frozen) == (6000, 4000)
    wallet.reject_withdrawal("w1", 9, "wrong address", AT)
    assert (wallet.available, wallet.frozen) == (10_000, 0)


def test_an_approved_withdrawal_pays_the_frozen_amount_out() -> None:
    wallet = funded_wallet()
    wallet.request_withdrawal("w1", "usdt_trc20", 4000, "addr", RULE, AT)
    wallet.approve_withdrawal("w1", 9, "paid", AT, REVIEW)
    assert (wallet.available, wallet.frozen) == (6000, 0)


def test_withdrawing_more_than_available_answers_106_with_the_withdraw_wording() -> None:
    wallet = funded_wallet(5000)
    error = refusal(lambda: wallet.request_withdrawal("w1", "m", 6000, "a", RULE, AT))
    assert (error.code, error.catalogue_key) == (106, "106.withdraw")
    assert (wallet.available, wallet.frozen) == (5000, 0)


def test_a_second_pending_withdrawal_is_refused_with_30805() -> None:
    wallet = funded_wallet()
    wallet.request_withdrawal("w1", "m", 1000, "a", RULE, AT)
    assert refusal(lambda: wallet.request_withdrawal("w2", "m", 1000, "a", RULE, AT)).code == 30805


def test_a_payment_beyond_the_balance_answers_106_with_the_pay_wording() -> None:
    wallet = funded_wallet(2000)
    error = refusal(lambda: wallet.debit_payment("p1", 2001, "order", AT))
    assert error.catalogue_key == "106.pay"
    wallet.debit_payment("p2", 2000, "order", AT)
    assert wallet.available == 0


@pytest.mark.parametrize("amount", [0, -1000, 999, 1500, 100_001])
def test_amounts_outside_the_rule_are_parameter_errors_naming_amount(amount: int) -> None:
    wallet = Wallet(owner_uid=1)
    error = refusal(lambda: wallet.request_recharge("r", "m", amount, "tx", "p.png", "a", RULE, AT))
    assert (error.code, error.field) == (ErrorCode.BAD_PARAMETER, "amount")


def test_every_event_records_who_acted_when_and_why() -> None:
    wallet = funded_wallet()
    approved = wallet.collect_events()[-1]
    assert isinstance(approved, Wallet.RechargeApproved)
    assert (approved.reviewer_uid, approved.remark, approved.at) == (9, "ok", AT)


def test_use_cases_on_in_memory_storage_reload_the_saved_wallet() -> None:
    wallets = Wallets(Bazaar(), lambda: AT, RULE, RULE)
    recharge_id, _ = wallets.request_recharge(5, "usdt_trc20", 3000, "tx", "p.png", "addr")
    wallets.approve_recharge(5, recharge_id, reviewer_uid=9, remark="ok")
    wallets.debit_payment(5, "p1", 1000, "order")
    reloaded = wallets.load(5)
    assert (reloaded.owner_uid, reloaded.available, reloaded.frozen) == (5, 2000, 0)


def test_a_long_history_loads_from_a_snapshot() -> None:
    application = Bazaar()
    wallets = Wallets(application, lambda: AT, RULE, RULE)
    for round_number in range(30):
        recharge_id, _ = wallets.request_recharge(8, "m", 1000, f"tx{round_number}", "p", "a")
        wallets.approve_recharge(8, recharge_id, 9, "ok")
    snapshots = (
        list(application.snapshots.get(Wallet.create_id(8))) if application.snapshots else []
    )
    assert snapshots, "a snapshot is taken every 50 events"
    assert wallets.load(8).available == 30_000


def test_a_rejected_recharge_credits_nothing_and_lets_the_user_apply_again() -> None:
    wallet = Wallet(owner_uid=1)
    wallet.request_recharge("r1", "usdt_trc20", 5000, "tx", "proof.png", "addr", RULE, AT)
    wallet.reject_recharge("r1", reviewer_uid=9, remark="blurry", at=AT)
    assert (wallet.available, wallet.frozen) == (0, 0)
    wallet.request_recharge("r2", "usdt_trc20", 5000, "tx2", "proof2.png", "addr", RULE, AT)
    assert list(wallet.pending_recharges) == ["r2"]


def test_a_decided_withdrawal_lets_the_user_withdraw_again() -> None:
    wallet = funded_wallet()
    wallet.request_withdrawal("w1", "m", 1000, "a", RULE, AT)
    wallet.approve_withdrawal("w1", 9, "paid", AT, REVIEW)
    wallet.request_withdrawal("w2", "m", 2000, "a", RULE, AT)
    assert (wallet.available, wallet.frozen) == (7000, 2000)


def test_a_method_rule_given_to_the_use_case_replaces_the_site_rule() -> None:
    wallets = Wallets(Bazaar(), lambda: AT, RULE, RULE)
    narrow = AmountRule(minimum=1000, maximum=2000)
    error = refusal(
        lambda: wallets.request_recharge(5, "m", 3000, "tx", "p.png", "addr", rule=narrow)
    )
    assert (error.code, error.field) == (ErrorCode.BAD_PARAMETER, "amount")
    wallets.request_recharge(5, "m", 3000, "tx", "p.png", "addr")
    assert wallets.load(5).pending_recharges


# -- the texts and facts the Wallet checks itself -------------------------------------------


@pytest.mark.parametrize("transaction_id", [" ", "x" * 129])
def test_a_recharge_needs_a_transaction_id_of_1_to_128_characters(transaction_id: str) -> None:
    wallet = Wallet(owner_uid=1)
    error = refusal(
        lambda: wallet.request_recharge("r", "m", 5000, transaction_id, "p.png", "a", RULE, AT)
    )
    assert (error.code, error.field) == (ErrorCode.BAD_PARAMETER, "transaction_id")


def test_a_recharge_proof_must_be_the_requesters_own_upload() -> None:
    wallet = Wallet(owner_uid=1)
    error = refusal(
        lambda: wallet.request_recharge(
            "r", "m", 5000, "tx", "p.png", "a", RULE, AT, proof_is_own_upload=False
        )
    )
    assert (error.code, error.field) == (ErrorCode.BAD_PARAMETER, "proof_image")
    assert not wallet.pending_recharges


def test_a_recharge_records_the_transaction_id_trimmed() -> None:
    wallet = Wallet(owner_uid=1)
    wallet.request_recharge("r", "m", 5000, " 0xabc ", "p.png", "a", RULE, AT)
    requested = wallet.collect_events()[-1]
    assert isinstance(requested, Wallet.RechargeRequested)
    assert requested.transaction_id == "0xabc"


@pytest.mark.parametrize("address", ["  ", "T" * 256])
def test_a_withdrawal_needs_an_address_of_1_to_255_characters(address: str) -> None:
    wallet = funded_wallet()
    error = refusal(lambda: wallet.request_withdrawal("w", "m", 1000, address, RULE, AT))
    assert (error.code, error.field) == (ErrorCode.BAD_PARAMETER, "address")
    assert (wallet.available, wallet.frozen) == (10_000, 0)


def test_a_rejection_needs_a_remark_and_every_remark_fits_500_characters() -> None:
    wallet = funded_wallet()
    wallet.request_recharge("r2", "m", 5000, "tx2", "p.png", "a", RULE, AT)
    wallet.request_withdrawal("w1", "m", 1000, "a", RULE, AT)
    decisions = [
        (decide, key, remark)
        for decide, key in ((wallet.reject_recharge, "r2"), (wallet.reject_withdrawal, "w1"))
        for remark in ("", "   ", "x" * 501)
    ]
    for approve, key in ((wallet.approve_recharge, "r2"), (wallet.approve_withdrawal, "w1")):
        error = refusal(lambda: approve(key, 9, "x" * 501, AT, REVIEW))  # noqa: B023 - at once
        assert (error.code, error.field) == (ErrorCode.BAD_PARAMETER, "remark"), key
    for decide, key, remark in decisions:
        error = refusal(lambda: decide(key, 9, remark, AT))  # noqa: B023 - called at once
        assert (error.code, error.field) == (ErrorCode.BAD_PARAMETER, "remark"), (key, remark)
    wallet.approve_recharge("r2", 9, "  ", AT, REVIEW)  # an approval needs none
    assert (wallet.available, wallet.frozen) == (14_000, 1000)
