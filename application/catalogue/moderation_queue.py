"""The operators' queue of reported products (`console/moderation/list`), read from the
reports' rows and grouped per product.

`open`: every product with open reports, the latest reported first, with its open reports
(reason, reporter, time). `closed`: every closing, newest first; a take-down closes all of a
product's open reports at once (one group), a dismissal one report (its own group), each with how
it was closed, by whom, when and with what remark. Both show the product as it stands now (on
sale, taken down and why), so a taken-down one can be restored from its closing."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from sqlalchemy import Connection, Engine, func, select

from application.accounts.tables import users
from application.catalogue.listing_moderation import CLOSED, OPEN
from application.catalogue.report_tables import product_reports
from application.catalogue.tables import goods, shops
from projections.paging import Paged, page_offset

QueueStatus = Literal["open", "closed"]

reports = product_reports.c
_CLOSING = (reports.goods_id, reports.closed_at, reports.closed_by_uid, reports.resolution)
"""What one closing shares: the product, the moment, the operator and how."""


@dataclass(frozen=True)
class ReportLine:
    report_id: int
    reason: str
    reporter_uid: int
    reporter_name: str
    reported_at: datetime


@dataclass(frozen=True)
class ReportedProduct:
    goods_id: int
    name: str
    cover_image: str
    shop_id: int
    shop_name: str
    on_sale: bool
    """The seller's own choice."""
    taken_down: bool
    takedown_reason: str


@dataclass(frozen=True)
class Closing:
    resolution: str
    """`taken_down` or `dismissed`."""
    by_uid: int
    by_name: str
    at: datetime
    remark: str


@dataclass(frozen=True)
class ReportGroup:
    product: ReportedProduct
    reports: list[ReportLine]
    open_count: int
    """The product's open reports now (for a closing: those filed since)."""
    latest_at: datetime
    closing: Closing | None


class ModerationQueue:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def page(self, status: QueueStatus, page: int, page_size: int) -> Paged[ReportGroup]:
        """One page of the open or the closed groups."""
        keys = _CLOSING if status == "closed" else (reports.goods_id,)
        grouped = (
            select(
                *keys,
                func.max(reports.remark).label("remark"),
                func.max(reports.created_at).label("latest_at"),
            )
            .where(reports.status == (CLOSED if status == "closed" else OPEN))
            .group_by(*keys)
        )
        newest = "closed_at" if status == "closed" else "latest_at"
        with self.engine.connect() as connection:
            total = connection.execute(
                select(func.count()).select_from(grouped.subquery())
            ).scalar_one()
            rows = connection.execute(
                grouped.order_by(grouped.selected_columns[newest].desc(), reports.goods_id.desc())
                .limit(page_size)
                .offset(page_offset(page, page_size))
            ).all()
            groups = _groups(connection, status, rows)
        return Paged(groups, int(total), page, page_size)


def _groups(connection: Connection, status: QueueStatus, rows: Sequence[Any]) -> list[ReportGroup]:
    goods_ids = {int(row.goods_id) for row in rows}
    lines = _report_lines(connection, status, goods_ids)
    products = _products(connection, goods_ids)
    open_counts = _open_counts(connection, goods_ids)
    closers = _names(connection, {int(row.closed_by_uid) for row in rows if status == "closed"})
    groups = []
    for row in rows:
        closing = None
        if status == "closed":
            by = int(row.closed_by_uid)
            closing = Closing(row.resolution, by, closers.get(by, ""), row.closed_at, row.remark)
        goods_id = int(row.goods_id)
        groups.append(
            ReportGroup(
                products[goods_id],
                lines.get(_key(row, status), []),
                open_counts.get(goods_id, 0),
                row.latest_at,
                closing,
            )
        )
    return groups


def _key(row: Any, status: QueueStatus) -> tuple[Any, ...]:
    """A report's group: its product, and for a closed one its closing."""
    if status == "open":
        return (int(row.goods_id),)
    return (int(row.goods_id), row.closed_at, int(row.closed_by_uid), row.resolution)


def _report_lines(
    connection: Connection, status: QueueStatus, goods_ids: set[int]
) -> dict[tuple[Any, ...], list[ReportLine]]:
    """The reports of these products in that status, newest first, by their group's key."""
    by_key: dict[tuple[Any, ...], list[ReportLine]] = defaultdict(list)
    if not goods_ids:
        return by_key
    found = connection.execute(
        select(product_reports, users.c.nickname, users.c.email)
        .join(users, users.c.uid == reports.reporter_uid)
        .where(reports.status == status, reports.goods_id.in_(sorted(goods_ids)))
        .order_by(reports.created_at.desc(), reports.report_id.desc())
    )
    for row in found:
        by_key[_key(row, status)].append(
            ReportLine(
                int(row.report_id),
                row.reason,
                int(row.reporter_uid),
                row.nickname or row.email,
                row.created_at,
            )
        )
    return by_key


def _products(connection: Connection, goods_ids: set[int]) -> dict[int, ReportedProduct]:
    rows = connection.execute(
        select(
            goods.c.goods_id,
            goods.c.name,
            goods.c.cover_image,
            goods.c.shop_id,
            shops.c.name.label("shop_name"),
            goods.c.on_sale,
            goods.c.taken_down,
            goods.c.takedown_reason,
        )
        .select_from(goods.join(shops, shops.c.shop_id == goods.c.shop_id))
        .where(goods.c.goods_id.in_(sorted(goods_ids)))
    )
    return {
        int(row.goods_id): ReportedProduct(
            int(row.goods_id),
            row.name,
            row.cover_image,
            int(row.shop_id),
            row.shop_name,
            bool(row.on_sale),
            bool(row.taken_down),
            row.takedown_reason,
        )
        for row in rows
    }


def _open_counts(connection: Connection, goods_ids: set[int]) -> dict[int, int]:
    rows = connection.execute(
        select(reports.goods_id, func.count())
        .where(reports.status == OPEN, reports.goods_id.in_(sorted(goods_ids)))
        .group_by(reports.goods_id)
    )
    return {int(goods_id): int(count) for goods_id, count in rows}


def _names(connection: Connection, uids: Iterable[int]) -> dict[int, str]:
    """Each user's nickname, or their e-mail when they have none."""
    wanted = sorted(set(uids))
    if not wanted:
        return {}
    rows = connection.execute(
        select(users.c.uid, users.c.nickname, users.c.email).where(users.c.uid.in_(wanted))
    )
    return {int(row.uid): row.nickname or row.email for row in rows}
