"""What the recharge and withdrawal read models share: a wallet application filed by its owner,
approved by one reviewer or two (each approval counted, with its reviewer) or rejected, listed
for the owner (newest first) and in the reviewers' queue (waiting ones oldest first, so nobody
waits forever; decisions newest first)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Column,
    Connection,
    DateTime,
    Integer,
    Row,
    Select,
    Table,
    func,
    select,
    update,
)

from domain.review import ReviewStatus
from projections.folding import Fold
from projections.paging import page_offset
from projections.projection import EventHandler, FoldHandler

WAIT, SUCCESS, ERROR = ReviewStatus.WAIT, ReviewStatus.SUCCESS, ReviewStatus.ERROR


def approval_columns() -> tuple[Column[Any], ...]:
    """How many reviewers approved an application so far, and who (in order); who approved
    first and when, which a reviewer looking at a "1 of 2" item needs to see."""
    return (
        Column("approvals", Integer, nullable=False),
        Column("approver_uids", JSON, nullable=False),
        Column("first_approver_uid", BigInteger, nullable=True),
        Column("first_approved_at", DateTime(timezone=True), nullable=True),
    )


@dataclass(frozen=True)
class ApplicationTable:
    table: Table
    id_column: Column[Any]

    def record_columns(self) -> list[Column[Any]]:
        """Every column but the wallet version, which only orders one owner's applications."""
        return [column for column in self.table.c if column.name != "wallet_version"]

    def decided(self, status: str) -> EventHandler:
        """The handler of the deciding approval (which counts as one) or of a rejection."""
        table = self.table

        def apply(connection: Connection, event: Any) -> None:
            approved = self._approved_by(connection, event) if status == SUCCESS else {}
            connection.execute(
                update(table)
                .where(self.id_column == self._id_of(event))
                .values(
                    status=status,
                    remark=event.remark,
                    reviewed_at=event.at,
                    reviewer_uid=event.reviewer_uid,
                    **approved,
                )
            )

        return apply

    def approval_recorded(self, connection: Connection, event: Any) -> None:
        """The handler of a first approval, which leaves the application waiting."""
        connection.execute(
            update(self.table)
            .where(self.id_column == self._id_of(event))
            .values(**self._approved_by(connection, event))
        )

    def _approved_by(self, connection: Connection, event: Any) -> dict[str, Any]:
        """The approval columns with the event's reviewer added."""
        before = connection.execute(
            select(self.table.c.approver_uids).where(self.id_column == self._id_of(event))
        ).scalar()
        return _approvals_after({"approver_uids": before}, event)

    def fold_decided(self, status: str) -> FoldHandler:
        """The rebuild's batched `decided`."""

        def fold_event(fold: Fold, connection: Connection, event: Any) -> None:
            row = fold[self.table].get(connection, self._id_of(event))
            if status == SUCCESS:
                row.update(_approvals_after(row, event))
            row.update(
                status=status,
                remark=event.remark,
                reviewed_at=event.at,
                reviewer_uid=event.reviewer_uid,
            )

        return fold_event

    def fold_approval_recorded(self, fold: Fold, connection: Connection, event: Any) -> None:
        """The rebuild's batched `approval_recorded`."""
        row = fold[self.table].get(connection, self._id_of(event))
        row.update(_approvals_after(row, event))

    def _id_of(self, event: Any) -> str:
        return str(getattr(event, self.id_column.name))

    def count(self, connection: Connection, *conditions: Any) -> int:
        return int(
            connection.execute(
                select(func.count()).select_from(self.table).where(*conditions)
            ).scalar_one()
        )

    def newest_first(self) -> tuple[Any, ...]:
        return (self.table.c.requested_at.desc(), self.table.c.wallet_version.desc())

    def owners_page(
        self, connection: Connection, uid: int, page: int, page_size: int
    ) -> tuple[list[Row[Any]], int]:
        """One owner's applications, newest first, and how many there are."""
        condition = self.table.c.uid == uid
        rows = connection.execute(
            select(*self.record_columns())
            .where(condition)
            .order_by(*self.newest_first())
            .limit(page_size)
            .offset(page_offset(page, page_size))
        ).all()
        return list(rows), self.count(connection, condition)

    def queue_page(
        self,
        connection: Connection,
        view: Select[Any],
        status: str,
        page: int,
        page_size: int,
        *filters: Any,
    ) -> tuple[list[Row[Any]], int]:
        """The reviewers' list of one status, read through `view` and narrowed by `filters`
        (conditions on the view), and its size."""
        columns = self.table.c
        if status == WAIT:
            order = (columns.requested_at.asc(), self.id_column.asc())
        else:
            order = (columns.reviewed_at.desc(), self.id_column.desc())
        selected = view.where(columns.status == status, *filters)
        rows = connection.execute(
            selected.order_by(*order).limit(page_size).offset(page_offset(page, page_size))
        ).all()
        total = connection.execute(selected.with_only_columns(func.count())).scalar_one()
        return list(rows), int(total)

    def waiting_counts(self, connection: Connection, overdue_before: Any) -> tuple[int, int]:
        """How many applications wait, and how many of them since before `overdue_before`."""
        columns = self.table.c
        waiting = self.count(connection, columns.status == WAIT)
        overdue = self.count(
            connection, columns.status == WAIT, columns.requested_at < overdue_before
        )
        return waiting, overdue

    def owner_of(self, connection: Connection, application_id: str) -> int | None:
        uid = connection.execute(
            select(self.table.c.uid).where(self.id_column == application_id)
        ).scalar()
        return None if uid is None else int(uid)


def _approvals_after(row: dict[str, Any], event: Any) -> dict[str, Any]:
    """The approval columns with the event's reviewer added."""
    before = list(row["approver_uids"] or [])
    approvers = [*before, int(event.reviewer_uid)]
    first = {} if before else {"first_approver_uid": approvers[0], "first_approved_at": event.at}
    return {"approvals": len(approvers), "approver_uids": approvers, **first}
