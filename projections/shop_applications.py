"""Read model: shop applications, for the applicant's screen and the reviewers' queue.

An approval also opens the shop: the catalogue's `shops` row and the `seller` role are written
here, in the transaction that moves this projection's position, so they happen exactly once.
A replay (rebuild) finds the shop the user already owns and records it again, never a second.
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

from application.accounts.tables import user_roles, users
from application.catalogue.tables import shops
from application.catalogue.writes import bump_version, demo_state
from domain.shop_application import ERROR, SUCCESS, WAIT, ShopApplication
from projections.metadata import read_metadata
from projections.paging import Paged, page_offset
from projections.projection import EventHandler, Projection

SELLER_ROLE = "seller"

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
    # The shop the approval opened.
    Column("shop_id", BigInteger, nullable=True),
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
    shop_id: int | None
    email: str = ""
    """The applicant's e-mail and nickname (reviewer views only)."""
    nickname: str = ""


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
            status=WAIT,
            remark="",
            submitted_at=event.at,
            reviewed_at=None,
            reviewer_uid=None,
            shop_id=None,
        )
    )


def _decided(status: str) -> EventHandler:
    def apply(connection: Connection, event: Any) -> None:
        values: dict[str, Any] = {
            "status": status,
            "remark": event.remark,
            "reviewed_at": event.at,
            "reviewer_uid": event.reviewer_uid,
        }
        if status == SUCCESS:
            values["shop_id"] = _open_shop(connection, application_key(event.originator_id), event)
        connection.execute(
            update(shop_applications)
            .where(shop_applications.c.application_id == application_key(event.originator_id))
            .values(**values)
        )

    return apply


def _open_shop(connection: Connection, application_id: str, event: Any) -> int:
    """The applicant's shop (created unless they already own one) and their seller role."""
    applicant = connection.execute(
        select(shop_applications.c.uid, shop_applications.c.shop_name).where(
            shop_applications.c.application_id == application_id
        )
    ).one()
    uid = int(applicant.uid)
    shop_id = shop_of(connection, uid)
    if shop_id is None:
        shop_id = int(
            connection.execute(
                insert(shops)
                .values(owner_uid=uid, name=applicant.shop_name, created_at=event.at)
                .returning(shops.c.shop_id)
            ).scalar_one()
        )
        # Keep the demo data set's marker: the catalogue only gained a shop.
        bump_version(connection, *demo_state(connection))
    has_role = connection.execute(
        select(user_roles.c.uid).where(user_roles.c.uid == uid, user_roles.c.role == SELLER_ROLE)
    ).first()
    if has_role is None:
        connection.execute(insert(user_roles).values(uid=uid, role=SELLER_ROLE))
    return shop_id


projection = Projection(
    name="shop_applications",
    tables=(shop_applications,),
    handlers={
        ShopApplication.Submitted: _submitted,
        ShopApplication.Approved: _decided(SUCCESS),
        ShopApplication.Rejected: _decided(ERROR),
    },
)


# -- queries ---------------------------------------------------------------------------------


def _record(row: Any) -> ShopApplicationRecord:
    return ShopApplicationRecord(**row._mapping)


def shop_of(connection: Connection, uid: int) -> int | None:
    """The first shop the user owns, if any."""
    shop_id = connection.execute(
        select(shops.c.shop_id).where(shops.c.owner_uid == uid).order_by(shops.c.shop_id).limit(1)
    ).scalar()
    return None if shop_id is None else int(shop_id)


def latest_of(connection: Connection, uid: int) -> ShopApplicationRecord | None:
    """The user's most recent application."""
    row = connection.execute(
        select(shop_applications)
        .where(shop_applications.c.uid == uid)
        .order_by(shop_applications.c.number.desc())
        .limit(1)
    ).first()
    return None if row is None else _record(row)


def count_of(connection: Connection, uid: int) -> int:
    """How many applications of the user the read model has seen."""
    return int(
        connection.execute(
            select(func.count())
            .select_from(shop_applications)
            .where(shop_applications.c.uid == uid)
        ).scalar_one()
    )


def review_list(
    connection: Connection, status: str | None, page: int, page_size: int
) -> Paged[ShopApplicationRecord]:
    """The queue (`wait`) oldest first; decisions newest first; every status when None."""
    if status == WAIT:
        order = (shop_applications.c.submitted_at.asc(), shop_applications.c.application_id)
    elif status is None:
        order = (shop_applications.c.submitted_at.desc(), shop_applications.c.application_id)
    else:
        order = (shop_applications.c.reviewed_at.desc(), shop_applications.c.application_id)
    conditions = [] if status is None else [shop_applications.c.status == status]
    rows = connection.execute(
        select(
            shop_applications,
            func.coalesce(users.c.email, "").label("email"),
            func.coalesce(users.c.nickname, "").label("nickname"),
        )
        .select_from(shop_applications.outerjoin(users, users.c.uid == shop_applications.c.uid))
        .where(*conditions)
        .order_by(*order)
        .limit(page_size)
        .offset(page_offset(page, page_size))
    ).all()
    total = connection.execute(
        select(func.count()).select_from(shop_applications).where(*conditions)
    ).scalar_one()
    return Paged([_record(row) for row in rows], int(total), page, page_size)
