"""What each of the Dispute's events records; the Dispute declares its events as subclasses of
these, so their names (and stored topics) stay the Dispute's."""

from __future__ import annotations

from datetime import datetime

from eventsourcing.domain import Aggregate


class CaseOpening(Aggregate.Created):
    order_id: str
    order_sn: str
    sequence: int
    """The order's first case is 1, its next 2."""
    buyer_uid: int
    shop_id: int
    kind: str
    reason: str
    amount: int
    max_amount: int
    images: list[str]
    at: datetime
    respond_by: datetime


class Message(Aggregate.Event):
    role: str
    by_uid: int
    text: str
    images: list[str]
    at: datetime


class Offer(Aggregate.Event):
    amount: int
    text: str
    by_uid: int
    at: datetime
    respond_by: datetime


class ReturnRequest(Aggregate.Event):
    return_address: str
    text: str
    by_uid: int
    at: datetime
    respond_by: datetime


class ReturnShipment(Aggregate.Event):
    logistics_no: str
    by_uid: int
    at: datetime
    respond_by: datetime


class Refusal(Aggregate.Event):
    text: str
    by_uid: int
    at: datetime
    respond_by: datetime


class Escalation(Aggregate.Event):
    by_uid: int
    at: datetime


class DecisionApproval(Aggregate.Event):
    """A first arbiter's decision where two must agree."""

    refund_amount: int
    remark: str
    by_uid: int
    at: datetime
    arbiters: int
    """How many arbiters stand behind this amount now (an arbiter's new proposal replaces
    their earlier one): the approvals the case has towards a decision."""


class Resolution(Aggregate.Event):
    """The case's end with a decided refund (0 only from an arbiter): the order's
    `DisputeClosed` and the buyer's wallet credit are saved with it."""

    how: str
    refund_id: str
    refund_amount: int
    remark: str
    by_uid: int
    at: datetime


class Withdrawal(Aggregate.Event):
    reason: str
    by_uid: int
    at: datetime
