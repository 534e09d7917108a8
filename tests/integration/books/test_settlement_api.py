"""Settlement on both stores: the commission fixed at payment, the escrow paid out to the shop's
owner once when the order finishes (by the periodic tick or by the buyer's reviews), refunds,
and the seller's money screen (`console/shop/summary|settlements|settlements/daily`)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order import Order
from domain.order_status import SYSTEM_UID
from domain.wallet import Wallet
from infra.bootstrap import bootstrap
from tests.integration.api_client import ApiClient, User
from tests.integration.books.conftest import (
    CHARGER,
    DUTCH_OVEN,
    FRYING_PAN,
    PHONE_CASE,
    Market,
    Placed,
)
from tests.integration.orders.conftest import Shop
from tests.integration.wallet.steps import PAYEE, USDT, balance

HARBOR = 1
"""The fixture shop selling the oven, the pan and the charger."""


def seller_order(market: Market, placed: Placed) -> dict[str, Any]:
    seller = market.seller(placed.shop_id)
    listed = market.api.data("console/order/list", seller, page_size=100)["list"]
    found: dict[str, Any] = next(o for o in listed if o["order_id"] == placed.order_id)
    return found


def settled_credits(market: Market, wallet_owner: int) -> list[Any]:
    """Every SettlementCredited event of the user's wallet, from the event store."""
    return [
        event
        for event in market.container.application.events.get(Wallet.create_id(wallet_owner))
        if isinstance(event, Wallet.SettlementCredited)
    ]


# -- the commission -------------------------------------------------------------------------


def test_paying_fixes_five_percent_of_the_subtotal_rounded_half_up_as_the_commission(
    market: Market, shop: Shop, buyer: User
) -> None:
    one_metre, two_metres = shop.item(CHARGER, 0), shop.item(CHARGER, 1)
    unpaid = market.place(buyer, (shop.item(DUTCH_OVEN), 1))
    assert seller_order(market, unpaid)["commission"] is None

    # 9 × 1999 + 2299 = 20290: 5 % is 1014.5, half up 1015 (half to even would say 1014).
    halves = market.paid(buyer, (one_metre, 9), (two_metres, 1))
    # 7999: 5 % is 399.95, 400.
    oven = market.paid(buyer, (shop.item(DUTCH_OVEN), 1))

    assert halves.subtotal == 20_290
    assert seller_order(market, halves)["commission"] == 1015
    assert [e.commission for e in market.order_events(halves.order_id, Order.Paid)] == [1015]
    assert seller_order(market, oven)["commission"] == 400
    assert market.order(oven.order_id).commission == 400
    assert seller_order(market, unpaid)["commission"] is None


def test_a_commission_rate_changed_after_payment_leaves_a_paid_orders_commission_as_it_was(
    market: Market, shop: Shop, buyer: User
) -> None:
    oven = shop.item(DUTCH_OVEN)
    fixed = market.received(buyer, (oven, 1))
    market.api.clock.advance(days=market.container.settings.order_finish_days, minutes=1)
    later = market.place(buyer, (oven, 1))
    market.fund(buyer, later.total)
    raised = replace(market.container.settings, commission_percent=Decimal("7.5"))
    # Another process started with the new rate: it finishes the old order and takes payment
    # for a new one.
    other = bootstrap(raised, clock=market.api.clock)
    try:
        assert other.orders.finish_due() == 1
        other.orders.pay(buyer.uid, [later.order_id])
    finally:
        other.close()
    market.caught_up()

    [settled] = market.order_events(fixed.order_id, Order.Settled)
    assert (settled.commission, settled.net) == (400, fixed.total - 400)
    # 7.5 % of 7999 is 599.925: paid under the new rate, the new order owes 600.
    assert market.order(later.order_id).commission == 600
    [credit] = settled_credits(market, market.shop.owner_of(HARBOR))
    assert credit.amount == fixed.total - 400


# -- finishing pays the seller once ---------------------------------------------------------


def test_the_tick_finishing_a_received_order_credits_the_shop_owner_the_total_less_commission(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    placed = market.received(buyer, (shop.item(DUTCH_OVEN), 1))
    owner = shop.owner_of(HARBOR)
    assert balance(market.api, market.seller(HARBOR)) == (0, 0)

    assert market.finish_by_tick() == 1

    seller = market.seller(HARBOR)
    net = placed.total - 400
    assert placed.total == 7999 + 400  # the tax; no shipping from 49.00
    assert balance(market.api, seller) == (net, 0)
    [entry] = market.history(seller, "settlement")
    assert (entry["amount_change"], entry["frozen_change"], entry["amount"]) == (net, 0, net)
    assert entry["remark"] == f"Order {placed.order_sn}"
    assert entry["add_time"] == int(market.api.clock().timestamp())
    [settled] = market.order_events(placed.order_id, Order.Settled)
    assert (settled.seller_uid, settled.commission, settled.net) == (owner, 400, net)
    listed = seller_order(market, placed)
    assert (listed["status"], listed["commission"]) == ("finished", 400)
    assert market.ledger(auditor)["revenue"] == 400


def test_finishing_again_or_a_repeated_tick_credits_the_seller_only_once(
    market: Market, shop: Shop, buyer: User
) -> None:
    placed = market.received(buyer, (shop.item(DUTCH_OVEN), 1))
    assert market.finish_by_tick() == 1

    assert market.container.orders.finish_due() == 0
    assert market.finish_by_tick() == 0
    with pytest.raises(BusinessRuleViolation) as refused:
        market.container.orders.finish_reviewed(
            buyer.uid, placed.order_id, market.order(placed.order_id).line_keys()
        )
    assert refused.value.code == ErrorCode.STATE_FORBIDS
    market.caught_up()

    owner = shop.owner_of(HARBOR)
    assert len(settled_credits(market, owner)) == 1
    assert len(market.order_events(placed.order_id, Order.Settled)) == 1
    seller = market.seller(HARBOR)
    assert len(market.history(seller, "settlement")) == 1
    assert balance(market.api, seller) == (placed.total - 400, 0)


def test_reviewing_every_line_finishes_the_order_and_settles_it_at_once(
    market: Market, shop: Shop, buyer: User
) -> None:
    placed = market.received(buyer, (shop.item(DUTCH_OVEN), 1), (shop.item(FRYING_PAN), 1))
    seller = market.seller(HARBOR)

    market.review_every_line(placed)

    # 7999 + 3999 = 11998: commission 599.9 → 600, and as much tax.
    assert (placed.subtotal, placed.total) == (11_998, 11_998 + 600)
    assert market.api.data("order/detail", buyer, order_id=placed.order_id)["status"] == "finished"
    assert balance(market.api, seller) == (11_998, 0)
    [entry] = market.history(seller, "settlement")
    assert (entry["amount_change"], entry["remark"]) == (11_998, f"Order {placed.order_sn}")
    assert seller_order(market, placed)["commission"] == 600
    assert market.finish_by_tick() == 0
    assert len(settled_credits(market, seller.uid)) == 1


def test_an_order_finished_before_settlement_existed_is_paid_out_once_by_the_policy(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    placed = market.received(buyer, (shop.item(DUTCH_OVEN), 1))
    # What the previous release saved: the finish alone, nothing paid out.
    order = market.container.orders.load(placed.order_id)
    now = market.api.clock()
    order.finish(SYSTEM_UID, now, not_before=now)
    market.container.application.save(order)

    market.caught_up()
    market.caught_up()  # the policy's own save, projected

    [settled] = market.order_events(placed.order_id, Order.Settled)
    assert (settled.commission, settled.net) == (400, placed.total - 400)
    assert balance(market.api, market.seller(HARBOR)) == (placed.total - 400, 0)
    assert market.finish_by_tick() == 0
    assert len(settled_credits(market, shop.owner_of(HARBOR))) == 1
    ledger = market.ledger(auditor)
    assert (ledger["escrow"], ledger["revenue"], ledger["difference"]) == (0, 400, 0)


def test_a_refund_returns_the_escrow_to_the_buyer_and_the_seller_gets_nothing(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    placed = market.place(buyer, (shop.item(DUTCH_OVEN), 1))
    funded = market.fund(buyer, placed.total)
    market.api.data("order/pay", buyer, order_ids=[placed.order_id])
    assert balance(market.api, buyer) == (funded - placed.total, 0)
    seller = market.seller(HARBOR)
    assert market.api.data("console/shop/summary", seller)["escrow"] == placed.total

    market.api.data("order/refund", buyer, order_id=placed.order_id, reason="Changed my mind")

    assert balance(market.api, buyer) == (funded, 0)
    [refund] = market.history(buyer, "refund")
    assert refund["amount_change"] == placed.total
    summary = market.api.data("console/shop/summary", seller)
    assert (summary["sales_total"], summary["escrow"], summary["settled_total"]) == (0, 0, 0)
    ledger = market.ledger(auditor)
    assert (ledger["escrow"], ledger["available"], ledger["difference"]) == (0, funded, 0)
    assert market.finish_by_tick() == 0
    assert market.order_events(placed.order_id, Order.Settled) == []
    assert settled_credits(market, seller.uid) == []


# -- the seller's money screen ----------------------------------------------------------------


def _utc_day(unix_seconds: int) -> date:
    return datetime.fromtimestamp(unix_seconds, UTC).date()


def test_the_sellers_summary_and_settlements_add_up_the_shops_own_money(
    market: Market, shop: Shop, buyer: User, api: ApiClient
) -> None:
    oven, pan = shop.item(DUTCH_OVEN), shop.item(FRYING_PAN)
    reviewed = market.received(buyer, (oven, 1))  # settled today, by its review
    market.review_every_line(reviewed)
    held = market.received(buyer, (pan, 2))  # paid, in escrow until the tick
    refunded = market.paid(buyer, (oven, 1))
    market.api.data("order/refund", buyer, order_id=refunded.order_id, reason="Ordered twice")
    market.paid(buyer, (shop.item(PHONE_CASE), 1))  # another shop's sale
    seller = market.seller(HARBOR)

    summary = market.api.data("console/shop/summary", seller)

    assert summary == {
        "shop_id": HARBOR,
        "shop_name": "Harbor Trading Co",
        "sales_total": reviewed.total + held.total,
        "escrow": held.total,
        "settled_total": reviewed.total,
        "commission_total": 400,
        "balance": reviewed.total - 400,
        "frozen": 0,
        "commission": {"percent": "5", "own_rule": False, "categories": []},
    }
    first = market.api.data("console/shop/settlements", seller)
    assert (first["total"], first["page"], first["page_size"]) == (1, 1, 20)
    assert first["list"] == [
        {
            "order_id": reviewed.order_id,
            "order_sn": reviewed.order_sn,
            "subtotal": 7999,
            "total": reviewed.total,
            "commission": 400,
            "net": reviewed.total - 400,
            "settled_time": int(market.api.clock().timestamp()),
        }
    ]

    assert market.finish_by_tick() == 1
    api.data("mine/wealth/withdraw/apply", seller, method=USDT, amount=1000, address=PAYEE)
    held_commission = 400  # 5 % of 7998 is 399.9
    later = market.api.data("console/shop/summary", seller)
    assert later["escrow"] == 0
    assert later["sales_total"] == later["settled_total"] == reviewed.total + held.total
    assert later["commission_total"] == 400 + held_commission
    net_total = reviewed.total + held.total - 400 - held_commission
    assert (later["balance"], later["frozen"]) == (net_total - 1000, 1000)
    newest_first = market.api.data("console/shop/settlements", seller)["list"]
    assert [s["order_id"] for s in newest_first] == [held.order_id, reviewed.order_id]
    assert newest_first[0]["commission"] == held_commission
    second_page = market.api.data("console/shop/settlements", seller, page=2, page_size=1)
    assert [s["order_id"] for s in second_page["list"]] == [reviewed.order_id]
    assert second_page["total"] == 2

    days = market.api.data("console/shop/settlements/daily", seller, days=9)["list"]
    today = market.api.clock().date()
    assert [d["date"] for d in days] == [
        (today - timedelta(days=8 - n)).isoformat() for n in range(9)
    ]
    settled_on = {
        _utc_day(s["settled_time"]).isoformat(): (1, s["total"], s["commission"], s["net"])
        for s in newest_first
    }
    for day in days:
        expected = settled_on.get(day["date"], (0, 0, 0, 0))
        assert (day["orders"], day["total"], day["commission"], day["net"]) == expected, day
    assert days[-1]["orders"] == 1 and days[-1]["total"] == held.total


def test_the_daily_settlements_cover_thirty_days_unless_told_and_refuse_outside_1_to_90(
    market: Market, buyer: User
) -> None:
    seller = market.seller(HARBOR)
    days = market.api.data("console/shop/settlements/daily", seller)["list"]
    assert len(days) == 30 and days[-1]["date"] == market.api.clock().date().isoformat()
    assert all(d["orders"] == d["total"] == d["commission"] == d["net"] == 0 for d in days)
    for wrong in (0, 91):
        answer = market.api.call("console/shop/settlements/daily", seller, days=wrong)
        assert (answer["code"], answer["data"]) == (102, {"field": "days"}), wrong


@pytest.mark.parametrize(
    "path", ["console/shop/summary", "console/shop/settlements", "console/shop/settlements/daily"]
)
def test_the_sellers_money_calls_answer_111_to_a_shopper_and_101_to_a_guest(
    api: ApiClient, shopper: User, auditor: User, path: str
) -> None:
    assert api.call(path, shopper)["code"] == 111
    assert api.call(path, auditor)["code"] == 111
    assert api.call(path, None)["code"] == 101
    shopless = api.sign_in("sam@bazaar.test", "seller")
    assert api.call(path, shopless)["code"] == 111, "a seller without a shop"
