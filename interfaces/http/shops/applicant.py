"""`mine/shop/*`: a shopper applies to open a shop and follows the application."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.shops.applications import ShopApplications
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Envelope, ok
from interfaces.http.schemas import EmptyRequest
from interfaces.http.shops.schemas import (
    ShopApplicationView,
    ShopApplied,
    ShopApplyRequest,
    shop_application_view,
)


class ShopApplicationController(Controller):
    path = "/mine/shop"

    @api_post("/apply", changes_state=True)
    def apply(
        self,
        uid: NamedDependency[int],
        shop_applications: NamedDependency[ShopApplications],
        data: JSONBody[ShopApplyRequest],
    ) -> Envelope[ShopApplied]:
        """Files a shop application (10501 while one waits or once a shop exists; `agree` must
        be true; both images must be the caller's uploads, and become private). `shop_name`
        must be neither another shop's nor another waiting application's, nor look like one
        (case, spacing, invisible characters and look-alike letters aside): 102 `shop_name`.
        A waiting application reserves its name."""
        application_id = shop_applications.apply(uid, data.form())
        return ok(ShopApplied(application_id))

    @api_post("/info")
    def info(
        self,
        uid: NamedDependency[int],
        shop_applications: NamedDependency[ShopApplications],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[ShopApplicationView | None]:
        """The caller's latest application with its status and the reviewer's remark, or null."""
        record = shop_applications.latest_for(uid)
        return ok(None if record is None else shop_application_view(record))
