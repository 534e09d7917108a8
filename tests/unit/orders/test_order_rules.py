"""The rules the Order aggregate owns since they left the order services: its fees add up, its
note, quantities, tracking number and refund reason are within their limits, and only a
received order's own lines can be reviewed."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order import Order
from domain.pricing import CommissionRule, FeeRule
from domain.text import note_fits

COMMISSION = CommissionRule(Decimal(5))
NOW = datetime(2026, 1, 1, tzinfo=UTC)
LINE = {"shop_goods_id": 5, "sku_id": 3, "num": 2}


def placed(**changes: Any) -> Order:
    fields: dict[str, Any] = {
        "order_sn": "BZ202601010000000001",
        "buyer_uid": 7,
        "shop_id": 1,
        "lines": [LINE],
        "address": {"name": "Ann"},
        "subtotal": 1000,
        "shipping_fee": 499,
        "tax": 50,
        "total": 1549,
        "remark": "",
        "at": NOW,
        "pay_deadline": NOW + timedelta(minutes=30),
        **changes,
    }
    return Order(**fields)


def refusal(action: object) -> BusinessRuleViolation:
    assert callable(action)
    with pytest.raises(BusinessRuleViolation) as caught:
        action()
    return caught.value


def paid() -> Order:
    order = placed()
    order.pay("p1", 7, NOW, COMMISSION)
    return order


def test_an_order_whose_total_is_not_its_parts_is_refused() -> None:
    error = refusal(lambda: placed(total=1548))
    assert (error.code, error.field) == (ErrorCode.BAD_PARAMETER, "total")


def test_an_order_priced_by_the_fee_rule_adds_up() -> None:
    fees = FeeRule(shipping_fee=499, free_shipping_from=4900, tax_rate_percent=5).fees(1000)
    order = placed(
        subtotal=fees.subtotal, shipping_fee=fees.shipping_fee, tax=fees.tax, total=fees.total
    )
    assert order.total == 1549


def test_a_note_to_the_seller_has_at_most_500_characters() -> None:
    assert placed(remark="x" * 500).status == "wait_payment"
    error = refusal(lambda: placed(remark="x" * 501))
    assert (error.code, error.field) == (ErrorCode.BAD_PARAMETER, "remark")
    assert note_fits("x" * 500) and not note_fits("x" * 501)


@pytest.mark.parametrize("num", [0, 1000])
def test_an_order_line_holds_1_to_999_units(num: int) -> None:
    error = refusal(lambda: placed(lines=[{**LINE, "num": num}]))
    assert (error.code, error.field) == (ErrorCode.BAD_PARAMETER, "num")


@pytest.mark.parametrize("number", ["  ", "x" * 65])
def test_a_tracking_number_has_1_to_64_characters_checked_before_the_status(number: str) -> None:
    unconfirmed = paid()  # not yet confirmed, so shipping is refused too: the number first
    error = refusal(lambda: unconfirmed.ship(number, 1, NOW))
    assert (error.code, error.field) == (ErrorCode.BAD_PARAMETER, "logistics_no")


def test_a_tracking_number_is_recorded_trimmed() -> None:
    order = paid()
    order.confirm(1, NOW)
    order.ship(" 1Z999 ", 1, NOW)
    shipped = order.collect_events()[-1]
    assert isinstance(shipped, Order.Shipped)
    assert shipped.logistics_no == "1Z999"


@pytest.mark.parametrize("reason", ["  ", "x" * 501])
def test_a_refund_reason_has_1_to_500_characters_checked_before_the_status(reason: str) -> None:
    unpaid = placed()  # an unpaid order cannot be refunded either: the reason first
    error = refusal(lambda: unpaid.refund("r1", reason, 7, NOW))
    assert (error.code, error.field) == (ErrorCode.BAD_PARAMETER, "reason")


def test_only_a_received_orders_own_line_can_be_reviewed() -> None:
    order = paid()
    missing = refusal(lambda: order.reviewable_line(5, 4))
    assert (missing.code, missing.field) == (ErrorCode.NOT_FOUND, "sku_id")
    assert refusal(lambda: order.reviewable_line(5, 3)).code == ErrorCode.STATE_FORBIDS
    order.confirm(1, NOW)
    order.ship("1Z", 1, NOW)
    order.confirm_receipt(7, NOW)
    assert order.reviewable_line(5, 3) == LINE
