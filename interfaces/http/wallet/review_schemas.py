"""Request and response Structs of the reviewers' recharge and withdrawal queues
(`console/recharge/*`, `console/withdraw/*`)."""

from __future__ import annotations

import builtins
from typing import Annotated

import msgspec

from application.review_queue import QueueFilter
from application.timeutil import unix_seconds
from application.wallet.review import (
    Duplicate,
    RechargeDossier,
    RechargeRecord,
    WithdrawalDossier,
    WithdrawalRecord,
)
from interfaces.http.schemas import MAX_ID, ApiRequest, ReviewListRequest, ReviewPage
from interfaces.http.wallet.schemas import (
    ApplicationId,
    ChainCheckView,
    ChainName,
    HistoryItem,
    Text,
    chain_check_view,
    chain_of,
    history_item,
    optional_unix_seconds,
    upload_url,
)

Cents = Annotated[int, msgspec.Meta(ge=0, le=MAX_ID)]


class WalletReviewListRequest(ReviewListRequest, kw_only=True):
    """The keywords also match the recharge's transaction id (exactly)."""

    min_amount: Cents | None = None
    max_amount: Cents | None = None
    """Cents, inclusive; below `min_amount` answers 102 `max_amount`."""

    def queue_filter(self) -> QueueFilter:
        return QueueFilter(
            keywords=self.keywords or "",
            min_amount=self.min_amount,
            max_amount=self.max_amount,
            min_age_hours=self.min_age_hours,
        )


class RechargeIdRequest(ApiRequest, kw_only=True):
    recharge_id: ApplicationId


class RechargeApproveRequest(ApiRequest, kw_only=True):
    recharge_id: ApplicationId
    remark: Text | None = None
    confirm_mismatch: bool = False
    """Needed (with a remark) to approve a recharge whose chain check found a mismatch."""


class RechargeRejectRequest(ApiRequest, kw_only=True):
    recharge_id: ApplicationId
    remark: Text


class WithdrawIdRequest(ApiRequest, kw_only=True):
    withdraw_id: ApplicationId


class WithdrawApproveRequest(ApiRequest, kw_only=True):
    withdraw_id: ApplicationId
    remark: Text | None = None


class WithdrawRejectRequest(ApiRequest, kw_only=True):
    withdraw_id: ApplicationId
    remark: Text


class FirstApproval(msgspec.Struct, kw_only=True):
    reviewer_uid: int
    reviewer: str
    """`system` or the reviewer's e-mail."""
    time: int | None
    """Unix seconds; null for an approval recorded before its time was kept."""


def first_approval_view(record: RechargeRecord | WithdrawalRecord) -> FirstApproval | None:
    if record.first_approver_uid is None:
        return None
    return FirstApproval(
        reviewer_uid=record.first_approver_uid,
        reviewer=record.first_approver or "",
        time=optional_unix_seconds(record.first_approved_at),
    )


class ReviewedRecharge(msgspec.Struct, kw_only=True):
    recharge_id: str
    uid: int
    email: str
    method: str
    amount: int
    transaction_id: str
    proof_image_url: str
    address: str
    status: str
    remark: str
    add_time: int
    review_time: int | None
    reviewer_uid: int | None
    reviewer: str | None
    """Who decided: `system` (an automatic approval of a verified transfer, `reviewer_uid`
    0) or the reviewer's e-mail; null while waiting."""
    duplicate_count: int
    approvals: int
    approvals_needed: int
    """1, or 2 at or above `REVIEW_SECOND_APPROVAL_FROM`."""
    approver_uids: builtins.list[int]
    first_approval: FirstApproval | None
    """Who approved first and when (null before any approval), which a "1 of 2" item shows."""
    overdue: bool
    """Waiting longer than `REVIEW_SLA_HOURS`."""
    chain: ChainName | None
    chain_check: ChainCheckView
    reference: str | None = None
    """The payment reference the shopper quoted on an off-chain transfer."""
    order_ids: builtins.list[str] = msgspec.field(default_factory=list)
    """The orders it was filed to pay (`order/pay_chain`): its approval pays them."""
    order_sns: builtins.list[str] = msgspec.field(default_factory=list)


class DuplicateRecharge(ReviewedRecharge, kw_only=True):
    reasons: builtins.list[str]
    """`transaction_id` and/or `proof_image` (the same picture, by content hash)."""


class ReviewedRechargePage(ReviewPage[ReviewedRecharge]):
    pass


class RechargeDetailView(msgspec.Struct):
    recharge: ReviewedRecharge
    history: builtins.list[ReviewedRecharge]
    duplicates: builtins.list[DuplicateRecharge]


class ReviewedWithdraw(msgspec.Struct, kw_only=True):
    withdraw_id: str
    uid: int
    email: str
    method: str
    amount: int
    address: str
    status: str
    remark: str
    add_time: int
    review_time: int | None
    reviewer_uid: int | None
    approvals: int
    approvals_needed: int
    """1, or 2 at or above `REVIEW_SECOND_APPROVAL_FROM`."""
    approver_uids: builtins.list[int]
    first_approval: FirstApproval | None
    """Who approved first and when (null before any approval), which a "1 of 2" item shows."""
    overdue: bool
    """Waiting longer than `REVIEW_SLA_HOURS`."""
    to_deposit_address: bool
    """The address was, now or before, a deposit address of the platform's: a withdrawal
    filed before such addresses were refused, which would pay the platform itself."""


class ReviewedWithdrawPage(ReviewPage[ReviewedWithdraw]):
    pass


class WalletBalance(msgspec.Struct):
    available: int
    frozen: int


class WithdrawDetailView(msgspec.Struct):
    withdraw: ReviewedWithdraw
    balance: WalletBalance
    history: builtins.list[HistoryItem]
    """The user's wallet entries, newest first (at most 50), as `mine/wealth/history`."""
    withdrawals: builtins.list[ReviewedWithdraw]
    """The user's other withdrawals, newest first (at most 50)."""


def reviewed_recharge(record: RechargeRecord) -> ReviewedRecharge:
    return ReviewedRecharge(
        recharge_id=record.recharge_id,
        uid=record.uid,
        email=record.email,
        method=record.method,
        amount=record.amount,
        transaction_id=record.transaction_id,
        proof_image_url=upload_url(record.proof_image),
        address=record.address,
        status=record.status,
        remark=record.remark,
        add_time=unix_seconds(record.requested_at),
        review_time=optional_unix_seconds(record.reviewed_at),
        reviewer_uid=record.reviewer_uid,
        reviewer=record.reviewer,
        duplicate_count=record.duplicate_count,
        approvals=record.approvals,
        approvals_needed=record.approvals_needed,
        approver_uids=list(record.approver_uids),
        first_approval=first_approval_view(record),
        overdue=record.overdue,
        chain=chain_of(record),
        chain_check=chain_check_view(record.chain_check),
        reference=record.reference,
        order_ids=list(record.order_ids),
        order_sns=list(record.order_sns),
    )


def duplicate_recharge(duplicate: Duplicate) -> DuplicateRecharge:
    item = reviewed_recharge(duplicate.recharge)
    return DuplicateRecharge(**msgspec.structs.asdict(item), reasons=list(duplicate.reasons))


def recharge_detail_view(dossier: RechargeDossier) -> RechargeDetailView:
    return RechargeDetailView(
        recharge=reviewed_recharge(dossier.recharge),
        history=[reviewed_recharge(record) for record in dossier.history],
        duplicates=[duplicate_recharge(duplicate) for duplicate in dossier.duplicates],
    )


def reviewed_withdraw(record: WithdrawalRecord) -> ReviewedWithdraw:
    return ReviewedWithdraw(
        withdraw_id=record.withdrawal_id,
        uid=record.uid,
        email=record.email,
        method=record.method,
        amount=record.amount,
        address=record.address,
        status=record.status,
        remark=record.remark,
        add_time=unix_seconds(record.requested_at),
        review_time=optional_unix_seconds(record.reviewed_at),
        reviewer_uid=record.reviewer_uid,
        approvals=record.approvals,
        approvals_needed=record.approvals_needed,
        approver_uids=list(record.approver_uids),
        first_approval=first_approval_view(record),
        overdue=record.overdue,
        to_deposit_address=record.to_deposit_address,
    )


def withdraw_detail_view(dossier: WithdrawalDossier) -> WithdrawDetailView:
    return WithdrawDetailView(
        withdraw=reviewed_withdraw(dossier.withdrawal),
        balance=WalletBalance(available=dossier.available, frozen=dossier.frozen),
        history=[history_item(entry) for entry in dossier.history],
        withdrawals=[reviewed_withdraw(record) for record in dossier.withdrawals],
    )
