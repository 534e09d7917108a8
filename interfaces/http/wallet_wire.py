"""Request and response Structs of the wallet and back-office calls (wallet contract)."""

from __future__ import annotations

import builtins
from datetime import datetime
from typing import Annotated

import msgspec

from application.timeutil import unix_seconds
from application.wallet.audit import AuditedEvent, Balance, Discrepancy, WalletTrail
from application.wallet.review import RechargeDossier
from application.wallet.shopper import WalletSummary
from interfaces.http.wire import MAX_ID, ApiRequest, Id, Page, PageSize
from projections.recharges import Duplicate, RechargeRecord
from projections.wallet_history import HistoryEntry
from projections.withdrawals import WithdrawalRecord

# Generous caps keep absurd bodies out; the exact limits are the application's (102 + field).
Text = Annotated[str, msgspec.Meta(max_length=1024)]
ApplicationId = Annotated[str, msgspec.Meta(max_length=64)]
Amount = Annotated[int, msgspec.Meta(ge=-MAX_ID, le=MAX_ID)]
UnixTime = Annotated[int, msgspec.Meta(ge=0, le=253_402_300_799)]
"""Up to the last second of year 9999, the largest moment a datetime holds."""


def _time(moment: datetime) -> int:
    return unix_seconds(moment)


def _optional_time(moment: datetime | None) -> int | None:
    return None if moment is None else unix_seconds(moment)


def _upload_url(path: str) -> str:
    return f"/uploads/{path}" if path else ""


# -- shopper requests -------------------------------------------------------------------------


class PageRequest(ApiRequest, kw_only=True):
    page: Page = 1
    page_size: PageSize = 20


class RechargeApplyRequest(ApiRequest, kw_only=True):
    method: Text
    amount: Amount
    transaction_id: Text
    proof_image: Text


class WithdrawApplyRequest(ApiRequest, kw_only=True):
    method: Text
    amount: Amount
    address: Text


# -- shopper answers --------------------------------------------------------------------------


class WealthInfoView(msgspec.Struct):
    amount: int
    frozen_amount: int
    recharge_min: int
    recharge_max: int
    recharge_step: int
    withdraw_min: int
    withdraw_max: int
    withdraw_step: int


class RechargeApplied(msgspec.Struct):
    recharge_id: str


class WithdrawApplied(msgspec.Struct):
    withdraw_id: str


class RechargeItem(msgspec.Struct):
    recharge_id: str
    method: str
    amount: int
    transaction_id: str
    proof_image_url: str
    address: str
    status: str
    remark: str
    add_time: int
    review_time: int | None


class RechargePage(msgspec.Struct):
    list: builtins.list[RechargeItem]
    total: int
    page: int
    page_size: int


class WithdrawItem(msgspec.Struct):
    withdraw_id: str
    method: str
    amount: int
    address: str
    status: str
    remark: str
    add_time: int
    review_time: int | None


class WithdrawPage(msgspec.Struct):
    list: builtins.list[WithdrawItem]
    total: int
    page: int
    page_size: int


class HistoryItem(msgspec.Struct):
    entry_id: int
    """The wallet event's version."""
    kind: str
    amount_change: int
    frozen_change: int
    amount: int
    """Available balance after the entry."""
    frozen_amount: int
    remark: str
    add_time: int


class HistoryPage(msgspec.Struct):
    list: builtins.list[HistoryItem]
    total: int
    page: int
    page_size: int


def wealth_info_view(info: WalletSummary) -> WealthInfoView:
    return msgspec.convert(info, WealthInfoView, from_attributes=True)


def recharge_item(record: RechargeRecord) -> RechargeItem:
    return RechargeItem(
        recharge_id=record.recharge_id,
        method=record.method,
        amount=record.amount,
        transaction_id=record.transaction_id,
        proof_image_url=_upload_url(record.proof_image),
        address=record.address,
        status=record.status,
        remark=record.remark,
        add_time=_time(record.requested_at),
        review_time=_optional_time(record.reviewed_at),
    )


def withdraw_item(record: WithdrawalRecord) -> WithdrawItem:
    return WithdrawItem(
        withdraw_id=record.withdrawal_id,
        method=record.method,
        amount=record.amount,
        address=record.address,
        status=record.status,
        remark=record.remark,
        add_time=_time(record.requested_at),
        review_time=_optional_time(record.reviewed_at),
    )


def history_item(entry: HistoryEntry) -> HistoryItem:
    return HistoryItem(
        entry_id=entry.version,
        kind=entry.kind,
        amount_change=entry.amount_change,
        frozen_change=entry.frozen_change,
        amount=entry.available,
        frozen_amount=entry.frozen,
        remark=entry.remark,
        add_time=_time(entry.at),
    )


# -- reviewer ---------------------------------------------------------------------------------


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
        proof_image_url=_upload_url(record.proof_image),
        address=record.address,
        status=record.status,
        remark=record.remark,
        add_time=_time(record.requested_at),
        review_time=_optional_time(record.reviewed_at),
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
        add_time=_time(record.requested_at),
        review_time=_optional_time(record.reviewed_at),
        reviewer_uid=record.reviewer_uid,
    )


# -- auditor ----------------------------------------------------------------------------------


class AuditWalletRequest(ApiRequest, kw_only=True):
    uid: Id | None = None
    email: Text | None = None
    at: UnixTime | None = None
    """Unix seconds; the balance is replayed up to and including this moment."""


class BalanceView(msgspec.Struct):
    amount: int
    frozen_amount: int


class AuditEventItem(msgspec.Struct):
    version: int
    kind: str
    amount_change: int
    frozen_change: int
    amount: int
    frozen_amount: int
    actor_uid: int | None
    remark: str
    time: int
    reference_id: str


class AuditWalletView(msgspec.Struct):
    uid: int
    email: str
    at: int | None
    events: builtins.list[AuditEventItem]
    balance_at: BalanceView
    current: BalanceView


class ReconcileItem(msgspec.Struct):
    uid: int
    email: str
    projected: BalanceView
    replayed: BalanceView


class ReconcileView(msgspec.Struct):
    checked: int
    list: builtins.list[ReconcileItem]


def balance_view(balance: Balance) -> BalanceView:
    return BalanceView(amount=balance.available, frozen_amount=balance.frozen)


def audit_event_item(event: AuditedEvent) -> AuditEventItem:
    return AuditEventItem(
        version=event.version,
        kind=event.kind,
        amount_change=event.amount_change,
        frozen_change=event.frozen_change,
        amount=event.available,
        frozen_amount=event.frozen,
        actor_uid=event.actor_uid,
        remark=event.remark,
        time=_time(event.at),
        reference_id=event.reference_id,
    )


def audit_wallet_view(trail: WalletTrail) -> AuditWalletView:
    return AuditWalletView(
        uid=trail.uid,
        email=trail.email,
        at=_optional_time(trail.at),
        events=[audit_event_item(event) for event in trail.events],
        balance_at=balance_view(trail.balance_at),
        current=balance_view(trail.current),
    )


def reconcile_item(discrepancy: Discrepancy) -> ReconcileItem:
    return ReconcileItem(
        uid=discrepancy.uid,
        email=discrepancy.email,
        projected=balance_view(discrepancy.projected),
        replayed=balance_view(discrepancy.replayed),
    )
