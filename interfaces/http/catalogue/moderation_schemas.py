"""Request and response Structs of the products' moderation: a shopper's report
(`mall/goods/report`) and the operators' queue and actions (`console/moderation/*`)."""

from __future__ import annotations

import builtins
from typing import Annotated, Literal

import msgspec

from application.catalogue.moderation_queue import Closing, ReportGroup, ReportLine
from application.timeutil import unix_seconds
from interfaces.http.schemas import ApiRequest, Id, Page, PageNumber, PageSize

Text = Annotated[str, msgspec.Meta(max_length=1024)]
"""A few more than allowed, so a long text answers the catalogue's 102 naming its field."""


class GoodsReportRequest(ApiRequest, kw_only=True):
    shop_goods_id: Id
    reason: Text
    """What is wrong with the product, 1..500 characters."""


class ReportFiled(msgspec.Struct):
    report_id: int


class ModerationListRequest(ApiRequest, kw_only=True):
    status: Literal["open", "closed"] = "open"
    """`open`: products with reports waiting, the latest reported first; `closed`: each
    take-down or dismissal, newest first."""
    page: PageNumber = 1
    page_size: PageSize = 20


class TakedownRequest(ApiRequest, kw_only=True):
    shop_goods_id: Id
    reason: Text
    """Why, 1..500 characters: the seller reads it, in its console and by e-mail."""


class RestoreRequest(ApiRequest, kw_only=True):
    shop_goods_id: Id
    remark: Text = ""
    """Up to 500 characters, for the record."""


class DismissRequest(ApiRequest, kw_only=True):
    report_id: Id
    remark: Text = ""
    """Up to 500 characters, for the record."""


class ReportView(msgspec.Struct):
    report_id: int
    reason: str
    reporter_uid: int
    reporter_name: str
    """The shopper's nickname, or their e-mail without one."""
    time: int


class ReportedGoodsView(msgspec.Struct):
    shop_goods_id: int
    name: str
    cover_image: str
    shop_id: int
    shop_name: str
    on_sale: bool
    """The seller's own choice; the storefront shows it only while not taken down."""
    taken_down: bool
    takedown_reason: str


class ClosingView(msgspec.Struct):
    resolution: Literal["taken_down", "dismissed"]
    by_uid: int
    by_name: str
    """The operator's nickname, or their e-mail without one."""
    time: int
    remark: str
    """A take-down's reason, or the dismissal's remark."""


class ReportGroupView(msgspec.Struct):
    goods: ReportedGoodsView
    open_reports: int
    """The product's open reports now (beside a closing: those filed since)."""
    reports: builtins.list[ReportView]
    """The group's reports, newest first."""
    latest_report_time: int
    closed: ClosingView | None
    """How the group's reports were closed (`closed` list only)."""


class ReportGroupPage(Page[ReportGroupView]):
    pass


def _report_view(line: ReportLine) -> ReportView:
    return ReportView(
        line.report_id,
        line.reason,
        line.reporter_uid,
        line.reporter_name,
        unix_seconds(line.reported_at),
    )


def _closing_view(closing: Closing) -> ClosingView:
    resolution: Literal["taken_down", "dismissed"] = (
        "taken_down" if closing.resolution == "taken_down" else "dismissed"
    )
    return ClosingView(
        resolution, closing.by_uid, closing.by_name, unix_seconds(closing.at), closing.remark
    )


def report_group_view(group: ReportGroup) -> ReportGroupView:
    product = group.product
    return ReportGroupView(
        goods=ReportedGoodsView(
            product.goods_id,
            product.name,
            product.cover_image,
            product.shop_id,
            product.shop_name,
            product.on_sale,
            product.taken_down,
            product.takedown_reason,
        ),
        open_reports=group.open_count,
        reports=[_report_view(line) for line in group.reports],
        latest_report_time=unix_seconds(group.latest_at),
        closed=None if group.closing is None else _closing_view(group.closing),
    )
