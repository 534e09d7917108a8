"""A Hypothesis state machine drives the real API (carts, checkout, payment, refunds, the
wallet's recharges and withdrawals, the seller's steps) and checks after every step that each
wallet and each SKU's stock is exactly what a simple model says, and never negative.

The model predicts every answer that decides money or stock (106 for a short balance, 107 for
short stock), so a wrong refusal fails the test as surely as a wrong success.

No rule has a precondition: what is possible depends on the app's answers and on stock left by
earlier examples, and Hypothesis requires rule choice to depend only on the drawn data. A rule
with nothing to act on is a no-op step instead.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    rule,
    run_state_machine_as_test,
)
from sqlalchemy import select

from application.catalogue.tables import skus
from tests.integration.orders.conftest import Item, Shop
from tests.integration.wallet.conftest import User, WalletApi
from tests.reliability.workload import FULL

EXAMPLES, STEPS = (12, 250) if FULL else (3, 60)
BUYERS = 3
_RUNS = itertools.count(1)
_CHECKED_STATES: list[int] = []

AMOUNTS = st.integers(min_value=1, max_value=30).map(lambda units: units * 1000)


@dataclass
class ModelOrder:
    order_id: str
    buyer: int
    total: int
    quantities: dict[int, int]
    status: str = "wait_payment"


@dataclass
class Model:
    available: dict[int, int] = field(default_factory=dict)
    frozen: dict[int, int] = field(default_factory=dict)
    stock: dict[int, int] = field(default_factory=dict)
    carts: dict[int, dict[Item, int]] = field(default_factory=dict)
    orders: dict[str, ModelOrder] = field(default_factory=dict)
    recharges: list[tuple[str, int, int]] = field(default_factory=list)
    withdrawals: list[tuple[str, int, int]] = field(default_factory=list)


class MarketplaceMachine(RuleBasedStateMachine):
    api: WalletApi
    shop: Shop
    reviewer: User
    sellers: dict[int, User]
    items: list[Item]

    def __init__(self) -> None:
        super().__init__()
        self.model = Model()
        self.buyers: list[User] = []
        self.addresses: dict[int, int] = {}

    @initialize()
    def open_accounts(self) -> None:
        run = next(_RUNS)
        for index in range(BUYERS):
            buyer = self.api.sign_in(f"buyer{run}-{index}@stateful.test")
            self.buyers.append(buyer)
            self.addresses[buyer.uid] = self.shop.address(buyer)
            self.model.available[buyer.uid] = 0
            self.model.frozen[buyer.uid] = 0
            self.model.carts[buyer.uid] = {}
        # Stock carries over from earlier examples: the model starts from what is there.
        self.model.stock = {item.sku_id: self._stock(item) for item in self.items}

    # -- the wallet ---------------------------------------------------------------------

    @rule(who=st.integers(0, BUYERS - 1), amount=AMOUNTS)
    def apply_for_a_recharge(self, who: int, amount: int) -> None:
        buyer = self.buyers[who]
        answer = self.api.apply_recharge(buyer, amount)
        if any(uid == buyer.uid for _, uid, _ in self.model.recharges):
            # One recharge under review at a time per user.
            assert answer["code"] == 30902, answer
            return
        assert answer["code"] == 0, answer
        self.model.recharges.append((answer["data"]["recharge_id"], buyer.uid, amount))

    @rule(pick=st.integers(0, 1000), approve=st.booleans())
    def review_a_recharge(self, pick: int, approve: bool) -> None:
        if not self.model.recharges:
            return
        recharge_id, uid, amount = self.model.recharges.pop(pick % len(self.model.recharges))
        if approve:
            self._ok("console/recharge/approve", self.reviewer, recharge_id=recharge_id)
            self.model.available[uid] += amount
        else:
            self._ok(
                "console/recharge/reject",
                self.reviewer,
                recharge_id=recharge_id,
                remark="unreadable proof",
            )

    @rule(who=st.integers(0, BUYERS - 1), amount=AMOUNTS)
    def apply_for_a_withdrawal(self, who: int, amount: int) -> None:
        buyer = self.buyers[who]
        answer = self.api.call(
            "mine/wealth/withdraw/apply",
            buyer,
            method="usdt_trc20",
            amount=amount,
            address="TWithdrawalAddress1",
        )
        if any(uid == buyer.uid for _, uid, _ in self.model.withdrawals):
            # One withdrawal under review at a time per user, checked before the balance.
            assert answer["code"] == 30805, answer
            return
        if amount > self.model.available[buyer.uid]:
            assert answer["code"] == 106, answer
            return
        assert answer["code"] == 0, answer
        self.model.available[buyer.uid] -= amount
        self.model.frozen[buyer.uid] += amount
        self.model.withdrawals.append((answer["data"]["withdraw_id"], buyer.uid, amount))

    @rule(pick=st.integers(0, 1000), approve=st.booleans())
    def review_a_withdrawal(self, pick: int, approve: bool) -> None:
        if not self.model.withdrawals:
            return
        withdraw_id, uid, amount = self.model.withdrawals.pop(pick % len(self.model.withdrawals))
        self.model.frozen[uid] -= amount
        if approve:
            self._ok("console/withdraw/approve", self.reviewer, withdraw_id=withdraw_id)
        else:
            self._ok(
                "console/withdraw/reject",
                self.reviewer,
                withdraw_id=withdraw_id,
                remark="address not whitelisted",
            )
            self.model.available[uid] += amount

    # -- carts and orders -----------------------------------------------------------------

    @rule(who=st.integers(0, BUYERS - 1), pick=st.integers(0, 1000), num=st.integers(1, 3))
    def add_to_the_cart(self, who: int, pick: int, num: int) -> None:
        buyer = self.buyers[who]
        item = self.items[pick % len(self.items)]
        answer = self.api.call(
            "mall/cart/add", buyer, shop_goods_id=item.shop_goods_id, sku_id=item.sku_id, num=num
        )
        # The cart refuses more than the stock shows (107); the order re-checks at creation.
        assert answer["code"] in (0, 107), answer
        if answer["code"] == 0:
            cart = self.model.carts[buyer.uid]
            cart[item] = cart.get(item, 0) + num

    @rule(who=st.integers(0, BUYERS - 1))
    def place_the_cart(self, who: int) -> None:
        buyer = self.buyers[who]
        cart = self.model.carts[buyer.uid]
        if not cart:
            return
        answer = self.api.call("order/create", buyer, address_id=self.addresses[buyer.uid])
        if any(num > self.model.stock[item.sku_id] for item, num in cart.items()):
            assert answer["code"] == 107, answer
            return
        assert answer["code"] == 0, answer
        for order_id in answer["data"]["order_ids"]:
            detail = self._ok("order/detail", buyer, order_id=order_id)
            quantities = {line["sku_id"]: line["num"] for line in detail["lines"]}
            self.model.orders[order_id] = ModelOrder(
                order_id, buyer.uid, detail["total"], quantities
            )
            for sku_id, num in quantities.items():
                self.model.stock[sku_id] -= num
        assert (
            sum(self.model.orders[o].total for o in answer["data"]["order_ids"])
            == answer["data"]["pay_amount"]
        )
        cart.clear()

    @rule(pick=st.integers(0, 1000))
    def pay_unpaid_orders(self, pick: int) -> None:
        order = self._pick("wait_payment", pick)
        if order is None:
            return
        buyer = self._buyer(order.buyer)
        unpaid = [o for o in self._orders_in("wait_payment") if o.buyer == order.buyer]
        due = sum(o.total for o in unpaid)
        answer = self.api.call("order/pay", buyer, order_ids=[o.order_id for o in unpaid])
        if due > self.model.available[order.buyer]:
            assert answer["code"] == 106, answer
            return
        assert answer["code"] == 0, answer
        self.model.available[order.buyer] -= due
        for paid in unpaid:
            paid.status = "wait_confirm"

    @rule(pick=st.integers(0, 1000))
    def cancel_an_unpaid_order(self, pick: int) -> None:
        order = self._pick("wait_payment", pick)
        if order is None:
            return
        self._ok("order/cancel", self._buyer(order.buyer), order_id=order.order_id)
        order.status = "cancelled"
        self._restock(order)

    @rule(pick=st.integers(0, 1000))
    def refund_a_paid_order(self, pick: int) -> None:
        order = self._pick(("wait_confirm", "wait_ship"), pick)
        if order is None:
            return
        self._ok(
            "order/refund",
            self._buyer(order.buyer),
            order_id=order.order_id,
            reason="changed my mind",
        )
        order.status = "refunded"
        self.model.available[order.buyer] += order.total
        self._restock(order)

    @rule(pick=st.integers(0, 1000))
    def seller_confirms(self, pick: int) -> None:
        order = self._pick("wait_confirm", pick)
        if order is None:
            return
        self._ok("console/order/confirm", self._seller_of(order), order_id=order.order_id)
        order.status = "wait_ship"

    @rule(pick=st.integers(0, 1000))
    def seller_ships(self, pick: int) -> None:
        order = self._pick("wait_ship", pick)
        if order is None:
            return
        self._ok(
            "console/order/ship",
            self._seller_of(order),
            order_id=order.order_id,
            logistics_no="LP00012345",
        )
        order.status = "wait_receipt"

    @rule(pick=st.integers(0, 1000))
    def buyer_confirms_receipt(self, pick: int) -> None:
        order = self._pick("wait_receipt", pick)
        if order is None:
            return
        self._ok("order/confirm_receipt", self._buyer(order.buyer), order_id=order.order_id)
        order.status = "wait_finish"

    # -- what must always hold ------------------------------------------------------------

    @invariant()
    def wallets_match_the_model_and_never_go_negative(self) -> None:
        for buyer in self.buyers:
            info = self._ok("mine/wealth/info", buyer)
            expected = (self.model.available[buyer.uid], self.model.frozen[buyer.uid])
            assert (info["amount"], info["frozen_amount"]) == expected
            assert info["amount"] >= 0 and info["frozen_amount"] >= 0

    @invariant()
    def stock_matches_the_model_and_never_goes_negative(self) -> None:
        for item in self.items:
            assert self._stock(item) == self.model.stock.get(item.sku_id, self._stock(item))
            assert self._stock(item) >= 0

    @invariant()
    def count_the_checked_state(self) -> None:
        _CHECKED_STATES.append(1)

    @invariant()
    def order_statuses_match_the_model(self) -> None:
        for order in list(self.model.orders.values())[-3:]:
            detail = self._ok("order/detail", self._buyer(order.buyer), order_id=order.order_id)
            assert detail["status"] == order.status

    def teardown(self) -> None:
        # Replaying every wallet from its events gives the balances the read model shows.
        auditor = self.api.sign_in("auditor@stateful.test", "auditor")
        assert self._ok("console/audit/reconcile", auditor)["list"] == []

    # -- helpers --------------------------------------------------------------------------

    def _ok(self, path: str, user: User, **body: Any) -> Any:
        return self.api.data(path, user, **body)

    def _stock(self, item: Item) -> int:
        with self.api.container.engine.connect() as connection:
            return int(
                connection.execute(
                    select(skus.c.stock).where(skus.c.sku_id == item.sku_id)
                ).scalar_one()
            )

    def _orders_in(self, *statuses: str) -> list[ModelOrder]:
        return [order for order in self.model.orders.values() if order.status in statuses]

    def _pick(self, statuses: str | tuple[str, ...], pick: int) -> ModelOrder | None:
        wanted = (statuses,) if isinstance(statuses, str) else statuses
        candidates = self._orders_in(*wanted)
        return candidates[pick % len(candidates)] if candidates else None

    def _buyer(self, uid: int) -> User:
        return next(buyer for buyer in self.buyers if buyer.uid == uid)

    def _seller_of(self, order: ModelOrder) -> User:
        shop_id = next(item.shop_id for item in self.items if item.sku_id in order.quantities)
        return self.sellers[shop_id]

    def _restock(self, order: ModelOrder) -> None:
        for sku_id, num in order.quantities.items():
            self.model.stock[sku_id] += num


@pytest.mark.timeout(3600 if FULL else 600)
def test_the_api_keeps_wallets_and_stock_exact_through_random_journeys(
    wallet_api: WalletApi, shop: Shop, reviewer: User, capsys: pytest.CaptureFixture[str]
) -> None:
    items = [
        shop.item(name, position)
        for name, position in (
            ("Aurora Wireless Earbuds Pro", 0),
            ("Sonara Portable Speaker", 0),
            ("Sonara Portable Speaker", 1),
            ("Oakhurst Suede Chelsea Boots", 0),
            ("Cast Iron Dutch Oven", 0),
            ("Linen Midi Dress", 0),
        )
    ]
    MarketplaceMachine.api = wallet_api
    MarketplaceMachine.shop = shop
    MarketplaceMachine.reviewer = reviewer
    MarketplaceMachine.items = items
    MarketplaceMachine.sellers = {shop_id: shop.seller(shop_id) for shop_id in (1, 2, 3)}
    run_state_machine_as_test(
        MarketplaceMachine,
        settings=settings(
            max_examples=EXAMPLES,
            stateful_step_count=STEPS,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            database=None,
            # The app's state outlives an example (the database is shared), so a replay would
            # not see the same world: no shrinking; a failure reports the whole journey.
            phases=(Phase.generate,),
        ),
    )
    # Invariants run after the set-up and after every step: the walk really was that long.
    steps = len(_CHECKED_STATES) - EXAMPLES
    _CHECKED_STATES.clear()
    with capsys.disabled():
        print(f"\nstateful API walk: {EXAMPLES} journeys, {steps} steps, every state checked")
    assert steps >= EXAMPLES * STEPS // 2
