"""`order/dispute/*` and `console/dispute/*`: a buyer's case about an order, answered by the
order's seller and, once escalated, decided by the platform's arbiters (role reviewer)."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.accounts.sessions import Session
from application.orders.dispute_views import DisputeViews
from application.orders.disputes import Disputes
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.guards import requires_any_role, requires_role
from interfaces.http.orders.dispute_schemas import (
    Decision,
    DisputeDecideRequest,
    DisputeDetailView,
    DisputeIdRequest,
    DisputeListRequest,
    DisputeMessageRequest,
    DisputeOpened,
    DisputeOpenRequest,
    DisputePage,
    DisputeRespondRequest,
    ReturnShippedRequest,
    dispute_detail_view,
    dispute_row_view,
)
from interfaces.http.orders.schemas import OrderIdRequest


class BuyerDisputeController(Controller):
    path = "/order/dispute"

    @api_post("/open", changes_state=True)
    def open_case(
        self,
        uid: NamedDependency[int],
        disputes: NamedDependency[Disputes],
        dispute_views: NamedDependency[DisputeViews],
        data: JSONBody[DisputeOpenRequest],
    ) -> Envelope[DisputeOpened]:
        """The buyer's case while the order waits for receipt or finishing: 108 in another
        state or with a case open, 103 another's order, 102 naming `reason`, `amount` or
        `images` (at most 6 of the buyer's own uploads). The clocks stop until it ends."""
        dispute_id, position = disputes.open(
            uid, data.order_id, data.kind, data.reason, data.amount, data.images
        )
        dispute_views.shown(position)
        return ok(DisputeOpened(dispute_id))

    @api_post("/detail")
    def detail(
        self,
        user: NamedDependency[Session],
        dispute_views: NamedDependency[DisputeViews],
        data: JSONBody[OrderIdRequest],
    ) -> Envelope[DisputeDetailView]:
        """The order's open or last case, for its buyer, its seller or an arbiter (103 for
        anyone else, or an order without a case), with what the caller may do next."""
        return ok(dispute_detail_view(dispute_views.detail(user, data.order_id)))

    @api_post("/message", changes_state=True)
    def message(
        self,
        uid: NamedDependency[int],
        disputes: NamedDependency[Disputes],
        dispute_views: NamedDependency[DisputeViews],
        data: JSONBody[DisputeMessageRequest],
    ) -> Envelope[Empty]:
        """The buyer's or the seller's message with photos until the case ends (108 after)."""
        dispute_views.shown(disputes.message(uid, data.dispute_id, data.text, data.images))
        return done()

    @api_post("/accept_offer", changes_state=True)
    def accept_offer(
        self,
        uid: NamedDependency[int],
        disputes: NamedDependency[Disputes],
        dispute_views: NamedDependency[DisputeViews],
        data: JSONBody[DisputeIdRequest],
    ) -> Envelope[Empty]:
        """The seller's offer refunded to the buyer's wallet at once (`offered` only)."""
        dispute_views.shown(disputes.accept_offer(uid, data.dispute_id))
        return done()

    @api_post("/return_shipped", changes_state=True)
    def return_shipped(
        self,
        uid: NamedDependency[int],
        disputes: NamedDependency[Disputes],
        dispute_views: NamedDependency[DisputeViews],
        data: JSONBody[ReturnShippedRequest],
    ) -> Envelope[Empty]:
        """The goods are on their way back (`return_requested` only)."""
        dispute_views.shown(disputes.ship_return(uid, data.dispute_id, data.logistics_no))
        return done()

    @api_post("/escalate", changes_state=True)
    def escalate(
        self,
        uid: NamedDependency[int],
        disputes: NamedDependency[Disputes],
        dispute_views: NamedDependency[DisputeViews],
        data: JSONBody[DisputeIdRequest],
    ) -> Envelope[Empty]:
        """To the platform's arbiters, after a refusal or instead of an offer."""
        dispute_views.shown(disputes.escalate(uid, data.dispute_id))
        return done()

    @api_post("/withdraw", changes_state=True)
    def withdraw(
        self,
        uid: NamedDependency[int],
        disputes: NamedDependency[Disputes],
        dispute_views: NamedDependency[DisputeViews],
        data: JSONBody[DisputeIdRequest],
    ) -> Envelope[Empty]:
        """The buyer ends the case before any refund; the order's clocks run again."""
        dispute_views.shown(disputes.withdraw(uid, data.dispute_id))
        return done()


class ConsoleDisputeController(Controller):
    path = "/console/dispute"

    @api_post("/list", guards=[requires_any_role("seller", "reviewer")])
    def dispute_list(
        self,
        user: NamedDependency[Session],
        dispute_views: NamedDependency[DisputeViews],
        data: JSONBody[DisputeListRequest],
    ) -> Envelope[DisputePage]:
        """The seller's shop's cases (`role: seller`; 111 without a shop) or every shop's
        (`role: arbiter`, reviewers only, 111 otherwise), the latest moved first."""
        found = dispute_views.page(user, data.role, data.status, data.page, data.page_size)
        return ok(DisputePage.of(found, dispute_row_view))

    @api_post("/respond", changes_state=True, guards=[requires_role("seller")])
    def respond(
        self,
        uid: NamedDependency[int],
        disputes: NamedDependency[Disputes],
        dispute_views: NamedDependency[DisputeViews],
        data: JSONBody[DisputeRespondRequest],
    ) -> Envelope[Empty]:
        """The seller's answer to an open case: `accept` (the asked amount refunded at once),
        `offer` (`amount` below the asked one), `return` (`return_address`: the goods back
        first) or `refuse` (`text` required). Another shop's case 103, wrong state 108."""
        dispute_views.shown(_respond(disputes, uid, data))
        return done()

    @api_post("/return_received", changes_state=True, guards=[requires_role("seller")])
    def return_received(
        self,
        uid: NamedDependency[int],
        disputes: NamedDependency[Disputes],
        dispute_views: NamedDependency[DisputeViews],
        data: JSONBody[DisputeIdRequest],
    ) -> Envelope[Empty]:
        """The returned goods arrived: the asked amount is refunded (`return_shipped` only)."""
        dispute_views.shown(disputes.return_received(uid, data.dispute_id))
        return done()

    @api_post("/decide", changes_state=True, guards=[requires_role("reviewer")])
    def decide(
        self,
        uid: NamedDependency[int],
        disputes: NamedDependency[Disputes],
        dispute_views: NamedDependency[DisputeViews],
        data: JSONBody[DisputeDecideRequest],
    ) -> Envelope[Decision]:
        """An arbiter's refund (0..`max_amount`) with a remark on an escalated case; from
        `REVIEW_SECOND_APPROVAL_FROM` (on the asked amount) two arbiters must agree on the
        same amount, and the first answers `approvals: 1`. 111 on a case about one's own
        order or shop."""
        outcome = disputes.decide(uid, data.dispute_id, data.refund_amount, data.remark)
        dispute_views.shown(outcome.notification_id)
        return ok(Decision(outcome.approvals, outcome.approvals_needed))


def _respond(disputes: Disputes, uid: int, data: DisputeRespondRequest) -> int:
    if data.action == "accept":
        return disputes.accept(uid, data.dispute_id)
    if data.action == "offer":
        return disputes.offer(uid, data.dispute_id, data.amount or 0, data.text)
    if data.action == "return":
        return disputes.request_return(uid, data.dispute_id, data.return_address or "", data.text)
    return disputes.refuse(uid, data.dispute_id, data.text)
