"""The money log's arithmetic, on events made by the aggregates themselves: each money event
moves the positions and the flows by what it says, and a whole journey leaves difference 0."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

import pytest

from domain.ledger import Flows, MoneyFold, Movement, Positions
from domain.money import AmountRule
from domain.order import Order
from domain.pricing import CommissionRule
from domain.review import ReviewRule
from domain.wallet import Wallet

AT = datetime(2026, 3, 1, 12, tzinfo=UTC)
# Amounts here stay under the two-person threshold: one reviewer decides.
ONE_REVIEWER = ReviewRule()
RULE = AmountRule(minimum=1000)
COMMISSION = CommissionRule(Decimal(5))


def placed(order_sn: str = "BZ202603010000000001", subtotal: int = 10_000) -> Order:
    return Order(
        order_sn=order_sn,
        buyer_uid=7,
        shop_id=1,
        lines=[{"shop_goods_id": 5, "sku_id": 3, "num": 1}],
        address={"name": "Ann"},
        subtotal=subtotal,
        shipping_fee=0,
        tax=500,
        total=subtotal + 500,
        remark="",
        at=AT,
        pay_deadline=datetime(2026, 3, 1, 13, tzinfo=UTC),
    )


def money_events(*aggregates: Any) -> list[Any]:
    """Every event the aggregates recorded, in order, the bookkeeping-free ones left out."""
    ignored = (Wallet.Opened, Wallet.RechargeRequested, Wallet.RechargeRejected)
    ignored_order = (Order.Confirmed, Order.Shipped, Order.ReceiptConfirmed, Order.Finished)
    return [
        event
        for aggregate in aggregates
        for event in aggregate.collect_events()
        if not isinstance(event, ignored + ignored_order)
    ]


def fold_all(events: list[Any]) -> tuple[Positions, Flows]:
    fold = MoneyFold()
    positions, flows = Positions(), Flows()
    for event in events:
        movement = fold.movement(event)
        if movement is not None:
            positions += movement.positions
            flows += movement.flows
    return positions, flows


def test_positions_add_field_by_field_and_their_difference_is_what_is_unaccounted_for() -> None:
    total = Positions(recharged=100, withdrawn=10) + Positions(available=60, frozen=5, escrow=20)
    assert total == Positions(100, 10, 60, 5, 20, 0)
    assert total.difference == 100 - 10 - (60 + 5 + 20)
    assert (total + Positions(revenue=5)).difference == 0
    assert Positions().as_dict() == dict.fromkeys(
        ("recharged", "withdrawn", "available", "frozen", "escrow", "revenue"), 0
    )
    assert Flows(recharges=1, commission=2) + Flows(recharges=3) == Flows(recharges=4, commission=2)


def funded(amount: int = 20_000) -> Wallet:
    """A wallet with `amount` recharged and approved, its events collected."""
    wallet = Wallet(owner_uid=1, at=AT)
    wallet.request_recharge("r1", "m", amount, "tx", "p.png", "a", RULE, AT)
    wallet.approve_recharge("r1", 9, "", AT, ONE_REVIEWER)
    wallet.collect_events()
    return wallet


def test_an_approved_recharge_brings_money_in_to_the_wallets() -> None:
    wallet = Wallet(owner_uid=1, at=AT)
    wallet.request_recharge("r1", "m", 20_000, "tx", "p.png", "a", RULE, AT)
    wallet.approve_recharge("r1", 9, "", AT, ONE_REVIEWER)
    approved = wallet.collect_events()[-1]

    assert MoneyFold().movement(approved) == Movement(
        Positions(recharged=20_000, available=20_000), Flows(recharges=20_000)
    )


@pytest.mark.parametrize(
    ("act", "positions"),
    [
        (
            lambda w: w.request_withdrawal("w1", "m", 3000, "T1", RULE, AT),
            Positions(available=-3000, frozen=3000),
        ),
        (lambda w: w.debit_payment("p1", 2500, "", AT), Positions(available=-2500)),
        (lambda w: w.credit_refund("f1", 2500, "", AT), Positions(available=2500)),
        (lambda w: w.credit_settlement("o1", 9500, "", AT), Positions(available=9500)),
    ],
    ids=["withdrawal requested", "payment debited", "refund credited", "settlement credited"],
)
def test_a_wallet_event_moves_the_wallets_side_and_no_flow_of_its_own(
    act: Any, positions: Positions
) -> None:
    # The payment's, the refund's and the settlement's flows are the order's side.
    wallet = funded()

    act(wallet)

    [event] = wallet.collect_events()
    assert MoneyFold().movement(event) == Movement(positions, Flows())


def test_a_withdrawal_leaves_frozen_for_withdrawn_when_approved_and_for_available_when_not() -> (
    None
):
    wallet = funded()
    wallet.request_withdrawal("w1", "m", 3000, "T1", RULE, AT)
    wallet.collect_events()
    wallet.approve_withdrawal("w1", 9, "", AT, ONE_REVIEWER)
    wallet.request_withdrawal("w2", "m", 4000, "T1", RULE, AT)
    wallet.reject_withdrawal("w2", 9, "no", AT)
    approved, _, rejected = wallet.collect_events()

    assert MoneyFold().movement(approved) == Movement(
        Positions(withdrawn=3000, frozen=-3000), Flows(withdrawals=3000)
    )
    assert MoneyFold().movement(rejected) == Movement(
        Positions(available=4000, frozen=-4000), Flows()
    )


def test_an_orders_payment_puts_its_placed_total_in_escrow_and_its_settlement_takes_it_out() -> (
    None
):
    order = placed()
    order.pay("p1", 7, AT, COMMISSION)
    order.confirm(1, AT)
    order.ship("1Z", 1, AT)
    order.confirm_receipt(7, AT)
    order.finish(0, AT, AT)
    net = order.settle(1, AT)
    placing, paid, *_, settled = order.collect_events()
    fold = MoneyFold()

    assert fold.movement(placing) is None, "a placing moves no money: it tells the total"
    assert fold.movement(paid) == Movement(Positions(escrow=10_500), Flows(payments=10_500))
    assert (net, order.commission) == (10_000, 500)
    assert fold.movement(settled) == Movement(
        Positions(escrow=-10_500, revenue=500), Flows(settlements=10_000, commission=500)
    )


def test_a_refund_takes_the_orders_total_out_of_escrow() -> None:
    order = placed()
    order.pay("p1", 7, AT, COMMISSION)
    order.refund("f1", "broken", 7, AT)
    placing, _paid, refunded = order.collect_events()
    fold = MoneyFold()
    fold.movement(placing)

    assert fold.movement(refunded) == Movement(Positions(escrow=-10_500), Flows(refunds=10_500))


def test_a_whole_journey_balances_to_the_cent() -> None:
    buyer, seller = Wallet(owner_uid=7, at=AT), Wallet(owner_uid=1, at=AT)
    buyer.request_recharge("r1", "m", 30_000, "tx", "p.png", "a", RULE, AT)
    buyer.approve_recharge("r1", 9, "", AT, ONE_REVIEWER)
    kept, returned = placed("BZ1"), placed("BZ2", subtotal=4000)
    for order in (kept, returned):
        order.pay("p", 7, AT, COMMISSION)
        buyer.debit_payment("p", order.total, "", AT)
    returned.refund("f1", "late", 7, AT)
    buyer.credit_refund("f1", returned.total, "", AT)
    kept.confirm(1, AT)
    kept.ship("1Z", 1, AT)
    kept.confirm_receipt(7, AT)
    kept.finish(0, AT, AT)
    seller.credit_settlement(str(kept.id), kept.settle(1, AT), "", AT)
    seller.request_withdrawal("w1", "m", 5000, "T1", RULE, AT)
    seller.approve_withdrawal("w1", 9, "", AT, ONE_REVIEWER)
    # The placings first, as in the log: a payment is always after its order's placing.
    events = money_events(kept, returned, buyer, seller)
    events.sort(key=lambda event: not isinstance(event, Order.Placed))

    positions, flows = fold_all(events)

    assert positions == Positions(
        recharged=30_000,
        withdrawn=5000,
        available=30_000 - 10_500 + 10_000 - 5000,
        frozen=0,
        escrow=0,
        revenue=500,
    )
    assert positions.difference == 0
    assert flows == Flows(
        recharges=30_000,
        payments=10_500 + 4500,
        refunds=4500,
        settlements=10_000,
        commission=500,
        withdrawals=5000,
    )
