"""Two-person review in the Wallet: large amounts need two different reviewers, and nobody
decides on their own money."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from eventsourcing.domain import Snapshot

from application.bazaar import Bazaar
from application.wallet.service import Wallets
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.money import AmountRule
from domain.review import ReviewRule
from domain.wallet import Wallet

AT = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
RULE = AmountRule(minimum=1000, maximum=10_000_000)
TWO_FROM = 100_000
REVIEW = ReviewRule(second_approval_from=TWO_FROM)
OWNER, FIRST, SECOND = 1, 8, 9


def refusal(action: object) -> BusinessRuleViolation:
    assert callable(action)
    with pytest.raises(BusinessRuleViolation) as caught:
        action()
    return caught.value


def wallet_with_recharge(amount: int) -> Wallet:
    wallet = Wallet(owner_uid=OWNER)
    wallet.request_recharge("r1", "usdt_trc20", amount, "tx", "proof.png", "addr", RULE, AT)
    return wallet


def funded(amount: int) -> Wallet:
    wallet = wallet_with_recharge(amount)
    wallet.approve_recharge("r1", FIRST, "", AT, ReviewRule(second_approval_from=amount + 1))
    return wallet


def test_two_approvals_are_needed_from_the_threshold_up_and_one_below_it() -> None:
    assert REVIEW.approvals_needed(TWO_FROM - 1) == 1
    assert REVIEW.approvals_needed(TWO_FROM) == 2
    assert REVIEW.approvals_needed(TWO_FROM * 10) == 2


def test_below_the_threshold_one_approval_credits_at_once() -> None:
    wallet = wallet_with_recharge(TWO_FROM - 1000)
    wallet.approve_recharge("r1", FIRST, "ok", AT, REVIEW)
    assert (wallet.available, wallet.pending_recharges) == (TWO_FROM - 1000, {})


def test_a_first_approval_at_the_threshold_is_recorded_and_moves_no_money() -> None:
    wallet = wallet_with_recharge(TWO_FROM)
    wallet.approve_recharge("r1", FIRST, "proof checked", AT, REVIEW)

    recorded = wallet.collect_events()[-1]
    assert isinstance(recorded, Wallet.RechargeApprovalRecorded)
    assert (recorded.recharge_id, recorded.reviewer_uid, recorded.remark, recorded.at) == (
        "r1",
        FIRST,
        "proof checked",
        AT,
    )
    assert (wallet.available, wallet.pending_recharges) == (0, {"r1": TWO_FROM})


def test_the_same_reviewer_cannot_give_the_second_approval() -> None:
    wallet = wallet_with_recharge(TWO_FROM)
    wallet.approve_recharge("r1", FIRST, "", AT, REVIEW)
    wallet.collect_events()

    error = refusal(lambda: wallet.approve_recharge("r1", FIRST, "again", AT, REVIEW))

    assert (error.code, error.catalogue_key) == (ErrorCode.STATE_FORBIDS, "108.approved_already")
    assert wallet.collect_events() == []
    assert wallet.available == 0


def test_a_second_reviewers_approval_credits_the_amount_once() -> None:
    wallet = wallet_with_recharge(TWO_FROM)
    wallet.approve_recharge("r1", FIRST, "", AT, REVIEW)
    wallet.approve_recharge("r1", SECOND, "matches", AT, REVIEW)

    approved = wallet.collect_events()[-1]
    assert isinstance(approved, Wallet.RechargeApproved)
    assert (approved.amount, approved.reviewer_uid, approved.remark) == (
        TWO_FROM,
        SECOND,
        "matches",
    )
    assert wallet.available == TWO_FROM
    third = refusal(lambda: wallet.approve_recharge("r1", 7, "", AT, REVIEW))
    assert (third.code, third.catalogue_key) == (ErrorCode.STATE_FORBIDS, "108")
    assert wallet.available == TWO_FROM


def test_a_large_withdrawal_stays_frozen_until_a_second_reviewer_approves() -> None:
    wallet = funded(3 * TWO_FROM)
    wallet.request_withdrawal("w1", "usdt_trc20", 2 * TWO_FROM, "T-addr", RULE, AT)

    wallet.approve_withdrawal("w1", FIRST, "", AT, REVIEW)
    assert isinstance(wallet.collect_events()[-1], Wallet.WithdrawalApprovalRecorded)
    assert (wallet.available, wallet.frozen) == (TWO_FROM, 2 * TWO_FROM)
    assert refusal(lambda: wallet.approve_withdrawal("w1", FIRST, "", AT, REVIEW)).code == 108

    wallet.approve_withdrawal("w1", SECOND, "sent", AT, REVIEW)
    assert (wallet.available, wallet.frozen) == (TWO_FROM, 0)


def test_a_single_reviewer_may_reject_after_a_first_approval() -> None:
    wallet = funded(3 * TWO_FROM)
    wallet.request_withdrawal("w1", "usdt_trc20", 2 * TWO_FROM, "T-addr", RULE, AT)
    wallet.approve_withdrawal("w1", FIRST, "", AT, REVIEW)

    wallet.reject_withdrawal("w1", FIRST, "wrong chain after all", AT)

    assert (wallet.available, wallet.frozen) == (3 * TWO_FROM, 0)
    assert refusal(lambda: wallet.approve_withdrawal("w1", SECOND, "", AT, REVIEW)).code == 108


@pytest.mark.parametrize("amount", [5000, TWO_FROM])
def test_nobody_approves_or_rejects_their_own_recharge(amount: int) -> None:
    wallet = wallet_with_recharge(amount)
    wallet.collect_events()

    approve = refusal(lambda: wallet.approve_recharge("r1", OWNER, "", AT, REVIEW))
    reject = refusal(lambda: wallet.reject_recharge("r1", OWNER, "changed my mind", AT))

    assert (approve.code, approve.catalogue_key) == (ErrorCode.PROHIBITED, "111.own_application")
    assert reject.code == ErrorCode.PROHIBITED
    assert wallet.collect_events() == []
    assert (wallet.available, wallet.pending_recharges) == (0, {"r1": amount})


def test_nobody_approves_or_rejects_their_own_withdrawal() -> None:
    wallet = funded(10_000)
    wallet.request_withdrawal("w1", "usdt_trc20", 4000, "T-addr", RULE, AT)
    wallet.collect_events()

    approve = refusal(lambda: wallet.approve_withdrawal("w1", OWNER, "", AT, REVIEW))
    reject = refusal(lambda: wallet.reject_withdrawal("w1", OWNER, "no", AT))

    assert (approve.code, reject.code) == (ErrorCode.PROHIBITED, ErrorCode.PROHIBITED)
    assert wallet.collect_events() == []
    assert (wallet.available, wallet.frozen) == (6000, 4000)


def test_a_wallet_snapshot_from_before_two_person_review_still_loads_and_decides() -> None:
    wallet = wallet_with_recharge(TWO_FROM)
    current = Snapshot.take(wallet)
    old_state = {key: value for key, value in current.state.items() if key != "approvers"}
    old_state.pop("class_version", None)
    old = Snapshot(
        originator_id=current.originator_id,
        originator_version=current.originator_version,
        timestamp=current.timestamp,
        topic=current.topic,
        state=old_state,
    )

    restored = old.mutate(None)

    assert isinstance(restored, Wallet)
    restored.approve_recharge("r1", FIRST, "", AT, REVIEW)
    restored.approve_recharge("r1", SECOND, "", AT, REVIEW)
    assert restored.available == TWO_FROM


def test_the_use_case_applies_the_configured_threshold() -> None:
    wallets = Wallets(Bazaar(), lambda: AT, RULE, RULE, ReviewRule(second_approval_from=5000))
    recharge_id, _ = wallets.request_recharge(5, "usdt_trc20", 5000, "tx", "p.png", "addr")

    wallets.approve_recharge(5, recharge_id, FIRST, "")
    assert wallets.load(5).available == 0
    with pytest.raises(BusinessRuleViolation):
        wallets.approve_recharge(5, recharge_id, FIRST, "")
    wallets.approve_recharge(5, recharge_id, SECOND, "")

    assert wallets.load(5).available == 5000
