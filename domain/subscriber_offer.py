"""The subscriber offer: a confirmed newsletter subscriber's one-time discount off the goods of
their first checkout, funded by the platform.

One per shopper. Placing a discounted checkout claims it for that checkout's orders; paying any
of them uses it for good; an order cancelled unpaid (by the buyer or for non-payment) lets go
of its claim, and when none is left the offer is available again. Saved with the orders it
concerns, so two checkouts racing for it conflict and the second is decided again without it.
"""

from __future__ import annotations

from datetime import datetime
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain.errors import BusinessRuleViolation, ErrorCode


class SubscriberOffer(Aggregate):
    class Started(Aggregate.Created):
        uid: int
        at: datetime

    class Claimed(Aggregate.Event):
        order_ids: list[str]
        at: datetime

    class Released(Aggregate.Event):
        """An order of the claim was cancelled unpaid."""

        order_id: str
        at: datetime

    class Used(Aggregate.Event):
        """An order of the claim was paid: the offer is spent."""

        order_id: str
        at: datetime

    @staticmethod
    def create_id(uid: int) -> UUID:
        return uuid5(NAMESPACE_URL, f"/bazaar/subscriber-offers/{uid}")

    @event(Started)
    def __init__(self, uid: int, at: datetime) -> None:
        self.uid = uid
        self.claimed_by: list[str] = []
        self.used = False

    @property
    def available(self) -> bool:
        return not self.used and not self.claimed_by

    def claim(self, order_ids: list[str], at: datetime) -> None:
        """108 when spent or held by another checkout's unpaid orders."""
        if not self.available or not order_ids:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._claimed(order_ids, at)

    @event(Claimed)
    def _claimed(self, order_ids: list[str], at: datetime) -> None:
        self.claimed_by = list(order_ids)

    def paid(self, order_id: str, at: datetime) -> None:
        """An order of the claim was paid (nothing to record for any other order)."""
        if order_id in self.claimed_by and not self.used:
            self._used(order_id, at)

    @event(Used)
    def _used(self, order_id: str, at: datetime) -> None:
        self.used = True

    def cancelled(self, order_id: str, at: datetime) -> None:
        """An order of the claim was cancelled unpaid (nothing to record for any other)."""
        if order_id in self.claimed_by and not self.used:
            self._released(order_id, at)

    @event(Released)
    def _released(self, order_id: str, at: datetime) -> None:
        self.claimed_by = [held for held in self.claimed_by if held != order_id]
