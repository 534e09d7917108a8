"""The money rules on the aggregates alone: the commission's rounding, settling a finished
order once, reading payments recorded before commissions, and the Ledger's day closes."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest

from application.bazaar import Bazaar
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.ledger import GENESIS_HASH, DaySummary, Flows, Ledger, Positions, end_of
from domain.order import Order
from domain.pricing import CommissionRule
from domain.wallet import Wallet

AT = datetime(2026, 3, 1, 12, tzinfo=UTC)
FIVE = CommissionRule(Decimal(5))
DAY = date(2026, 3, 1)


def refused(code: ErrorCode) -> Any:
    return pytest.raises(BusinessRuleViolation, check=lambda error: error.code == code)


def paid_order(subtotal: int = 10_000) -> Order:
    order = Order(
        order_sn="BZ202603010000000001",
        buyer_uid=7,
        shop_id=1,
        lines=[{"shop_goods_id": 5, "sku_id": 3, "num": 1}],
        address={"name": "Ann"},
        subtotal=subtotal,
        shipping_fee=499,
        tax=0,
        total=subtotal + 499,
        remark="",
        at=AT,
        pay_deadline=AT + timedelta(minutes=30),
    )
    order.pay("p1", 7, AT, FIVE)
    return order


def finished_order(subtotal: int = 10_000) -> Order:
    order = paid_order(subtotal)
    order.confirm(1, AT)
    order.ship("1Z", 1, AT)
    order.confirm_receipt(7, AT)
    order.finish(0, AT, not_before=AT)
    return order


# -- the commission ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("percent", "subtotal", "commission"),
    [
        ("5", 10, 1),  # 0.5 rounds up
        ("5", 9, 0),  # 0.45 rounds down
        ("5", 30, 2),  # 1.5: half up, not half to even
        ("5", 50, 3),  # 2.5: half up, not half to even
        ("5", 20_290, 1015),  # 1014.5
        ("5", 7999, 400),  # 399.95
        ("5", 0, 0),
        ("7.5", 7999, 600),  # 599.925
        ("0", 7999, 0),
        ("100", 7999, 7999),
    ],
)
def test_the_commission_is_the_percent_of_the_subtotal_rounded_half_up_to_the_cent(
    percent: str, subtotal: int, commission: int
) -> None:
    assert CommissionRule(Decimal(percent)).of(subtotal) == commission


def test_paying_fixes_the_commission_on_the_order_and_its_paid_event() -> None:
    order = paid_order(subtotal=20_290)
    *_, paid = order.collect_events()
    assert order.commission == paid.commission == 1015  # type: ignore[attr-defined]


# -- settling -------------------------------------------------------------------------------


def test_a_finished_order_settles_once_for_its_total_less_the_commission() -> None:
    order = finished_order(subtotal=10_000)

    net = order.settle(seller_uid=3, at=AT)

    assert net == 10_499 - 500
    settled = order.collect_events()[-1]
    assert isinstance(settled, Order.Settled)
    assert (settled.seller_uid, settled.commission, settled.net) == (3, 500, net)
    with refused(ErrorCode.STATE_FORBIDS):
        order.settle(seller_uid=3, at=AT)


def test_an_order_that_has_not_finished_does_not_settle() -> None:
    order = paid_order()
    with refused(ErrorCode.STATE_FORBIDS):
        order.settle(3, AT)
    order.confirm(1, AT)
    order.ship("1Z", 1, AT)
    order.confirm_receipt(7, AT)
    with refused(ErrorCode.STATE_FORBIDS):
        order.settle(3, AT)
    refunded = paid_order()
    refunded.refund("f1", "broken", 7, AT)
    with refused(ErrorCode.STATE_FORBIDS):
        refunded.settle(3, AT)
    assert order.settled is False and refunded.settled is False


def test_a_wallet_refuses_a_settlement_of_nothing() -> None:
    wallet = Wallet(owner_uid=3, at=AT)
    for amount in (0, -1):
        with refused(ErrorCode.BAD_PARAMETER):
            wallet.credit_settlement("o1", amount, "Order BZ1", AT)
    wallet.credit_settlement("o1", 1, "Order BZ1", AT)
    assert wallet.available == 1


def test_a_payment_recorded_before_commissions_reads_as_commission_0_and_settles_in_full() -> None:
    application = Bazaar()
    order = finished_order()
    events = order.collect_events()
    stored = [application.mapper.to_stored_event(event) for event in events]
    paid_at = next(n for n, event in enumerate(events) if isinstance(event, Order.Paid))
    state = application.mapper.transcoder.decode(stored[paid_at].state)
    del state["commission"], state["class_version"]  # as the previous release stored it
    stored[paid_at] = replace(stored[paid_at], state=application.mapper.transcoder.encode(state))

    replayed: list[Any] = [application.mapper.to_domain_event(item) for item in stored]
    old: Any = None
    for event in replayed:
        old = event.mutate(old)

    assert replayed[paid_at].commission == 0
    assert old is not None and old.commission == 0
    assert old.settle(3, AT) == old.total
    application.close()


# -- the Ledger -----------------------------------------------------------------------------


def summary(opening: int = 0, closing: int = 0, hash_char: str = "a") -> DaySummary:
    def positions(available: int) -> Positions:
        return Positions(recharged=available, available=available)

    return DaySummary(
        opening=positions(opening),
        closing=positions(closing),
        flows=Flows(recharges=closing - opening),
        events=1,
        last_position=10,
        hash=hash_char * 64,
    )


def test_a_day_closes_only_once_it_has_ended() -> None:
    ledger = Ledger(at=AT)
    with refused(ErrorCode.STATE_FORBIDS):
        ledger.close_day(DAY, summary(), 1, end_of(DAY) - timedelta(microseconds=1))
    ledger.close_day(DAY, summary(), 1, end_of(DAY))
    assert ledger.last_day == DAY


def test_days_close_once_each_in_order_without_a_gap_chained_by_their_hashes() -> None:
    ledger = Ledger(at=AT)
    later = end_of(DAY) + timedelta(days=5)
    ledger.close_day(DAY, summary(0, 100, "a"), 1, later)

    with refused(ErrorCode.STATE_FORBIDS):
        ledger.close_day(DAY, summary(0, 100, "a"), 1, later)  # twice
    with refused(ErrorCode.STATE_FORBIDS):
        ledger.close_day(DAY - timedelta(days=1), summary(), 1, later)  # before the last
    with refused(ErrorCode.STATE_FORBIDS):
        ledger.close_day(DAY + timedelta(days=2), summary(100, 100), 1, later)  # a gap
    with refused(ErrorCode.STATE_FORBIDS):
        ledger.close_day(DAY + timedelta(days=1), summary(50, 100), 1, later)  # opening ≠ close
    ledger.close_day(DAY + timedelta(days=1), summary(100, 150, "b"), 0, later)

    first, second = (e for e in ledger.collect_events() if isinstance(e, Ledger.DayClosed))
    assert (first.day, first.previous_hash, first.hash) == ("2026-03-01", GENESIS_HASH, "a" * 64)
    assert (second.day, second.previous_hash, second.hash) == ("2026-03-02", "a" * 64, "b" * 64)
    assert (second.by_uid, ledger.last_hash, ledger.last_day) == (0, "b" * 64, date(2026, 3, 2))


def test_the_next_day_to_close_follows_the_last_close_or_starts_at_the_first_money() -> None:
    ledger = Ledger(at=AT)
    assert ledger.next_day(first_activity=DAY, wanted=DAY + timedelta(days=3)) == DAY
    assert ledger.next_day(first_activity=None, wanted=DAY) == DAY
    assert ledger.next_day(DAY, wanted=DAY - timedelta(days=2)) == DAY - timedelta(days=2)
    ledger.close_day(DAY, summary(), 1, end_of(DAY))
    assert ledger.next_day(DAY, wanted=DAY + timedelta(days=9)) == DAY + timedelta(days=1)
