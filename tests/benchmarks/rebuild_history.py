"""History for the rebuild benchmark: wallets and orders written straight through the
aggregates (their own rules decide every event) and saved many at a time, so tens of thousands
of events land in a scratch event store in seconds instead of minutes of HTTP commands."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from domain.money import AmountRule
from domain.order import Order
from domain.review import ReviewRule
from domain.wallet import Wallet
from infra.bootstrap import Container

REVIEWER = 10**9
"""Nobody's wallet: a reviewer never decides on their own."""

SAVE_EVERY = 100
"""Aggregates per `save`: one transaction, one table lock, many events."""


def write_rebuild_history(container: Container, wallets: int, first_uid: int = 1) -> int:
    """Per wallet: opened, three recharges requested and approved, two withdrawals (one paid,
    one returned), two payments and a refund, and three orders (finished and settled, refunded,
    cancelled) with their settlements; answers the head of the log."""
    pending: list[Any] = []
    for uid in range(first_uid, first_uid + wallets):
        pending.extend(_wallet_and_orders(container, uid))
        if len(pending) >= SAVE_EVERY:
            container.application.save(*pending)
            pending.clear()
    if pending:
        container.application.save(*pending)
    return int(container.application.recorder.max_notification_id() or 0)


def _wallet_and_orders(container: Container, uid: int) -> list[Any]:
    at = container.clock()
    rule, review = AmountRule(), ReviewRule()
    wallet = Wallet(uid, at)
    for n in range(3):
        wallet.request_recharge(
            f"r{uid}-{n}", "bank", 30_000, f"tx{uid}-{n}", "p.png", "iban", rule, at
        )
        wallet.approve_recharge(f"r{uid}-{n}", REVIEWER, "ok", at, review)
    for n, approved in enumerate((True, False)):
        wallet.request_withdrawal(f"w{uid}-{n}", "bank", 2_000, "iban", rule, at)
        if approved:
            wallet.approve_withdrawal(f"w{uid}-{n}", REVIEWER, "paid", at, review)
        else:
            wallet.reject_withdrawal(f"w{uid}-{n}", REVIEWER, "wrong account", at)
    orders = [_order(uid, n, at) for n in range(3)]
    for order in orders:
        wallet.debit_payment(f"pay-{order.order_sn}", order.total, "order", at)
    finished, refunded, cancelled = orders
    for order in (finished, refunded):
        order.pay(f"pay-{order.order_sn}", uid, at, container.orders.commission_rule)
    finished.confirm(999, at)
    finished.ship(f"1Z{uid}", REVIEWER, at)
    finished.confirm_receipt(uid, at)
    finished.finish(999, at, at)
    net = finished.settle(REVIEWER, at)
    wallet.credit_settlement(str(finished.id), net, "settlement", at)
    refunded.refund(f"ref-{uid}", "changed my mind", uid, at)
    wallet.credit_refund(f"ref-{uid}", refunded.total, "refund", at)
    cancelled.cancel(uid, at)
    return [wallet, *orders]


def _order(uid: int, n: int, at: Any) -> Order:
    lines = [{"goods_id": 1 + n, "sku_id": 10 + n, "num": 1, "price": 1_000, "name": "Mug"}]
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
