"""The disputes read model's queries: a shop's cases or every case (the arbiters' queue), one
case with its timeline, the cases of some orders, and the periodic job's cases past a deadline.
Names shown beside a case are the application's to add."""

from __future__ import annotations

from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, func, select

from domain.dispute_status import ENDED
from projections.disputes import dispute_messages, disputes
from projections.paging import Paged, page_offset


@dataclass(frozen=True)
class CaseMessage:
    role: str
    event: str | None
    text: str
    images: list[str]
    amount: int | None
    at: datetime


@dataclass(frozen=True)
class DisputeRecord:
    dispute_id: str
    order_id: str
    order_sn: str
    buyer_uid: int
    shop_id: int
    kind: str
    status: str
    waiting_for: str | None
    reason: str
    requested_amount: int
    max_amount: int
    offered_amount: int | None
    refund_amount: int | None
    return_address: str | None
    return_logistics_no: str | None
    respond_by: datetime | None
    approvals: int
    decision_remark: str | None
    decided_at: datetime | None
    opened_at: datetime
    updated_at: datetime


def _record(row: Any) -> DisputeRecord:
    return DisputeRecord(
        **{field.name: getattr(row, field.name) for field in fields(DisputeRecord)}
    )


def disputes_page(
    connection: Connection,
    shop_id: int | None,
    status: str | None,
    page: int,
    page_size: int,
) -> Paged[DisputeRecord]:
    """One shop's cases (every shop's with `shop_id` None), the latest moved first."""
    conditions = []
    if shop_id is not None:
        conditions.append(disputes.c.shop_id == shop_id)
    if status is not None:
        conditions.append(disputes.c.status == status)
    rows = connection.execute(
        select(disputes)
        .where(*conditions)
        .order_by(disputes.c.updated_at.desc(), disputes.c.dispute_id)
        .limit(page_size)
        .offset(page_offset(page, page_size))
    ).all()
    total = connection.execute(
        select(func.count()).select_from(disputes).where(*conditions)
    ).scalar_one()
    return Paged([_record(row) for row in rows], int(total), page, page_size)


def dispute_by_id(connection: Connection, dispute_id: str) -> DisputeRecord | None:
    row = connection.execute(select(disputes).where(disputes.c.dispute_id == dispute_id)).first()
    return None if row is None else _record(row)


def messages_of(connection: Connection, dispute_id: str) -> list[CaseMessage]:
    """Oldest first."""
    rows = connection.execute(
        select(dispute_messages)
        .where(dispute_messages.c.dispute_id == dispute_id)
        .order_by(dispute_messages.c.version)
    )
    return [
        CaseMessage(row.role, row.event, row.text, list(row.images), row.amount, row.at)
        for row in rows
    ]


def statuses_of(connection: Connection, dispute_ids: list[str]) -> dict[str, str]:
    """Each case's status, by id."""
    if not dispute_ids:
        return {}
    rows = connection.execute(
        select(disputes.c.dispute_id, disputes.c.status).where(
            disputes.c.dispute_id.in_(dispute_ids)
        )
    )
    return {row.dispute_id: row.status for row in rows}


def shop_counts(connection: Connection, shop_id: int) -> tuple[int, int]:
    """(cases not ended, of them those waiting for the seller) of one shop."""
    not_ended = disputes.c.status.not_in([status.value for status in ENDED])
    row = connection.execute(
        select(
            func.count(),
            func.count().filter(disputes.c.waiting_for == "seller"),
        ).where(disputes.c.shop_id == shop_id, not_ended)
    ).one()
    return int(row[0]), int(row[1])


def escalated_counts(connection: Connection, overdue_before: datetime) -> tuple[int, int]:
    """(cases waiting for the arbiters, of them those escalated before `overdue_before`): a
    case's last move before its escalation is its escalation, so `updated_at` dates it until an
    arbiter acts."""
    escalated = disputes.c.status == "escalated"
    row = connection.execute(
        select(func.count(), func.count().filter(disputes.c.updated_at < overdue_before)).where(
            escalated
        )
    ).one()
    return int(row[0]), int(row[1])


def due_to_lapse(connection: Connection, now: datetime, limit: int) -> list[str]:
    """Ids of cases whose deadline to act has passed, oldest deadline first."""
    rows = connection.execute(
        select(disputes.c.dispute_id)
        .where(disputes.c.respond_by <= now)
        .order_by(disputes.c.respond_by)
        .limit(limit)
    ).scalars()
    return [str(dispute_id) for dispute_id in rows]
