"""`console/shop_application/*`: reviewers decide shop applications."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.review_queue import QueueFilter
from application.shops.applications import ShopApplications
from domain.review import ReviewStatus
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.guards import requires_role
from interfaces.http.schemas import ReviewListRequest
from interfaces.http.shops.schemas import (
    ReviewedShopApplicationPage,
    ShopApproveRequest,
    ShopRejectRequest,
    reviewed_shop_application,
)


class ShopApplicationReviewController(Controller):
    path = "/console/shop_application"
    guards = [requires_role("reviewer")]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/list")
    def application_list(
        self,
        shop_applications: NamedDependency[ShopApplications],
        data: JSONBody[ReviewListRequest],
    ) -> Envelope[ReviewedShopApplicationPage]:
        """Shop applications by status with the applicant: the queue (`wait`, the default)
        oldest first, decided ones newest decision first. `keywords` matches any part of the
        e-mail or the shop name, or exactly the uid or the application id; `min_age_hours`
        keeps applications at least that old."""
        queue_filter = QueueFilter(keywords=data.keywords or "", min_age_hours=data.min_age_hours)
        found = shop_applications.review_list(
            data.status or ReviewStatus.WAIT, data.page, data.page_size, queue_filter
        )
        sla_hours = shop_applications.sla.hours
        return ok(
            ReviewedShopApplicationPage.of(found, reviewed_shop_application, sla_hours=sla_hours)
        )

    @api_post("/approve", changes_state=True)
    def approve(
        self,
        uid: NamedDependency[int],
        shop_applications: NamedDependency[ShopApplications],
        data: JSONBody[ShopApproveRequest],
    ) -> Envelope[Empty]:
        """Opens the shop and makes the applicant a seller (108 once decided, 103 if unknown,
        111 on one's own application)."""
        shop_applications.approve(uid, data.application_id, data.remark)
        return done()

    @api_post("/reject", changes_state=True)
    def reject(
        self,
        uid: NamedDependency[int],
        shop_applications: NamedDependency[ShopApplications],
        data: JSONBody[ShopRejectRequest],
    ) -> Envelope[Empty]:
        """Closes the application; `remark` (1-500) tells the applicant why (111 on one's own
        application)."""
        shop_applications.reject(uid, data.application_id, data.remark)
        return done()
