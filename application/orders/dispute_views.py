"""Cases as the screens show them: the disputes read model's rows with the order's facts beside
them (amounts, the parcel's tracking), the names of the shop and the buyer, and what the reader
may do next. The buyer, the order's seller and the arbiters read a case; nobody else."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Literal

from sqlalchemy import Connection, Engine

from application.accounts.sessions import Session
from application.orders.disputes import Disputes
from application.orders.order_details import (
    nicknames,
    order_by_id,
    shop_faces,
    with_carriers,
)
from application.ports import ProjectionWait
from application.shops.opening import shop_of
from application.site.uploads import upload_url
from domain.carriers import Carriers
from domain.dispute_state import party_of
from domain.dispute_status import DisputeStatus, Party, actions_for
from domain.errors import BusinessRuleViolation, ErrorCode
from projections import dispute_queries
from projections.dispute_queries import CaseMessage, DisputeRecord
from projections.order_tables import OrderRecord
from projections.paging import Paged

ARBITER_ROLE = "reviewer"
"""The platform's arbiters are its reviewers."""

ListRole = Literal["seller", "arbiter"]


@dataclass(frozen=True)
class DisputeRow:
    record: DisputeRecord
    shop_name: str
    buyer_nickname: str


@dataclass(frozen=True)
class DisputeView:
    row: DisputeRow
    order: OrderRecord
    messages: list[CaseMessage]
    """Photos as addresses the reader's browser fetches."""
    approvals_needed: int
    actions: list[str]


class DisputeViews:
    def __init__(
        self,
        engine: Engine,
        disputes: Disputes,
        carriers: Carriers,
        await_projections: ProjectionWait,
    ) -> None:
        self.engine = engine
        self.disputes = disputes
        self.carriers = carriers
        self.await_projections = await_projections

    def shown(self, notification_id: int) -> None:
        """Returns once the read models show a step saved at `notification_id` (bounded), so
        the case read right after a command already has it."""
        self.await_projections(notification_id)

    def detail(self, reader: Session, order_id: str) -> DisputeView:
        """The order's open or last case; 103 when it has none or the reader is no party and
        no arbiter."""
        with self.engine.connect() as connection:
            order = order_by_id(connection, order_id)
            if order is None or order.dispute_id is None:
                raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="order_id")
            record = dispute_queries.dispute_by_id(connection, order.dispute_id)
            if record is None:
                raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="order_id")
            party = _party(connection, reader, record)
            messages = dispute_queries.messages_of(connection, record.dispute_id)
        needed = self.disputes.terms.rule.approvals_needed(record.requested_amount)
        return DisputeView(
            row=DisputeRow(record, order.shop_name, order.buyer_nickname),
            order=with_carriers([order], self.carriers)[0],
            messages=[replace(m, images=[upload_url(p) for p in m.images]) for m in messages],
            approvals_needed=needed,
            actions=actions_for(DisputeStatus(record.status), party),
        )

    def page(
        self, reader: Session, role: ListRole, status: str | None, page: int, page_size: int
    ) -> Paged[DisputeRow]:
        """The seller's shop's cases, or (arbiters) every shop's; 111 for a seller without a
        shop or a non-arbiter asking for the arbiters' list."""
        if reader.uid is None:
            raise BusinessRuleViolation(ErrorCode.PROHIBITED)
        with self.engine.connect() as connection:
            if role == "arbiter":
                if ARBITER_ROLE not in reader.roles:
                    raise BusinessRuleViolation(ErrorCode.PROHIBITED)
                shop_id = None
            else:
                shop_id = shop_of(connection, reader.uid)
                if shop_id is None:
                    raise BusinessRuleViolation(ErrorCode.PROHIBITED)
            found = dispute_queries.disputes_page(connection, shop_id, status, page, page_size)
            rows = _rows(connection, found.list)
        return Paged(rows, found.total, found.page, found.page_size)

    def arbiters_queue(self, overdue_before: datetime) -> tuple[int, int]:
        """(cases waiting for the arbiters, of them those waiting since before `overdue_before`)."""
        with self.engine.connect() as connection:
            return dispute_queries.escalated_counts(connection, overdue_before)

    def counts(self, shop_id: int) -> tuple[int, int]:
        """(cases not ended, of them those waiting for the seller) of a shop."""
        with self.engine.connect() as connection:
            return dispute_queries.shop_counts(connection, shop_id)


def _party(connection: Connection, reader: Session, record: DisputeRecord) -> Party:
    """The reader's side: a party, else an arbiter; 103 for anyone else."""
    if reader.uid is not None:
        own_shop = shop_of(connection, reader.uid)
        party = party_of(record.buyer_uid, record.shop_id, reader.uid, own_shop)
        if party is not None:
            return party
    if ARBITER_ROLE in reader.roles:
        return Party.ARBITER
    raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="order_id")


def _rows(connection: Connection, records: Sequence[DisputeRecord]) -> list[DisputeRow]:
    """The rows with their shops' and buyers' names, as the order pages show them."""
    names = nicknames(connection, {record.buyer_uid for record in records})
    faces = shop_faces(connection, {record.shop_id for record in records})
    return [
        DisputeRow(
            record,
            faces.get(record.shop_id, ("", ""))[0],
            names.get(record.buyer_uid, ""),
        )
        for record in records
    ]
