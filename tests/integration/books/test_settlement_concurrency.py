"""One received order finished twice at the same moment, on both stores: by the periodic tick
(its finishing delay has passed) and by its buyer reviewing its last line. Whichever wins, the
order is settled once and its seller credited once, and the books still balance."""

from __future__ import annotations

import threading
from collections import Counter
from dataclasses import replace
from typing import Any
from uuid import UUID

import pytest

from domain.order import Order
from domain.wallet import Wallet
from infra.settings import Settings
from tests.integration.api_client import User
from tests.integration.books.conftest import CHARGER, Market
from tests.integration.orders.conftest import Shop
from tests.integration.wallet.steps import balance

ROUNDS = 6


@pytest.fixture
def settings(settings: Settings) -> Settings:
    """Orders finish a day after receipt, so that every round's move of the clock stays
    within the sessions' 30 days."""
    return replace(settings, order_finish_days=1)


def race(market: Market, buyer: User, order_id: str, item: Any) -> tuple[int, dict[str, Any]]:
    """The tick's finishing job and the review of the order's last line, released together;
    answers what the tick finished and the review call's answer."""
    start = threading.Barrier(2)
    results: dict[str, Any] = {}
    failures: list[BaseException] = []

    def tick() -> None:
        start.wait()
        try:
            results["tick"] = market.container.orders.finish_due()
        except BaseException as error:
            failures.append(error)

    def review() -> None:
        start.wait()
        try:
            results["review"] = market.api.call(
                "mall/goods/comment/add",
                buyer,
                order_id=order_id,
                shop_goods_id=item.shop_goods_id,
                sku_id=item.sku_id,
                star=5,
                content="arrived fine",
            )
        except BaseException as error:  # a 500 fails the status assertion inside call()
            failures.append(error)

    threads = [threading.Thread(target=tick), threading.Thread(target=review)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert failures == []
    return results["tick"], results["review"]


def test_the_tick_and_the_last_review_finishing_one_order_together_settle_it_once(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    charger = shop.item(CHARGER)
    owner = shop.owner_of(charger.shop_id)
    winners: Counter[str] = Counter()
    settled: list[tuple[str, int]] = []

    for _ in range(ROUNDS):
        placed = market.received(buyer, (charger, 1))
        market.api.clock.advance(days=market.container.settings.order_finish_days, minutes=1)
        market.caught_up()  # the tick finds the order through the read model

        finished_by_tick, reviewed = race(market, buyer, placed.order_id, charger)

        assert reviewed["code"] == 0, reviewed
        assert finished_by_tick in (0, 1)
        [finished] = market.order_events(placed.order_id, Order.Finished)
        winners["tick" if finished.by_uid == 0 else "review"] += 1
        assert finished_by_tick == (finished.by_uid == 0)
        [settlement] = market.order_events(placed.order_id, Order.Settled)
        assert settlement.net == placed.total - settlement.commission
        settled.append((placed.order_id, settlement.net))

    market.caught_up()
    credits = [
        event
        for event in market.container.application.events.get(Wallet.create_id(owner))
        if isinstance(event, Wallet.SettlementCredited)
    ]
    assert sorted((str(UUID(c.order_id)), c.amount) for c in credits) == sorted(settled)
    seller = market.seller(charger.shop_id)
    assert balance(market.api, seller) == (sum(net for _, net in settled), 0)
    ledger = market.ledger(auditor)
    assert (ledger["difference"], ledger["escrow"]) == (0, 0)
    assert ledger["revenue"] == ROUNDS * 100  # 5 % of 19.99, each time
    print(f"\nfinished first by: {dict(winners)}")
