"""A suspended shop's settlements wait, on both stores: an order of it that finishes while it is
suspended (by the periodic tick, by the buyer's reviews, or by a case's end) keeps its money in
escrow, and reinstating the shop settles every such order once, as settlement always does
(`total − commission` to the owner, the commission to the platform); the books balance at every
step."""

from __future__ import annotations

from typing import Any

import pytest

from domain.order import Order
from domain.order_status import SYSTEM_UID
from domain.shop_standing import ShopStanding
from domain.wallet import Wallet
from tests.integration.api_client import ApiClient, User
from tests.integration.books.conftest import (
    CHARGER,
    DUTCH_OVEN,
    FRYING_PAN,
    Market,
    Placed,
    figures,
    remembered,
)
from tests.integration.orders.conftest import Shop
from tests.integration.wallet.steps import balance

HARBOR = 1
OVEN_COMMISSION = 400
"""5 % of the oven's 7999, half up."""


@pytest.fixture
def operator(api: ApiClient) -> User:
    return remembered(api, "otto@bazaar.test", "operator")


def suspend(market: Market, operator: User) -> None:
    market.api.data("console/shops/suspend", operator, shop_id=HARBOR, reason="Counterfeits")


def reinstate(market: Market, operator: User) -> None:
    market.api.data("console/shops/reinstate", operator, shop_id=HARBOR, remark="Cleared")
    market.caught_up()


def settled(market: Market, placed: Placed) -> list[Any]:
    return market.order_events(placed.order_id, Order.Settled)


def credits(market: Market) -> list[Any]:
    owner = market.shop.owner_of(HARBOR)
    return [
        event
        for event in market.container.application.events.get(Wallet.create_id(owner))
        if isinstance(event, Wallet.SettlementCredited)
    ]


def books(market: Market, auditor: User) -> dict[str, int]:
    return figures(market.ledger(auditor))


def test_an_order_finishing_while_suspended_stays_in_escrow_until_reinstatement_settles_it(
    market: Market, shop: Shop, buyer: User, auditor: User, operator: User
) -> None:
    placed = market.received(buyer, (shop.item(DUTCH_OVEN), 1))
    seller = market.seller(HARBOR)
    suspend(market, operator)

    assert market.finish_by_tick() == 1

    order = market.order(placed.order_id)
    assert (order.status, order.settled) == ("finished", False)
    assert settled(market, placed) == [] and credits(market) == []
    assert balance(market.api, seller) == (0, 0)
    summary = market.api.data("console/shop/summary", seller)
    assert (summary["escrow"], summary["settled_total"]) == (placed.total, 0)
    held = books(market, auditor)
    assert (held["escrow"], held["revenue"], held["difference"]) == (placed.total, 0, 0)

    reinstate(market, operator)

    net = placed.total - OVEN_COMMISSION
    [settlement] = settled(market, placed)
    assert (settlement.seller_uid, settlement.commission, settlement.net) == (
        seller.uid,
        OVEN_COMMISSION,
        net,
    )
    assert [credit.amount for credit in credits(market)] == [net]
    assert balance(market.api, seller) == (net, 0)
    [entry] = market.history(seller, "settlement")
    assert (entry["amount_change"], entry["remark"]) == (net, f"Order {placed.order_sn}")
    paid_out = books(market, auditor)
    assert (paid_out["escrow"], paid_out["revenue"], paid_out["difference"]) == (
        0,
        OVEN_COMMISSION,
        0,
    )
    assert paid_out["available"] == held["available"] + net


def test_a_second_suspension_and_reinstatement_settle_nothing_twice(
    market: Market, shop: Shop, buyer: User, auditor: User, operator: User
) -> None:
    placed = market.received(buyer, (shop.item(DUTCH_OVEN), 1))
    suspend(market, operator)
    market.finish_by_tick()
    reinstate(market, operator)

    suspend(market, operator)
    market.finish_by_tick()
    reinstate(market, operator)
    market.container.orders.finish_due()
    market.caught_up()

    assert len(settled(market, placed)) == 1 and len(credits(market)) == 1
    assert balance(market.api, market.seller(HARBOR)) == (placed.total - OVEN_COMMISSION, 0)
    assert books(market, auditor)["difference"] == 0


def test_orders_finished_by_reviews_and_by_a_cases_end_while_suspended_wait_and_then_settle(
    market: Market, shop: Shop, buyer: User, auditor: User, operator: User
) -> None:
    reviewed = market.received(buyer, (shop.item(FRYING_PAN), 1))
    disputed = market.received(buyer, (shop.item(CHARGER), 2))
    seller = market.seller(HARBOR)
    case = market.api.data(
        "order/dispute/open",
        buyer,
        order_id=disputed.order_id,
        kind="not_as_described",
        reason="One is scratched",
        amount=1000,
    )
    market.review_every_line(disputed)  # the order waits for the case to end
    suspend(market, operator)

    market.review_every_line(reviewed)
    market.api.data(
        "console/dispute/respond", seller, dispute_id=case["dispute_id"], action="accept"
    )
    market.caught_up()

    for placed in (reviewed, disputed):
        order = market.order(placed.order_id)
        assert (order.status, order.settled) == ("finished", False), placed.order_sn
    assert credits(market) == [] and balance(market.api, seller) == (0, 0)
    held = books(market, auditor)
    assert held["escrow"] == reviewed.total + disputed.total - 1000
    assert held["difference"] == 0

    reinstate(market, operator)

    nets = [settled(market, placed)[0].net for placed in (reviewed, disputed)]
    commissions = [settled(market, placed)[0].commission for placed in (reviewed, disputed)]
    assert nets == [
        reviewed.total - commissions[0],
        disputed.total - 1000 - commissions[1],
    ]
    assert sorted(credit.amount for credit in credits(market)) == sorted(nets)
    assert balance(market.api, seller) == (sum(nets), 0)
    paid_out = books(market, auditor)
    assert (paid_out["escrow"], paid_out["revenue"], paid_out["difference"]) == (
        0,
        sum(commissions),
        0,
    )


def test_orders_finished_before_the_suspension_or_after_the_reinstatement_settle_at_once(
    market: Market, shop: Shop, buyer: User, operator: User
) -> None:
    before = market.received(buyer, (shop.item(DUTCH_OVEN), 1))
    assert market.finish_by_tick() == 1
    after = market.received(buyer, (shop.item(DUTCH_OVEN), 1))
    suspend(market, operator)
    reinstate(market, operator)

    assert market.finish_by_tick() == 1

    assert [len(settled(market, placed)) for placed in (before, after)] == [1, 1]
    net = before.total - OVEN_COMMISSION
    assert balance(market.api, market.seller(HARBOR)) == (2 * net, 0)


# -- the log's order -------------------------------------------------------------------------
# Saved together, without a call between them, the steps below reach the policy only after
# all of them are in the log: it then reads each in turn while the shop already stands as the
# last one left it.


def standing(market: Market) -> ShopStanding:
    found: ShopStanding = market.container.application.repository.get(
        ShopStanding.create_id(HARBOR)
    )
    return found


def test_an_order_finishing_in_the_save_that_suspends_its_shop_waits_for_the_reinstatement(
    market: Market, shop: Shop, buyer: User, auditor: User, operator: User
) -> None:
    placed = market.received(buyer, (shop.item(DUTCH_OVEN), 1))
    owner = market.seller(HARBOR)
    now = market.api.clock()
    order = market.order(placed.order_id)
    order.finish(SYSTEM_UID, now, not_before=now)
    shop_standing = ShopStanding(shop_id=HARBOR)
    shop_standing.suspend(operator.uid, owner.uid, "Counterfeits", now)

    market.container.application.save(order, shop_standing)
    market.caught_up()

    assert settled(market, placed) == [] and balance(market.api, owner) == (0, 0)
    assert books(market, auditor)["escrow"] == placed.total
    reinstate(market, operator)
    assert [event.net for event in settled(market, placed)] == [placed.total - OVEN_COMMISSION]
    assert books(market, auditor)["difference"] == 0


def test_a_reinstatement_followed_at_once_by_a_new_suspension_keeps_the_money_held(
    market: Market, shop: Shop, buyer: User, operator: User
) -> None:
    placed = market.received(buyer, (shop.item(DUTCH_OVEN), 1))
    owner = market.seller(HARBOR)
    suspend(market, operator)
    market.finish_by_tick()
    again = standing(market)
    now = market.api.clock()
    again.reinstate(operator.uid, owner.uid, "", now)
    again.suspend(operator.uid, owner.uid, "Counterfeits again", now)

    market.container.application.save(again)
    market.caught_up()

    assert settled(market, placed) == [] and balance(market.api, owner) == (0, 0)
    assert market.api.data("mall/goods/list", None, shop_id=HARBOR)["total"] == 0
    dashboard = market.api.data("console/shop/dashboard", owner)
    assert dashboard["suspension"]["reason"] == "Counterfeits again"
    reinstate(market, operator)
    assert len(settled(market, placed)) == 1
    assert balance(market.api, owner) == (placed.total - OVEN_COMMISSION, 0)
