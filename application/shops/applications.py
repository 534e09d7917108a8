"""Shop applications: a shopper applies, a reviewer approves (the shop opens) or rejects.

The ShopApplication aggregate decides; the `shop_applications` projection shows the result and
the `shop_opening` policy opens the shop on approval. Commands answer once the read models and
the policies show what they did.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import Any
from uuid import UUID

from sqlalchemy import Connection, Engine, Select, case, func, select

from application.accounts.tables import users
from application.bazaar import Bazaar, retry_on_conflict
from application.catalogue.shop_names import (
    NameRaced,
    release_reservation,
    reserve_for_application,
)
from application.catalogue.tables import shops
from application.ports import Clock, ProjectionWait
from application.review_queue import QueueCounts, QueueFilter, ReviewSla
from application.shops.opening import shop_of
from application.site.uploads import ImageUploads
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.review import ReviewStatus
from domain.shop_application import ShopApplication, ShopForm
from projections import shop_applications
from projections.paging import Paged, page_offset

# Re-exported (`as` themselves): the read-model rows this module answers with, for the edge.
from projections.shop_applications import ShopApplicationRecord as ShopApplicationRecord
from projections.write_transactions import writing

# Two applications of one user filed at once collide on the same aggregate id: the loser
# reloads, finds the winner pending and answers 10501.
CONFLICT_ATTEMPTS = 20


class ShopApplications:
    """What applicants and reviewers can do with shop applications."""

    def __init__(
        self,
        application: Bazaar,
        engine: Engine,
        clock: Clock,
        await_projections: ProjectionWait,
        uploads: ImageUploads,
        sla: ReviewSla,
    ) -> None:
        self.application = application
        self.engine = engine
        self.clock = clock
        self.await_projections = await_projections
        self.uploads = uploads
        self.sla = sla

    # -- the applicant ---------------------------------------------------------------------

    def apply(self, uid: int, form: ShopForm) -> str:
        """Files an application (10501 while one waits or once the user owns a shop); answers
        its id."""
        application_id, notification_id = self._apply(uid, form)
        self.await_projections(notification_id)
        return application_id

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def _apply(self, uid: int, form: ShopForm) -> tuple[str, int]:
        with self.engine.connect() as connection:
            owns_shop = shop_of(connection, uid) is not None
            seen = shop_applications.count_of(connection, uid)
        application = ShopApplication.submit(
            uid, self._latest(uid, seen), form, self.clock(), owns_shop=owns_shop
        )
        reserved = self._reserve_name(uid, application.shop_name)
        try:
            # The ID pictures become private here, whatever the client asked for uploading.
            for field in ("id_front_image", "id_back_image"):
                if not self.uploads.claim_document(uid, getattr(form, field).strip()):
                    raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=field)
            notification_id = self.application.save_and_position(application)
        except BaseException:
            # Unless it was saved after all (a conflict: the same user's other request won).
            if reserved and self._get(application.id) is None:
                # SQLite's write lock first: a deferred DELETE that found another write
                # committed after its read began failed at once ("database is locked"), and
                # the name stayed reserved by an application never filed.
                with writing(self.engine) as connection:
                    release_reservation(connection, uid, reserved)
            raise
        return shop_applications.application_key(application.id), notification_id

    def _reserve_name(self, uid: int, name: str) -> frozenset[str]:
        """Reserves the shop name while the application waits (102 `shop_name` when it is
        another's, or a look-alike of it); answers the keys reserved by this call."""
        try:
            with writing(self.engine) as connection:
                return reserve_for_application(connection, uid, name, self.clock())
        except NameRaced:
            pass  # a claim made meanwhile: a second look says whether it was this user's
        with writing(self.engine) as connection:
            return reserve_for_application(connection, uid, name, self.clock())

    def latest_for(self, uid: int) -> ShopApplicationRecord | None:
        """The user's most recent application, as the read model shows it."""
        with self.engine.connect() as connection:
            return latest_of(connection, uid)

    # -- reviewers -------------------------------------------------------------------------

    def review_list(
        self,
        status: ReviewStatus | None,
        page: int,
        page_size: int,
        queue_filter: QueueFilter | None = None,
    ) -> Paged[ShopApplicationRecord]:
        """The queue (`wait`) oldest first, decided ones newest decision first, narrowed by
        `queue_filter` (the keywords match the e-mail, the uid, the id or the shop name),
        each marked overdue when it waits past the SLA."""
        overdue_before = self.sla.overdue_before()
        with self.engine.connect() as connection:
            found = review_list(
                connection, status, page, page_size, queue_filter or QueueFilter(), self.clock()
            )
        marked = [
            replace(
                record,
                overdue=self.sla.is_overdue(record.status, record.submitted_at, overdue_before),
            )
            for record in found.list
        ]
        return replace(found, list=marked)

    def queue_counts(self) -> QueueCounts:
        """How many applications wait, and how many of them are overdue."""
        waiting = _applications.c.status == ReviewStatus.WAIT
        overdue = _applications.c.submitted_at < self.sla.overdue_before()
        with self.engine.connect() as connection:
            return QueueCounts(
                waiting=_count(connection, waiting), overdue=_count(connection, waiting, overdue)
            )

    def approve(self, reviewer_uid: int, application_id: str, remark: str | None) -> None:
        """Opens the shop; the answer comes once the applicant's account shows it (111 on one's
        own application)."""
        self.await_projections(self._decide(application_id, "approve", reviewer_uid, remark or ""))

    def reject(self, reviewer_uid: int, application_id: str, remark: str) -> None:
        """Closes the application; the remark tells the applicant why, who may apply again."""
        self.await_projections(self._decide(application_id, "reject", reviewer_uid, remark))

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def _decide(self, application_id: str, decision: str, reviewer_uid: int, remark: str) -> int:
        application = self._load(application_id)
        if decision == "approve":
            application.approve(reviewer_uid, remark, self.clock())
            return self.application.save_and_position(application)
        application.reject(reviewer_uid, remark, self.clock())
        notification_id = self.application.save_and_position(application)
        # The name is free again: the applicant may ask for it (or another) next time.
        with self.engine.begin() as connection:
            release_reservation(connection, application.applicant_uid)
        return notification_id

    # -- internals -------------------------------------------------------------------------

    def _latest(self, uid: int, seen: int) -> ShopApplication | None:
        """The user's latest application from the event store. The read model may lag behind,
        so its count is only where the search starts."""
        number = seen
        latest = self._get(ShopApplication.create_id(uid, number)) if number else None
        while True:
            following = self._get(ShopApplication.create_id(uid, number + 1))
            if following is None:
                return latest
            number, latest = number + 1, following

    def _get(self, aggregate_id: UUID) -> ShopApplication | None:
        return self.application.get_or_none(aggregate_id, ShopApplication)

    def _load(self, application_id: str) -> ShopApplication:
        try:
            aggregate_id = UUID(hex=application_id)
        except ValueError:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND) from None
        application = self._get(aggregate_id)
        if application is None:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND)
        return application


# -- queries: the read model's rows with what the application knows of them ---------------------

_applications = shop_applications.shop_applications


def _with_shop(*columns: Any) -> Select[Any]:
    """Every column plus the shop an approval opened: the applicant's first shop, as the
    `shop_opening` policy found or made it."""
    first_shop = (
        select(func.min(shops.c.shop_id))
        .where(shops.c.owner_uid == _applications.c.uid)
        .scalar_subquery()
    )
    opened = case((_applications.c.status == ReviewStatus.SUCCESS, first_shop), else_=None)
    return select(_applications, opened.label("shop_id"), *columns)


def _record(row: Any) -> ShopApplicationRecord:
    return ShopApplicationRecord(**row._mapping)


def latest_of(connection: Connection, uid: int) -> ShopApplicationRecord | None:
    """The user's most recent application."""
    row = connection.execute(
        _with_shop()
        .where(_applications.c.uid == uid)
        .order_by(_applications.c.number.desc())
        .limit(1)
    ).first()
    return None if row is None else _record(row)


def _count(connection: Connection, *conditions: Any) -> int:
    return int(
        connection.execute(
            select(func.count()).select_from(_applications).where(*conditions)
        ).scalar_one()
    )


def review_list(
    connection: Connection,
    status: ReviewStatus | None,
    page: int,
    page_size: int,
    queue_filter: QueueFilter,
    now: datetime,
) -> Paged[ShopApplicationRecord]:
    """The queue (`wait`) oldest first; decisions newest first; every status when None; with
    each applicant's e-mail and nickname."""
    columns = _applications.c
    conditions = [] if status is None else [columns.status == status]
    conditions += queue_filter.conditions(
        now,
        requested_at=columns.submitted_at,
        email=users.c.email,
        uid=columns.uid,
        exact=(columns.application_id,),
        partial=(columns.shop_name,),
    )
    with_applicant = _applications.outerjoin(users, users.c.uid == columns.uid)
    rows = connection.execute(
        _with_shop(
            func.coalesce(users.c.email, "").label("email"),
            func.coalesce(users.c.nickname, "").label("nickname"),
        )
        .select_from(with_applicant)
        .where(*conditions)
        .order_by(*_review_order(status))
        .limit(page_size)
        .offset(page_offset(page, page_size))
    ).all()
    total = connection.execute(
        select(func.count()).select_from(with_applicant).where(*conditions)
    ).scalar_one()
    return Paged([_record(row) for row in rows], int(total), page, page_size)


def _review_order(status: ReviewStatus | None) -> tuple[Any, ...]:
    columns = _applications.c
    if status == ReviewStatus.WAIT:
        return (columns.submitted_at.asc(), columns.application_id)
    if status is None:
        return (columns.submitted_at.desc(), columns.application_id)
    return (columns.reviewed_at.desc(), columns.application_id)
