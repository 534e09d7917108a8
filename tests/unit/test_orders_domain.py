"""The Cart, Inventory and Order rules, on the aggregates alone."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from application.offers import FeeRule
from domain.cart import MAX_LINES, Cart, guest_owner, user_owner
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.inventory import Inventory
from domain.order import Order

NOW = datetime(2026, 1, 1, tzinfo=UTC)


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
    user.take_over(guest, NOW)
    assert (user.quantity(1, 1), user.quantity(2, 2)) == (999, 3)
    assert guest.lines == {}


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
    placed.pay("p", 7, NOW)
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
    placed.pay("p", 7, NOW)
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
    placed.pay("p", 7, NOW)
    placed.refund("r", "broken", 7, NOW)
    events = placed.collect_events()
    assert all(getattr(event, "at", None) == NOW for event in events)
    assert all(event.by_uid == 7 for event in events[1:])  # type: ignore[attr-defined]


def test_fees_charge_shipping_below_the_threshold_and_round_tax_half_up() -> None:
    rule = FeeRule(shipping_fee=499, free_shipping_from=4900, tax_rate_percent=5)
    assert (rule.fees(4899).shipping_fee, rule.fees(4900).shipping_fee) == (499, 0)
    assert rule.fees(10).tax == 1  # 0.5 rounds up
    assert rule.fees(9).tax == 0  # 0.45 rounds down
    assert rule.fees(1000).total == 1000 + 499 + 50
