"""The Order aggregate: one shop's part of a checkout, from placing to finishing.

Every event says who acted (`by_uid`; 0 is the system's periodic job) and when.
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime, timedelta
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain import escrow
from domain import order_events as recorded
from domain.carriers import Carrier, logistics_number
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order_cases import OrderCases
from domain.order_lines import check_placing
from domain.order_payment import OrderPayment
from domain.order_status import (
    LEGACY_RECEIVE_WINDOW,
    OrderStatus,
)
from domain.text import REASON_MAX_LENGTH, required_text


class Order(OrderCases, OrderPayment, Aggregate):
    """Lines, address and fees are snapshots: later catalogue or address edits do not
    change what was bought."""

    class Placed(recorded.Placing): ...

    class Paid(recorded.Payment): ...

    class Cancelled(recorded.Cancellation): ...

    class Confirmed(recorded.Confirmation): ...

    class Shipped(recorded.Shipment): ...

    class ReceiptExtended(recorded.ReceiptExtension): ...

    class ReceiptConfirmed(recorded.ReceiptConfirmation): ...

    class Finished(recorded.Finishing): ...

    class Settled(recorded.Settlement): ...

    class DisputeOpened(recorded.CaseOpening): ...

    class DisputeClosed(recorded.CaseClosing): ...

    class Refunded(recorded.Refund): ...

    class ChainPaymentAwaited(recorded.ChainPaymentAwaiting): ...

    class ChainPaymentEnded(recorded.ChainPaymentEnding): ...

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
        order's (`check_placing` says what else is refused)."""
        check_placing(lines, subtotal, shipping_fee, tax, total, platform_discount, remark)
        if pay_deadline <= at:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="pay_deadline")
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
        self.receipt_at: datetime | None = None  # moved on by the time cases stood open
        self.receipt_deadline: datetime | None = None
        self.receipt_extended = False
        self.commission_percent: str | None = None
        self.open_dispute: str | None = None
        self.dispute_opened_at: datetime | None = None
        self.disputes = 0
        self.refunded_amount = 0  # by cases, so far

    @event(Paid)
    def _paid(
        self,
        payment_id: str,
        by_uid: int,
        at: datetime,
        commission: int,
        commission_percent: str | None,
    ) -> None:
        self.status = OrderStatus.WAIT_CONFIRM
        self.commission = commission
        self.commission_percent = commission_percent

    @event(Cancelled)
    def _cancelled(self, by_uid: int, at: datetime, reason: str) -> None:
        self.status = OrderStatus.CANCELLED

    @event(ChainPaymentAwaited)
    def _chain_payment_awaited(
        self,
        recharge_id: str,
        method: str,
        chain: str,
        transaction_id: str,
        amount: int,
        by_uid: int,
        at: datetime,
    ) -> None:
        self.awaited_recharge = recharge_id

    @event(ChainPaymentEnded)
    def _chain_payment_ended(
        self, recharge_id: str, outcome: str, amount: int, pay_deadline: datetime, at: datetime
    ) -> None:
        self.awaited_recharge = None
        self.pay_deadline = pay_deadline

    def confirm(self, by_uid: int, at: datetime) -> None:
        self._require(OrderStatus.WAIT_CONFIRM)
        self._confirmed(by_uid, at)

    @event(Confirmed)
    def _confirmed(self, by_uid: int, at: datetime) -> None:
        self.status = OrderStatus.WAIT_SHIP

    def ship(
        self,
        logistics_no: str,
        by_uid: int,
        at: datetime,
        carrier: Carrier | None = None,
        receive_within: timedelta = LEGACY_RECEIVE_WINDOW,
    ) -> None:
        """The tracking number is trimmed; a bad one is refused before the status is. The
        buyer has `receive_within` to confirm receipt (or open a case) before the system does."""
        number = logistics_number(logistics_no)
        self._require(OrderStatus.WAIT_SHIP)
        code = None if carrier is None else carrier.code
        self._shipped(number, by_uid, at, code, at + receive_within)

    @event(Shipped)
    def _shipped(
        self,
        logistics_no: str,
        by_uid: int,
        at: datetime,
        carrier: str | None,
        receipt_deadline: datetime,
    ) -> None:
        self.status = OrderStatus.WAIT_RECEIPT
        self.receipt_deadline = receipt_deadline

    @event(ReceiptExtended)
    def _receipt_extended(self, receipt_deadline: datetime, by_uid: int, at: datetime) -> None:
        self.receipt_deadline = receipt_deadline
        self.receipt_extended = True

    def confirm_receipt(self, by_uid: int, at: datetime) -> None:
        self._require(OrderStatus.WAIT_RECEIPT)
        self._receipt_confirmed(by_uid, at)

    @event(ReceiptConfirmed)
    def _receipt_confirmed(self, by_uid: int, at: datetime) -> None:
        self.status = OrderStatus.WAIT_FINISH
        self.receipt_at = at

    def finish(self, by_uid: int, at: datetime, not_before: datetime) -> None:
        """Closes an order whose receipt was confirmed at or before `not_before`, with no
        case open."""
        self._require(OrderStatus.WAIT_FINISH)
        self._require_no_case()
        if self.receipt_at is None or self.receipt_at > not_before:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._finished(by_uid, at)

    def finish_reviewed(
        self, by_uid: int, at: datetime, reviewed_lines: Collection[tuple[int, int]]
    ) -> None:
        """Closes a received order at once when its buyer has reviewed every line
        (`reviewed_lines` holds (shop_goods_id, sku_id) pairs), instead of after the delay."""
        self._require(OrderStatus.WAIT_FINISH)
        self._require_buyer(by_uid)
        self._require_no_case()
        if not self.line_keys() <= set(reviewed_lines):
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._finished(by_uid, at)

    @event(Finished)
    def _finished(self, by_uid: int, at: datetime) -> None:
        self.status = OrderStatus.FINISHED

    def settle(self, seller_uid: int, at: datetime) -> int:
        """Pays the escrow of a finished order out once: answers the seller's `net`, the total
        less what cases refunded and less the commission (fixed at payment, or on what is left
        of the subtotal after a refund); 108 when not finished or already settled."""
        self._require(OrderStatus.FINISHED)
        if self.settled or self.commission is None:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        commission = escrow.commission_after_refunds(
            self.commission, self.commission_percent, self.subtotal, self.refunded_amount
        )
        net = self.total - self.refunded_amount - commission
        self._settled(seller_uid, commission, net, at)
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

    @event(DisputeOpened)
    def _dispute_opened(self, dispute_id: str, by_uid: int, at: datetime) -> None:
        self.open_dispute = dispute_id
        self.dispute_opened_at = at
        self.disputes += 1

    @event(DisputeClosed)
    def _dispute_closed(
        self,
        dispute_id: str,
        refund_id: str,
        refund_amount: int,
        refunded_in_full: bool,
        platform_discount: int,
        receipt_deadline: datetime | None,
        finish_from: datetime | None,
        by_uid: int,
        at: datetime,
    ) -> None:
        self.open_dispute = None
        self.dispute_opened_at = None
        self.refunded_amount += refund_amount
        self.receipt_deadline = receipt_deadline
        self.receipt_at = finish_from
        if refunded_in_full:
            self.status = OrderStatus.REFUNDED

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
