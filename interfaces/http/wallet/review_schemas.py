"""Request and response Structs of the reviewers' recharge and withdrawal queues
(`console/recharge/*`, `console/withdraw/*`)."""

from __future__ import annotations

import builtins

import msgspec

from application.timeutil import unix_seconds
from application.wallet.records import Duplicate, RechargeRecord, WithdrawalRecord
from application.wallet.review import RechargeDossier
from interfaces.http.schemas import ApiRequest
from interfaces.http.wallet.schemas import ApplicationId, Text, optional_unix_seconds, upload_url


class RechargeIdRequest(ApiRequest, kw_only=True):
    recharge_id: ApplicationId


class RechargeApproveRequest(ApiRequest, kw_only=True):
    recharge_id: ApplicationId
    remark: Text | None = None


class RechargeRejectRequest(ApiRequest, kw_only=True):
    recharge_id: ApplicationId
    remark: Text


class WithdrawApproveRequest(ApiRequest, kw_only=True):
    withdraw_id: ApplicationId
    remark: Text | None = None


class WithdrawRejectRequest(ApiRequest, kw_only=True):
    withdraw_id: ApplicationId
    remark: Text


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
    duplicate_count: int


class DuplicateRecharge(ReviewedRecharge, kw_only=True):
    reasons: builtins.list[str]
    """`transaction_id` and/or `proof_image` (the same picture, by content hash)."""


class ReviewedRechargePage(msgspec.Struct):
    list: builtins.list[ReviewedRecharge]
    total: int
    page: int
    page_size: int


class RechargeDetailView(msgspec.Struct):
    recharge: ReviewedRecharge
    history: builtins.list[ReviewedRecharge]
    duplicates: builtins.list[DuplicateRecharge]


class ReviewedWithdraw(msgspec.Struct):
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


class ReviewedWithdrawPage(msgspec.Struct):
    list: builtins.list[ReviewedWithdraw]
    total: int
    page: int
    page_size: int


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
        duplicate_count=record.duplicate_count,
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
    )
