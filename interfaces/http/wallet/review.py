"""`console/recharge/*` and `console/withdraw/*`: the reviewers' queues and decisions."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.wallet.review import WalletReview
from domain.review import ReviewStatus
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.guards import requires_role
from interfaces.http.wallet.review_schemas import (
    RechargeApproveRequest,
    RechargeDetailView,
    RechargeIdRequest,
    RechargeRejectRequest,
    ReviewedRechargePage,
    ReviewedWithdrawPage,
    WalletReviewListRequest,
    WithdrawApproveRequest,
    WithdrawDetailView,
    WithdrawIdRequest,
    WithdrawRejectRequest,
    recharge_detail_view,
    reviewed_recharge,
    reviewed_withdraw,
    withdraw_detail_view,
)


class RechargeReviewController(Controller):
    path = "/console/recharge"
    guards = [requires_role("reviewer")]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/list")
    def recharge_list(
        self,
        wallet_review: NamedDependency[WalletReview],
        data: JSONBody[WalletReviewListRequest],
    ) -> Envelope[ReviewedRechargePage]:
        """Recharge applications by status: the queue (`wait`, the default) oldest first,
        decided ones newest decision first; `duplicate_count` counts look-alikes. `keywords`
        matches any part of the e-mail, or exactly the uid, the recharge id or the transaction
        id; `min_amount`/`max_amount` (cents) and `min_age_hours` narrow the list."""
        found = wallet_review.recharges(
            data.status or ReviewStatus.WAIT, data.page, data.page_size, data.queue_filter()
        )
        sla_hours = wallet_review.sla.hours
        return ok(ReviewedRechargePage.of(found, reviewed_recharge, sla_hours=sla_hours))

    @api_post("/detail")
    def recharge_detail(
        self,
        wallet_review: NamedDependency[WalletReview],
        data: JSONBody[RechargeIdRequest],
    ) -> Envelope[RechargeDetailView]:
        """One application, the user's other ones (newest first, at most 50) and every other
        application with the same transaction id or the same proof picture; 103 if unknown."""
        dossier = wallet_review.recharge_detail(data.recharge_id)
        return ok(recharge_detail_view(dossier))

    @api_post("/approve", changes_state=True)
    def recharge_approve(
        self,
        uid: NamedDependency[int],
        wallet_review: NamedDependency[WalletReview],
        data: JSONBody[RechargeApproveRequest],
    ) -> Envelope[Empty]:
        """Credits the amount (108 when no longer pending, 103 if unknown). At or above
        `REVIEW_SECOND_APPROVAL_FROM` the first approval is only recorded (the application
        waits, `approvals` 1 of 2) and another reviewer's decides; the same reviewer again
        answers 108. Deciding one's own application answers 111. Where the chain check found a
        mismatch, approving needs `confirm_mismatch` true and a remark (102 naming the one
        missing)."""
        wallet_review.approve_recharge(
            uid, data.recharge_id, data.remark, confirm_mismatch=data.confirm_mismatch
        )
        return done()

    @api_post("/reject", changes_state=True)
    def recharge_reject(
        self,
        uid: NamedDependency[int],
        wallet_review: NamedDependency[WalletReview],
        data: JSONBody[RechargeRejectRequest],
    ) -> Envelope[Empty]:
        """Closes the application without crediting; `remark` (1-500) tells the user why
        (111 on one's own application)."""
        wallet_review.reject_recharge(uid, data.recharge_id, data.remark)
        return done()


class WithdrawReviewController(Controller):
    path = "/console/withdraw"
    guards = [requires_role("reviewer")]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/list")
    def withdraw_list(
        self,
        wallet_review: NamedDependency[WalletReview],
        data: JSONBody[WalletReviewListRequest],
    ) -> Envelope[ReviewedWithdrawPage]:
        """Withdrawal applications by status: the queue (`wait`, the default) oldest first,
        decided ones newest decision first. `keywords` matches any part of the e-mail, or
        exactly the uid or the withdrawal id; `min_amount`/`max_amount` (cents) and
        `min_age_hours` narrow the list."""
        found = wallet_review.withdrawals(
            data.status or ReviewStatus.WAIT, data.page, data.page_size, data.queue_filter()
        )
        sla_hours = wallet_review.sla.hours
        return ok(ReviewedWithdrawPage.of(found, reviewed_withdraw, sla_hours=sla_hours))

    @api_post("/detail")
    def withdraw_detail(
        self,
        wallet_review: NamedDependency[WalletReview],
        data: JSONBody[WithdrawIdRequest],
    ) -> Envelope[WithdrawDetailView]:
        """One withdrawal with the user's balance, their wallet history (newest first, at most
        50) and their other withdrawals (newest first, at most 50); 103 if unknown."""
        return ok(withdraw_detail_view(wallet_review.withdrawal_detail(data.withdraw_id)))

    @api_post("/approve", changes_state=True)
    def withdraw_approve(
        self,
        uid: NamedDependency[int],
        wallet_review: NamedDependency[WalletReview],
        data: JSONBody[WithdrawApproveRequest],
    ) -> Envelope[Empty]:
        """Pays the frozen amount out (108 when no longer pending, 103 if unknown). At or above
        `REVIEW_SECOND_APPROVAL_FROM` the first approval is only recorded (the application
        waits, `approvals` 1 of 2) and another reviewer's decides; the same reviewer again
        answers 108. Deciding one's own application answers 111."""
        wallet_review.approve_withdrawal(uid, data.withdraw_id, data.remark)
        return done()

    @api_post("/reject", changes_state=True)
    def withdraw_reject(
        self,
        uid: NamedDependency[int],
        wallet_review: NamedDependency[WalletReview],
        data: JSONBody[WithdrawRejectRequest],
    ) -> Envelope[Empty]:
        """Returns the frozen amount to the available balance; `remark` (1-500) says why
        (111 on one's own application)."""
        wallet_review.reject_withdrawal(uid, data.withdraw_id, data.remark)
        return done()
