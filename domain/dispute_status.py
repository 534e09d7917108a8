"""A case's kinds and statuses, who its steps wait for, and how it ends, in the API's words."""

from __future__ import annotations

from enum import StrEnum


class DisputeKind(StrEnum):
    NOT_RECEIVED = "not_received"
    NOT_AS_DESCRIBED = "not_as_described"
    RETURN = "return"


class DisputeStatus(StrEnum):
    """Where a case stands, in the API's words."""

    OPEN = "open"
    """Waiting for the seller's answer."""
    OFFERED = "offered"
    """The seller offered less; the buyer's turn."""
    RETURN_REQUESTED = "return_requested"
    """The seller wants the goods back; the buyer's turn to send them."""
    RETURN_SHIPPED = "return_shipped"
    """The goods are on their way back; the seller's turn to confirm they arrived."""
    REFUSED = "refused"
    """The seller refused; the buyer may escalate."""
    ESCALATED = "escalated"
    """The platform's arbiters decide."""
    REFUNDED = "refunded"
    DECIDED = "decided"
    """An arbiter decided no refund."""
    WITHDRAWN = "withdrawn"


ENDED = frozenset({DisputeStatus.REFUNDED, DisputeStatus.DECIDED, DisputeStatus.WITHDRAWN})


class Party(StrEnum):
    """Who a step is waiting for, and who wrote a message."""

    BUYER = "buyer"
    SELLER = "seller"
    ARBITER = "arbiter"
    SYSTEM = "system"


WAITING_FOR: dict[DisputeStatus, Party] = {
    DisputeStatus.OPEN: Party.SELLER,
    DisputeStatus.OFFERED: Party.BUYER,
    DisputeStatus.RETURN_REQUESTED: Party.BUYER,
    DisputeStatus.RETURN_SHIPPED: Party.SELLER,
    DisputeStatus.REFUSED: Party.BUYER,
    DisputeStatus.ESCALATED: Party.ARBITER,
}


class Resolution(StrEnum):
    """How a refund (or an arbiter's no-refund) was decided: `Resolved.how`."""

    ACCEPTED = "accepted"
    """The seller accepted the asked amount."""
    OFFER_ACCEPTED = "offer_accepted"
    RETURN_RECEIVED = "return_received"
    DECIDED = "decided"
    SELLER_SILENT = "seller_silent"
    """The seller let the deadline pass on an open case or a shipped return."""
    BUYER_SILENT = "buyer_silent"
    """The buyer let the deadline pass on an offer: it is taken as accepted."""


class WithdrawalReason(StrEnum):
    BUYER = "buyer"
    LAPSED = "lapsed"
    """The buyer let a refusal or a return request pass its deadline."""


_BUYER_ACTIONS: dict[DisputeStatus, tuple[str, ...]] = {
    DisputeStatus.OFFERED: ("accept_offer", "escalate"),
    DisputeStatus.REFUSED: ("escalate",),
    DisputeStatus.RETURN_REQUESTED: ("return_shipped",),
}
_SELLER_ACTIONS: dict[DisputeStatus, tuple[str, ...]] = {
    DisputeStatus.OPEN: ("accept", "offer", "return", "refuse"),
    DisputeStatus.OFFERED: ("accept",),
    DisputeStatus.REFUSED: ("accept", "offer"),
    DisputeStatus.RETURN_SHIPPED: ("return_received",),
}


def actions_for(status: DisputeStatus, party: Party) -> list[str]:
    """What `party` may do in a case at `status` (the commands refuse anything else, 108)."""
    if status in ENDED:
        return []
    if party is Party.BUYER:
        return ["message", *_BUYER_ACTIONS.get(status, ()), "withdraw"]
    if party is Party.SELLER:
        return ["message", *_SELLER_ACTIONS.get(status, ())]
    if party is Party.ARBITER and status is DisputeStatus.ESCALATED:
        return ["decide"]
    return []
