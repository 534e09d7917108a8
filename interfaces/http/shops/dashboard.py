"""`console/shop/dashboard`: the seller console's home figures for the seller's own shop."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.shops.dashboard import ShopDashboard
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Envelope, ok
from interfaces.http.guards import requires_role
from interfaces.http.shops.seller_schemas import DashboardRequest, DashboardView, dashboard_view


class ShopDashboardController(Controller):
    path = "/console/shop"
    guards = [requires_role("seller")]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/dashboard")
    def dashboard(
        self,
        uid: NamedDependency[int],
        shop_dashboard: NamedDependency[ShopDashboard],
        data: JSONBody[DashboardRequest],
    ) -> Envelope[DashboardView]:
        """Orders waiting to be confirmed and shipped, up to 20 SKUs below LOW_STOCK_THRESHOLD
        (on-sale products first, then the lowest stock), the 5 best sellers, and the sales of
        each of the last `days` (1-90, default 30) UTC days, oldest first: orders paid and not
        refunded, counted on the day they were placed, with their totals (111 without a shop)."""
        return ok(dashboard_view(shop_dashboard.dashboard(uid, data.days)))
