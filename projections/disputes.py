"""Read model: buyers' cases about their orders (`order/dispute/detail`, `console/dispute/list`,
the arbiters' queue), one row per case and its timeline of messages and steps. Its queries are
`projections.dispute_queries`."""

from __future__ import annotations

from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Column,
    Connection,
    DateTime,
    Index,
    Integer,
    PrimaryKeyConstraint,
    String,
    Table,
    Text,
    insert,
    update,
)

from domain.dispute import Dispute
from domain.dispute_status import WAITING_FOR, DisputeStatus, Party, Resolution
from domain.order_status import SYSTEM_UID
from projections.metadata import read_metadata
from projections.projection import EventHandler, Projection

disputes = Table(
    "disputes",
    read_metadata,
    Column("dispute_id", String(36), primary_key=True),
    Column("order_id", String(36), nullable=False),
    Column("order_sn", String(32), nullable=False),
    Column("buyer_uid", BigInteger, nullable=False),
    Column("shop_id", BigInteger, nullable=False),
    Column("kind", String(24), nullable=False),
    Column("status", String(24), nullable=False),
    # Whose turn it is (`buyer`, `seller`, `arbiter`), NULL once ended.
    Column("waiting_for", String(8), nullable=True),
    Column("reason", Text, nullable=False),
    Column("requested_amount", BigInteger, nullable=False),
    Column("max_amount", BigInteger, nullable=False),
    Column("offered_amount", BigInteger, nullable=True),
    Column("refund_amount", BigInteger, nullable=True),
    Column("return_address", Text, nullable=True),
    Column("return_logistics_no", String(64), nullable=True),
    Column("respond_by", DateTime(timezone=True), nullable=True),
    # Arbiters who proposed a decision that still waits for a second one.
    Column("approvals", Integer, nullable=False, server_default="0"),
    Column("decision_remark", Text, nullable=True),
    Column("decided_at", DateTime(timezone=True), nullable=True),
    Column("opened_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    Column("version", Integer, nullable=False),
    Index("ix_disputes_order", "order_id"),
    Index("ix_disputes_shop_updated", "shop_id", "updated_at"),
    Index("ix_disputes_status_updated", "status", "updated_at"),
)

dispute_messages = Table(
    "dispute_messages",
    read_metadata,
    Column("dispute_id", String(36), nullable=False),
    Column("version", Integer, nullable=False),
    Column("role", String(8), nullable=False),
    # The step it records (`opened`, `offered`, …; see `_step`), NULL for a plain message.
    Column("event", String(24), nullable=True),
    Column("text", Text, nullable=False),
    Column("images", JSON, nullable=False),
    Column("amount", BigInteger, nullable=True),
    Column("at", DateTime(timezone=True), nullable=False),
    PrimaryKeyConstraint("dispute_id", "version"),
)


def _opened(connection: Connection, event: Any) -> None:
    connection.execute(
        insert(disputes).values(
            dispute_id=str(event.originator_id),
            order_id=event.order_id,
            order_sn=event.order_sn,
            buyer_uid=event.buyer_uid,
            shop_id=event.shop_id,
            kind=event.kind,
            status=DisputeStatus.OPEN,
            waiting_for=WAITING_FOR[DisputeStatus.OPEN],
            reason=event.reason,
            requested_amount=event.amount,
            max_amount=event.max_amount,
            respond_by=event.respond_by,
            opened_at=event.at,
            updated_at=event.at,
            version=event.originator_version,
        )
    )
    _message(connection, event, Party.BUYER, "opened", event.reason, event.images, event.amount)


def _message(
    connection: Connection,
    event: Any,
    role: str,
    step: str | None,
    text: str = "",
    images: list[str] | None = None,
    amount: int | None = None,
) -> None:
    connection.execute(
        insert(dispute_messages).values(
            dispute_id=str(event.originator_id),
            version=event.originator_version,
            role=role,
            event=step,
            text=text,
            images=images or [],
            amount=amount,
            at=event.at,
        )
    )


def _moved(
    connection: Connection, event: Any, status: DisputeStatus | None, **columns: Any
) -> None:
    """The row at the event's version; `status` (None: unchanged) sets whose turn it is."""
    if status is not None:
        columns.update(status=status, waiting_for=WAITING_FOR.get(status))
    connection.execute(
        update(disputes)
        .where(disputes.c.dispute_id == str(event.originator_id))
        .values(updated_at=event.at, version=event.originator_version, **columns)
    )


def _posted(connection: Connection, event: Any) -> None:
    _moved(connection, event, None)
    _message(connection, event, event.role, None, event.text, event.images)


def _offered(connection: Connection, event: Any) -> None:
    _moved(
        connection,
        event,
        DisputeStatus.OFFERED,
        offered_amount=event.amount,
        respond_by=event.respond_by,
    )
    _message(connection, event, Party.SELLER, "offered", event.text, amount=event.amount)


def _return_requested(connection: Connection, event: Any) -> None:
    _moved(
        connection,
        event,
        DisputeStatus.RETURN_REQUESTED,
        return_address=event.return_address,
        respond_by=event.respond_by,
    )
    _message(connection, event, Party.SELLER, "return_requested", event.text)


def _return_shipped(connection: Connection, event: Any) -> None:
    _moved(
        connection,
        event,
        DisputeStatus.RETURN_SHIPPED,
        return_logistics_no=event.logistics_no,
        respond_by=event.respond_by,
    )
    _message(connection, event, Party.BUYER, "return_shipped", event.logistics_no)


def _refused(connection: Connection, event: Any) -> None:
    _moved(connection, event, DisputeStatus.REFUSED, respond_by=event.respond_by)
    _message(connection, event, Party.SELLER, "refused", event.text)


def _escalated(connection: Connection, event: Any) -> None:
    _moved(connection, event, DisputeStatus.ESCALATED, respond_by=None)
    _message(connection, event, Party.BUYER, "escalated")


def _approval_recorded(connection: Connection, event: Any) -> None:
    # The parties see the decision, not an arbiter's first proposal.
    _moved(connection, event, None, approvals=event.arbiters)


_RESOLVED_BY: dict[str, Party] = {
    Resolution.ACCEPTED: Party.SELLER,
    Resolution.RETURN_RECEIVED: Party.SELLER,
    Resolution.OFFER_ACCEPTED: Party.BUYER,
    Resolution.DECIDED: Party.ARBITER,
}


def _resolved(connection: Connection, event: Any) -> None:
    status = DisputeStatus.REFUNDED if event.refund_amount else DisputeStatus.DECIDED
    decided = event.how == Resolution.DECIDED
    _moved(
        connection,
        event,
        status,
        refund_amount=event.refund_amount,
        respond_by=None,
        decision_remark=event.remark if decided else None,
        decided_at=event.at if decided else None,
    )
    role = Party.SYSTEM if event.by_uid == SYSTEM_UID else _RESOLVED_BY[event.how]
    _message(connection, event, role, event.how, event.remark, amount=event.refund_amount)


def _withdrawn(connection: Connection, event: Any) -> None:
    _moved(connection, event, DisputeStatus.WITHDRAWN, respond_by=None)
    by_buyer = event.by_uid != SYSTEM_UID
    role, step = (Party.BUYER, "withdrawn") if by_buyer else (Party.SYSTEM, "lapsed")
    _message(connection, event, role, step)


_HANDLERS: dict[type[Any], EventHandler] = {
    Dispute.Opened: _opened,
    Dispute.MessagePosted: _posted,
    Dispute.Offered: _offered,
    Dispute.ReturnRequested: _return_requested,
    Dispute.ReturnShipped: _return_shipped,
    Dispute.Refused: _refused,
    Dispute.Escalated: _escalated,
    Dispute.DecisionApprovalRecorded: _approval_recorded,
    Dispute.Resolved: _resolved,
    Dispute.Withdrawn: _withdrawn,
}

projection = Projection(name="disputes", tables=(disputes, dispute_messages), handlers=_HANDLERS)
