"""What each of the Order's events records. The Order declares its events as subclasses of these
(`Order.Paid(Payment)`), so their names, and the topics they are stored under, stay the
Order's."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from eventsourcing.domain import Aggregate

from domain.order_status import CANCELLED_BY_BUYER, LEGACY_PAY_WINDOW, LEGACY_RECEIVE_WINDOW


class Placing(Aggregate.Created):
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


class Payment(Aggregate.Event):
    payment_id: str
    by_uid: int
    at: datetime
    commission: int
    commission_percent: str | None
    """The rate `commission` was taken at (a decimal's text), for a partial refund's
    smaller commission; None for orders paid before it was recorded."""

    class_version = 3

    @staticmethod
    def upcast_v1_v2(state: dict[str, Any]) -> None:
        # Paid before the marketplace took a commission: the seller was promised all of it.
        state["commission"] = 0

    @staticmethod
    def upcast_v2_v3(state: dict[str, Any]) -> None:
        state["commission_percent"] = None


class Cancellation(Aggregate.Event):
    by_uid: int
    at: datetime
    reason: str

    class_version = 2

    @staticmethod
    def upcast_v1_v2(state: dict[str, Any]) -> None:
        # Before the payment deadline only the buyer could cancel.
        state["reason"] = CANCELLED_BY_BUYER


class Confirmation(Aggregate.Event):
    by_uid: int
    at: datetime


class Shipment(Aggregate.Event):
    logistics_no: str
    by_uid: int
    at: datetime
    carrier: str | None  # the carrier's code; None before carriers were recorded
    receipt_deadline: datetime
    """When the system confirms receipt for a buyer who has not (and opened no case)."""

    class_version = 3

    @staticmethod
    def upcast_v1_v2(state: dict[str, Any]) -> None:
        state["carrier"] = None

    @staticmethod
    def upcast_v2_v3(state: dict[str, Any]) -> None:
        state["receipt_deadline"] = state["at"] + LEGACY_RECEIVE_WINDOW


class ReceiptExtension(Aggregate.Event):
    """The buyer's one extension of the receipt deadline."""

    receipt_deadline: datetime
    by_uid: int
    at: datetime


class ReceiptConfirmation(Aggregate.Event):
    by_uid: int
    at: datetime


class Finishing(Aggregate.Event):
    by_uid: int
    at: datetime


class Settlement(Aggregate.Event):
    """The escrow paid out: `net` to the shop owner's wallet, `commission` to the platform."""

    seller_uid: int
    commission: int
    net: int
    at: datetime


class CaseOpening(Aggregate.Event):
    """A buyer's case (`domain.dispute`): the clocks stand still and the escrow stays until
    it closes."""

    dispute_id: str
    by_uid: int
    at: datetime


class CaseClosing(Aggregate.Event):
    """The case's end: `refund_amount` (maybe 0) back to the buyer from the escrow. When it
    is all the buyer had left to get back, the order is refunded and `platform_discount`
    goes back to the platform (0 otherwise). The clocks run again from where they stood:
    `receipt_deadline` and `finish_from` are moved on by the time the case was open."""

    dispute_id: str
    refund_id: str
    refund_amount: int
    refunded_in_full: bool
    """Whether this ended the order `refunded` (all the buyer paid is back)."""
    platform_discount: int
    receipt_deadline: datetime | None
    finish_from: datetime | None
    by_uid: int
    at: datetime


class Refund(Aggregate.Event):
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


class ChainPaymentAwaiting(Aggregate.Event):
    """The buyer filed a chain transfer (a recharge of their wallet) to pay this order: the
    order is not cancelled for non-payment while it is pending."""

    recharge_id: str
    method: str
    chain: str
    transaction_id: str
    amount: int
    """What the transfer was filed for (it may pay several orders, and less than their total
    when the balance makes up the rest)."""
    by_uid: int
    at: datetime


class ChainPaymentEnding(Aggregate.Event):
    """The recharge was decided: `outcome` is `paid` (this order paid from it in the same
    save), `credited` (approved, but the order could not be paid: the money stays in the
    wallet) or `rejected`. An order still unpaid has `pay_deadline` to be paid by."""

    recharge_id: str
    outcome: str
    amount: int
    pay_deadline: datetime
    at: datetime
