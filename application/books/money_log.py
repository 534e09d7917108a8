"""The money events of the log, replayed: each becomes a movement of the marketplace's
positions (where the money is) and of its flows (what happened to it), folded from the event
store alone, never from a read model.

Wallet events move the wallets' side; Order events move escrow and revenue. They are saved
together, so the two sides agree at every moment unless something is wrong.

A subscriber's discount (`platform_discount` on the order) is paid by the platform: a paid
order's escrow holds its whole total, the buyer's wallet paid the total less the discount and
revenue (the platform's own account) the discount; a refund gives each back its part.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, fields
from functools import cached_property
from typing import Any

from eventsourcing.persistence import Notification
from eventsourcing.utils import get_topic

from application.bazaar import Bazaar
from domain.order import Order
from domain.wallet import Wallet

BATCH = 1000


@dataclass(frozen=True)
class Positions:
    """Where the money is, cumulatively: what came in and went out, and where it rests."""

    recharged: int = 0
    withdrawn: int = 0
    available: int = 0
    frozen: int = 0
    escrow: int = 0
    revenue: int = 0

    def __add__(self, other: Positions) -> Positions:
        return Positions(*(getattr(self, f.name) + getattr(other, f.name) for f in fields(self)))

    @property
    def difference(self) -> int:
        """What came in less what went out, less what the system holds: 0 when sound."""
        held = self.available + self.frozen + self.escrow + self.revenue
        return self.recharged - self.withdrawn - held

    def as_dict(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass(frozen=True)
class Flows:
    """What happened to the money in a period, per kind."""

    recharges: int = 0
    payments: int = 0
    refunds: int = 0
    settlements: int = 0
    commission: int = 0
    withdrawals: int = 0

    def __add__(self, other: Flows) -> Flows:
        return Flows(*(getattr(self, f.name) + getattr(other, f.name) for f in fields(self)))

    def as_dict(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass(frozen=True)
class Movement:
    positions: Positions
    flows: Flows


MONEY_EVENTS: tuple[type[Any], ...] = (
    Wallet.RechargeApproved,
    Wallet.WithdrawalRequested,
    Wallet.WithdrawalApproved,
    Wallet.WithdrawalRejected,
    Wallet.PaymentDebited,
    Wallet.RefundCredited,
    Wallet.SettlementCredited,
    Order.Paid,
    Order.Refunded,
    Order.Settled,
)
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


class Fold:
    """Turns events into movements; remembers each order's total from its placing."""

    def __init__(self) -> None:
        self.order_totals: dict[Any, int] = {}
        self.order_discounts: dict[Any, int] = {}

    def movement(self, event: Any) -> Movement | None:
        """The event's movement; None for a placing (it only teaches the order's total)."""
        if isinstance(event, Order.Placed):
            self.order_totals[event.originator_id] = int(event.total)
            if event.platform_discount:
                self.order_discounts[event.originator_id] = int(event.platform_discount)
            return None
        if isinstance(event, Order.Paid):
            total = self.order_totals.get(event.originator_id, 0)
            funded = self.order_discounts.get(event.originator_id, 0)
            return Movement(Positions(escrow=total, revenue=-funded), Flows(payments=total))
        if isinstance(event, Order.Refunded):
            funded = int(event.platform_discount)
            return Movement(
                Positions(escrow=-event.amount - funded, revenue=funded),
                Flows(refunds=event.amount),
            )
        if isinstance(event, Order.Settled):
            paid_out = event.net + event.commission
            return Movement(
                Positions(escrow=-paid_out, revenue=event.commission),
                Flows(settlements=event.net, commission=event.commission),
            )
        return Movement(_wallet_change(event), _wallet_flows(event))


def _wallet_change(event: Any) -> Positions:
    amount = int(event.amount)
    changes: dict[type[Any], Positions] = {
        Wallet.RechargeApproved: Positions(recharged=amount, available=amount),
        Wallet.WithdrawalRequested: Positions(available=-amount, frozen=amount),
        Wallet.WithdrawalApproved: Positions(withdrawn=amount, frozen=-amount),
        Wallet.WithdrawalRejected: Positions(available=amount, frozen=-amount),
        Wallet.PaymentDebited: Positions(available=-amount),
        Wallet.RefundCredited: Positions(available=amount),
        Wallet.SettlementCredited: Positions(available=amount),
    }
    return changes[type(event)]


def _wallet_flows(event: Any) -> Flows:
    if isinstance(event, Wallet.RechargeApproved):
        return Flows(recharges=int(event.amount))
    if isinstance(event, Wallet.WithdrawalApproved):
        return Flows(withdrawals=int(event.amount))
    return Flows()
