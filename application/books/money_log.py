"""The money events of the log, read in order from the event store alone, never from a read
model; `domain.ledger.MoneyFold` turns each into a movement of the marketplace's positions and
flows.

Wallet events move the wallets' side; Order events move escrow and revenue. They are saved
together, so the two sides agree at every moment unless something is wrong.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property
from typing import Any

from eventsourcing.persistence import Notification
from eventsourcing.utils import get_topic

from application.bazaar import Bazaar
from domain.ledger import MONEY_EVENTS
from domain.order import Order

BATCH = 1000

MONEY_TOPICS = frozenset(get_topic(kind) for kind in MONEY_EVENTS)
SCANNED_TOPICS = [*sorted(MONEY_TOPICS), get_topic(Order.Placed)]
"""The money events, and the placings that tell an order's total to its payment."""


class LoggedEvent:
    """A notification of the log, decoded only when its event is read: a close that ends at
    a position never decodes (nor trips on) the row after it."""

    def __init__(self, notification: Notification, bazaar: Bazaar) -> None:
        self.notification = notification
        self._bazaar = bazaar

    @cached_property
    def event(self) -> Any:
        return self._bazaar.mapper.to_domain_event(self.notification)

    @property
    def is_money(self) -> bool:
        return self.notification.topic in MONEY_TOPICS


def scan(bazaar: Bazaar, after: int = 0, stop: int | None = None) -> Iterator[LoggedEvent]:
    """The scanned events in log order, after position `after` (up to `stop` inclusive)."""
    start = after
    while True:
        batch = bazaar.recorder.select_notifications(
            start=start, limit=BATCH, stop=stop, topics=SCANNED_TOPICS, inclusive_of_start=False
        )
        for notification in batch:
            yield LoggedEvent(notification, bazaar)
        if len(batch) < BATCH:
            return
        start = batch[-1].id
