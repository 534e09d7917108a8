"""What each of the Wallet's events records. The Wallet declares its events as subclasses of
these (`Wallet.RechargeApproved(RechargeDecision)`), so their names, and the topics they are
stored under, stay the Wallet's; events that record the same facts share one definition."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from eventsourcing.domain import Aggregate

_REFERENCE_FIELDS = ("recharge_id", "withdrawal_id", "payment_id", "refund_id", "order_id")


def reference_of(event: Any) -> str:
    """What a Wallet event is about: its recharge, withdrawal, payment, refund or order ("" for
    the opening)."""
    return next((str(getattr(event, f)) for f in _REFERENCE_FIELDS if hasattr(event, f)), "")


class RechargeRequest(Aggregate.Event):
    # Requests made before chains name none: they are off-chain; before payment references,
    # they quote none; before orders were paid on chain, they pay for none.
    class_version = 4

    recharge_id: str
    method: str
    amount: int
    transaction_id: str
    proof_image: str
    address: str
    at: datetime
    chain: str | None
    reference: str | None
    """What the shopper quotes on an off-chain transfer (None on a chain, and before)."""
    order_ids: list[str]
    """The orders the recharge was filed to pay (`order/pay_chain`); empty for a top-up."""
    order_sns: list[str]

    @staticmethod
    def upcast_v1_v2(state: dict[str, object]) -> None:
        state["chain"] = None

    @staticmethod
    def upcast_v2_v3(state: dict[str, object]) -> None:
        state["reference"] = None

    @staticmethod
    def upcast_v3_v4(state: dict[str, object]) -> None:
        state["order_ids"] = []
        state["order_sns"] = []


class ChainCheckOutcome(Aggregate.Event):
    """What the chain said of a recharge's transaction (see domain.chain_checks)."""

    recharge_id: str
    state: str
    reasons: list[str]
    confirmations: int
    at: datetime


class ChainPaymentCredit(Aggregate.Event):
    """An approved recharge filed to pay orders that could not pay them any more (one was
    cancelled, expired or paid meanwhile, or the balance no longer covered them): the money
    stays in the wallet."""

    recharge_id: str
    amount: int
    order_sns: list[str]
    at: datetime


class RechargeApproval(Aggregate.Event):
    """A first approval, where two are needed."""

    recharge_id: str
    reviewer_uid: int
    remark: str
    at: datetime


class RechargeDecision(Aggregate.Event):
    """The deciding approval (reviewer 0: the system's) or a rejection."""

    recharge_id: str
    amount: int
    reviewer_uid: int
    remark: str
    at: datetime


class WithdrawalRequest(Aggregate.Event):
    withdrawal_id: str
    method: str
    amount: int
    address: str
    at: datetime


class WithdrawalApproval(Aggregate.Event):
    withdrawal_id: str
    reviewer_uid: int
    remark: str
    at: datetime


class WithdrawalDecision(Aggregate.Event):
    withdrawal_id: str
    amount: int
    reviewer_uid: int
    remark: str
    at: datetime


class Payment(Aggregate.Event):
    payment_id: str
    amount: int
    remark: str
    at: datetime


class Refund(Aggregate.Event):
    refund_id: str
    amount: int
    remark: str
    at: datetime


class Settlement(Aggregate.Event):
    """A finished order's escrow less the commission."""

    order_id: str
    amount: int
    remark: str
    at: datetime
