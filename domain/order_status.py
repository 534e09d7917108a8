"""The statuses an order goes through, from placing to finishing (or refunding or cancelling)."""

from __future__ import annotations

from datetime import timedelta
from enum import StrEnum


class OrderStatus(StrEnum):
    """Where an order stands, in the API's words."""

    WAIT_PAYMENT = "wait_payment"
    WAIT_CONFIRM = "wait_confirm"
    WAIT_SHIP = "wait_ship"
    WAIT_RECEIPT = "wait_receipt"
    WAIT_FINISH = "wait_finish"
    FINISHED = "finished"
    REFUNDED = "refunded"
    CANCELLED = "cancelled"


REVIEWABLE_STATUSES = (OrderStatus.WAIT_FINISH, OrderStatus.FINISHED)
"""A bought line can be reviewed once its buyer has confirmed receipt."""

SYSTEM_UID = 0
"""`by_uid` of what the periodic job does (finishing orders, cancelling unpaid ones)."""

CANCELLED_BY_BUYER = "buyer"
"""`Cancelled.reason` when the buyer called it off."""
PAYMENT_TIMEOUT = "payment_timeout"
"""`Cancelled.reason` when the payment deadline passed and the periodic job released the stock."""

LEGACY_RECEIVE_WINDOW = timedelta(days=10)
"""The receipt deadline given to orders shipped before deadlines were recorded: the default
`ORDER_RECEIVE_DAYS` of the release that introduced them."""

LEGACY_PAY_WINDOW = timedelta(minutes=30)
"""The deadline given to orders placed before deadlines were recorded: the default window of
the release that introduced them, so their held stock is freed too."""
