"""The Wallet knows which orders a recharge was filed to pay: only a chain recharge carries
them, until it is decided; and it records when an approved one paid none of them."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from domain.chain_checks import VERIFIED
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.money import AmountRule
from domain.review import ReviewRule
from domain.wallet import Wallet

AT = datetime(2026, 12, 14, 9, 0, tzinfo=UTC)
RULE = AmountRule(maximum=1_000_000)
TX = "0x" + "ab" * 32
ORDERS = {"o1": "BZ1", "o2": "BZ2"}


def filed(orders: dict[str, str] | None = None) -> Wallet:
    wallet = Wallet(owner_uid=1)
    wallet.request_recharge(
        "r1", "usdt_erc20", 1548, TX, "", "0xdep", RULE, AT, chain="ethereum", orders=orders
    )
    return wallet


def test_a_chain_recharge_carries_the_orders_it_pays_until_it_is_decided() -> None:
    wallet = filed(ORDERS)
    requested = [e for e in wallet.collect_events() if isinstance(e, Wallet.RechargeRequested)]
    assert (requested[0].order_ids, requested[0].order_sns) == (["o1", "o2"], ["BZ1", "BZ2"])
    assert wallet.orders_of_recharge("r1") == ["o1", "o2"]

    wallet.record_chain_check("r1", VERIFIED, [], 3, AT, auto_approve_max=5_000)

    assert "r1" not in wallet.pending_recharges
    assert wallet.orders_of_recharge("r1") == []
    assert wallet.available == 1548


def test_a_rejection_lets_go_of_the_orders_too() -> None:
    wallet = filed(ORDERS)
    wallet.reject_recharge("r1", 9, "no such transfer", AT)
    assert wallet.orders_of_recharge("r1") == []
    assert wallet.available == 0


def test_a_top_up_pays_no_order() -> None:
    wallet = filed()
    assert wallet.orders_of_recharge("r1") == []
    wallet.approve_recharge("r1", 9, "", AT, ReviewRule())
    assert wallet.available == 1548


def test_only_a_chain_recharge_may_pay_orders() -> None:
    wallet = Wallet(owner_uid=1)
    with pytest.raises(BusinessRuleViolation) as refused:
        wallet.request_recharge("r1", "bank", 1548, "REF", "p.png", "IBAN", RULE, AT, orders=ORDERS)
    assert (refused.value.code, refused.value.field) == (ErrorCode.BAD_PARAMETER, "order_ids")


def test_a_kept_chain_payment_is_recorded_and_moves_no_money() -> None:
    wallet = filed(ORDERS)
    wallet.record_chain_check("r1", VERIFIED, [], 3, AT, auto_approve_max=5_000)
    wallet.collect_events()

    wallet.keep_chain_payment("r1", 1548, ["BZ1", "BZ2"], AT)

    (kept,) = wallet.collect_events()
    assert isinstance(kept, Wallet.ChainPaymentCredited)
    assert (kept.amount, kept.order_sns) == (1548, ["BZ1", "BZ2"])
    assert (wallet.available, wallet.frozen) == (1548, 0)
