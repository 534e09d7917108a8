"""The stateful walk's model of buyers' cases (API.md, "Trade resolution"), kept apart from the
app's code on purpose: which step each status allows, what a passed deadline decides, whose
turn it is, and how a case's end moves the order's clocks. The walk predicts every answer and
every cent from it."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta

KINDS = ("not_received", "not_as_described", "return")

SELLER_STEPS: dict[str, tuple[str, ...]] = {
    "accept": ("open", "offered", "refused"),
    "offer": ("open", "refused"),
    "return": ("open",),
    "refuse": ("open",),
    "return_received": ("return_shipped",),
}
"""What the seller may do, and in which statuses (108 in any other)."""

BUYER_STEPS: dict[str, tuple[str, ...]] = {
    "accept_offer": ("offered",),
    "return_shipped": ("return_requested",),
    "escalate": ("refused", "offered"),
    "withdraw": ("open", "offered", "return_requested", "return_shipped", "refused", "escalated"),
}
"""What the buyer may do, and in which statuses (108 in any other)."""

ENDED = ("refunded", "decided", "withdrawn")


@dataclass
class ModelCase:
    dispute_id: str
    asked: int
    max_amount: int
    """What the order could still refund when the case opened: the bound of a decision."""
    opened_at: datetime
    respond_by: datetime | None
    status: str = "open"
    offered: int | None = None
    approvals: dict[int, int] = field(default_factory=dict)
    """Arbiters' recorded proposals where two must agree: uid → refund."""

    @property
    def is_open(self) -> bool:
        return self.status not in ENDED

    def wait_for_answer(self, status: str, now: datetime, respond_within: timedelta) -> None:
        """A step that hands the turn to the other party, who has `respond_within`."""
        self.status = status
        self.respond_by = now + respond_within

    def lapsed_refund(self) -> int | None:
        """What the system decides for the silent party: the seller silent on an open case or
        a shipped return refunds the asked amount, the buyer silent on an offer takes it; the
        buyer silent on a refusal or a return request withdraws (None)."""
        if self.status in ("open", "return_shipped"):
            return self.asked
        if self.status == "offered":
            assert self.offered is not None
            return self.offered
        assert self.status in ("refused", "return_requested"), self.status
        return None

    def ended(self, refund: int | None) -> None:
        """Resolved with `refund` (0 only from an arbiter), or withdrawn (None)."""
        self.status = "withdrawn" if refund is None else ("refunded" if refund else "decided")
        self.respond_by = None


def chosen_step(steps: dict[str, tuple[str, ...]], status: str, choice: int) -> str:
    """Mostly (nine choices in ten) a step the case's status allows, so that walks move cases
    along; otherwise any step, which the app refuses (108) unless the status allows it."""
    allowed = sorted(step for step, statuses in steps.items() if status in statuses)
    if choice % 10 == 0 or not allowed:
        every = sorted(steps)
        return every[choice // 10 % len(every)]
    return allowed[choice % len(allowed)]


def offered_amount(asked: int, share: int) -> int:
    """An offer of about `share` % of the asked amount; it must be below it (the asked amount
    1 leaves no valid offer: the walk then sends 1, which is refused)."""
    return max(1, (asked - 1) * share // 100)


def finishing_moved_on(receipt_at: datetime, opened_at: datetime, closed_at: datetime) -> datetime:
    """The finishing delay stood still from the later of the receipt and the case's opening
    until the case closed."""
    stood_still_from = max(receipt_at, opened_at)
    return receipt_at + max(closed_at - stood_still_from, timedelta(0))
