"""What a case knows without recording anything: whether it has ended, whose turn it is, who
is a party to it, and the checks its commands start with."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from domain.dispute_status import (
    ENDED,
    WAITING_FOR,
    DisputeKind,
    DisputeStatus,
    Party,
    Resolution,
)
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.text import REASON_MAX_LENGTH, REMARK_MAX_LENGTH, required_text

MAX_IMAGES = 6
"""Photos per opening or message."""
MESSAGE_MAX_LENGTH = 1000


def checked_images(paths: Sequence[str]) -> list[str]:
    cleaned = [path.strip() for path in paths]
    if len(cleaned) > MAX_IMAGES or any(not path for path in cleaned):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="images")
    return cleaned


def checked_request(
    kind: str, reason: str, amount: int, max_amount: int, images: Sequence[str]
) -> tuple[DisputeKind, str, list[str]]:
    """A case's kind, trimmed reason and photos; 102 naming what is out of range (the amount
    asked is 1..`max_amount`)."""
    try:
        case_kind = DisputeKind(kind)
    except ValueError:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="kind") from None
    why = required_text(reason, "reason", REASON_MAX_LENGTH)
    if not 1 <= amount <= max_amount:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="amount")
    return case_kind, why, checked_images(images)


def checked_message(text: str, images: Sequence[str]) -> tuple[str, list[str]]:
    """A message's trimmed text and photos: one of them at least; 102 otherwise."""
    body = text.strip()
    photos = checked_images(images)
    if len(body) > MESSAGE_MAX_LENGTH or not (body or photos):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="text")
    return body, photos


def optional_text(raw: str) -> str:
    """A seller's optional note, trimmed; 102 `text` past 500 characters."""
    text = raw.strip()
    if len(text) > REASON_MAX_LENGTH:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="text")
    return text


def party_of(buyer_uid: int, shop_id: int, uid: int, own_shop_id: int | None) -> Party | None:
    """The party `uid` is in a case of `buyer_uid` about an order of `shop_id`: the buyer, or
    the seller when `own_shop_id` (the shop `uid` owns) is the order's; None for anyone else."""
    if uid == buyer_uid:
        return Party.BUYER
    if own_shop_id is not None and own_shop_id == shop_id:
        return Party.SELLER
    return None


class CaseState:
    """A mixin of `Dispute`: reads the state its events set."""

    buyer_uid: int
    shop_id: int
    status: DisputeStatus
    requested: int
    max_amount: int
    offered: int | None
    respond_by: datetime | None

    @property
    def ended(self) -> bool:
        return self.status in ENDED

    @property
    def waiting_for(self) -> Party | None:
        return WAITING_FOR.get(self.status)

    def role_of(self, uid: int, own_shop_id: int | None) -> Party | None:
        """The party `uid` is in this case (`party_of`)."""
        return party_of(self.buyer_uid, self.shop_id, uid, own_shop_id)

    def _require(self, *statuses: DisputeStatus) -> None:
        if self.status not in statuses:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)

    def _require_buyer(self, by_uid: int) -> None:
        if by_uid != self.buyer_uid:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="dispute_id")

    def _offered_amount(self) -> int:
        if self.offered is None:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        return self.offered

    def _checked_decision(
        self, arbiter_uid: int, seller_uid: int, refund_amount: int, remark: str
    ) -> str:
        """An arbiter's trimmed remark: 111 for the buyer or the seller, 102 for a refund out
        of 0..`max_amount` or no remark, 108 unless escalated."""
        if arbiter_uid in (self.buyer_uid, seller_uid):
            raise BusinessRuleViolation(ErrorCode.PROHIBITED, context="own_application")
        if not 0 <= refund_amount <= self.max_amount:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="refund_amount")
        note = required_text(remark, "remark", REMARK_MAX_LENGTH)
        self._require(DisputeStatus.ESCALATED)
        return note

    def _lapse_outcome(self, at: datetime) -> tuple[Resolution, int] | None:
        """What a passed deadline decides: a seller silent on an open case or a shipped return
        refunds the asked amount, a buyer silent on an offer takes it; a buyer silent on a
        refusal or a return request withdraws (None). 108 before the deadline, or when no
        deadline runs (escalated or ended)."""
        if self.respond_by is None or at < self.respond_by:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        if self.status in (DisputeStatus.OPEN, DisputeStatus.RETURN_SHIPPED):
            return Resolution.SELLER_SILENT, self.requested
        if self.status == DisputeStatus.OFFERED:
            return Resolution.BUYER_SILENT, self._offered_amount()
        return None
