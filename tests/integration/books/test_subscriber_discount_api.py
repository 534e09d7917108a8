"""The subscriber discount on both stores: a confirmed newsletter subscriber's one-time discount
shown at checkout, recorded on the order, given back when the order is cancelled unpaid and
spent once paid; funded by the platform, so the seller is settled on the undiscounted total and
the ledger (escrow, wallets, the platform's revenue) still balances to the cent, refunds
included."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import unquote

from sqlalchemy import select

from application.site.tables import outbox
from domain.order import Order
from domain.subscriber_offer import SubscriberOffer
from tests.integration.api_client import User
from tests.integration.books.conftest import (
    DUTCH_OVEN,
    PHONE_CASE,
    Market,
    figures,
    ledger_of,
)
from tests.integration.orders.conftest import Shop, line

# The oven: 7999, free delivery (from 4900), tax 5 % = 400: total 8399. 15 % of 7999 = 1199.85,
# half up 1200: the buyer pays 7199. The commission is 5 % of 7999 = 400 on the whole subtotal.
OVEN_TOTAL, OVEN_DISCOUNT, OVEN_COMMISSION = 8399, 1200, 400


def confirmed_subscriber(market: Market, user: User) -> None:
    """Subscribes the user's address and opens the link of the mail it gets."""
    container = market.container
    container.newsletter.subscribe(user.email)
    with container.engine.connect() as connection:
        body = (
            connection.execute(
                select(outbox.c.body).where(outbox.c.recipient == user.email).order_by(outbox.c.id)
            )
            .scalars()
            .all()[-1]
        )
    token = re.search(r"token=(\S+)", body)
    assert token
    assert market.api.data("support/newsletter/confirm", None, token=unquote(token[1])) is None


def preview(market: Market, buyer: User, *wanted: tuple[Any, int]) -> dict[str, Any]:
    answer: dict[str, Any] = market.api.data(
        "order/checkout", buyer, lines=[line(item, num) for item, num in wanted]
    )
    return answer


def create(market: Market, buyer: User, *wanted: tuple[Any, int]) -> dict[str, Any]:
    answer: dict[str, Any] = market.api.data(
        "order/create",
        buyer,
        lines=[line(item, num) for item, num in wanted],
        address_id=market.shop.address(buyer),
    )
    return answer


def test_a_confirmed_subscriber_gets_the_discount_once_and_the_books_close_after_settling(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    oven = shop.item(DUTCH_OVEN)
    confirmed_subscriber(market, buyer)

    shown = preview(market, buyer, (oven, 1))
    created = create(market, buyer, (oven, 1))
    [order_id] = created["order_ids"]
    detail = market.api.data("order/detail", buyer, order_id=order_id)

    assert (shown["total"], shown["platform_discount"], shown["pay_amount"]) == (
        OVEN_TOTAL,
        OVEN_DISCOUNT,
        OVEN_TOTAL - OVEN_DISCOUNT,
    )
    assert shown["shops"][0]["platform_discount"] == OVEN_DISCOUNT
    assert (created["pay_amount"], created["platform_discount"]) == (7199, OVEN_DISCOUNT)
    assert (detail["total"], detail["platform_discount"], detail["pay_amount"]) == (
        OVEN_TOTAL,
        OVEN_DISCOUNT,
        7199,
    )
    # One-time: a second checkout while the first holds it shows none.
    assert preview(market, buyer, (oven, 1))["platform_discount"] == 0

    market.fund(buyer, 7199)  # 8000 recharged
    assert market.api.data("order/pay", buyer, order_ids=[order_id])["paid_amount"] == 7199
    assert figures(market.ledger(auditor)) == ledger_of(
        recharged=8000, available=801, escrow=OVEN_TOTAL, revenue=-OVEN_DISCOUNT
    )

    seller = market.seller(oven.shop_id)
    market.api.data("console/order/confirm", seller, order_id=order_id)
    market.api.data("console/order/ship", seller, order_id=order_id, logistics_no="1Z9")
    market.api.data("order/confirm_receipt", buyer, order_id=order_id)
    assert market.finish_by_tick() == 1

    [settled] = market.order_events(order_id, Order.Settled)
    assert (settled.commission, settled.net) == (OVEN_COMMISSION, OVEN_TOTAL - OVEN_COMMISSION)
    seller_wallet = market.api.data("mine/wealth/info", seller)
    assert seller_wallet["amount"] == OVEN_TOTAL - OVEN_COMMISSION
    assert market.api.data("mine/wealth/info", buyer)["amount"] == 801
    assert figures(market.ledger(auditor)) == ledger_of(
        recharged=8000,
        available=801 + OVEN_TOTAL - OVEN_COMMISSION,
        revenue=OVEN_COMMISSION - OVEN_DISCOUNT,
    )
    # Spent: the next order is at full price.
    later = create(market, buyer, (oven, 1))
    assert (later["platform_discount"], later["pay_amount"]) == (0, OVEN_TOTAL)


def test_a_refund_gives_the_buyer_what_they_paid_and_the_platform_its_discount(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    oven = shop.item(DUTCH_OVEN)
    confirmed_subscriber(market, buyer)
    [order_id] = create(market, buyer, (oven, 1))["order_ids"]
    market.fund(buyer, 7199)
    market.api.data("order/pay", buyer, order_ids=[order_id])

    market.api.data("order/refund", buyer, order_id=order_id, reason="changed my mind")

    [refunded] = market.order_events(order_id, Order.Refunded)
    assert (refunded.amount, refunded.platform_discount) == (7199, OVEN_DISCOUNT)
    assert market.api.data("mine/wealth/info", buyer)["amount"] == 8000
    assert figures(market.ledger(auditor)) == ledger_of(recharged=8000, available=8000)
    # Once paid it is used, refund or not.
    assert preview(market, buyer, (oven, 1))["platform_discount"] == 0


def test_an_order_cancelled_unpaid_gives_the_discount_back_by_the_buyer_or_the_deadline(
    market: Market, shop: Shop, buyer: User
) -> None:
    oven = shop.item(DUTCH_OVEN)
    confirmed_subscriber(market, buyer)
    [first] = create(market, buyer, (oven, 1))["order_ids"]

    market.api.data("order/cancel", buyer, order_id=first)
    assert preview(market, buyer, (oven, 1))["platform_discount"] == OVEN_DISCOUNT

    [second] = create(market, buyer, (oven, 1))["order_ids"]
    assert preview(market, buyer, (oven, 1))["platform_discount"] == 0
    market.api.clock.advance(minutes=market.container.settings.order_payment_minutes, seconds=1)
    assert market.container.orders.expire_due() == 1
    market.caught_up()

    assert market.order(second).status == "cancelled"
    assert preview(market, buyer, (oven, 1))["platform_discount"] == OVEN_DISCOUNT
    offer: SubscriberOffer = market.container.application.repository.get(
        SubscriberOffer.create_id(buyer.uid)
    )
    assert (offer.available, offer.used) == (True, False)


def test_a_checkout_of_two_shops_spreads_the_discount_to_the_cent_and_the_books_close(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    oven, case = shop.item(DUTCH_OVEN), shop.item(PHONE_CASE)
    confirmed_subscriber(market, buyer)

    # 15 % of 7999 + 999 = 1349.7: 1350, shared 1200.03… and 149.88…: the spare cent goes to
    # the larger remainder, the case's.
    shown = preview(market, buyer, (oven, 1), (case, 1))
    created = create(market, buyer, (oven, 1), (case, 1))

    assert [s["platform_discount"] for s in shown["shops"]] == [1200, 150]
    assert shown["platform_discount"] == created["platform_discount"] == 1350
    details = [market.api.data("order/detail", buyer, order_id=o) for o in created["order_ids"]]
    assert [d["platform_discount"] for d in details] == [1200, 150]
    totals = sum(d["total"] for d in details)
    assert created["pay_amount"] == totals - 1350

    recharged = market.fund(buyer, created["pay_amount"])
    market.api.data("order/pay", buyer, order_ids=created["order_ids"])

    assert figures(market.ledger(auditor)) == ledger_of(
        recharged=recharged,
        available=recharged - created["pay_amount"],
        escrow=totals,
        revenue=-1350,
    )


def test_no_discount_without_a_confirmed_subscription(
    market: Market, shop: Shop, buyer: User
) -> None:
    oven = shop.item(DUTCH_OVEN)
    assert preview(market, buyer, (oven, 1))["platform_discount"] == 0

    market.container.newsletter.subscribe(buyer.email)  # not confirmed

    assert preview(market, buyer, (oven, 1))["platform_discount"] == 0
    assert create(market, buyer, (oven, 1))["platform_discount"] == 0


def test_the_discount_is_15_percent_below_the_cap_and_exactly_the_cap_above_it(
    market: Market, shop: Shop, buyer: User
) -> None:
    oven = shop.item(DUTCH_OVEN)
    confirmed_subscriber(market, buyer)
    cap = 2000  # SUBSCRIBER_DISCOUNT_MAX's default

    below = preview(market, buyer, (oven, 1))  # 15 % of 7999: 1200
    # Two ovens: 15 % of 15998 would be 2400, which the platform would fund in full.
    shown = preview(market, buyer, (oven, 2))
    created = create(market, buyer, (oven, 2))

    assert below["platform_discount"] == OVEN_DISCOUNT < cap
    assert shown["platform_discount"] == created["platform_discount"] == cap
    assert created["pay_amount"] == shown["total"] - cap
    [order_id] = created["order_ids"]
    assert market.api.data("order/detail", buyer, order_id=order_id)["platform_discount"] == cap
    assert market.container.settings.subscriber_discount_max == cap
