"""Buyers' cases about their orders (`domain.dispute`): every step loads the case and the order it
is about, lets them decide, and saves them together; a step that refunds saves the buyer's
wallet credit with them, so the case's end and its money move at once or not at all."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from uuid import UUID

from eventsourcing.domain import Aggregate
from sqlalchemy import Engine

from application.bazaar import Bazaar, retry_on_conflict
from application.orders.reviews import reviewed_lines
from application.orders.service import CONFLICT_ATTEMPTS, Orders
from application.orders.settlement import shop_owner
from application.ports import Clock
from application.shops.opening import shop_of
from application.site.uploads import ImageUploads
from domain.dispute import Dispute
from domain.dispute_status import Party
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order import Order
from domain.order_status import OrderStatus
from domain.review import ReviewRule
from projections.dispute_queries import due_to_lapse

LAPSE_BATCH = 200


@dataclass(frozen=True)
class DecisionOutcome:
    approvals: int
    approvals_needed: int
    notification_id: int


@dataclass(frozen=True)
class CaseTerms:
    """The deadlines and the rule the settings give the cases."""

    respond_within: timedelta
    rule: ReviewRule


class Disputes:
    """Everything that changes a case; each command answers the last notification id saved."""

    def __init__(
        self,
        application: Bazaar,
        engine: Engine,
        clock: Clock,
        orders: Orders,
        uploads: ImageUploads,
        terms: CaseTerms,
    ) -> None:
        self.application = application
        self.engine = engine
        self.clock = clock
        self.orders = orders
        self.uploads = uploads
        self.terms = terms

    # -- loading -------------------------------------------------------------------------

    def load(self, dispute_id: str) -> Dispute:
        """The case, or 103 when the id names none."""
        try:
            aggregate_id = UUID(dispute_id)
        except ValueError:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="dispute_id") from None
        case = self.application.get_or_none(aggregate_id, Dispute)
        if case is None:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="dispute_id")
        return case

    def party(self, case: Dispute, uid: int) -> Party:
        """The caller's side in the case; 103 for anyone else, as if it did not exist."""
        with self.engine.connect() as connection:
            role = case.role_of(uid, shop_of(connection, uid))
        if role is None:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="dispute_id")
        return role

    def _seller_case(self, uid: int, dispute_id: str) -> Dispute:
        case = self.load(dispute_id)
        if self.party(case, uid) is not Party.SELLER:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="dispute_id")
        return case

    # -- the buyer -----------------------------------------------------------------------

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def open(
        self,
        uid: int,
        order_id: str,
        kind: str,
        reason: str,
        amount: int,
        images: Sequence[str],
    ) -> tuple[str, int]:
        """(the case's id, the notification id): the buyer's case about their order, which
        stops its clocks; photos must be the buyer's own uploads (102 `images`)."""
        order = self.orders.load_own(uid, order_id)
        now = self.clock()
        photos = self._own_photos(uid, images)
        case = Dispute.open(
            order_id=str(order.id),
            order_sn=order.order_sn,
            sequence=order.disputes + 1,
            buyer_uid=uid,
            shop_id=order.shop_id,
            kind=kind,
            reason=reason,
            amount=amount,
            max_amount=order.refundable,
            images=photos,
            at=now,
            respond_within=self.terms.respond_within,
        )
        order.open_dispute_case(str(case.id), uid, now)
        notification_id = self.application.save_and_position(case, order)
        self._share(uid, photos, self._seller_of(order.shop_id))
        return str(case.id), notification_id

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def message(self, uid: int, dispute_id: str, text: str, images: Sequence[str]) -> int:
        case = self.load(dispute_id)
        role = self.party(case, uid)
        photos = self._own_photos(uid, images)
        case.post_message(role, uid, text, photos, self.clock())
        notification_id = self.application.save_and_position(case)
        counterpart = case.buyer_uid if role is Party.SELLER else self._seller_of(case.shop_id)
        self._share(uid, photos, counterpart)
        return notification_id

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def accept_offer(self, uid: int, dispute_id: str) -> int:
        case = self.load(dispute_id)
        now = self.clock()
        refund = case.accept_offer(uid, str(case.id), now)
        return self._close(case, refund, uid, now)

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def ship_return(self, uid: int, dispute_id: str, logistics_no: str) -> int:
        case = self.load(dispute_id)
        case.ship_return(uid, logistics_no, self.clock(), self.terms.respond_within)
        return self.application.save_and_position(case)

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def escalate(self, uid: int, dispute_id: str) -> int:
        case = self.load(dispute_id)
        case.escalate(uid, self.clock())
        return self.application.save_and_position(case)

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def withdraw(self, uid: int, dispute_id: str) -> int:
        case = self.load(dispute_id)
        now = self.clock()
        case.withdraw(uid, now)
        return self._close(case, 0, uid, now)

    # -- the seller ----------------------------------------------------------------------

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def accept(self, uid: int, dispute_id: str) -> int:
        case = self._seller_case(uid, dispute_id)
        now = self.clock()
        return self._close(case, case.accept(uid, str(case.id), now), uid, now)

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def offer(self, uid: int, dispute_id: str, amount: int, text: str) -> int:
        case = self._seller_case(uid, dispute_id)
        case.offer(uid, amount, text, self.clock(), self.terms.respond_within)
        return self.application.save_and_position(case)

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def request_return(self, uid: int, dispute_id: str, return_address: str, text: str) -> int:
        case = self._seller_case(uid, dispute_id)
        case.request_return(uid, return_address, text, self.clock(), self.terms.respond_within)
        return self.application.save_and_position(case)

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def refuse(self, uid: int, dispute_id: str, text: str) -> int:
        case = self._seller_case(uid, dispute_id)
        case.refuse(uid, text, self.clock(), self.terms.respond_within)
        return self.application.save_and_position(case)

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def return_received(self, uid: int, dispute_id: str) -> int:
        case = self._seller_case(uid, dispute_id)
        now = self.clock()
        return self._close(case, case.confirm_return_received(uid, str(case.id), now), uid, now)

    # -- the platform --------------------------------------------------------------------

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def decide(
        self, arbiter_uid: int, dispute_id: str, refund_amount: int, remark: str
    ) -> DecisionOutcome:
        """An arbiter's decision; where two must agree, the first is recorded and waits."""
        case = self.load(dispute_id)
        now = self.clock()
        seller_uid = self._seller_of(case.shop_id)
        rule = self.terms.rule
        refund = case.decide(
            arbiter_uid, refund_amount, remark, str(case.id), now, rule, seller_uid
        )
        needed = rule.approvals_needed(case.requested)
        if refund is None:
            notification_id = self.application.save_and_position(case)
            behind = sum(1 for _, amount in case.approvals if amount == refund_amount)
            return DecisionOutcome(behind, needed, notification_id)
        return DecisionOutcome(needed, needed, self._close(case, refund, arbiter_uid, now))

    def lapse_due(self) -> int:
        """Acts for the parties who let their deadline pass; answers how many cases moved."""
        now = self.clock()
        with self.engine.connect() as connection:
            due = due_to_lapse(connection, now, LAPSE_BATCH)
        moved = 0
        for dispute_id in due:
            try:
                self._lapse(dispute_id, now)
            except BusinessRuleViolation:
                continue  # answered or ended since the read model was read
            moved += 1
        return moved

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def _lapse(self, dispute_id: str, now: datetime) -> int:
        case = self.load(dispute_id)
        refund = case.lapse(str(case.id), now)
        return self._close(case, refund or 0, 0, now)

    # -- the end -------------------------------------------------------------------------

    def _close(self, case: Dispute, refund: int, by_uid: int, now: datetime) -> int:
        """The case's end saved with the order's and, for a refund, the buyer's credit."""
        order = self.orders.load(case.order_id)
        case_id = str(case.id)
        order.close_dispute_case(case_id, case_id, refund, by_uid, now)
        touched: list[Aggregate] = [case, *self._finished_if_reviewed(order, now)]
        if refund:
            wallet = self.orders.wallets.load(case.buyer_uid, now)
            # The case's id is the refund's: one refund per case, found from the wallet entry.
            wallet.credit_refund(case_id, refund, f"Refund of order {order.order_sn}", now)
            touched.append(wallet)
        return self.application.save_and_position(*touched)

    def _finished_if_reviewed(self, order: Order, now: datetime) -> list[Aggregate]:
        """The order, finished and settled at once when its buyer reviewed every line while
        the case stood open (as reviewing the last line does without a case)."""
        if order.status != OrderStatus.WAIT_FINISH:
            return [order]
        with self.engine.connect() as connection:
            reviewed = reviewed_lines(connection, str(order.id))
        if not order.line_keys() <= reviewed:
            return [order]
        order.finish_reviewed(order.buyer_uid, now, reviewed)
        return self.orders.settlement.settle(order, now)

    # -- photos --------------------------------------------------------------------------

    def _own_photos(self, uid: int, images: Sequence[str]) -> list[str]:
        photos = [path.strip() for path in images]
        if any(not self.uploads.is_own(uid, path) for path in photos):
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="images")
        return photos

    def _share(self, uid: int, photos: Sequence[str], counterpart: int) -> None:
        """A case's photos are private (they may show an address): read by their sender, the
        other party and the arbiters only."""
        for path in photos:
            self.uploads.claim_document(uid, path)
            self.uploads.share(path, counterpart)

    def _seller_of(self, shop_id: int) -> int:
        """The uid that owns the shop of a case's order: the seller party."""
        with self.engine.connect() as connection:
            return shop_owner(connection, shop_id)
