"""`mall/goods/report` and `console/moderation/*`: shoppers report products, and the platform's
operators (role operator) read the reports grouped per product and take a product down, restore
it, or dismiss a report. Every action is on the record (`console/audit/actions`)."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.catalogue.moderation import Moderation
from application.catalogue.moderation_queue import ModerationQueue
from application.catalogue.reports import ProductReports
from domain.staff_actions import OPERATOR_ROLE
from interfaces.http.api_post import api_post
from interfaces.http.catalogue.moderation_schemas import (
    DismissRequest,
    GoodsReportRequest,
    ModerationListRequest,
    ReportFiled,
    ReportGroupPage,
    RestoreRequest,
    TakedownRequest,
    report_group_view,
)
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.guards import requires_role


class GoodsReportController(Controller):
    path = "/mall/goods"

    @api_post("/report", changes_state=True)
    def report(
        self,
        uid: NamedDependency[int],
        product_reports: NamedDependency[ProductReports],
        data: JSONBody[GoodsReportRequest],
    ) -> Envelope[ReportFiled]:
        """A signed-in shopper tells the operators what is wrong with a product: 102 `reason`
        (1..500 characters), 103 for no product or one the platform withholds, 111
        `own_listing` for one of the shopper's own shop, 108 `reported` while their earlier
        report of it is open."""
        return ok(ReportFiled(product_reports.report(uid, data.shop_goods_id, data.reason)))


class ModerationController(Controller):
    path = "/console/moderation"
    guards = [requires_role(OPERATOR_ROLE)]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/list")
    def queue(
        self,
        moderation_queue: NamedDependency[ModerationQueue],
        data: JSONBody[ModerationListRequest],
    ) -> Envelope[ReportGroupPage]:
        """Reported products, one group per product (`open`) or per closing (`closed`), with
        the reports' reasons and times and the product as it stands."""
        found = moderation_queue.page(data.status, data.page, data.page_size)
        return ok(ReportGroupPage.of(found, report_group_view))

    @api_post("/takedown", changes_state=True)
    def take_down(
        self,
        uid: NamedDependency[int],
        moderation: NamedDependency[Moderation],
        data: JSONBody[TakedownRequest],
    ) -> Envelope[Empty]:
        """The product leaves the storefront, search and carts, its open reports close, and
        its seller is told why; 102 `reason`, 103, 108 taken down already, 111 `own_listing`
        for a product of the operator's own shop."""
        moderation.take_down(uid, data.shop_goods_id, data.reason)
        return done()

    @api_post("/restore", changes_state=True)
    def restore(
        self,
        uid: NamedDependency[int],
        moderation: NamedDependency[Moderation],
        data: JSONBody[RestoreRequest],
    ) -> Envelope[Empty]:
        """The product shows again as its seller had it, who may sell it again; 103, 108 when
        it is not taken down, 111 `own_listing`."""
        moderation.restore(uid, data.shop_goods_id, data.remark)
        return done()

    @api_post("/dismiss", changes_state=True)
    def dismiss(
        self,
        uid: NamedDependency[int],
        moderation: NamedDependency[Moderation],
        data: JSONBody[DismissRequest],
    ) -> Envelope[Empty]:
        """Closes one report and leaves the product as it is; 103 `report_id`, 108 for a
        closed report, 111 `own_listing`."""
        moderation.dismiss(uid, data.report_id, data.remark)
        return done()
