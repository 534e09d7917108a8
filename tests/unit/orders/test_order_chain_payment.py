"""The Order's rules about a chain payment it awaits (`order/pay_chain`), on the aggregate
alone: it is filed only for a payable order, keeps the order from being cancelled for
non-payment and lets it be paid past its deadline, and once decided without paying the order
gives it a deadline again."""

from __future__ import annotations

from datetime import timedelta

from domain.errors import ErrorCode
from domain.order import Order
from domain.order_payment import CREDITED, PAID, REJECTED
from domain.order_status import OrderStatus
from tests.unit.orders.test_orders_domain import COMMISSION, DEADLINE, NOW, order, refused

PAY_WITHIN = timedelta(minutes=30)
TX = "0x" + "ab" * 32


def awaiting(recharge_id: str = "r1") -> Order:
    placed = order()
    placed.await_chain_payment(recharge_id, "usdt_erc20", "ethereum", TX, 1000, 7, NOW)
    return placed


def test_a_chain_payment_is_awaited_only_by_an_order_that_could_be_paid_now() -> None:
    late = order()
    with refused(ErrorCode.STATE_FORBIDS):
        late.await_chain_payment("r1", "usdt_erc20", "ethereum", TX, 1000, 7, DEADLINE)
    cancelled = order()
    cancelled.cancel(7, NOW)
    with refused(ErrorCode.STATE_FORBIDS):
        cancelled.await_chain_payment("r1", "usdt_erc20", "ethereum", TX, 1000, 7, NOW)
    twice = awaiting()
    with refused(ErrorCode.STATE_FORBIDS):
        twice.await_chain_payment("r2", "usdt_erc20", "ethereum", TX, 1000, 7, NOW)


def test_an_order_awaiting_a_chain_payment_is_not_cancelled_for_non_payment() -> None:
    pending = awaiting()
    with refused(ErrorCode.STATE_FORBIDS):
        pending.expire(DEADLINE + timedelta(hours=5))
    assert pending.status == OrderStatus.WAIT_PAYMENT


def test_it_may_be_paid_past_its_deadline_while_the_payment_is_awaited() -> None:
    pending = awaiting()
    pending.pay("p1", 7, DEADLINE + timedelta(hours=1), COMMISSION)
    pending.end_chain_payment("r1", PAID, 1000, DEADLINE + timedelta(hours=1), PAY_WITHIN)
    assert pending.status == OrderStatus.WAIT_CONFIRM
    assert pending.awaited_recharge is None


def test_the_buyer_may_still_call_it_off() -> None:
    pending = awaiting()
    pending.cancel(7, NOW)
    pending.end_chain_payment("r1", CREDITED, 1000, NOW + timedelta(hours=1), PAY_WITHIN)
    assert pending.status == OrderStatus.CANCELLED


def test_decided_without_paying_it_the_order_has_a_deadline_from_the_decision() -> None:
    decided_at = DEADLINE + timedelta(hours=2)
    pending = awaiting()
    pending.end_chain_payment("r1", REJECTED, 1000, decided_at, PAY_WITHIN)
    assert pending.pay_deadline == decided_at + PAY_WITHIN
    with refused(ErrorCode.STATE_FORBIDS):
        pending.expire(decided_at)
    pending.expire(decided_at + PAY_WITHIN)
    assert pending.status == OrderStatus.CANCELLED


def test_an_early_decision_keeps_the_later_of_the_two_deadlines() -> None:
    pending = awaiting()
    pending.end_chain_payment("r1", REJECTED, 1000, NOW + timedelta(minutes=1), PAY_WITHIN)
    assert pending.pay_deadline == NOW + timedelta(minutes=1) + PAY_WITHIN
    quick = awaiting()
    quick.end_chain_payment("r1", REJECTED, 1000, NOW - timedelta(hours=1), PAY_WITHIN)
    assert quick.pay_deadline == DEADLINE


def test_only_the_awaited_payment_can_end_and_only_with_a_known_outcome() -> None:
    pending = awaiting()
    with refused(ErrorCode.STATE_FORBIDS):
        pending.end_chain_payment("r2", PAID, 1000, NOW, PAY_WITHIN)
    with refused(ErrorCode.BAD_PARAMETER):
        pending.end_chain_payment("r1", "lost", 1000, NOW, PAY_WITHIN)
    with refused(ErrorCode.STATE_FORBIDS):
        order().end_chain_payment("r1", PAID, 1000, NOW, PAY_WITHIN)
