"""History for the rebuild benchmark: shoppers' carts, wallets, orders and the stock they
reserve, written straight through the aggregates (their own rules decide every event) and saved
many at a time, so a hundred thousand events land in a scratch event store in seconds instead
of an hour of HTTP commands."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from domain.cart import Cart, user_owner
from domain.inventory import Inventory
from domain.money import AmountRule
from domain.order import Order
from domain.review import ReviewRule
from domain.wallet import Wallet
from infra.bootstrap import Container

REVIEWER = 10**9
"""Nobody's wallet: a reviewer never decides on their own."""

SAVE_EVERY = 100
"""Aggregates per `save`: one transaction, one table lock, many events."""

SKUS = 50
"""Every order reserves one of these, so their inventories have long histories."""

FIRST_SKU = 900_001
"""Past the catalogues the tests seed, whose SKUs have inventories of their own."""


def write_rebuild_history(container: Container, wallets: int, first_uid: int = 1) -> int:
    """Per shopper: a cart (lines added, changed, removed, emptied at checkout, one left), a
    wallet (three recharges, a withdrawal paid and one returned, three payments, a refund, a
    settlement) and three orders (finished and settled, refunded, cancelled) with their stock
    reserved, sold and released: 45 events. Answers the head of the log."""
    skus = range(FIRST_SKU, FIRST_SKU + SKUS)
    shelf = {sku: Inventory(sku, sku + 1_000_000, 10**6) for sku in skus}
    pending: list[Any] = []
    for uid in range(first_uid, first_uid + wallets):
        pending.extend(_shopper(container, uid, shelf))
        if len(pending) >= SAVE_EVERY:
            container.application.save(*pending, *shelf.values())
            pending.clear()
    container.application.save(*pending, *shelf.values())
    return int(container.application.recorder.max_notification_id() or 0)


def _shopper(container: Container, uid: int, shelf: dict[int, Inventory]) -> list[Any]:
    at = container.clock()
    wallet = _wallet(uid, at)
    orders = [_order(uid, n, at) for n in range(3)]
    for order in orders:
        wallet.debit_payment(f"pay-{order.order_sn}", order.total, "order", at)
        _inventory(shelf, order).reserve(str(order.id), 1, at)
    finished, refunded, cancelled = orders
    commission = container.orders.commission_rates.at_payment([finished, refunded])
    for order in (finished, refunded):
        order.pay(f"pay-{order.order_sn}", uid, at, commission.rates, commission.categories)
        _inventory(shelf, order).sell(str(order.id), at)
    finished.confirm(REVIEWER, at)
    finished.ship(f"1Z{uid}", REVIEWER, at)
    finished.confirm_receipt(uid, at)
    finished.finish(REVIEWER, at, at)
    net = finished.settle(REVIEWER, at)
    wallet.credit_settlement(str(finished.id), net, "settlement", at)
    refunded.refund(f"ref-{uid}", "changed my mind", uid, at)
    wallet.credit_refund(f"ref-{uid}", refunded.total, "refund", at)
    cancelled.cancel(uid, at)
    _inventory(shelf, cancelled).release(str(cancelled.id), at)
    return [_cart(uid, at), wallet, *orders]


def _wallet(uid: int, at: datetime) -> Wallet:
    rule, review = AmountRule(), ReviewRule()
    wallet = Wallet(uid, at)
    for n in range(3):
        recharge_id = f"r{uid}-{n}"
        wallet.request_recharge(
            recharge_id, "bank", 30_000, f"tx{recharge_id}", "p", "iban", rule, at
        )
        wallet.approve_recharge(recharge_id, REVIEWER, "ok", at, review)
    for n, approved in enumerate((True, False)):
        wallet.request_withdrawal(f"w{uid}-{n}", "bank", 2_000, "iban", rule, at)
        if approved:
            wallet.approve_withdrawal(f"w{uid}-{n}", REVIEWER, "paid", at, review)
        else:
            wallet.reject_withdrawal(f"w{uid}-{n}", REVIEWER, "wrong account", at)
    return wallet


def _cart(uid: int, at: datetime) -> Cart:
    cart = Cart(user_owner(uid))
    cart.add(1, 1, 2, 100, at)
    cart.add(2, 2, 1, 100, at)
    cart.change_quantity(1, 1, 3, 100, at)
    cart.remove(2, 2, at)
    cart.add(1, 1, 1, 100, at)
    cart.empty(at)
    cart.add(3, 3, 1, 100, at)
    cart.add(4, 4, 1, 100, at)
    cart.change_quantity(4, 4, 2, 100, at)
    cart.add(3, 3, 2, 100, at)
    return cart


def _order(uid: int, n: int, at: datetime) -> Order:
    sku = FIRST_SKU + (uid * 3 + n) % SKUS
    lines = [{"goods_id": sku + 1_000_000, "sku_id": sku, "num": 1, "price": 1_000, "name": "Mug"}]
    return Order(
        f"BR{uid:08d}{n}",
        uid,
        1,
        lines,
        {"address_id": 1, "name": "Ann"},
        1_000,
        500,
        0,
        1_500,
        "",
        at,
        at + timedelta(minutes=30),
    )


def _inventory(shelf: dict[int, Inventory], order: Order) -> Inventory:
    return shelf[int(order.lines[0]["sku_id"])]
