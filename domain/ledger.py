"""The marketplace's books: one Ledger aggregate whose events close the UTC days in order, and
the vocabulary they are kept in.

Money events become movements of the marketplace's positions (where the money is) and of its
flows (what happened to it): a wallet's by its declared effect (`domain.money_effects`), an
order's escrow and revenue by its own events. A close records the day's opening and closing
positions, its flows per kind, the last log position it covers and a SHA-256 chaining the
previous close's hash with the day's money events, so a later edit of any of them shows when
the day is recomputed.

A subscriber's discount (`platform_discount` on the order) is paid by the platform: a paid
order's escrow holds its whole total, the buyer's wallet paid the total less the discount and
revenue (the platform's own account) the discount; a refund gives each back its part. A case
(`domain.dispute`) may refund part of what the buyer paid; the settlement then pays out the
rest of the escrow.
"""

from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass, fields, replace
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, TypeVar
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.money_effects import money_moving, wallet_effect
from domain.order import Order
from domain.wallet import Wallet

GENESIS_HASH = "0" * 64
"""The `previous_hash` of the first close."""


def end_of(day: date) -> datetime:
    """The first moment after the UTC day (not for the last day a date holds: see `has_ended`)."""
    return datetime.combine(day + timedelta(days=1), time(), tzinfo=UTC)


def has_ended(day: date, now: datetime) -> bool:
    """Whether the UTC day is over at `now`; 9999-12-31, which has no day after it, never is."""
    return day < now.astimezone(UTC).date()


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
        return _summed(self, other)

    @property
    def difference(self) -> int:
        """What came in less what went out, less what the system holds: 0 when sound."""
        held = self.available + self.frozen + self.escrow + self.revenue
        return self.recharged - self.withdrawn - held

    def as_dict(self) -> dict[str, int]:
        return asdict(self)


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
        return _summed(self, other)

    def as_dict(self) -> dict[str, int]:
        return asdict(self)


_Tally = TypeVar("_Tally", Positions, Flows)


def _summed(left: _Tally, right: _Tally) -> _Tally:
    """Field by field, the sum of two tallies of one kind."""
    sums = {f.name: getattr(left, f.name) + getattr(right, f.name) for f in fields(left)}
    return replace(left, **sums)


@dataclass(frozen=True)
class Movement:
    positions: Positions
    flows: Flows


MONEY_EVENTS: tuple[type[Any], ...] = (
    *money_moving(Wallet),
    Order.Paid,
    Order.Refunded,
    Order.DisputeClosed,
    Order.Settled,
)
"""The events that move money; an order's placing tells its total to its payment."""


class MoneyFold:
    """Turns money events into movements; remembers each order's total from its placing."""

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
        if isinstance(event, Order.DisputeClosed):
            # A case's refund (maybe 0), and the platform's discount back when it ends the order.
            funded = int(event.platform_discount)
            return Movement(
                Positions(escrow=-event.refund_amount - funded, revenue=funded),
                Flows(refunds=event.refund_amount),
            )
        if isinstance(event, Order.Settled):
            paid_out = event.net + event.commission
            return Movement(
                Positions(escrow=-paid_out, revenue=event.commission),
                Flows(settlements=event.net, commission=event.commission),
            )
        return _wallet_movement(event)


def _wallet_movement(event: Any) -> Movement:
    effect = wallet_effect(type(event))
    amount = int(event.amount)
    change = effect.change(amount)
    came_in, went_out = effect.in_and_out(amount)
    return Movement(
        Positions(came_in, went_out, change.available, change.frozen),
        Flows(recharges=came_in, withdrawals=went_out),
    )


class DayHash:
    """The chain's link of one day: the previous close's hash, then each money event as
    stored, byte for byte, with where it sits in the log."""

    def __init__(self, previous_hash: str) -> None:
        self._digest = hashlib.sha256(previous_hash.encode())

    def add(
        self, position: int, originator_id: UUID | str, version: int, topic: str, state: bytes
    ) -> None:
        self._digest.update(f"{position}|{originator_id}|{version}|{topic}|".encode())
        self._digest.update(state)
        self._digest.update(b"\n")

    def hexdigest(self) -> str:
        return self._digest.hexdigest()


@dataclass(frozen=True)
class DaySummary:
    """A day recomputed from the log after the last close's position and with its hash."""

    opening: Positions
    closing: Positions
    flows: Flows
    events: int
    last_position: int
    hash: str

    def matches(self, close: Ledger.DayClosed) -> bool:
        """Whether a recorded close says what the day recomputed says."""
        return (
            close.opening == self.opening.as_dict()
            and close.closing == self.closing.as_dict()
            and close.totals == self.flows.as_dict()
            and (close.events, close.last_position, close.hash)
            == (self.events, self.last_position, self.hash)
        )


class Ledger(Aggregate):
    """Closed days, consecutive: the next close is the day after the last one."""

    class Opened(Aggregate.Created):
        at: datetime

    class DayClosed(Aggregate.Event):
        day: str
        opening: dict[str, int]
        closing: dict[str, int]
        totals: dict[str, int]
        events: int
        last_position: int
        hash: str
        previous_hash: str
        by_uid: int
        at: datetime

    @staticmethod
    def create_id() -> UUID:
        # One set of books for the marketplace.
        return uuid5(NAMESPACE_URL, "/bazaar/ledger")

    @event(Opened)
    def __init__(self, at: datetime) -> None:
        # Kept as the event's ISO text, so a snapshot of the state transcodes as the events do.
        self.last_closed: str | None = None
        self.last_hash = GENESIS_HASH
        self.last_position = 0
        self.last_closing: dict[str, int] | None = None

    @property
    def last_day(self) -> date | None:
        """The last closed day."""
        return None if self.last_closed is None else date.fromisoformat(self.last_closed)

    def next_day(self, first_activity: date | None, wanted: date) -> date:
        """The day the next close must be: the day after the last one, or (no close yet) the
        day of the first money event, or the wanted day when that is earlier."""
        if self.last_day is not None:
            return self.last_day + timedelta(days=1)
        return min(first_activity or wanted, wanted)

    def check_closable(self, day: date, at: datetime) -> None:
        """108 when the day has not ended at `at`, or is closed already."""
        if not has_ended(day, at) or (self.last_day is not None and day <= self.last_day):
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS, field="date")

    def close_day(self, day: date, summary: DaySummary, by_uid: int, at: datetime) -> None:
        """`summary` is computed from the log after `last_position` with `last_hash`. 108 when
        the day cannot close (`check_closable`), is not the next one, or opens elsewhere than
        the last day closed."""
        self.check_closable(day, at)
        if self.last_day is not None and day != self.last_day + timedelta(days=1):
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS, field="date")
        opening = summary.opening.as_dict()
        if self.last_closing is not None and opening != self.last_closing:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS, field="opening")
        self._day_closed(
            day.isoformat(),
            opening,
            summary.closing.as_dict(),
            summary.flows.as_dict(),
            summary.events,
            summary.last_position,
            summary.hash,
            self.last_hash,
            by_uid,
            at,
        )

    @event(DayClosed)
    def _day_closed(
        self,
        day: str,
        opening: dict[str, int],
        closing: dict[str, int],
        totals: dict[str, int],
        events: int,
        last_position: int,
        hash: str,
        previous_hash: str,
        by_uid: int,
        at: datetime,
    ) -> None:
        self.last_closed = day
        self.last_hash = hash
        self.last_position = last_position
        self.last_closing = closing
