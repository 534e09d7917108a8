"""What an order does about its buyer's cases (`domain.dispute`) and its receipt deadline: the
commands only; the Order records their events."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

from domain import escrow
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order_lines import OrderLines
from domain.order_status import SYSTEM_UID, OrderStatus


class OrderCases(OrderLines):
    """A mixin of `Order`: checks and decides; the Order's event methods below record."""

    buyer_uid: int
    receipt_at: datetime | None
    receipt_deadline: datetime | None
    receipt_extended: bool
    open_dispute: str | None
    dispute_opened_at: datetime | None
    disputes: int
    refunded_amount: int

    _receipt_extended: Callable[[datetime, int, datetime], None]
    _receipt_confirmed: Callable[[int, datetime], None]
    _dispute_opened: Callable[[str, int, datetime], None]
    _dispute_closed: Callable[
        [str, str, int, bool, int, datetime | None, datetime | None, int, datetime], None
    ]

    def extend_receipt(self, by_uid: int, at: datetime, extend_by: timedelta) -> None:
        """The buyer's one extension of the receipt deadline, while waiting for the parcel."""
        self._require_buyer(by_uid)
        self._require(OrderStatus.WAIT_RECEIPT)
        if self.receipt_extended or self.receipt_deadline is None:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS, context="extended_already")
        self._receipt_extended(self.receipt_deadline + extend_by, by_uid, at)

    def confirm_receipt_by_deadline(self, at: datetime) -> None:
        """The system confirms receipt for a buyer who let the deadline pass without a case."""
        self._require(OrderStatus.WAIT_RECEIPT)
        self._require_no_case()
        if self.receipt_deadline is None or at < self.receipt_deadline:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._receipt_confirmed(SYSTEM_UID, at)

    @property
    def refundable(self) -> int:
        """What a case may still give back: what the buyer paid less earlier cases' refunds."""
        return self.payable - self.refunded_amount

    def open_dispute_case(self, dispute_id: str, by_uid: int, at: datetime) -> int:
        """The buyer opens a case while waiting for the parcel or for finishing: answers its
        sequence number (1 for the first). 108 with a case open already or in another state."""
        self._require_buyer(by_uid)
        self._require(OrderStatus.WAIT_RECEIPT, OrderStatus.WAIT_FINISH)
        self._require_no_case()
        self._dispute_opened(dispute_id, by_uid, at)
        return self.disputes

    def close_dispute_case(
        self, dispute_id: str, refund_id: str, refund_amount: int, by_uid: int, at: datetime
    ) -> bool:
        """Ends the open case `dispute_id` with `refund_amount` (0..`refundable`) from the
        escrow; answers whether that refunded the order. The clocks move on by the time the
        case stood open."""
        if self.open_dispute != dispute_id or self.dispute_opened_at is None:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        if not 0 <= refund_amount <= self.refundable:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="refund_amount")
        ends_order = refund_amount == self.refundable
        opened = self.dispute_opened_at
        paused = max(at - opened, timedelta(0))
        self._dispute_closed(
            dispute_id,
            refund_id,
            refund_amount,
            ends_order,
            self.platform_discount if ends_order else 0,
            None if self.receipt_deadline is None else self.receipt_deadline + paused,
            None if self.receipt_at is None else escrow.moved_on(self.receipt_at, opened, at),
            by_uid,
            at,
        )
        return ends_order

    def _require_no_case(self) -> None:
        if self.open_dispute is not None:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS, context="dispute_open")

    def _require_buyer(self, by_uid: int) -> None:
        if by_uid != self.buyer_uid:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="order_id")
