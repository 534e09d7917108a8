"""The Cart, Inventory and Order rules, on the aggregates alone."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest

from application.bazaar import Bazaar
from domain.cart import (
    MAX_LINES,
    Cart,
    MergeAdjustment,
    guest_owner,
    line_key,
    line_problem,
    user_owner,
)
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.inventory import Inventory
from domain.order import Order
from domain.order_status import CANCELLED_BY_BUYER, LEGACY_PAY_WINDOW, PAYMENT_TIMEOUT, SYSTEM_UID
from domain.pricing import CommissionRule, FeeRule

COMMISSION = CommissionRule(Decimal(5))
NOW = datetime(2026, 1, 1, tzinfo=UTC)
DEADLINE = NOW + timedelta(minutes=30)


def refused(code: ErrorCode) -> Any:
    return pytest.raises(BusinessRuleViolation, check=lambda error: error.code == code)


def order(total: int = 1000) -> Order:
    return Order(
        order_sn="BZ202601010000000001",
        buyer_uid=7,
        shop_id=1,
        lines=[{"shop_goods_id": 5, "sku_id": 3, "num": 2}],
        address={"name": "Ann"},
        subtotal=total,
        shipping_fee=0,
        tax=0,
        total=total,
        remark="",
        at=NOW,
        pay_deadline=DEADLINE,
    )


def test_a_cart_is_found_from_its_owner_alone() -> None:
    assert Cart(owner=user_owner(5)).id == Cart.create_id(user_owner(5))
    assert Cart.create_id(user_owner(5)) != Cart.create_id(guest_owner("5"))


def test_cart_quantities_stay_within_1_to_999_and_the_stock() -> None:
    cart = Cart(owner=user_owner(1))
    with refused(ErrorCode.BAD_PARAMETER):
        cart.add(1, 1, 0, 10, NOW)
    cart.add(1, 1, 990, 5000, NOW)
    with refused(ErrorCode.BAD_PARAMETER):
        cart.add(1, 1, 10, 5000, NOW)
    with refused(ErrorCode.OUT_OF_STOCK):
        cart.change_quantity(1, 1, 6, 5, NOW)
    assert cart.quantity(1, 1) == 990


def test_a_cart_holds_at_most_100_lines() -> None:
    cart = Cart(owner=user_owner(1))
    for sku in range(MAX_LINES):
        cart.add(1, sku, 1, 10, NOW)
    with refused(ErrorCode.BAD_PARAMETER):
        cart.add(1, 999, 1, 10, NOW)
    cart.add(1, 0, 1, 10, NOW)  # an existing line still grows


def test_taking_over_a_guest_cart_adds_quantities_and_empties_the_guest_cart() -> None:
    user, guest = Cart(owner=user_owner(1)), Cart(owner=guest_owner("abc"))
    user.add(1, 1, 998, 5000, NOW)
    guest.add(1, 1, 5, 10, NOW)
    guest.add(2, 2, 3, 10, NOW)
    user.take_over(guest, {line_key(1, 1): 5000, line_key(2, 2): 10}, NOW)
    assert (user.quantity(1, 1), user.quantity(2, 2)) == (999, 3)
    assert guest.lines == {}


def test_taking_over_caps_a_line_at_the_stock_and_says_so() -> None:
    user, guest = Cart(owner=user_owner(1)), Cart(owner=guest_owner("abc"))
    user.add(1, 1, 158, 159, NOW)
    guest.add(1, 1, 158, 159, NOW)

    adjusted = user.take_over(guest, {line_key(1, 1): 159}, NOW)

    assert user.quantity(1, 1) == 159
    assert adjusted == [MergeAdjustment(1, 1, requested=316, kept=159, reason="out_of_stock")]
    assert guest.lines == {}


def test_taking_over_caps_a_line_at_999_and_says_so() -> None:
    user, guest = Cart(owner=user_owner(1)), Cart(owner=guest_owner("abc"))
    user.add(1, 1, 600, 5000, NOW)
    guest.add(1, 1, 600, 5000, NOW)
    guest.add(2, 2, 1, 5000, NOW)

    adjusted = user.take_over(guest, {line_key(1, 1): 5000, line_key(2, 2): 5000}, NOW)

    assert (user.quantity(1, 1), user.quantity(2, 2)) == (999, 1)
    assert adjusted == [MergeAdjustment(1, 1, requested=1200, kept=999, reason="quantity_limit")]


def test_taking_over_never_shrinks_the_users_line_and_drops_what_cannot_be_added() -> None:
    user, guest = Cart(owner=user_owner(1)), Cart(owner=guest_owner("abc"))
    user.add(1, 1, 10, 10, NOW)  # the stock has since fallen to 4
    guest.add(1, 1, 2, 10, NOW)
    guest.add(2, 2, 3, 10, NOW)  # sold out since
    guest.add(3, 3, 1, 10, NOW)  # its product is gone

    adjusted = user.take_over(guest, {line_key(1, 1): 4, line_key(2, 2): 0}, NOW)

    assert user.lines == {line_key(1, 1): 10}
    assert adjusted == [
        MergeAdjustment(1, 1, requested=12, kept=10, reason="out_of_stock"),
        MergeAdjustment(2, 2, requested=3, kept=0, reason="out_of_stock"),
        MergeAdjustment(3, 3, requested=1, kept=0, reason="missing"),
    ]


def test_taking_over_leaves_out_lines_beyond_the_100th() -> None:
    user, guest = Cart(owner=user_owner(1)), Cart(owner=guest_owner("abc"))
    for sku in range(MAX_LINES):
        user.add(1, sku, 1, 10, NOW)
    guest.add(2, 500, 2, 10, NOW)

    adjusted = user.take_over(guest, {line_key(2, 500): 10}, NOW)

    assert user.quantity(2, 500) == 0
    assert adjusted == [MergeAdjustment(2, 500, requested=2, kept=0, reason="line_limit")]


def test_a_line_problem_names_the_tighter_of_the_stock_and_the_999_cap() -> None:
    assert line_problem(159, 159) is None
    assert line_problem(160, 159) == "out_of_stock"
    assert line_problem(1000, 5000) == "quantity_limit"
    assert line_problem(1000, 5) == "out_of_stock"


def test_inventory_never_goes_negative_and_release_returns_units() -> None:
    inventory = Inventory(sku_id=3, goods_id=1, stock=5)
    inventory.reserve("a", 4, NOW)
    with refused(ErrorCode.OUT_OF_STOCK):
        inventory.reserve("b", 2, NOW)
    inventory.sell("a", NOW)
    assert inventory.available == 1
    inventory.release("a", NOW)
    assert inventory.available == 5
    with refused(ErrorCode.STATE_FORBIDS):
        inventory.release("a", NOW)


def test_an_order_moves_only_along_its_status_machine() -> None:
    placed = order()
    with refused(ErrorCode.STATE_FORBIDS):
        placed.confirm(1, NOW)
    placed.pay("p", 7, NOW, COMMISSION)
    with refused(ErrorCode.STATE_FORBIDS):
        placed.cancel(7, NOW)
    placed.confirm(1, NOW)
    placed.ship("1Z", 1, NOW)
    with refused(ErrorCode.STATE_FORBIDS):
        placed.refund("r", "late", 7, NOW)
    placed.confirm_receipt(7, NOW)
    with refused(ErrorCode.STATE_FORBIDS):
        placed.finish(0, NOW, not_before=NOW - timedelta(seconds=1))
    placed.finish(0, NOW + timedelta(days=7), not_before=NOW)
    assert placed.status == "finished"


def test_a_buyer_finishes_a_received_order_early_only_once_every_line_is_reviewed() -> None:
    placed = order()
    placed.pay("p", 7, NOW, COMMISSION)
    with refused(ErrorCode.STATE_FORBIDS):
        placed.finish_reviewed(7, NOW, {(5, 3)})
    placed.confirm(1, NOW)
    placed.ship("1Z", 1, NOW)
    placed.confirm_receipt(7, NOW)
    with refused(ErrorCode.STATE_FORBIDS):
        placed.finish_reviewed(7, NOW, set())
    with refused(ErrorCode.NOT_FOUND):
        placed.finish_reviewed(8, NOW, {(5, 3)})
    placed.finish_reviewed(7, NOW, {(5, 3)})
    assert placed.status == "finished"


def test_every_order_event_says_who_and_when() -> None:
    placed = order()
    placed.pay("p", 7, NOW, COMMISSION)
    placed.refund("r", "broken", 7, NOW)
    events = placed.collect_events()
    assert all(getattr(event, "at", None) == NOW for event in events)
    assert all(event.by_uid == 7 for event in events[1:])  # type: ignore[attr-defined]


def test_an_unpaid_order_expires_only_at_or_after_its_deadline_by_the_system() -> None:
    placed = order()
    with refused(ErrorCode.STATE_FORBIDS):
        placed.expire(DEADLINE - timedelta(seconds=1))
    assert placed.status == "wait_payment"

    placed.expire(DEADLINE)

    assert placed.status == "cancelled"
    cancelled = placed.collect_events()[-1]
    assert isinstance(cancelled, Order.Cancelled)
    assert (cancelled.by_uid, cancelled.reason, cancelled.at) == (
        SYSTEM_UID,
        PAYMENT_TIMEOUT,
        DEADLINE,
    )


def test_only_an_order_awaiting_payment_expires() -> None:
    paid = order()
    paid.pay("p", 7, NOW, COMMISSION)
    with refused(ErrorCode.STATE_FORBIDS):
        paid.expire(DEADLINE + timedelta(days=1))
    cancelled = order()
    cancelled.cancel(7, NOW)
    with refused(ErrorCode.STATE_FORBIDS):
        cancelled.expire(DEADLINE + timedelta(days=1))


def test_an_order_cannot_be_paid_once_its_deadline_has_passed_even_before_the_sweep() -> None:
    late = order()
    with refused(ErrorCode.STATE_FORBIDS):
        late.pay("p", 7, DEADLINE, COMMISSION)
    assert late.status == "wait_payment"
    on_time = order()
    on_time.pay("p", 7, DEADLINE - timedelta(seconds=1), COMMISSION)
    assert on_time.status == "wait_confirm"


def test_a_buyer_cancellation_records_the_buyer_and_why() -> None:
    placed = order()
    placed.cancel(7, NOW)
    cancelled = placed.collect_events()[-1]
    assert isinstance(cancelled, Order.Cancelled)
    assert (cancelled.by_uid, cancelled.reason) == (7, CANCELLED_BY_BUYER)


def test_the_deadline_is_fixed_when_placed_and_must_follow_the_placing() -> None:
    assert order().pay_deadline == DEADLINE
    with refused(ErrorCode.BAD_PARAMETER):
        Order(
            order_sn="BZ202601010000000002",
            buyer_uid=7,
            shop_id=1,
            lines=[],
            address={},
            subtotal=0,
            shipping_fee=0,
            tax=0,
            total=0,
            remark="",
            at=NOW,
            pay_deadline=NOW,
        )


def _as_stored_before_deadlines(application: Bazaar, event: Any, field: str) -> Any:
    """The event as the previous release stored it: without `field`, at class version 1."""
    stored = application.mapper.to_stored_event(event)
    state = application.mapper.transcoder.decode(stored.state)
    del state[field], state["class_version"]
    return replace(stored, state=application.mapper.transcoder.encode(state))


def test_events_stored_before_deadlines_existed_read_with_the_legacy_window() -> None:
    application = Bazaar()
    placed = order()
    placed.cancel(7, NOW)
    placed_event, cancelled_event = placed.collect_events()

    old_placed = _as_stored_before_deadlines(application, placed_event, "pay_deadline")
    old_cancelled = _as_stored_before_deadlines(application, cancelled_event, "reason")

    read_placed = application.mapper.to_domain_event(old_placed)
    read_cancelled = application.mapper.to_domain_event(old_cancelled)
    assert read_placed.pay_deadline == NOW + LEGACY_PAY_WINDOW  # type: ignore[attr-defined]
    assert read_cancelled.reason == CANCELLED_BY_BUYER  # type: ignore[attr-defined]
    application.close()


def test_fees_charge_shipping_below_the_threshold_and_round_tax_half_up() -> None:
    rule = FeeRule(shipping_fee=499, free_shipping_from=4900, tax_rate_percent=5)
    assert (rule.fees(4899).shipping_fee, rule.fees(4900).shipping_fee) == (499, 0)
    assert rule.fees(10).tax == 1  # 0.5 rounds up
    assert rule.fees(9).tax == 0  # 0.45 rounds down
    assert rule.fees(1000).total == 1000 + 499 + 50
