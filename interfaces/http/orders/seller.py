"""`console/order/*`: a seller's own shop's orders, looked at, confirmed and shipped."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.orders.seller import SellerOrders
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.guards import requires_role
from interfaces.http.orders.schemas import (
    OrderIdRequest,
    OrderListRequest,
    OrderShipRequest,
    SellerOrderPage,
    SellerOrderView,
    seller_order_view,
)


class SellerOrderController(Controller):
    path = "/console/order"
    guards = [requires_role("seller")]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/list")
    def order_list(
        self,
        uid: NamedDependency[int],
        seller_orders: NamedDependency[SellerOrders],
        data: JSONBody[OrderListRequest],
    ) -> Envelope[SellerOrderPage]:
        """The seller's shop's orders, newest first, with the buyer (111 without a shop)."""
        found = seller_orders.shop_orders(uid, data.status, data.page, data.page_size)
        return ok(SellerOrderPage.of(found, seller_order_view))

    @api_post("/detail")
    def order_detail(
        self,
        uid: NamedDependency[int],
        seller_orders: NamedDependency[SellerOrders],
        data: JSONBody[OrderIdRequest],
    ) -> Envelope[SellerOrderView]:
        """One of the shop's orders, as the list shows it; another shop's order 103, an id
        that is no order id 102."""
        return ok(seller_order_view(seller_orders.detail(uid, data.order_id)))

    @api_post("/confirm", changes_state=True)
    def confirm(
        self,
        uid: NamedDependency[int],
        seller_orders: NamedDependency[SellerOrders],
        data: JSONBody[OrderIdRequest],
    ) -> Envelope[Empty]:
        """wait_confirm → wait_ship; another shop's order 103, wrong state 108."""
        seller_orders.confirm(uid, data.order_id)
        return done()

    @api_post("/ship", changes_state=True)
    def ship(
        self,
        uid: NamedDependency[int],
        seller_orders: NamedDependency[SellerOrders],
        data: JSONBody[OrderShipRequest],
    ) -> Envelope[Empty]:
        """wait_ship → wait_receipt with the logistics number (1..64) and the carrier's code
        (one of `system/config`'s `carriers`, else 102 `carrier`; optional for older clients)."""
        seller_orders.ship(uid, data.order_id, data.logistics_no, data.carrier)
        return done()
