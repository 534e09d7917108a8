"""The Order aggregate: one shop's part of a checkout, from placing to finishing.

Every event says who acted (`by_uid`; 0 is the system's periodic job) and when.
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain.carriers import Carrier, logistics_number
from domain.cart import check_quantity
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order_lines import OrderLines
from domain.order_status import (
    CANCELLED_BY_BUYER,
    LEGACY_PAY_WINDOW,
    PAYMENT_TIMEOUT,
    SYSTEM_UID,
    OrderStatus,
)
from domain.pricing import CommissionRule
from domain.text import REASON_MAX_LENGTH, note_fits, required_text


class Order(OrderLines, Aggregate):
    """Lines, address and fees are snapshots: later catalogue or address edits do not
    change what was bought."""

    class Placed(Aggregate.Created):
        order_sn: str
        buyer_uid: int
        shop_id: int
        lines: list[dict[str, Any]]
        address: dict[str, Any]
        subtotal: int
        shipping_fee: int
        tax: int
        total: int
        remark: str
        at: datetime
        pay_deadline: datetime
        platform_discount: int
        """Cents of the total the platform pays instead of the buyer (a subscriber's discount)."""

        class_version = 3

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            state["pay_deadline"] = state["at"] + LEGACY_PAY_WINDOW

        @staticmethod
        def upcast_v2_v3(state: dict[str, Any]) -> None:
            state["platform_discount"] = 0

    class Paid(Aggregate.Event):
        payment_id: str
        by_uid: int
        at: datetime
        commission: int

        class_version = 2

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            # Paid before the marketplace took a commission: the seller was promised all of it.
            state["commission"] = 0

    class Cancelled(Aggregate.Event):
        by_uid: int
        at: datetime
        reason: str

        class_version = 2

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            # Before the payment deadline only the buyer could cancel.
            state["reason"] = CANCELLED_BY_BUYER

    class Confirmed(Aggregate.Event):
        by_uid: int
        at: datetime

    class Shipped(Aggregate.Event):
        logistics_no: str
        by_uid: int
        at: datetime
        carrier: str | None  # the carrier's code; None before carriers were recorded

        class_version = 2

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            state["carrier"] = None

    class ReceiptConfirmed(Aggregate.Event):
        by_uid: int
        at: datetime

    class Finished(Aggregate.Event):
        by_uid: int
        at: datetime

    class Settled(Aggregate.Event):
        """The escrow paid out: `net` to the shop owner's wallet, `commission` to the platform."""

        seller_uid: int
        commission: int
        net: int
        at: datetime

    class Refunded(Aggregate.Event):
        """`amount` back to the buyer (what they paid); `platform_discount` back to the platform."""

        refund_id: str
        amount: int
        reason: str
        by_uid: int
        at: datetime
        platform_discount: int

        class_version = 2

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            state["platform_discount"] = 0

    @staticmethod
    def create_id(order_sn: str) -> UUID:
        # A repeated order number makes a repeated id, which the event store refuses.
        return uuid5(NAMESPACE_URL, f"/bazaar/orders/{order_sn}")

    @event(Placed)
    def __init__(
        self,
        order_sn: str,
        buyer_uid: int,
        shop_id: int,
        lines: list[dict[str, Any]],
        address: dict[str, Any],
        subtotal: int,
        shipping_fee: int,
        tax: int,
        total: int,
        remark: str,
        at: datetime,
        pay_deadline: datetime,
        platform_discount: int = 0,
    ) -> None:
        """`pay_deadline` is fixed here: a later change of the payment window moves no placed
        order's. Refuses fees (`domain.pricing`) not adding up, or a discount past the goods."""
        if pay_deadline <= at:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="pay_deadline")
        if total != subtotal + shipping_fee + tax:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="total")
        if not 0 <= platform_discount <= subtotal:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="platform_discount")
        if not note_fits(remark):
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="remark")
        for line in lines:
            check_quantity(int(line["num"]))
        self.order_sn = order_sn
        self.buyer_uid = buyer_uid
        self.shop_id = shop_id
        self.lines = lines
        self.subtotal = subtotal
        self.total = total
        self.platform_discount = platform_discount
        self.commission: int | None = None
        self.settled = False
        self.status = OrderStatus.WAIT_PAYMENT
        self.pay_deadline = pay_deadline
        self.receipt_at: datetime | None = None

    def pay(self, payment_id: str, by_uid: int, at: datetime, commission: CommissionRule) -> None:
        """Only before the deadline: past it the reserved units may already be promised to
        another buyer by the sweep, even if the sweep has not run yet. The commission is fixed
        now, so a later change of the rate never changes what this order owes."""
        self._require(OrderStatus.WAIT_PAYMENT)
        if at >= self.pay_deadline:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._paid(payment_id, by_uid, at, commission.of(self.subtotal))

    @event(Paid)
    def _paid(self, payment_id: str, by_uid: int, at: datetime, commission: int) -> None:
        self.status = OrderStatus.WAIT_CONFIRM
        self.commission = commission

    def cancel(self, by_uid: int, at: datetime) -> None:
        """The buyer calls off an unpaid order."""
        self._require(OrderStatus.WAIT_PAYMENT)
        self._cancelled(by_uid, at, CANCELLED_BY_BUYER)

    def expire(self, at: datetime) -> None:
        """The system cancels an order still unpaid at or after its deadline."""
        self._require(OrderStatus.WAIT_PAYMENT)
        if at < self.pay_deadline:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._cancelled(SYSTEM_UID, at, PAYMENT_TIMEOUT)

    @event(Cancelled)
    def _cancelled(self, by_uid: int, at: datetime, reason: str) -> None:
        self.status = OrderStatus.CANCELLED

    def confirm(self, by_uid: int, at: datetime) -> None:
        self._require(OrderStatus.WAIT_CONFIRM)
        self._confirmed(by_uid, at)

    @event(Confirmed)
    def _confirmed(self, by_uid: int, at: datetime) -> None:
        self.status = OrderStatus.WAIT_SHIP

    def ship(
        self, logistics_no: str, by_uid: int, at: datetime, carrier: Carrier | None = None
    ) -> None:
        """The tracking number is trimmed; a bad one is refused before the status is."""
        number = logistics_number(logistics_no)
        self._require(OrderStatus.WAIT_SHIP)
        self._shipped(number, by_uid, at, None if carrier is None else carrier.code)

    @event(Shipped)
    def _shipped(self, logistics_no: str, by_uid: int, at: datetime, carrier: str | None) -> None:
        self.status = OrderStatus.WAIT_RECEIPT

    def confirm_receipt(self, by_uid: int, at: datetime) -> None:
        self._require(OrderStatus.WAIT_RECEIPT)
        self._receipt_confirmed(by_uid, at)

    @event(ReceiptConfirmed)
    def _receipt_confirmed(self, by_uid: int, at: datetime) -> None:
        self.status = OrderStatus.WAIT_FINISH
        self.receipt_at = at

    def finish(self, by_uid: int, at: datetime, not_before: datetime) -> None:
        """Closes an order whose receipt was confirmed at or before `not_before`."""
        self._require(OrderStatus.WAIT_FINISH)
        if self.receipt_at is None or self.receipt_at > not_before:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._finished(by_uid, at)

    def finish_reviewed(
        self, by_uid: int, at: datetime, reviewed_lines: Collection[tuple[int, int]]
    ) -> None:
        """Closes a received order at once when its buyer has reviewed every line
        (`reviewed_lines` holds (shop_goods_id, sku_id) pairs), instead of after the delay."""
        self._require(OrderStatus.WAIT_FINISH)
        if by_uid != self.buyer_uid:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="order_id")
        if not self.line_keys() <= set(reviewed_lines):
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._finished(by_uid, at)

    @event(Finished)
    def _finished(self, by_uid: int, at: datetime) -> None:
        self.status = OrderStatus.FINISHED

    def settle(self, seller_uid: int, at: datetime) -> int:
        """Pays the escrow of a finished order out once: answers the seller's `net` (the total
        less the commission fixed at payment); 108 when not finished or already settled."""
        self._require(OrderStatus.FINISHED)
        if self.settled or self.commission is None:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        net = self.total - self.commission
        self._settled(seller_uid, self.commission, net, at)
        return net

    @event(Settled)
    def _settled(self, seller_uid: int, commission: int, net: int, at: datetime) -> None:
        self.settled = True

    def refund(self, refund_id: str, reason: str, by_uid: int, at: datetime) -> None:
        """The buyer gets back what they paid and the platform its discount. The reason is
        trimmed; a bad one is refused before the status is."""
        why = required_text(reason, "reason", REASON_MAX_LENGTH)
        self._require(OrderStatus.WAIT_CONFIRM, OrderStatus.WAIT_SHIP)
        self._refunded(refund_id, self.payable, why, by_uid, at, self.platform_discount)

    @event(Refunded)
    def _refunded(
        self,
        refund_id: str,
        amount: int,
        reason: str,
        by_uid: int,
        at: datetime,
        platform_discount: int,
    ) -> None:
        self.status = OrderStatus.REFUNDED
