"""Policy of the orders' capability over the Wallet's decisions: a recharge filed to pay
orders (`order/pay_chain`) pays them once approved, in the save of the approval.

The approval (by the system, for a transfer verified on chain within the automatic limit, or by
a reviewer) credits the wallet; in the same save the orders are paid from it, when every one
of them still awaits this payment unpaid and the balance after the credit covers their total.
Otherwise nothing is paid: the money stays in the wallet ("credited"), the Wallet records so
(the shopper is mailed) and the orders still unpaid get their payment deadline again. A
rejection gives them their deadline again too. `Wallets.recharge_decided` is this."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from eventsourcing.domain import Aggregate

from application.orders.service import Orders
from domain.order import Order
from domain.order_payment import CREDITED, PAID, REJECTED
from domain.order_status import OrderStatus
from domain.wallet import Wallet


class ChainPaymentDecisions:
    """Decides what a decided recharge does to the orders it was filed to pay."""

    def __init__(self, orders: Orders) -> None:
        self.orders = orders

    def decided(
        self,
        wallet: Wallet,
        recharge_id: str,
        amount: int,
        order_ids: Sequence[str],
        approved: bool,
        now: datetime,
    ) -> list[Aggregate]:
        """The aggregates to save with the `wallet`, whose recharge was just decided."""
        orders = [self.orders.load(order_id) for order_id in order_ids]
        awaiting = [order for order in orders if order.awaited_recharge == recharge_id]
        if approved and self._payable(wallet, orders, awaiting):
            touched = self.orders.charge(wallet, orders, now)
            self._end(orders, recharge_id, PAID, amount, now)
            return touched
        if approved:
            sns = [order.order_sn for order in orders]
            wallet.keep_chain_payment(recharge_id, amount, sns, now)
        self._end(awaiting, recharge_id, CREDITED if approved else REJECTED, amount, now)
        return list(awaiting)

    @staticmethod
    def _payable(wallet: Wallet, orders: Sequence[Order], awaiting: Sequence[Order]) -> bool:
        """Every order still awaits this payment unpaid, and the balance covers them all."""
        return (
            len(awaiting) == len(orders)
            and all(order.status == OrderStatus.WAIT_PAYMENT for order in orders)
            and sum(order.payable for order in orders) <= wallet.available
        )

    def _end(
        self, orders: Sequence[Order], recharge_id: str, outcome: str, amount: int, now: datetime
    ) -> None:
        for order in orders:
            order.end_chain_payment(recharge_id, outcome, amount, now, self.orders.pay_within)
