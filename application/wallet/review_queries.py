"""The reviewers' views of recharge and withdrawal applications: the read models' rows with what
the application knows beside them, each applicant's e-mail and, for a recharge, its look-alikes
(the same transaction id, or the same picture by content hash in `uploads`, whatever its path).
Uploads are never rewritten, so a picture's hash is the one it had when the request was made."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Select, case, func, or_, select

from application.accounts.tables import users
from application.review_queue import QueueFilter
from application.site.tables import uploads
from application.wallet.recharge_references import canonical_reference
from domain.chain_checks import SYSTEM_REVIEWER_UID
from projections.paging import Paged
from projections.recharges import Duplicate, RechargeRecord, recharge_applications, recharges
from projections.recharges import recharge_record as _recharge
from projections.withdrawals import WithdrawalRecord, withdrawal_applications, withdrawals
from projections.withdrawals import withdrawal_record as _withdrawal


def _recharge_view() -> Select[Any]:
    """Every column plus the applicant's e-mail, who decided (`system` or the reviewer's
    e-mail) and how many other applications look alike."""
    other = recharges.alias("other")
    reviewer = users.alias("reviewer")
    proof = uploads.alias("proof")
    look_alike = uploads.alias("look_alike")
    same_picture = select(look_alike.c.path).where(look_alike.c.sha256 == proof.c.sha256)
    duplicate_count = (
        select(func.count())
        .select_from(other)
        .where(
            other.c.recharge_id != recharges.c.recharge_id,
            or_(
                other.c.transaction_id == recharges.c.transaction_id,
                # `proof` is the outer query's: correlated two levels down.
                other.c.proof_image.in_(same_picture.correlate(proof)),
            ),
        )
        .scalar_subquery()
    )
    first_approver = users.alias("first_approver")
    return select(
        *recharge_applications.record_columns(),
        func.coalesce(users.c.email, "").label("email"),
        case(
            (recharges.c.reviewer_uid == SYSTEM_REVIEWER_UID, "system"), else_=reviewer.c.email
        ).label("reviewer"),
        _first_approver_email(recharges.c.first_approver_uid, first_approver),
        duplicate_count.label("duplicate_count"),
    ).select_from(
        recharges.outerjoin(users, users.c.uid == recharges.c.uid)
        .outerjoin(reviewer, reviewer.c.uid == recharges.c.reviewer_uid)
        .outerjoin(first_approver, first_approver.c.uid == recharges.c.first_approver_uid)
        .outerjoin(proof, proof.c.path == recharges.c.proof_image)
    )


def _first_approver_email(first_approver_uid: Any, first_approver: Any) -> Any:
    """Who approved first: `system` or the reviewer's e-mail (null before any approval)."""
    return case(
        (first_approver_uid == SYSTEM_REVIEWER_UID, "system"), else_=first_approver.c.email
    ).label("first_approver")


def recharge_review_list(
    connection: Connection,
    status: str,
    page: int,
    page_size: int,
    queue_filter: QueueFilter,
    now: datetime,
) -> Paged[RechargeRecord]:
    """The reviewers' list of one status, narrowed by `queue_filter` (the keywords match the
    e-mail, the uid, the recharge id, the transaction id or the payment reference, however
    it is spelled), with e-mails and look-alike counts."""
    columns = recharges.c
    conditions = queue_filter.conditions(
        now,
        requested_at=columns.requested_at,
        email=users.c.email,
        uid=columns.uid,
        exact=(columns.recharge_id, columns.transaction_id),
        spelled=((columns.reference, canonical_reference),),
        amount=columns.amount,
    )
    rows, total = recharge_applications.queue_page(
        connection, _recharge_view(), status, page, page_size, *conditions
    )
    return Paged([_recharge(row) for row in rows], total, page, page_size)


def recharge_by_id(connection: Connection, recharge_id: str) -> RechargeRecord | None:
    row = connection.execute(_recharge_view().where(recharges.c.recharge_id == recharge_id)).first()
    return _recharge(row) if row else None


def other_recharges_of(
    connection: Connection, uid: int, recharge_id: str, limit: int = 50
) -> list[RechargeRecord]:
    """The same user's other applications, newest first."""
    rows = connection.execute(
        _recharge_view()
        .where(recharges.c.uid == uid, recharges.c.recharge_id != recharge_id)
        .order_by(*recharge_applications.newest_first())
        .limit(limit)
    ).all()
    return [_recharge(row) for row in rows]


def duplicates_of(connection: Connection, record: RechargeRecord) -> list[Duplicate]:
    """Other applications (anyone's) with the same transaction id or the same proof picture.

    One indexed look-up per reason rather than an OR, which may not use either index."""
    reasons: dict[str, list[str]] = {}
    found: dict[str, RechargeRecord] = {}
    lookups = [("transaction_id", recharges.c.transaction_id == record.transaction_id)]
    proof_sha256 = connection.execute(
        select(uploads.c.sha256).where(uploads.c.path == record.proof_image)
    ).scalar()
    if proof_sha256 is not None:
        same_picture = select(uploads.c.path).where(uploads.c.sha256 == proof_sha256)
        lookups.append(("proof_image", recharges.c.proof_image.in_(same_picture)))
    for reason, condition in lookups:
        rows = connection.execute(
            _recharge_view().where(condition, recharges.c.recharge_id != record.recharge_id)
        ).all()
        for row in rows:
            duplicate = _recharge(row)
            found[duplicate.recharge_id] = duplicate
            reasons.setdefault(duplicate.recharge_id, []).append(reason)
    newest_first = sorted(
        found.values(), key=lambda r: (r.requested_at, r.recharge_id), reverse=True
    )
    return [Duplicate(r, reasons[r.recharge_id]) for r in newest_first]


def _withdrawal_view() -> Select[Any]:
    """Every column plus the applicant's e-mail and the first approver's."""
    first_approver = users.alias("first_approver")
    return select(
        *withdrawal_applications.record_columns(),
        func.coalesce(users.c.email, "").label("email"),
        _first_approver_email(withdrawals.c.first_approver_uid, first_approver),
    ).select_from(
        withdrawals.outerjoin(users, users.c.uid == withdrawals.c.uid).outerjoin(
            first_approver, first_approver.c.uid == withdrawals.c.first_approver_uid
        )
    )


def withdrawal_review_list(
    connection: Connection,
    status: str,
    page: int,
    page_size: int,
    queue_filter: QueueFilter,
    now: datetime,
) -> Paged[WithdrawalRecord]:
    """The reviewers' list of one status, narrowed by `queue_filter` (the keywords match the
    e-mail, the uid or the withdrawal id), with each applicant's e-mail."""
    columns = withdrawals.c
    conditions = queue_filter.conditions(
        now,
        requested_at=columns.requested_at,
        email=users.c.email,
        uid=columns.uid,
        exact=(columns.withdrawal_id,),
        amount=columns.amount,
    )
    rows, total = withdrawal_applications.queue_page(
        connection, _withdrawal_view(), status, page, page_size, *conditions
    )
    return Paged([_withdrawal(row) for row in rows], total, page, page_size)


def withdrawal_by_id(connection: Connection, withdrawal_id: str) -> WithdrawalRecord | None:
    row = connection.execute(
        _withdrawal_view().where(withdrawals.c.withdrawal_id == withdrawal_id)
    ).first()
    return _withdrawal(row) if row else None


def other_withdrawals_of(
    connection: Connection, uid: int, withdrawal_id: str, limit: int = 50
) -> list[WithdrawalRecord]:
    """The same user's other withdrawals, newest first."""
    rows = connection.execute(
        _withdrawal_view()
        .where(withdrawals.c.uid == uid, withdrawals.c.withdrawal_id != withdrawal_id)
        .order_by(*withdrawal_applications.newest_first())
        .limit(limit)
    ).all()
    return [_withdrawal(row) for row in rows]
