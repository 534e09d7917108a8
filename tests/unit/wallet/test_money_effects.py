"""Each Wallet event's effect on the balances is declared once, in domain.money_effects: the
aggregate, the read models, the replay and the books all read that table."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from domain.money import AmountRule
from domain.money_effects import WALLET_EFFECTS, Crossing, WalletEffect, money_moving
from domain.review import ReviewRule
from domain.wallet import Wallet

AT = datetime(2026, 3, 1, 12, tzinfo=UTC)
RULE = AmountRule(minimum=1000)


def wallet_event_classes() -> set[type[Any]]:
    return {
        value
        for value in vars(Wallet).values()
        if isinstance(value, type) and issubclass(value, Wallet.Event)
    } - {Wallet.Event, Wallet.Created}


def test_every_wallet_event_has_a_declared_effect_and_every_declaration_an_event() -> None:
    declared = {getattr(Wallet, name, None) for name in WALLET_EFFECTS}
    assert declared == wallet_event_classes()


def test_the_events_that_move_money_are_the_ones_with_a_balance_change() -> None:
    moving = set(money_moving(Wallet))
    assert moving == {
        Wallet.RechargeApproved,
        Wallet.WithdrawalRequested,
        Wallet.WithdrawalApproved,
        Wallet.WithdrawalRejected,
        Wallet.PaymentDebited,
        Wallet.RefundCredited,
        Wallet.SettlementCredited,
    }


def test_a_money_effect_without_a_history_kind_is_refused_and_so_is_the_reverse() -> None:
    with pytest.raises(ValueError, match="history kind"):
        WalletEffect("gift", available=+1)
    with pytest.raises(ValueError, match="history kind"):
        WalletEffect("note", history_kind="note")


def test_the_kinds_on_the_wire_name_one_event_each() -> None:
    audit = [effect.audit_kind for effect in WALLET_EFFECTS.values()]
    history = [e.history_kind for e in WALLET_EFFECTS.values() if e.history_kind is not None]
    assert len(set(audit)) == len(audit)
    assert len(set(history)) == len(history)


def test_only_approved_recharges_bring_money_in_and_paid_withdrawals_take_it_out() -> None:
    crossing = {name: e.crossing for name, e in WALLET_EFFECTS.items() if e.crossing}
    assert crossing == {"RechargeApproved": Crossing.IN, "WithdrawalApproved": Crossing.OUT}
    assert WALLET_EFFECTS["RechargeApproved"].in_and_out(700) == (700, 0)
    assert WALLET_EFFECTS["WithdrawalApproved"].in_and_out(700) == (0, 700)
    assert WALLET_EFFECTS["PaymentDebited"].in_and_out(700) == (0, 0)


def test_the_wallet_moves_its_balances_by_each_events_declared_change() -> None:
    wallet = Wallet(owner_uid=4, at=AT)
    wallet.request_recharge("r1", "m", 9000, "tx", "p.png", "a", RULE, AT)
    wallet.approve_recharge("r1", 9, "ok", AT, ReviewRule())
    wallet.request_withdrawal("w1", "m", 3000, "payee", RULE, AT)
    wallet.reject_withdrawal("w1", 9, "no", AT)
    wallet.request_withdrawal("w2", "m", 2000, "payee", RULE, AT)
    wallet.approve_withdrawal("w2", 9, "ok", AT, ReviewRule())
    wallet.debit_payment("p1", 1500, "", AT)
    wallet.credit_refund("f1", 500, "", AT)
    wallet.credit_settlement("o1", 250, "", AT)

    available = frozen = 0
    for event in wallet.collect_events():
        amount = getattr(event, "amount", 0)
        change = WALLET_EFFECTS[type(event).__name__].change(amount)
        available, frozen = available + change.available, frozen + change.frozen
    assert (
        (wallet.available, wallet.frozen)
        == (available, frozen)
        == (9000 - 2000 - 1500 + 500 + 250, 0)
    )
