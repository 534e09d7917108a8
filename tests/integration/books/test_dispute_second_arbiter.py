"""Where two arbiters must agree on a case's refund, on both stores: what `decide` answers and
what the case shows while one arbiter's proposal waits. `approvals` counts the arbiters behind
one amount, so `approvals == approvals_needed` only ever means the case was decided."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from infra.settings import Settings
from tests.integration.api_client import ApiClient, User
from tests.integration.books.conftest import DUTCH_OVEN, Market, Placed, remembered
from tests.integration.orders.conftest import Shop
from tests.integration.wallet.steps import fund


@pytest.fixture
def settings(settings: Settings) -> Settings:
    """Every amount needs two arbiters."""
    return replace(settings, review_second_approval_from=1)


@pytest.fixture
def second_arbiter(api: ApiClient) -> User:
    return remembered(api, "rita@bazaar.test", "reviewer")


def escalated_case(
    market: Market, shop: Shop, buyer: User, reviewer: User, second_arbiter: User
) -> tuple[Placed, str]:
    """A shipped oven (its recharge approved by both reviewers, as every amount needs two),
    a case about it refused by the seller and escalated by the buyer."""
    placed = market.place(buyer, (shop.item(DUTCH_OVEN), 1))
    fund(market.api, buyer, -(-placed.total // 1000) * 1000, reviewer, second_arbiter)
    market.api.data("order/pay", buyer, order_ids=[placed.order_id])
    seller = market.seller(placed.shop_id)
    market.api.data("console/order/confirm", seller, order_id=placed.order_id)
    market.api.data("console/order/ship", seller, order_id=placed.order_id, logistics_no="1Z9")
    opened = market.api.data(
        "order/dispute/open",
        buyer,
        order_id=placed.order_id,
        kind="not_as_described",
        reason="The lid is cracked",
        amount=3000,
    )
    dispute_id: str = opened["dispute_id"]
    market.api.data(
        "console/dispute/respond", seller, dispute_id=dispute_id, action="refuse", text="Intact"
    )
    market.api.data("order/dispute/escalate", buyer, dispute_id=dispute_id)
    return placed, dispute_id


def decide(market: Market, arbiter: User, dispute_id: str, amount: int) -> dict[str, Any]:
    decision: dict[str, Any] = market.api.data(
        "console/dispute/decide", arbiter, dispute_id=dispute_id, refund_amount=amount, remark="ok"
    )
    return decision


def test_an_arbiter_changing_their_proposal_is_still_one_approval_on_the_case(
    market: Market, shop: Shop, buyer: User, reviewer: User, second_arbiter: User
) -> None:
    placed, dispute_id = escalated_case(market, shop, buyer, reviewer, second_arbiter)

    first = decide(market, reviewer, dispute_id, 1000)
    changed = decide(market, reviewer, dispute_id, 1500)
    shown = market.api.data("order/dispute/detail", reviewer, order_id=placed.order_id)

    assert first == changed == {"approvals": 1, "approvals_needed": 2}
    # One arbiter has proposed (the later amount replaced the earlier): the case waits for one
    # more, and says so.
    assert (shown["status"], shown["approvals"], shown["approvals_needed"]) == ("escalated", 1, 2)


def test_two_arbiters_proposing_different_amounts_are_not_answered_as_a_decision(
    market: Market, shop: Shop, buyer: User, reviewer: User, second_arbiter: User
) -> None:
    placed, dispute_id = escalated_case(market, shop, buyer, reviewer, second_arbiter)

    first = decide(market, reviewer, dispute_id, 1000)
    other = decide(market, second_arbiter, dispute_id, 1500)
    shown = market.api.data("order/dispute/detail", reviewer, order_id=placed.order_id)

    assert shown["status"] == "escalated"  # nobody agreed: nothing was decided
    assert first == {"approvals": 1, "approvals_needed": 2}
    # 1500 has one arbiter behind it, as 1000 has: neither answer may read as decided.
    assert other["approvals"] < other["approvals_needed"], other
    assert shown["approvals"] < shown["approvals_needed"], shown
    # The first arbiter agreeing with the second decides it.
    assert decide(market, reviewer, dispute_id, 1500) == {"approvals": 2, "approvals_needed": 2}
    assert market.api.data("order/detail", buyer, order_id=placed.order_id)["refunded_amount"] == (
        1500
    )
