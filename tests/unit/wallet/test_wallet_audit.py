"""The auditors' replay on in-memory storage: the aggregate's own code gives every balance."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from application.bazaar import Bazaar
from application.wallet.audit import KINDS, Balance, balance_at, moment_of, replay
from application.wallet.service import Wallets
from domain.money import AmountRule
from domain.wallet import Wallet

START = datetime(2031, 5, 1, 9, 0, tzinfo=UTC)
RULE = AmountRule(minimum=1000, maximum=1_000_000)


class Steps:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


def history() -> tuple[Bazaar, Wallets]:
    """A recharge approved, one rejected, a withdrawal paid, one returned, a payment: each
    event one minute after the previous one (09:01, 09:02, ...)."""
    application = Bazaar()
    wallets = Wallets(application, Steps(), RULE, RULE)
    first, _ = wallets.request_recharge(4, "m", 10_000, "tx1", "p.png", "addr")
    wallets.approve_recharge(4, first, reviewer_uid=9, remark="ok")
    second, _ = wallets.request_recharge(4, "m", 5000, "tx2", "p2.png", "addr")
    wallets.reject_recharge(4, second, reviewer_uid=9, remark="blurry")
    paid, _ = wallets.request_withdrawal(4, "m", 2000, "addr")
    wallets.approve_withdrawal(4, paid, reviewer_uid=8, remark="sent")
    returned, _ = wallets.request_withdrawal(4, "m", 3000, "addr")
    wallets.reject_withdrawal(4, returned, reviewer_uid=8, remark="bad address")
    wallets.debit_payment(4, "pay-1", 1500, "order 1")
    return application, wallets


def trail_of(application: Bazaar) -> list[tuple[str, int, int, int, int]]:
    return [
        (e.kind, e.amount_change, e.frozen_change, e.available, e.frozen)
        for e in replay(application.events.get(Wallet.create_id(4)))
    ]


def test_every_event_is_replayed_with_the_balances_after_it() -> None:
    application, _ = history()
    assert trail_of(application) == [
        ("opened", 0, 0, 0, 0),
        ("recharge_requested", 0, 0, 0, 0),
        ("recharge_approved", 10_000, 0, 10_000, 0),
        ("recharge_requested", 0, 0, 10_000, 0),
        ("recharge_rejected", 0, 0, 10_000, 0),
        ("withdraw_requested", -2000, 2000, 8000, 2000),
        ("withdraw_approved", 0, -2000, 8000, 0),
        ("withdraw_requested", -3000, 3000, 5000, 3000),
        ("withdraw_rejected", 3000, -3000, 8000, 0),
        ("payment", -1500, 0, 6500, 0),
    ]


def test_each_event_names_who_acted_and_what_it_refers_to() -> None:
    application, _ = history()
    trail = replay(application.events.get(Wallet.create_id(4)))
    assert [e.actor_uid for e in trail] == [None, 4, 9, 4, 9, 4, 8, 4, 8, 4]
    assert trail[1].reference_id == trail[2].reference_id != trail[3].reference_id
    assert trail[9].reference_id == "pay-1"
    assert (trail[4].remark, trail[0].reference_id) == ("blurry", "")


def test_the_balance_at_a_moment_includes_the_events_of_that_moment() -> None:
    application, _ = history()
    trail = replay(application.events.get(Wallet.create_id(4)))
    minute = timedelta(minutes=1)
    assert balance_at(trail, START) == Balance(0, 0)
    assert balance_at(trail, START + 2 * minute) == Balance(10_000, 0)
    assert balance_at(trail, START + 2 * minute - timedelta(seconds=1)) == Balance(0, 0)
    assert balance_at(trail, START + 5 * minute) == Balance(8000, 2000)
    assert balance_at(trail, START + 8 * minute + timedelta(seconds=30)) == Balance(8000, 0)
    assert balance_at(trail, None) == balance_at(trail, START + 1000 * minute) == Balance(6500, 0)


def test_opened_is_stamped_by_the_application_clock_like_every_other_event() -> None:
    application, _ = history()
    opened = next(iter(application.events.get(Wallet.create_id(4))))
    assert isinstance(opened, Wallet.Opened)
    assert moment_of(opened) == opened.at == START + timedelta(minutes=1)


def test_a_wallet_opened_without_a_moment_falls_back_to_its_recorded_timestamp() -> None:
    opened = next(iter(Wallet(owner_uid=4).collect_events()))
    assert isinstance(opened, Wallet.Opened)
    assert moment_of(opened) == opened.timestamp


def test_the_replay_ignores_snapshots_and_lists_every_event() -> None:
    application = Bazaar()
    wallets = Wallets(application, Steps(), RULE, RULE)
    for number in range(30):
        recharge_id, _ = wallets.request_recharge(4, "m", 1000, f"tx{number}", "p.png", "a")
        wallets.approve_recharge(4, recharge_id, 9, "ok")
    trail = replay(application.events.get(Wallet.create_id(4)))
    assert len(trail) == 61
    assert (trail[-1].available, trail[-1].version) == (30_000, 61)


def test_every_wallet_event_has_an_audit_kind() -> None:
    declared = {
        value
        for value in vars(Wallet).values()
        if isinstance(value, type) and issubclass(value, Wallet.Event)
    } - {Wallet.Event, Wallet.Created}
    assert declared == set(KINDS)
