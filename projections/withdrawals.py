"""Read model: withdrawal applications, for the shopper's list and the reviewers' queue."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import (
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
)

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

withdrawals = Table(
    "withdrawals",
    read_metadata,
    Column("withdrawal_id", String(64), primary_key=True),
    Column("uid", BigInteger, nullable=False),
    # Orders one user's applications even when two share a timestamp.
    Column("wallet_version", Integer, nullable=False),
    Column("method", Text, nullable=False),
    Column("amount", BigInteger, nullable=False),
    Column("address", Text, nullable=False),
    Column("status", String(8), nullable=False),
    Column("remark", Text, nullable=False),
    Column("requested_at", DateTime(timezone=True), nullable=False),
    Column("reviewed_at", DateTime(timezone=True), nullable=True),
    Column("reviewer_uid", BigInteger, nullable=True),
    *approval_columns(),
    Index("ix_withdrawals_uid_requested", "uid", "requested_at", "wallet_version"),
    Index("ix_withdrawals_status_requested", "status", "requested_at"),
    Index("ix_withdrawals_status_reviewed", "status", "reviewed_at"),
)
withdrawal_wallets = wallet_owners_table("withdrawal_wallets")
withdrawal_applications = ApplicationTable(withdrawals, withdrawals.c.withdrawal_id)


@dataclass(frozen=True)
class WithdrawalRecord:
    withdrawal_id: str
    uid: int
    method: str
    amount: int
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
    email: str = ""
    """The applicant's e-mail (reviewer views only, filled in by the application)."""
    approvals_needed: int = 1
    overdue: bool = False
    """Waiting longer than the reviewers' SLA (reviewer views only, like `approvals_needed`,
    filled in by the application)."""
    to_deposit_address: bool = False
    """Pays to an address that was ever a deposit address of the platform's (reviewer views
    only, filled in by the application)."""


# -- event handlers ------------------------------------------------------------------------


def _requested(connection: Connection, event: Any) -> None:
    uid = owner_of(connection, withdrawal_wallets, event)
    connection.execute(insert(withdrawals).values(_requested_row(event, uid)))


def _fold_requested(fold: Fold, connection: Connection, event: Any) -> None:
    """The rebuild's batched `_requested`."""
    fold[withdrawals].add(
        _requested_row(event, folded_owner_of(fold, connection, withdrawal_wallets, event))
    )


def _requested_row(event: Any, uid: int) -> dict[str, Any]:
    """The row an application starts as, written by the handler and by the rebuild's fold."""
    return {
        "withdrawal_id": event.withdrawal_id,
        "uid": uid,
        "wallet_version": event.originator_version,
        "method": event.method,
        "amount": event.amount,
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
    }


projection = Projection(
    name="withdrawals",
    tables=(withdrawal_wallets, withdrawals),
    handlers={
        Wallet.Opened: remember_owner(withdrawal_wallets),
        Wallet.WithdrawalRequested: _requested,
        Wallet.WithdrawalApprovalRecorded: withdrawal_applications.approval_recorded,
        Wallet.WithdrawalApproved: withdrawal_applications.decided(SUCCESS),
        Wallet.WithdrawalRejected: withdrawal_applications.decided(ERROR),
    },
    folds={
        Wallet.Opened: fold_owner(withdrawal_wallets),
        Wallet.WithdrawalRequested: _fold_requested,
        Wallet.WithdrawalApprovalRecorded: withdrawal_applications.fold_approval_recorded,
        Wallet.WithdrawalApproved: withdrawal_applications.fold_decided(SUCCESS),
        Wallet.WithdrawalRejected: withdrawal_applications.fold_decided(ERROR),
    },
)


# -- queries ---------------------------------------------------------------------------------


def withdrawal_record(row: Any) -> WithdrawalRecord:
    return WithdrawalRecord(**row._mapping)


def withdrawals_of(
    connection: Connection, uid: int, page: int, page_size: int
) -> Paged[WithdrawalRecord]:
    """One user's applications, newest first."""
    rows, total = withdrawal_applications.owners_page(connection, uid, page, page_size)
    return Paged([withdrawal_record(row) for row in rows], total, page, page_size)


def owner_of_withdrawal(connection: Connection, withdrawal_id: str) -> int | None:
    return withdrawal_applications.owner_of(connection, withdrawal_id)
