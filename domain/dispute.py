"""The Dispute aggregate: a buyer's case about a shipped order. It ends once, `Resolved` (a
refund decided by the seller, the buyer's acceptance of an offer, the return's arrival, an
arbiter, or the system when the party whose turn it was stayed silent) or `Withdrawn` (by the
buyer, or the system when the buyer let a refusal or a return request lapse). The money moves
with the order's `DisputeClosed` and the buyer's wallet credit, saved with `Resolved`. Every
event says who acted (`by_uid`; 0 is the system's periodic job) and when."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain import dispute_events as recorded
from domain.carriers import logistics_number
from domain.dispute_state import CaseState, checked_message, checked_request, optional_text
from domain.dispute_status import (
    DisputeKind,
    DisputeStatus,
    Party,
    Resolution,
    WithdrawalReason,
)
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order_status import SYSTEM_UID
from domain.review import ReviewRule
from domain.text import ADDRESS_MAX_LENGTH, REASON_MAX_LENGTH, required_text


class Dispute(CaseState, Aggregate):
    """One case about one order. `max_amount` is what could be refunded when it opened: what
    the buyer paid less what earlier cases refunded."""

    class Opened(recorded.CaseOpening): ...

    class MessagePosted(recorded.Message): ...

    class Offered(recorded.Offer): ...

    class ReturnRequested(recorded.ReturnRequest): ...

    class ReturnShipped(recorded.ReturnShipment): ...

    class Refused(recorded.Refusal): ...

    class Escalated(recorded.Escalation): ...

    class DecisionApprovalRecorded(recorded.DecisionApproval): ...

    class Resolved(recorded.Resolution): ...

    class Withdrawn(recorded.Withdrawal): ...

    @staticmethod
    def create_id(order_id: str, sequence: int) -> UUID:
        """The order's `sequence`-th case: racing openings make one id; the store keeps one."""
        return uuid5(NAMESPACE_URL, f"/bazaar/orders/{order_id}/disputes/{sequence}")

    @event(Opened)
    def __init__(
        self,
        order_id: str,
        order_sn: str,
        sequence: int,
        buyer_uid: int,
        shop_id: int,
        kind: str,
        reason: str,
        amount: int,
        max_amount: int,
        images: list[str],
        at: datetime,
        respond_by: datetime,
    ) -> None:
        self.order_id = order_id
        self.order_sn = order_sn
        self.buyer_uid = buyer_uid
        self.shop_id = shop_id
        self.kind = DisputeKind(kind)
        self.requested = amount
        self.max_amount = max_amount
        self.status = DisputeStatus.OPEN
        self.respond_by: datetime | None = respond_by
        self.offered: int | None = None
        self.refund_amount: int | None = None
        self.approvals: list[tuple[int, int]] = []  # (arbiter uid, refund amount) agreed so far

    @classmethod
    def open(
        cls,
        *,
        order_id: str,
        order_sn: str,
        sequence: int,
        buyer_uid: int,
        shop_id: int,
        kind: str,
        reason: str,
        amount: int,
        max_amount: int,
        images: Sequence[str],
        at: datetime,
        respond_within: timedelta,
    ) -> Dispute:
        """102 for a kind, reason, amount (1..`max_amount`) or photo list out of range."""
        case_kind, why, photos = checked_request(kind, reason, amount, max_amount, images)
        return cls(
            order_id=order_id,
            order_sn=order_sn,
            sequence=sequence,
            buyer_uid=buyer_uid,
            shop_id=shop_id,
            kind=case_kind,
            reason=why,
            amount=amount,
            max_amount=max_amount,
            images=photos,
            at=at,
            respond_by=at + respond_within,
        )

    def post_message(
        self, role: Party, by_uid: int, text: str, images: Sequence[str], at: datetime
    ) -> None:
        """A buyer's or seller's message with photos, while the case has not ended."""
        if role not in (Party.BUYER, Party.SELLER):
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="dispute_id")
        body, photos = checked_message(text, images)
        if self.ended:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._message_posted(role.value, by_uid, body, photos, at)

    @event(MessagePosted)
    def _message_posted(
        self, role: str, by_uid: int, text: str, images: list[str], at: datetime
    ) -> None:
        pass

    # -- the seller ----------------------------------------------------------------------

    def accept(self, by_uid: int, refund_id: str, at: datetime) -> int:
        """The seller gives what was asked; answers the refund."""
        self._require(DisputeStatus.OPEN, DisputeStatus.OFFERED, DisputeStatus.REFUSED)
        self._resolved(Resolution.ACCEPTED, refund_id, self.requested, "", by_uid, at)
        return self.requested

    def offer(
        self, by_uid: int, amount: int, text: str, at: datetime, respond_within: timedelta
    ) -> None:
        """Less than asked (1..asked − 1); the buyer then accepts it or escalates."""
        if not 1 <= amount < self.requested:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="amount")
        note = optional_text(text)
        self._require(DisputeStatus.OPEN, DisputeStatus.REFUSED)
        self._offered(amount, note, by_uid, at, at + respond_within)

    @event(Offered)
    def _offered(
        self, amount: int, text: str, by_uid: int, at: datetime, respond_by: datetime
    ) -> None:
        self.status = DisputeStatus.OFFERED
        self.offered = amount
        self.respond_by = respond_by

    def request_return(
        self, by_uid: int, return_address: str, text: str, at: datetime, respond_within: timedelta
    ) -> None:
        """The goods back first, to `return_address`; the asked amount is refunded when they
        arrive."""
        address = required_text(return_address, "return_address", ADDRESS_MAX_LENGTH)
        note = optional_text(text)
        self._require(DisputeStatus.OPEN)
        self._return_requested(address, note, by_uid, at, at + respond_within)

    @event(ReturnRequested)
    def _return_requested(
        self, return_address: str, text: str, by_uid: int, at: datetime, respond_by: datetime
    ) -> None:
        self.status = DisputeStatus.RETURN_REQUESTED
        self.respond_by = respond_by

    def refuse(self, by_uid: int, text: str, at: datetime, respond_within: timedelta) -> None:
        """Refused with a reason the buyer reads; the buyer may then escalate."""
        why = required_text(text, "text", REASON_MAX_LENGTH)
        self._require(DisputeStatus.OPEN)
        self._refused(why, by_uid, at, at + respond_within)

    @event(Refused)
    def _refused(self, text: str, by_uid: int, at: datetime, respond_by: datetime) -> None:
        self.status = DisputeStatus.REFUSED
        self.respond_by = respond_by

    def confirm_return_received(self, by_uid: int, refund_id: str, at: datetime) -> int:
        self._require(DisputeStatus.RETURN_SHIPPED)
        self._resolved(Resolution.RETURN_RECEIVED, refund_id, self.requested, "", by_uid, at)
        return self.requested

    # -- the buyer -----------------------------------------------------------------------

    def accept_offer(self, by_uid: int, refund_id: str, at: datetime) -> int:
        self._require_buyer(by_uid)
        self._require(DisputeStatus.OFFERED)
        amount = self._offered_amount()
        self._resolved(Resolution.OFFER_ACCEPTED, refund_id, amount, "", by_uid, at)
        return amount

    def ship_return(
        self, by_uid: int, logistics_no: str, at: datetime, respond_within: timedelta
    ) -> None:
        self._require_buyer(by_uid)
        number = logistics_number(logistics_no)
        self._require(DisputeStatus.RETURN_REQUESTED)
        self._return_shipped(number, by_uid, at, at + respond_within)

    @event(ReturnShipped)
    def _return_shipped(
        self, logistics_no: str, by_uid: int, at: datetime, respond_by: datetime
    ) -> None:
        self.status = DisputeStatus.RETURN_SHIPPED
        self.respond_by = respond_by

    def escalate(self, by_uid: int, at: datetime) -> None:
        """To the platform, after a refusal or instead of an offer."""
        self._require_buyer(by_uid)
        self._require(DisputeStatus.REFUSED, DisputeStatus.OFFERED)
        self._escalated(by_uid, at)

    @event(Escalated)
    def _escalated(self, by_uid: int, at: datetime) -> None:
        self.status = DisputeStatus.ESCALATED
        self.respond_by = None

    def withdraw(self, by_uid: int, at: datetime) -> None:
        """At any point before the case ends."""
        self._require_buyer(by_uid)
        if self.ended:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._withdrawn(WithdrawalReason.BUYER, by_uid, at)

    @event(Withdrawn)
    def _withdrawn(self, reason: str, by_uid: int, at: datetime) -> None:
        self.status = DisputeStatus.WITHDRAWN
        self.respond_by = None

    # -- the platform --------------------------------------------------------------------

    def decide(
        self,
        arbiter_uid: int,
        refund_amount: int,
        remark: str,
        refund_id: str,
        at: datetime,
        rule: ReviewRule,
        seller_uid: int,
    ) -> int | None:
        """An arbiter's refund (0..`max_amount`) with a remark: the refund when this decides
        the case, None when it is recorded to wait for a second arbiter who agrees on the same
        amount (the rule applies to the asked amount). 111 for the buyer or the seller; 108
        when this arbiter already decided that amount."""
        note = self._checked_decision(arbiter_uid, seller_uid, refund_amount, remark)
        agreeing = [uid for uid, amount in self.approvals if amount == refund_amount]
        if rule.approval_decides(self.requested, agreeing, arbiter_uid):
            self._resolved(Resolution.DECIDED, refund_id, refund_amount, note, arbiter_uid, at)
            return refund_amount
        behind = len(agreeing) + 1
        self._decision_approval_recorded(refund_amount, note, arbiter_uid, at, behind)
        return None

    @event(DecisionApprovalRecorded)
    def _decision_approval_recorded(
        self, refund_amount: int, remark: str, by_uid: int, at: datetime, arbiters: int
    ) -> None:
        # An arbiter changing their mind replaces their earlier proposal.
        self.approvals = [(uid, amount) for uid, amount in self.approvals if uid != by_uid]
        self.approvals.append((by_uid, refund_amount))

    # -- the clock -----------------------------------------------------------------------

    def lapse(self, refund_id: str, at: datetime) -> int | None:
        """What the system does when the party whose turn it is let `respond_by` pass: the
        refund it decides, or None when it withdrew the case; 108 before the deadline, or when
        nobody's deadline runs (escalated or ended)."""
        outcome = self._lapse_outcome(at)
        if outcome is None:
            self._withdrawn(WithdrawalReason.LAPSED, SYSTEM_UID, at)
            return None
        how, amount = outcome
        self._resolved(how, refund_id, amount, "", SYSTEM_UID, at)
        return amount

    @event(Resolved)
    def _resolved(
        self, how: str, refund_id: str, refund_amount: int, remark: str, by_uid: int, at: datetime
    ) -> None:
        self.status = DisputeStatus.REFUNDED if refund_amount else DisputeStatus.DECIDED
        self.refund_amount = refund_amount
        self.respond_by = None
