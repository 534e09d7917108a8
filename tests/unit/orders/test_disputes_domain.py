"""The receipt deadline, the buyers' cases and what a partial refund leaves the seller, on the
Order and Dispute aggregates alone, and the books' reading of a case's end."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest

from domain.dispute import Dispute
from domain.dispute_status import DisputeStatus, Party, actions_for
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.escrow import commission_after_refunds, moved_on
from domain.ledger import Flows, MoneyFold, Positions
from domain.order import Order
from domain.order_status import SYSTEM_UID, OrderStatus
from domain.pricing import CommissionRule
from domain.review import ReviewRule

NOW = datetime(2026, 1, 1, tzinfo=UTC)
BUYER, SELLER, ARBITER, OTHER_ARBITER = 7, 8, 9, 10
TEN_DAYS = timedelta(days=10)
THREE_DAYS = timedelta(days=3)


def refused(code: ErrorCode) -> Any:
    return pytest.raises(BusinessRuleViolation, check=lambda error: error.code == code)


def shipped_order(subtotal: int = 7999, tax: int = 400, discount: int = 0) -> Order:
    order = Order(
        order_sn="BZ1",
        buyer_uid=BUYER,
        shop_id=1,
        lines=[{"shop_goods_id": 5, "sku_id": 3, "num": 1}],
        address={"name": "Ann"},
        subtotal=subtotal,
        shipping_fee=0,
        tax=tax,
        total=subtotal + tax,
        remark="",
        at=NOW,
        pay_deadline=NOW + timedelta(minutes=30),
        platform_discount=discount,
    )
    order.pay("p1", BUYER, NOW, CommissionRule(Decimal(5)))
    order.confirm(SELLER, NOW)
    order.ship("1Z", SELLER, NOW, receive_within=TEN_DAYS)
    return order


def case_of(order: Order, amount: int, at: datetime = NOW) -> Dispute:
    case = Dispute.open(
        order_id=str(order.id),
        order_sn=order.order_sn,
        sequence=order.disputes + 1,
        buyer_uid=BUYER,
        shop_id=order.shop_id,
        kind="not_as_described",
        reason="Cracked",
        amount=amount,
        max_amount=order.refundable,
        images=[],
        at=at,
        respond_within=THREE_DAYS,
    )
    order.open_dispute_case(str(case.id), BUYER, at)
    return case


def test_shipping_sets_the_receipt_deadline_which_the_buyer_extends_once() -> None:
    order = shipped_order()
    assert order.receipt_deadline == NOW + TEN_DAYS
    with refused(ErrorCode.NOT_FOUND):
        order.extend_receipt(SELLER, NOW, timedelta(days=5))
    order.extend_receipt(BUYER, NOW, timedelta(days=5))
    with refused(ErrorCode.STATE_FORBIDS):
        order.extend_receipt(BUYER, NOW, timedelta(days=5))
    assert order.receipt_deadline == NOW + timedelta(days=15)


def test_the_system_confirms_receipt_only_past_the_deadline_and_with_no_case_open() -> None:
    order = shipped_order()
    with refused(ErrorCode.STATE_FORBIDS):
        order.confirm_receipt_by_deadline(NOW + TEN_DAYS - timedelta(seconds=1))
    case = case_of(order, 100)
    with refused(ErrorCode.STATE_FORBIDS):
        order.confirm_receipt_by_deadline(NOW + TEN_DAYS)
    order.close_dispute_case(str(case.id), "r", 0, BUYER, NOW + THREE_DAYS)
    # The deadline stood still the three days the case was open.
    assert order.receipt_deadline == NOW + TEN_DAYS + THREE_DAYS
    order.confirm_receipt_by_deadline(NOW + TEN_DAYS + THREE_DAYS)
    assert order.status is OrderStatus.WAIT_FINISH
    confirmed: Any = order.collect_events()[-1]
    assert confirmed.by_uid == SYSTEM_UID


def test_one_case_at_a_time_only_while_waiting_for_receipt_or_finishing() -> None:
    order = shipped_order()
    case_of(order, 100)
    with refused(ErrorCode.STATE_FORBIDS):
        case_of(order, 100)
    with refused(ErrorCode.STATE_FORBIDS):
        order.finish(SYSTEM_UID, NOW, NOW)
    received = shipped_order()
    received.confirm_receipt(BUYER, NOW)
    case = case_of(received, 100)
    assert case.status is DisputeStatus.OPEN


def test_a_case_asks_1_to_what_the_buyer_paid_with_at_most_six_photos() -> None:
    order = shipped_order(discount=500)  # paid 8399 − 500
    for amount in (0, order.payable + 1):
        with refused(ErrorCode.BAD_PARAMETER):
            case_of(order, amount)
    with pytest.raises(BusinessRuleViolation) as too_many:
        Dispute.open(
            order_id="o", order_sn="BZ1", sequence=1, buyer_uid=BUYER, shop_id=1,
            kind="return", reason="x", amount=1, max_amount=10, images=["a.png"] * 7,
            at=NOW, respond_within=THREE_DAYS,
        )  # fmt: skip
    assert too_many.value.field == "images"
    with refused(ErrorCode.BAD_PARAMETER):
        Dispute.open(
            order_id="o", order_sn="BZ1", sequence=1, buyer_uid=BUYER, shop_id=1,
            kind="lost", reason="x", amount=1, max_amount=10, images=[],
            at=NOW, respond_within=THREE_DAYS,
        )  # fmt: skip


def test_a_partial_refund_leaves_the_seller_the_rest_less_commission_on_what_is_kept() -> None:
    order = shipped_order()  # subtotal 7999, total 8399, 5 %
    case = case_of(order, 3000)
    case.offer(SELLER, 1999, "", NOW, THREE_DAYS)
    refund = case.accept_offer(BUYER, str(case.id), NOW)
    assert not order.close_dispute_case(str(case.id), str(case.id), refund, BUYER, NOW)
    order.confirm_receipt(BUYER, NOW)
    order.finish(SYSTEM_UID, NOW, NOW)

    net = order.settle(SELLER, NOW)

    settled: Any = order.collect_events()[-1]
    # Commission: 5 % of 7999 − 1999 = 6000 → 300; the seller: 8399 − 1999 − 300.
    assert (net, settled.commission) == (6100, 300)


def test_refunding_all_the_buyer_paid_ends_the_order_and_returns_the_platforms_discount() -> None:
    order = shipped_order(discount=500)
    case = case_of(order, order.payable)
    refund = case.accept(SELLER, str(case.id), NOW)
    assert order.close_dispute_case(str(case.id), str(case.id), refund, SELLER, NOW)
    closed: Any = order.collect_events()[-1]
    assert order.status is OrderStatus.REFUNDED
    assert (closed.refund_amount, closed.platform_discount) == (7899, 500)
    movement = MoneyFold().movement(closed)
    assert movement is not None
    assert movement.positions == Positions(escrow=-8399, revenue=500)
    assert movement.flows == Flows(refunds=7899)


def test_commission_after_refunds_is_on_what_is_kept_half_up_and_never_negative() -> None:
    assert commission_after_refunds(400, "5", 7999, 0) == 400
    assert commission_after_refunds(400, "5", 7999, 1990) == 300  # 300.45
    assert commission_after_refunds(400, "7.5", 7999, 1999) == 450
    assert commission_after_refunds(400, "5", 7999, 9000) == 0
    # Paid before rates were recorded: in proportion, half up (400 × 6000 / 7999 = 300.04).
    assert commission_after_refunds(400, None, 7999, 1999) == 300


def test_the_finishing_delay_stands_still_only_while_a_case_is_open_after_receipt() -> None:
    received = NOW + timedelta(days=1)
    assert moved_on(received, NOW, NOW + timedelta(days=3)) == received + timedelta(days=2)
    assert moved_on(
        received, NOW + timedelta(days=2), NOW + timedelta(days=3)
    ) == received + timedelta(days=1)


def test_the_seller_answers_and_the_buyer_follows_up_only_in_turn() -> None:
    order = shipped_order()
    case = case_of(order, 3000)
    with refused(ErrorCode.BAD_PARAMETER):
        case.offer(SELLER, 3000, "", NOW, THREE_DAYS)
    with refused(ErrorCode.STATE_FORBIDS):
        case.escalate(BUYER, NOW)
    with refused(ErrorCode.BAD_PARAMETER):
        case.refuse(SELLER, "  ", NOW, THREE_DAYS)
    case.refuse(SELLER, "Intact when sent", NOW, THREE_DAYS)
    with refused(ErrorCode.NOT_FOUND):
        case.escalate(SELLER, NOW)
    case.escalate(BUYER, NOW)
    assert case.waiting_for is Party.ARBITER
    assert actions_for(case.status, Party.ARBITER) == ["decide"]
    assert actions_for(case.status, Party.BUYER) == ["message", "withdraw"]


def test_nobody_decides_a_case_about_their_own_order_or_shop_and_two_must_agree() -> None:
    order = shipped_order()
    case = case_of(order, 3000)
    case.refuse(SELLER, "No", NOW, THREE_DAYS)
    case.escalate(BUYER, NOW)
    two = ReviewRule(second_approval_from=1000)
    for party in (BUYER, SELLER):
        with refused(ErrorCode.PROHIBITED):
            case.decide(party, 100, "x", "r", NOW, two, SELLER)

    assert case.decide(ARBITER, 1500, "Half", "r", NOW, two, SELLER) is None
    with refused(ErrorCode.STATE_FORBIDS):
        case.decide(ARBITER, 1500, "Again", "r", NOW, two, SELLER)
    # A second arbiter deciding another amount does not agree: it waits for a third.
    assert case.decide(OTHER_ARBITER, 1000, "Less", "r", NOW, two, SELLER) is None
    assert case.decide(ARBITER, 1000, "Agreed", "r", NOW, two, SELLER) == 1000
    assert case.status is DisputeStatus.REFUNDED


def test_a_passed_deadline_acts_for_the_party_whose_turn_it_was() -> None:
    later = NOW + THREE_DAYS
    silent_seller = case_of(shipped_order(), 700)
    with refused(ErrorCode.STATE_FORBIDS):
        silent_seller.lapse("r", later - timedelta(seconds=1))
    assert silent_seller.lapse("r", later) == 700

    offered = case_of(shipped_order(), 700)
    offered.offer(SELLER, 300, "", NOW, THREE_DAYS)
    assert offered.lapse("r", later) == 300

    refused_case = case_of(shipped_order(), 700)
    refused_case.refuse(SELLER, "No", NOW, THREE_DAYS)
    assert refused_case.lapse("r", later) is None
    assert refused_case.status is DisputeStatus.WITHDRAWN
    with refused(ErrorCode.STATE_FORBIDS):
        refused_case.withdraw(BUYER, later)
