"""Read model: recharge applications, for the shopper's list and the reviewers' queue.

The reviewers' views add what the application knows beside these rows: the applicant's e-mail
and the look-alikes, found by the proof picture's content hash in its `uploads` (the same
picture uploaded again under another path). See `application.wallet.review_queries`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Column,
    Connection,
    DateTime,
    Index,
    Integer,
    String,
    Table,
    Text,
    insert,
    update,
)

from domain.chain_checks import UNCHECKED, RecordedCheck
from domain.wallet import Wallet
from projections.folding import Fold
from projections.metadata import read_metadata
from projections.paging import Paged
from projections.projection import Projection
from projections.wallet_applications import (
    ERROR,
    SUCCESS,
    WAIT,
    ApplicationTable,
    approval_columns,
)
from projections.wallet_owners import (
    fold_owner,
    folded_owner_of,
    owner_of,
    remember_owner,
    wallet_owners_table,
)

recharges = Table(
    "recharges",
    read_metadata,
    Column("recharge_id", String(64), primary_key=True),
    Column("uid", BigInteger, nullable=False),
    # Orders one user's applications even when two share a timestamp.
    Column("wallet_version", Integer, nullable=False),
    Column("method", Text, nullable=False),
    Column("amount", BigInteger, nullable=False),
    Column("transaction_id", Text, nullable=False),
    Column("proof_image", Text, nullable=False),
    Column("address", Text, nullable=False),
    Column("status", String(8), nullable=False),
    Column("remark", Text, nullable=False),
    Column("requested_at", DateTime(timezone=True), nullable=False),
    Column("reviewed_at", DateTime(timezone=True), nullable=True),
    Column("reviewer_uid", BigInteger, nullable=True),
    *approval_columns(),
    Column("chain", String(16), nullable=True),  # null: off-chain
    # The last chain check recorded (null: none).
    Column("chain_check_state", String(16), nullable=True),
    Column("chain_check_reasons", JSON, nullable=True),
    Column("chain_check_confirmations", Integer, nullable=True),
    # The payment reference an off-chain transfer quotes (null: none).
    Column("reference", String(16), nullable=True),
    # The orders it was filed to pay (`order/pay_chain`): empty lists for a top-up.
    Column("order_ids", JSON, nullable=False, server_default="[]"),
    Column("order_sns", JSON, nullable=False, server_default="[]"),
    Index("ix_recharges_uid_requested", "uid", "requested_at", "wallet_version"),
    Index("ix_recharges_status_requested", "status", "requested_at"),
    Index("ix_recharges_status_reviewed", "status", "reviewed_at"),
    Index("ix_recharges_transaction_id", "transaction_id"),
    Index("ix_recharges_reference", "reference"),
    # Look-alikes: the paths of the uploads with the same picture, then their recharges.
    Index("ix_recharges_proof_image", "proof_image"),
)
recharge_wallets = wallet_owners_table("recharge_wallets")
recharge_applications = ApplicationTable(recharges, recharges.c.recharge_id)
_CHECK_COLUMNS = ("chain_check_state", "chain_check_reasons", "chain_check_confirmations")
NOT_CHECKED = RecordedCheck(UNCHECKED, (), 0)


@dataclass(frozen=True)
class RechargeRecord:
    recharge_id: str
    uid: int
    method: str
    amount: int
    transaction_id: str
    proof_image: str
    address: str
    status: str
    remark: str
    requested_at: datetime
    reviewed_at: datetime | None
    reviewer_uid: int | None
    approvals: int
    approver_uids: list[int]
    """The reviewers who approved it so far, in order (two where two are needed)."""
    first_approver_uid: int | None = None
    first_approved_at: datetime | None = None
    """When the first approval was recorded (unknown for one recorded before it was kept)."""
    first_approver: str | None = None
    """The first approver's e-mail (reviewer views only, filled in by the application)."""
    chain: str | None = None
    """`ethereum` or `tron`; None off-chain."""
    chain_check: RecordedCheck = NOT_CHECKED
    """What the chain said last of the transaction (`unchecked` when nothing was recorded)."""
    reference: str | None = None
    """The payment reference the shopper quoted on an off-chain transfer."""
    order_ids: list[str] = field(default_factory=list)
    """The orders it was filed to pay (`order/pay_chain`); empty for a top-up."""
    order_sns: list[str] = field(default_factory=list)
    email: str = ""
    """The applicant's e-mail (reviewer views only, filled in by the application)."""
    reviewer: str | None = None
    """Who decided: `system`, or the reviewer's e-mail (reviewer views only, filled in by the
    application)."""
    approvals_needed: int = 1
    overdue: bool = False
    """Waiting longer than the reviewers' SLA (reviewer views only, like `approvals_needed`,
    filled in by the application)."""
    duplicate_count: int = 0
    """Other applications with the same transaction id or proof picture (reviewer views only,
    filled in by the application)."""


@dataclass(frozen=True)
class Duplicate:
    recharge: RechargeRecord
    reasons: list[str]
    """`transaction_id` and/or `proof_image`."""


# -- event handlers ------------------------------------------------------------------------


def _requested(connection: Connection, event: Any) -> None:
    uid = owner_of(connection, recharge_wallets, event)
    connection.execute(insert(recharges).values(_requested_row(event, uid)))


def _fold_requested(fold: Fold, connection: Connection, event: Any) -> None:
    """The rebuild's batched `_requested`."""
    fold[recharges].add(
        _requested_row(event, folded_owner_of(fold, connection, recharge_wallets, event))
    )


def _requested_row(event: Any, uid: int) -> dict[str, Any]:
    """The row an application starts as, written by the handler and by the rebuild's fold."""
    return {
        "recharge_id": event.recharge_id,
        "uid": uid,
        "wallet_version": event.originator_version,
        "method": event.method,
        "amount": event.amount,
        "transaction_id": event.transaction_id,
        "proof_image": event.proof_image,
        "address": event.address,
        "status": WAIT,
        "remark": "",
        "requested_at": event.at,
        "reviewed_at": None,
        "reviewer_uid": None,
        "approvals": 0,
        "approver_uids": [],
        "first_approver_uid": None,
        "first_approved_at": None,
        "chain": event.chain,
        "chain_check_state": None,
        "chain_check_reasons": None,
        "chain_check_confirmations": None,
        "reference": event.reference,
        "order_ids": list(event.order_ids),
        "order_sns": list(event.order_sns),
    }


def _chain_checked(connection: Connection, event: Any) -> None:
    connection.execute(
        update(recharges)
        .where(recharges.c.recharge_id == event.recharge_id)
        .values(
            chain_check_state=event.state,
            chain_check_reasons=list(event.reasons),
            chain_check_confirmations=event.confirmations,
        )
    )


projection = Projection(
    name="recharges",
    tables=(recharge_wallets, recharges),
    handlers={
        Wallet.Opened: remember_owner(recharge_wallets),
        Wallet.RechargeRequested: _requested,
        Wallet.RechargeChainChecked: _chain_checked,
        Wallet.RechargeApprovalRecorded: recharge_applications.approval_recorded,
        Wallet.RechargeApproved: recharge_applications.decided(SUCCESS),
        Wallet.RechargeRejected: recharge_applications.decided(ERROR),
    },
    folds={
        Wallet.Opened: fold_owner(recharge_wallets),
        Wallet.RechargeRequested: _fold_requested,
        Wallet.RechargeApprovalRecorded: recharge_applications.fold_approval_recorded,
        Wallet.RechargeApproved: recharge_applications.fold_decided(SUCCESS),
        Wallet.RechargeRejected: recharge_applications.fold_decided(ERROR),
    },
)


# -- queries ---------------------------------------------------------------------------------


def recharge_record(row: Any) -> RechargeRecord:
    fields = dict(row._mapping)
    state, reasons, confirmations = (fields.pop(name) for name in _CHECK_COLUMNS)
    checked = NOT_CHECKED if state is None else RecordedCheck(state, tuple(reasons), confirmations)
    fields["order_ids"] = list(fields.get("order_ids") or [])
    fields["order_sns"] = list(fields.get("order_sns") or [])
    return RechargeRecord(**fields, chain_check=checked)


def recharges_of(
    connection: Connection, uid: int, page: int, page_size: int
) -> Paged[RechargeRecord]:
    """One user's applications, newest first."""
    rows, total = recharge_applications.owners_page(connection, uid, page, page_size)
    return Paged([recharge_record(row) for row in rows], total, page, page_size)


def owner_of_recharge(connection: Connection, recharge_id: str) -> int | None:
    return recharge_applications.owner_of(connection, recharge_id)
