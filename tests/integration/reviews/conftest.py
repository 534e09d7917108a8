"""Fixtures for the review calls: the order fixtures (a running app, a hand-moved clock, the
fixture catalogue, a buyer and a reviewer who funds them), plus orders walked to receipt."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from tests.integration.orders import conftest as order_fixtures
from tests.integration.orders.conftest import Item, Shop, line
from tests.integration.wallet.conftest import User, WalletApi

clock = order_fixtures.clock
wallet_api = order_fixtures.wallet_api
reviewer = order_fixtures.reviewer
shop = order_fixtures.shop
buyer = order_fixtures.buyer


@dataclass(frozen=True)
class Bought:
    order_id: str
    order_sn: str
    items: tuple[Item, ...]


@dataclass
class Orders:
    """Walks the buyer's orders along as far as a test needs."""

    api: WalletApi
    shop: Shop
    reviewer: User
    sellers: dict[int, User] = field(default_factory=dict)

    def paid(self, buyer: User, *items: Item) -> Bought:
        created = self.api.data(
            "order/create",
            buyer,
            lines=[line(item, 1) for item in items],
            address_id=self.shop.address(buyer),
        )
        self.api.fund(buyer, 50_000, self.reviewer)
        self.api.data("order/pay", buyer, order_ids=created["order_ids"])
        return Bought(created["order_ids"][0], created["order_sns"][0], items)

    def shipped(self, buyer: User, *items: Item) -> Bought:
        bought = self.paid(buyer, *items)
        shop_id = items[0].shop_id
        if shop_id not in self.sellers:
            self.sellers[shop_id] = self.shop.seller(shop_id)
        seller = self.sellers[shop_id]
        self.api.data("console/order/confirm", seller, order_id=bought.order_id)
        self.api.data("console/order/ship", seller, order_id=bought.order_id, logistics_no="1Z9")
        return bought

    def received(self, buyer: User, *items: Item) -> Bought:
        bought = self.shipped(buyer, *items)
        self.api.data("order/confirm_receipt", buyer, order_id=bought.order_id)
        return bought


@pytest.fixture
def orders(wallet_api: WalletApi, shop: Shop, reviewer: User) -> Orders:
    return Orders(wallet_api, shop, reviewer)
