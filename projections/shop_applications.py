"""Read model: shop applications, for the applicant's screen and the reviewers' queue.

An approval's effects (the shop opens, the applicant becomes a seller) are a policy of the
application, `application.shops.opening`; so are the names and the shop the screens show
beside these rows (`application.shops.applications`).
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
    String,
    Table,
    Text,
    func,
    insert,
    select,
    update,
)

from domain.review import ReviewStatus
from domain.shop_application import ShopApplication
from projections.metadata import read_metadata
from projections.projection import EventHandler, Projection

shop_applications = Table(
    "shop_applications",
    read_metadata,
    Column("application_id", String(64), primary_key=True),
    Column("uid", BigInteger, nullable=False),
    # The user's 1st, 2nd ... application: orders one user's applications.
    Column("number", Integer, nullable=False),
    Column("shop_name", String(80), nullable=False),
    Column("real_name", String(64), nullable=False),
    Column("phone", String(32), nullable=False),
    Column("id_front_image", String(255), nullable=False),
    Column("id_back_image", String(255), nullable=False),
    Column("status", String(8), nullable=False),
    Column("remark", Text, nullable=False),
    Column("submitted_at", DateTime(timezone=True), nullable=False),
    Column("reviewed_at", DateTime(timezone=True), nullable=True),
    Column("reviewer_uid", BigInteger, nullable=True),
    Index("ix_shop_applications_uid_number", "uid", "number", unique=True),
    Index("ix_shop_applications_status_submitted", "status", "submitted_at"),
    Index("ix_shop_applications_status_reviewed", "status", "reviewed_at"),
)


@dataclass(frozen=True)
class ShopApplicationRecord:
    application_id: str
    uid: int
    number: int
    shop_name: str
    real_name: str
    phone: str
    id_front_image: str
    id_back_image: str
    status: str
    remark: str
    submitted_at: datetime
    reviewed_at: datetime | None
    reviewer_uid: int | None
    shop_id: int | None = None
    """The shop an approval opened (the application's views fill it in, and the e-mail and
    nickname of the applicant in the reviewers' ones)."""
    email: str = ""
    nickname: str = ""
    overdue: bool = False
    """Waiting longer than the reviewers' SLA (reviewer views only)."""


def application_key(application_id: Any) -> str:
    """The read model's key of an aggregate id (its 32 hex digits)."""
    return str(application_id.hex)


# -- event handlers ------------------------------------------------------------------------


def _submitted(connection: Connection, event: Any) -> None:
    connection.execute(
        insert(shop_applications).values(
            application_id=application_key(event.originator_id),
            uid=event.applicant_uid,
            number=event.number,
            shop_name=event.shop_name,
            real_name=event.real_name,
            phone=event.phone,
            id_front_image=event.id_front_image,
            id_back_image=event.id_back_image,
            status=ReviewStatus.WAIT,
            remark="",
            submitted_at=event.at,
            reviewed_at=None,
            reviewer_uid=None,
        )
    )


def _decided(status: str) -> EventHandler:
    def apply(connection: Connection, event: Any) -> None:
        connection.execute(
            update(shop_applications)
            .where(shop_applications.c.application_id == application_key(event.originator_id))
            .values(
                status=status,
                remark=event.remark,
                reviewed_at=event.at,
                reviewer_uid=event.reviewer_uid,
            )
        )

    return apply


projection = Projection(
    name="shop_applications",
    tables=(shop_applications,),
    handlers={
        ShopApplication.Submitted: _submitted,
        ShopApplication.Approved: _decided(ReviewStatus.SUCCESS),
        ShopApplication.Rejected: _decided(ReviewStatus.ERROR),
    },
)


# -- queries ---------------------------------------------------------------------------------


def count_of(connection: Connection, uid: int) -> int:
    """How many applications of the user the read model has seen."""
    return int(
        connection.execute(
            select(func.count())
            .select_from(shop_applications)
            .where(shop_applications.c.uid == uid)
        ).scalar_one()
    )
