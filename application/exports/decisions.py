"""The reviewers' and arbiters' decisions as rows for the exports: decided recharges,
withdrawals and shop applications (approved or rejected, narrowed as the queues narrow them),
and the cases an arbiter decided, each oldest decision first."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Engine, Select, Table, case, func, select

from application.accounts.tables import users
from application.exports.books_data import BATCH
from application.exports.cells import Row, moment, money, number, text
from application.review_queue import QueueFilter
from application.wallet.recharge_references import canonical_reference
from domain.chain_checks import SYSTEM_REVIEWER_UID
from domain.review import ReviewStatus
from projections.disputes import disputes
from projections.recharges import recharges
from projections.shop_applications import shop_applications
from projections.withdrawals import withdrawals

DECIDED = (ReviewStatus.SUCCESS, ReviewStatus.ERROR)

RECHARGE_HEADER = (
    "reviewed_time",
    "recharge_id",
    "uid",
    "email",
    "method",
    "amount",
    "transaction_id",
    "status",
    "remark",
    "requested_time",
    "reviewer_uid",
    "reviewer",
    "approvals",
)
WITHDRAWAL_HEADER = (
    "reviewed_time",
    "withdrawal_id",
    "uid",
    "email",
    "method",
    "amount",
    "address",
    "status",
    "remark",
    "requested_time",
    "reviewer_uid",
    "reviewer",
    "approvals",
)
SHOP_APPLICATION_HEADER = (
    "reviewed_time",
    "application_id",
    "uid",
    "email",
    "shop_name",
    "status",
    "remark",
    "submitted_time",
    "reviewer_uid",
    "reviewer",
)
DISPUTE_HEADER = (
    "decided_time",
    "dispute_id",
    "order_sn",
    "shop_id",
    "buyer_uid",
    "kind",
    "status",
    "reason",
    "requested_amount",
    "refund_amount",
    "approvals",
    "decision_remark",
    "opened_time",
)


def _stream(engine: Engine, query: Select[Any], to_row: Callable[[Any], Row]) -> Iterator[Row]:
    with engine.connect() as connection:
        for row in connection.execution_options(yield_per=BATCH).execute(query):
            yield to_row(row)


def _statuses(table: Table, status: ReviewStatus | None) -> ColumnElement[bool]:
    return table.c.status.in_(DECIDED if status is None else (status,))


def _reviewer() -> tuple[Any, Callable[[Any], ColumnElement[Any]]]:
    """The users table once more, as the reviewer, and who decided: `system` or the e-mail."""
    reviewer = users.alias("reviewer")

    def label(reviewer_uid: Any) -> ColumnElement[Any]:
        return case((reviewer_uid == SYSTEM_REVIEWER_UID, "system"), else_=reviewer.c.email).label(
            "reviewer"
        )

    return reviewer, label


def recharge_decisions(
    engine: Engine, status: ReviewStatus | None, narrowed: QueueFilter, now: datetime
) -> Iterator[Row]:
    columns = recharges.c
    reviewer, reviewer_label = _reviewer()
    conditions = narrowed.conditions(
        now,
        requested_at=columns.requested_at,
        email=users.c.email,
        uid=columns.uid,
        exact=(columns.recharge_id, columns.transaction_id),
        spelled=((columns.reference, canonical_reference),),
        amount=columns.amount,
    )
    query = (
        select(recharges, users.c.email, reviewer_label(columns.reviewer_uid))
        .select_from(
            recharges.outerjoin(users, users.c.uid == columns.uid).outerjoin(
                reviewer, reviewer.c.uid == columns.reviewer_uid
            )
        )
        .where(_statuses(recharges, status), *conditions)
        .order_by(columns.reviewed_at, columns.recharge_id)
    )
    return _stream(engine, query, _recharge_row)


def withdrawal_decisions(
    engine: Engine, status: ReviewStatus | None, narrowed: QueueFilter, now: datetime
) -> Iterator[Row]:
    columns = withdrawals.c
    reviewer, reviewer_label = _reviewer()
    conditions = narrowed.conditions(
        now,
        requested_at=columns.requested_at,
        email=users.c.email,
        uid=columns.uid,
        exact=(columns.withdrawal_id,),
        amount=columns.amount,
    )
    query = (
        select(withdrawals, users.c.email, reviewer_label(columns.reviewer_uid))
        .select_from(
            withdrawals.outerjoin(users, users.c.uid == columns.uid).outerjoin(
                reviewer, reviewer.c.uid == columns.reviewer_uid
            )
        )
        .where(_statuses(withdrawals, status), *conditions)
        .order_by(columns.reviewed_at, columns.withdrawal_id)
    )
    return _stream(engine, query, _withdrawal_row)


def shop_application_decisions(
    engine: Engine, status: ReviewStatus | None, narrowed: QueueFilter, now: datetime
) -> Iterator[Row]:
    table = shop_applications
    columns = table.c
    reviewer, reviewer_label = _reviewer()
    conditions = narrowed.conditions(
        now,
        requested_at=columns.submitted_at,
        email=users.c.email,
        uid=columns.uid,
        exact=(columns.application_id,),
        partial=(columns.shop_name,),
    )
    query = (
        select(table, func.coalesce(users.c.email, "").label("email"))
        .add_columns(reviewer_label(columns.reviewer_uid))
        .select_from(
            table.outerjoin(users, users.c.uid == columns.uid).outerjoin(
                reviewer, reviewer.c.uid == columns.reviewer_uid
            )
        )
        .where(_statuses(table, status), *conditions)
        .order_by(columns.reviewed_at, columns.application_id)
    )
    return _stream(engine, query, _shop_application_row)


def dispute_decisions(engine: Engine, status: str | None) -> Iterator[Row]:
    """The cases an arbiter decided (refunded or not), of one final status when given."""
    columns = disputes.c
    where: list[ColumnElement[bool]] = [columns.decided_at.is_not(None)]
    if status is not None:
        where.append(columns.status == status)
    query = select(disputes).where(*where).order_by(columns.decided_at, columns.dispute_id)
    return _stream(engine, query, _dispute_row)


def _recharge_row(r: Any) -> Row:
    return (
        moment(r.reviewed_at),
        r.recharge_id,
        number(r.uid),
        text(r.email),
        text(r.method),
        money(r.amount),
        text(r.transaction_id),
        r.status,
        text(r.remark),
        moment(r.requested_at),
        number(r.reviewer_uid),
        text(r.reviewer),
        number(r.approvals),
    )


def _withdrawal_row(r: Any) -> Row:
    return (
        moment(r.reviewed_at),
        r.withdrawal_id,
        number(r.uid),
        text(r.email),
        text(r.method),
        money(r.amount),
        text(r.address),
        r.status,
        text(r.remark),
        moment(r.requested_at),
        number(r.reviewer_uid),
        text(r.reviewer),
        number(r.approvals),
    )


def _shop_application_row(r: Any) -> Row:
    return (
        moment(r.reviewed_at),
        r.application_id,
        number(r.uid),
        text(r.email),
        text(r.shop_name),
        r.status,
        text(r.remark),
        moment(r.submitted_at),
        number(r.reviewer_uid),
        text(r.reviewer),
    )


def _dispute_row(r: Any) -> Row:
    return (
        moment(r.decided_at),
        r.dispute_id,
        text(r.order_sn),
        number(r.shop_id),
        number(r.buyer_uid),
        r.kind,
        r.status,
        text(r.reason),
        money(r.requested_amount),
        money(r.refund_amount),
        number(r.approvals),
        text(r.decision_remark),
        moment(r.opened_at),
    )
