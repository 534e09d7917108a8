"""Request and response Structs of the shopper's wallet calls (`mine/wealth/*`), and the field
types and helpers the reviewer and auditor schemas share."""

from __future__ import annotations

import builtins
from datetime import datetime
from typing import Annotated, Literal

import msgspec

from application.timeutil import unix_seconds
from application.wallet.order_remarks import orders_named
from application.wallet.shopper import (
    HistoryEntry,
    RechargeRecord,
    WalletSummary,
    WithdrawalRecord,
)
from domain.chain_checks import RecordedCheck
from interfaces.http.schemas import MAX_ID, ApiRequest, Page

# Generous caps keep absurd bodies out; the exact limits are the application's (102 + field).
Text = Annotated[str, msgspec.Meta(max_length=1024)]
ApplicationId = Annotated[str, msgspec.Meta(max_length=64)]
Amount = Annotated[int, msgspec.Meta(ge=-MAX_ID, le=MAX_ID)]
ChainName = Literal["ethereum", "tron"]
_CHAIN_NAMES: dict[str | None, ChainName] = {"ethereum": "ethereum", "tron": "tron"}


def optional_unix_seconds(moment: datetime | None) -> int | None:
    return None if moment is None else unix_seconds(moment)


def upload_url(path: str) -> str:
    return f"/uploads/{path}" if path else ""


# -- shopper requests -------------------------------------------------------------------------


class RechargeApplyRequest(ApiRequest, kw_only=True):
    method: Text
    amount: Amount
    transaction_id: Text
    proof_image: Text = ""
    """The `path` of the transfer's picture this user uploaded: a bank transfer needs one
    (102 `proof_image`); a chain transfer proves itself, so it may be left out."""
    reference: Text | None = None
    """Off-chain methods: the payment reference from `recharge/reference` that the transfer
    quotes (102 `reference` when it was not issued to the caller or a recharge quoted it
    already, or on a chain method); absent, the caller's open reference is used."""


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


class RechargeReferenceView(msgspec.Struct):
    reference: str
    """What the shopper writes on the transfer: `RC-` and two groups of five characters."""


class WithdrawApplied(msgspec.Struct):
    withdraw_id: str


class ChainCheckView(msgspec.Struct):
    """What the chain said last of a recharge's transaction."""

    state: Literal["verified", "mismatch", "not_found", "confirming", "unchecked"]
    """`unchecked`: nothing recorded (off-chain, no chain endpoint configured, or not read
    yet); `confirming`: found, with fewer confirmations than the method needs."""
    reasons: builtins.list[str]
    """A mismatch's: `reverted`, `no_transfer`, `wrong_token`, `wrong_recipient`,
    `wrong_amount`."""
    confirmations: int


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
    chain: ChainName | None
    """The method's chain when the recharge was filed; null off-chain."""
    chain_check: ChainCheckView
    reference: str | None = None
    """The payment reference an off-chain transfer quotes (null on a chain, and before)."""
    order_ids: builtins.list[str] = msgspec.field(default_factory=list)
    """The orders it was filed to pay (`order/pay_chain`); empty for a top-up."""
    order_sns: builtins.list[str] = msgspec.field(default_factory=list)


class RechargePage(Page[RechargeItem]):
    pass


class WithdrawItem(msgspec.Struct):
    withdraw_id: str
    method: str
    amount: int
    address: str
    status: str
    remark: str
    add_time: int
    review_time: int | None


class WithdrawPage(Page[WithdrawItem]):
    pass


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
    order_sns: builtins.list[str]
    """The order numbers the entry is for (a payment, a refund, a settlement), or none."""


class HistoryPage(Page[HistoryItem]):
    pass


def wealth_info_view(info: WalletSummary) -> WealthInfoView:
    return msgspec.convert(info, WealthInfoView, from_attributes=True)


def recharge_item(record: RechargeRecord) -> RechargeItem:
    return RechargeItem(
        recharge_id=record.recharge_id,
        method=record.method,
        amount=record.amount,
        transaction_id=record.transaction_id,
        proof_image_url=upload_url(record.proof_image),
        address=record.address,
        status=record.status,
        remark=record.remark,
        add_time=unix_seconds(record.requested_at),
        review_time=optional_unix_seconds(record.reviewed_at),
        chain=chain_of(record),
        chain_check=chain_check_view(record.chain_check),
        reference=record.reference,
        order_ids=list(record.order_ids),
        order_sns=list(record.order_sns),
    )


def chain_of(record: RechargeRecord) -> ChainName | None:
    return _CHAIN_NAMES.get(record.chain)


def chain_check_view(check: RecordedCheck) -> ChainCheckView:
    return msgspec.convert(check, ChainCheckView, from_attributes=True)


def withdraw_item(record: WithdrawalRecord) -> WithdrawItem:
    return WithdrawItem(
        withdraw_id=record.withdrawal_id,
        method=record.method,
        amount=record.amount,
        address=record.address,
        status=record.status,
        remark=record.remark,
        add_time=unix_seconds(record.requested_at),
        review_time=optional_unix_seconds(record.reviewed_at),
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
        add_time=unix_seconds(entry.at),
        order_sns=orders_named(entry.remark),
    )
