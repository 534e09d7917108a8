"""Read model: recharge applications, for the shopper's list and the reviewers' queue.

The proof image's content hash is copied from `uploads` when the request is projected, so
look-alike proofs (the same picture uploaded again under another path) are found through an
index. Uploads are never rewritten, so a rebuild copies the same hash again.
"""

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
    Select,
    String,
    Table,
    Text,
    func,
    insert,
    or_,
    select,
)

from application.accounts.tables import users
from application.site.tables import uploads
from domain.wallet import Wallet
from projections.metadata import read_metadata
from projections.paging import Paged
from projections.projection import Projection
from projections.wallet_applications import ERROR, SUCCESS, WAIT, ApplicationTable
from projections.wallet_owners import owner_of, remember_owner, wallet_owners_table

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
    Column("proof_sha256", String(64), nullable=True),
    Column("address", Text, nullable=False),
    Column("status", String(8), nullable=False),
    Column("remark", Text, nullable=False),
    Column("requested_at", DateTime(timezone=True), nullable=False),
    Column("reviewed_at", DateTime(timezone=True), nullable=True),
    Column("reviewer_uid", BigInteger, nullable=True),
    Index("ix_recharges_uid_requested", "uid", "requested_at", "wallet_version"),
    Index("ix_recharges_status_requested", "status", "requested_at"),
    Index("ix_recharges_status_reviewed", "status", "reviewed_at"),
    Index("ix_recharges_transaction_id", "transaction_id"),
    Index("ix_recharges_proof_sha256", "proof_sha256"),
)
recharge_wallets = wallet_owners_table("recharge_wallets")
_applications = ApplicationTable(recharges, recharges.c.recharge_id)


@dataclass(frozen=True)
class RechargeRecord:
    recharge_id: str
    uid: int
    method: str
    amount: int
    transaction_id: str
    proof_image: str
    proof_sha256: str | None
    address: str
    status: str
    remark: str
    requested_at: datetime
    reviewed_at: datetime | None
    reviewer_uid: int | None
    email: str = ""
    """The applicant's e-mail (reviewer views only)."""
    duplicate_count: int = 0
    """Other applications with the same transaction id or proof picture (reviewer views only)."""


@dataclass(frozen=True)
class Duplicate:
    recharge: RechargeRecord
    reasons: list[str]
    """`transaction_id` and/or `proof_image`."""


# -- event handlers ------------------------------------------------------------------------


def _requested(connection: Connection, event: Any) -> None:
    proof_sha256 = connection.execute(
        select(uploads.c.sha256).where(uploads.c.path == event.proof_image)
    ).scalar()
    connection.execute(
        insert(recharges).values(
            recharge_id=event.recharge_id,
            uid=owner_of(connection, recharge_wallets, event),
            wallet_version=event.originator_version,
            method=event.method,
            amount=event.amount,
            transaction_id=event.transaction_id,
            proof_image=event.proof_image,
            proof_sha256=proof_sha256,
            address=event.address,
            status=WAIT,
            remark="",
            requested_at=event.at,
            reviewed_at=None,
            reviewer_uid=None,
        )
    )


projection = Projection(
    name="recharges",
    tables=(recharge_wallets, recharges),
    handlers={
        Wallet.Opened: remember_owner(recharge_wallets),
        Wallet.RechargeRequested: _requested,
        Wallet.RechargeApproved: _applications.decided(SUCCESS),
        Wallet.RechargeRejected: _applications.decided(ERROR),
    },
)


# -- queries ---------------------------------------------------------------------------------


def _reviewer_view() -> Select[Any]:
    """Every column plus the applicant's e-mail and how many other applications look alike."""
    other = recharges.alias("other")
    duplicate_count = (
        select(func.count())
        .select_from(other)
        .where(
            other.c.recharge_id != recharges.c.recharge_id,
            or_(
                other.c.transaction_id == recharges.c.transaction_id,
                other.c.proof_sha256 == recharges.c.proof_sha256,
            ),
        )
        .scalar_subquery()
    )
    return select(
        *_applications.record_columns(),
        func.coalesce(users.c.email, "").label("email"),
        duplicate_count.label("duplicate_count"),
    ).select_from(recharges.outerjoin(users, users.c.uid == recharges.c.uid))


def _record(row: Any) -> RechargeRecord:
    return RechargeRecord(**row._mapping)


def recharges_of(
    connection: Connection, uid: int, page: int, page_size: int
) -> Paged[RechargeRecord]:
    """One user's applications, newest first."""
    rows, total = _applications.owners_page(connection, uid, page, page_size)
    return Paged([_record(row) for row in rows], total, page, page_size)


def review_list(
    connection: Connection, status: str, page: int, page_size: int
) -> Paged[RechargeRecord]:
    """The reviewers' list of one status, with e-mails and look-alike counts."""
    rows, total = _applications.queue_page(connection, _reviewer_view(), status, page, page_size)
    return Paged([_record(row) for row in rows], total, page, page_size)


def recharge_by_id(connection: Connection, recharge_id: str) -> RechargeRecord | None:
    row = connection.execute(_reviewer_view().where(recharges.c.recharge_id == recharge_id)).first()
    return _record(row) if row else None


def other_recharges_of(
    connection: Connection, uid: int, recharge_id: str, limit: int = 50
) -> list[RechargeRecord]:
    """The same user's other applications, newest first."""
    rows = connection.execute(
        _reviewer_view()
        .where(recharges.c.uid == uid, recharges.c.recharge_id != recharge_id)
        .order_by(*_applications.newest_first())
        .limit(limit)
    ).all()
    return [_record(row) for row in rows]


def duplicates_of(connection: Connection, record: RechargeRecord) -> list[Duplicate]:
    """Other applications (anyone's) with the same transaction id or the same proof picture.

    One indexed look-up per reason rather than an OR, which may not use either index."""
    reasons: dict[str, list[str]] = {}
    found: dict[str, RechargeRecord] = {}
    lookups = [("transaction_id", recharges.c.transaction_id == record.transaction_id)]
    if record.proof_sha256 is not None:
        lookups.append(("proof_image", recharges.c.proof_sha256 == record.proof_sha256))
    for reason, condition in lookups:
        rows = connection.execute(
            _reviewer_view().where(condition, recharges.c.recharge_id != record.recharge_id)
        ).all()
        for row in rows:
            duplicate = _record(row)
            found[duplicate.recharge_id] = duplicate
            reasons.setdefault(duplicate.recharge_id, []).append(reason)
    newest_first = sorted(
        found.values(), key=lambda r: (r.requested_at, r.recharge_id), reverse=True
    )
    return [Duplicate(r, reasons[r.recharge_id]) for r in newest_first]


def owner_of_recharge(connection: Connection, recharge_id: str) -> int | None:
    return _applications.owner_of(connection, recharge_id)
