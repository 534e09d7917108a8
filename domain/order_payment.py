"""What an order does about being paid: from the wallet, or by a chain transfer it awaits, and
being called off or cancelled for non-payment. The commands only; the Order records their
events.

While a chain payment is awaited the order is not cancelled for non-payment (its deadline
stands still: the read model shows none), and it may be paid from that payment even past its
deadline, as its units stayed reserved. Once the payment is decided without paying it, the
order has its deadline again, at least `pay_within` from the decision."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime, timedelta

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order_lines import OrderLines, product_of
from domain.order_status import CANCELLED_BY_BUYER, PAYMENT_TIMEOUT, SYSTEM_UID, OrderStatus
from domain.pricing import CommissionTerms

PAID, CREDITED, REJECTED = "paid", "credited", "rejected"
CHAIN_PAYMENT_OUTCOMES = (PAID, CREDITED, REJECTED)


class OrderPayment(OrderLines):
    """A mixin of `Order`: checks and decides; the Order's event methods record."""

    shop_id: int
    subtotal: int
    pay_deadline: datetime
    awaited_recharge: str | None = None
    """The chain payment (its recharge) the order waits for; None for orders placed before."""

    _paid: Callable[[str, int, datetime, int, str | None], None]
    _cancelled: Callable[[int, datetime, str], None]
    _chain_payment_awaited: Callable[[str, str, str, str, int, int, datetime], None]
    _chain_payment_ended: Callable[[str, str, int, datetime, datetime], None]

    def pay(
        self,
        payment_id: str,
        by_uid: int,
        at: datetime,
        commission: CommissionTerms,
        categories: Mapping[int, int] | None = None,
    ) -> None:
        """Only before the deadline: past it the reserved units may already be promised to
        another buyer by the sweep, even if the sweep has not run yet (unless a chain payment
        is awaited, which keeps the sweep off). The commission is fixed now, by the rules in
        force and each product's category now (`categories`: per shop_goods_id), so a later
        change of a rate never changes what this order owes."""
        self._require(OrderStatus.WAIT_PAYMENT)
        if at >= self.pay_deadline and self.awaited_recharge is None:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        in_category = categories or {}
        lines = [
            (int(line.get("total", 0)), in_category.get(product_of(line))) for line in self.lines
        ]
        charged = commission.commission_of(self.shop_id, self.subtotal, lines)
        self._paid(payment_id, by_uid, at, charged.amount, charged.percent)

    def cancel(self, by_uid: int, at: datetime) -> None:
        """The buyer calls off an unpaid order (a chain payment awaited for it then stays in
        their wallet once approved)."""
        self._require(OrderStatus.WAIT_PAYMENT)
        self._cancelled(by_uid, at, CANCELLED_BY_BUYER)

    def expire(self, at: datetime) -> None:
        """The system cancels an order still unpaid at or after its deadline, unless a chain
        payment is awaited for it."""
        self._require(OrderStatus.WAIT_PAYMENT)
        if at < self.pay_deadline or self.awaited_recharge is not None:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._cancelled(SYSTEM_UID, at, PAYMENT_TIMEOUT)

    def require_payable(self, at: datetime) -> None:
        """108 unless the order awaits payment, before its deadline, with no chain payment
        awaited already."""
        self._require(OrderStatus.WAIT_PAYMENT)
        if at >= self.pay_deadline or self.awaited_recharge is not None:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)

    def await_chain_payment(
        self,
        recharge_id: str,
        method: str,
        chain: str,
        transaction_id: str,
        amount: int,
        by_uid: int,
        at: datetime,
    ) -> None:
        """The buyer filed a chain transfer to pay this order (108 when it is not payable)."""
        self.require_payable(at)
        self._chain_payment_awaited(recharge_id, method, chain, transaction_id, amount, by_uid, at)

    def end_chain_payment(
        self, recharge_id: str, outcome: str, amount: int, at: datetime, pay_within: timedelta
    ) -> None:
        """The awaited payment was decided (108 when it is not the one awaited); an order
        still unpaid gets at least `pay_within` from now to be paid."""
        if outcome not in CHAIN_PAYMENT_OUTCOMES:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="outcome")
        if self.awaited_recharge != recharge_id:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        deadline = self.pay_deadline
        if self.status == OrderStatus.WAIT_PAYMENT:
            deadline = max(deadline, at + pay_within)
        self._chain_payment_ended(recharge_id, outcome, amount, deadline, at)
