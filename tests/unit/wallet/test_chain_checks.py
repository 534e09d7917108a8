"""The chain checks a Wallet records: what the chain said of a pending recharge, the confirmed
approval of a mismatch, and the system's approval of a verified transfer within its limit."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

import pytest

from application.bazaar import Bazaar
from application.wallet.audit import replay
from application.wallet.chains import ChainCheck
from application.wallet.service import Wallets
from domain.chain_checks import AUTO_APPROVAL_REMARK, SYSTEM_REVIEWER_UID
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.money import AmountRule
from domain.review import ReviewRule
from domain.wallet import Wallet

AT = datetime(2026, 12, 14, 9, 0, tzinfo=UTC)
RULE = AmountRule(minimum=1000, maximum=1_000_000)
REVIEW = ReviewRule(second_approval_from=100_000)
TX = "ab" * 32


def pending(amount: int = 5000) -> Wallet:
    wallet = Wallet(owner_uid=1)
    wallet.request_recharge("r1", "usdt_trc20", amount, TX, "p.png", "T", RULE, AT, chain="tron")
    wallet.collect_events()
    return wallet


def refusal(action: object) -> BusinessRuleViolation:
    assert callable(action)
    with pytest.raises(BusinessRuleViolation) as caught:
        action()
    return caught.value


def checks_of(wallet: Wallet) -> list[tuple[str, list[str], int]]:
    return [
        (event.state, list(event.reasons), event.confirmations)
        for event in wallet.collect_events()
        if isinstance(event, Wallet.RechargeChainChecked)
    ]


# -- recording ---------------------------------------------------------------------------


def test_a_recharge_request_records_its_chain() -> None:
    wallet = Wallet(owner_uid=1)
    wallet.request_recharge("r1", "usdt_erc20", 5000, TX, "p.png", "0x", RULE, AT, chain="ethereum")
    requested = wallet.collect_events()[-1]
    assert isinstance(requested, Wallet.RechargeRequested)
    assert requested.chain == "ethereum"


def test_a_check_is_recorded_with_its_state_reasons_and_confirmations() -> None:
    wallet = pending()
    wallet.record_chain_check("r1", "mismatch", ["wrong_amount", "wrong_recipient"], 14, AT)
    assert checks_of(wallet) == [("mismatch", ["wrong_amount", "wrong_recipient"], 14)]
    assert wallet.chain_checks["r1"]["state"] == "mismatch"
    assert wallet.available == 0, "a check moves no money"


def test_the_same_outcome_again_records_nothing_and_a_changed_one_is_recorded() -> None:
    wallet = pending()
    wallet.record_chain_check("r1", "confirming", [], 3, AT)
    wallet.record_chain_check("r1", "confirming", [], 3, AT)
    wallet.record_chain_check("r1", "confirming", [], 7, AT)
    assert checks_of(wallet) == [("confirming", [], 3), ("confirming", [], 7)]


@pytest.mark.parametrize("recharge_id", ["r1", "unknown"])
def test_a_check_of_a_recharge_that_is_not_pending_answers_108(recharge_id: str) -> None:
    wallet = pending()
    wallet.reject_recharge("r1", 9, "blurry", AT)
    error = refusal(lambda: wallet.record_chain_check(recharge_id, "verified", [], 20, AT))
    assert error.code == ErrorCode.STATE_FORBIDS


@pytest.mark.parametrize(
    ("state", "reasons", "confirmations", "field"),
    [
        ("approved", [], 1, "state"),
        ("mismatch", [], 1, "reasons"),
        ("verified", ["wrong_amount"], 1, "reasons"),
        ("mismatch", ["too_small"], 1, "reasons"),
        ("confirming", [], -1, "confirmations"),
    ],
)
def test_an_outcome_the_wallet_does_not_know_is_refused_and_names_the_field(
    state: str, reasons: list[str], confirmations: int, field: str
) -> None:
    wallet = pending()
    error = refusal(lambda: wallet.record_chain_check("r1", state, reasons, confirmations, AT))
    assert (error.code, error.field) == (ErrorCode.BAD_PARAMETER, field)


# -- approving a mismatch ----------------------------------------------------------------


def test_approving_a_mismatch_needs_the_confirmation_and_then_a_remark() -> None:
    wallet = pending()
    wallet.record_chain_check("r1", "mismatch", ["wrong_amount"], 20, AT)
    unconfirmed = refusal(lambda: wallet.approve_recharge("r1", 9, "ok", AT, REVIEW))
    no_remark = refusal(
        lambda: wallet.approve_recharge("r1", 9, "  ", AT, REVIEW, confirm_mismatch=True)
    )
    assert (unconfirmed.code, unconfirmed.field) == (ErrorCode.BAD_PARAMETER, "confirm_mismatch")
    assert (no_remark.code, no_remark.field) == (ErrorCode.BAD_PARAMETER, "remark")
    assert wallet.available == 0

    wallet.approve_recharge("r1", 9, "paid 49.99, fee", AT, REVIEW, confirm_mismatch=True)
    assert wallet.available == 5000
    assert "r1" not in wallet.chain_checks


def test_a_recharge_verified_after_a_mismatch_is_approved_as_usual() -> None:
    wallet = pending()
    wallet.record_chain_check("r1", "mismatch", ["reverted"], 0, AT)
    wallet.record_chain_check("r1", "verified", [], 19, AT)
    wallet.approve_recharge("r1", 9, "", AT, REVIEW)
    assert wallet.available == 5000


def test_without_a_check_or_with_one_not_found_approval_needs_no_confirmation() -> None:
    unchecked, not_found = pending(), pending()
    not_found.record_chain_check("r1", "not_found", [], 0, AT)
    for wallet in (unchecked, not_found):
        wallet.approve_recharge("r1", 9, "", AT, REVIEW)
        assert wallet.available == 5000


# -- the system's approval ---------------------------------------------------------------


def test_a_verified_recharge_within_the_limit_is_approved_by_the_system() -> None:
    wallet = pending(5000)
    wallet.record_chain_check("r1", "verified", [], 19, AT, auto_approve_max=5000)
    events = wallet.collect_events()
    assert [type(event) for event in events] == [
        Wallet.RechargeChainChecked,
        Wallet.RechargeApproved,
    ]
    approved = events[-1]
    assert isinstance(approved, Wallet.RechargeApproved)
    assert (approved.reviewer_uid, approved.remark, approved.amount) == (
        SYSTEM_REVIEWER_UID,
        AUTO_APPROVAL_REMARK,
        5000,
    )
    assert (wallet.available, wallet.pending_recharges) == (5000, {})


@pytest.mark.parametrize(
    ("state", "reasons", "limit"),
    [
        ("verified", [], 4999),  # over the limit
        ("verified", [], 0),  # auto-approval off
        ("confirming", [], 10_000),
        ("not_found", [], 10_000),
        ("mismatch", ["wrong_amount"], 10_000),
    ],
)
def test_the_system_leaves_everything_else_to_the_reviewers(
    state: str, reasons: list[str], limit: int
) -> None:
    wallet = pending(5000)
    wallet.record_chain_check("r1", state, reasons, 19, AT, auto_approve_max=limit)
    assert [type(event) for event in wallet.collect_events()] == [Wallet.RechargeChainChecked]
    assert wallet.available == 0


def test_the_system_is_never_the_second_of_two_reviewers() -> None:
    wallet = pending(150_000)
    wallet.approve_recharge("r1", 9, "looks right", AT, REVIEW)
    wallet.collect_events()
    wallet.record_chain_check("r1", "verified", [], 19, AT, auto_approve_max=200_000)
    assert [type(event) for event in wallet.collect_events()] == [Wallet.RechargeChainChecked]
    assert wallet.available == 0


# -- versions --------------------------------------------------------------------------------


def test_a_snapshot_from_before_chains_is_upcast_with_no_checks() -> None:
    state: dict[str, object] = {"approvers": {}}
    Wallet.upcast_v2_v3(state)
    assert state["chain_checks"] == {}


def test_a_stored_request_from_before_chains_reads_as_off_chain() -> None:
    application = Bazaar()
    wallets = Wallets(application, lambda: AT, RULE, RULE)
    wallets.request_recharge(5, "bank_transfer", 3000, "IBAN-1", "p.png", "IBAN")
    stored = application.mapper.to_stored_event(
        list(application.events.get(Wallet.create_id(5)))[-1]
    )
    state = application.mapper.transcoder.decode(stored.state)
    del state["chain"], state["class_version"]
    old = dataclasses.replace(stored, state=application.mapper.transcoder.encode(state))
    requested = application.mapper.to_domain_event(old)
    assert isinstance(requested, Wallet.RechargeRequested)
    assert (requested.chain, requested.amount) == (None, 3000)


# -- the use case ----------------------------------------------------------------------------


def test_the_use_case_saves_the_check_and_the_systems_approval_together() -> None:
    application = Bazaar()
    wallets = Wallets(application, lambda: AT, RULE, RULE, REVIEW, auto_approve_max=10_000)
    recharge_id, _ = wallets.request_recharge(5, "usdt_trc20", 3000, TX, "p.png", "T", chain="tron")
    verified = ChainCheck("verified", (), 19)

    position = wallets.record_chain_check(5, recharge_id, verified)

    assert position is not None and position > 0
    assert wallets.load(5).available == 3000
    assert refusal(lambda: wallets.record_chain_check(5, recharge_id, verified)).code == 108


def test_the_use_case_answers_none_when_the_chain_says_nothing_new() -> None:
    wallets = Wallets(Bazaar(), lambda: AT, RULE, RULE)
    recharge_id, _ = wallets.request_recharge(5, "usdt_trc20", 3000, TX, "p.png", "T", chain="tron")
    confirming = ChainCheck("confirming", (), 4)
    assert wallets.record_chain_check(5, recharge_id, confirming) is not None
    assert wallets.record_chain_check(5, recharge_id, confirming) is None


def test_the_event_store_tells_which_recharges_a_wallet_holds() -> None:
    wallets = Wallets(Bazaar(), lambda: AT, RULE, RULE)
    recharge_id, _ = wallets.request_recharge(5, "m", 3000, "tx", "p.png", "a", recharge_id="mine")
    assert recharge_id == "mine"
    assert wallets.recharge_recorded(5, "mine")
    assert not wallets.recharge_recorded(5, "other")
    assert not wallets.recharge_recorded(6, "mine")


def test_an_auditors_replay_shows_each_check_without_moving_the_balance() -> None:
    application = Bazaar()
    wallets = Wallets(application, lambda: AT, RULE, RULE, REVIEW, auto_approve_max=10_000)
    recharge_id, _ = wallets.request_recharge(5, "usdt_trc20", 3000, TX, "p.png", "T", chain="tron")
    wallets.record_chain_check(5, recharge_id, ChainCheck("mismatch", ("wrong_amount",), 2))
    wallets.record_chain_check(5, recharge_id, ChainCheck("verified", (), 19))

    trail = replay(application.events.get(Wallet.create_id(5)))

    assert [(e.kind, e.amount_change, e.available, e.actor_uid, e.remark) for e in trail[1:]] == [
        ("recharge_requested", 0, 0, 5, ""),
        ("recharge_chain_checked", 0, 0, None, "mismatch: wrong_amount; 2 confirmations"),
        ("recharge_chain_checked", 0, 0, None, "verified; 19 confirmations"),
        ("recharge_approved", 3000, 3000, SYSTEM_REVIEWER_UID, AUTO_APPROVAL_REMARK),
    ]
