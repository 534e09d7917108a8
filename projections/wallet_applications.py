"""What the recharge and withdrawal read models share: a wallet application filed by its owner
and decided once by a reviewer, listed for the owner (newest first) and in the reviewers' queue
(waiting ones oldest first, so nobody waits forever; decisions newest first)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import Column, Connection, Row, Select, Table, func, select, update

from projections.paging import page_offset
from projections.projection import EventHandler

WAIT, SUCCESS, ERROR = "wait", "success", "error"


@dataclass(frozen=True)
class ApplicationTable:
    table: Table
    id_column: Column[Any]

    def record_columns(self) -> list[Column[Any]]:
        """Every column but the wallet version, which only orders one owner's applications."""
        return [column for column in self.table.c if column.name != "wallet_version"]

    def decided(self, status: str) -> EventHandler:
        """The handler of an approval or a rejection."""
        table = self.table

        def apply(connection: Connection, event: Any) -> None:
            connection.execute(
                update(table)
                .where(self.id_column == self._id_of(event))
                .values(
                    status=status,
                    remark=event.remark,
                    reviewed_at=event.at,
                    reviewer_uid=event.reviewer_uid,
                )
            )

        return apply

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
        self, connection: Connection, view: Select[Any], status: str, page: int, page_size: int
    ) -> tuple[list[Row[Any]], int]:
        """The reviewers' list of one status, read through `view`, and its size."""
        columns = self.table.c
        if status == WAIT:
            order = (columns.requested_at.asc(), self.id_column.asc())
        else:
            order = (columns.reviewed_at.desc(), self.id_column.desc())
        condition = columns.status == status
        rows = connection.execute(
            view.where(condition)
            .order_by(*order)
            .limit(page_size)
            .offset(page_offset(page, page_size))
        ).all()
        return list(rows), self.count(connection, condition)

    def owner_of(self, connection: Connection, application_id: str) -> int | None:
        uid = connection.execute(
            select(self.table.c.uid).where(self.id_column == application_id)
        ).scalar()
        return None if uid is None else int(uid)
