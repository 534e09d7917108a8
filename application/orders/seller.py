"""The seller console's orders: the shop's list, confirming and shipping."""

from __future__ import annotations

from dataclasses import replace
from uuid import UUID

from sqlalchemy import Engine

from application.orders.order_details import order_by_id, orders_of_shop, with_carriers
from application.orders.service import Orders
from application.ports import ProjectionWait
from application.shops.opening import owned_shop
from domain.carriers import Carriers
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order_status import OrderStatus
from projections.orders import OrderRecord
from projections.paging import Paged


class SellerOrders:
    """What a seller does with their shop's orders."""

    def __init__(
        self,
        engine: Engine,
        orders: Orders,
        await_projections: ProjectionWait,
        carriers: Carriers,
    ) -> None:
        self.engine = engine
        self.orders = orders
        self.await_projections = await_projections
        self.carriers = carriers

    def shop_of(self, uid: int) -> int:
        """The seller's shop; 111 for a seller without one."""
        with self.engine.connect() as connection:
            return owned_shop(connection, uid)

    def shop_orders(
        self, uid: int, status: OrderStatus | None, page: int, page_size: int
    ) -> Paged[OrderRecord]:
        shop_id = self.shop_of(uid)
        with self.engine.connect() as connection:
            found = orders_of_shop(connection, shop_id, status, page, page_size)
        return replace(found, list=with_carriers(found.list, self.carriers))

    def detail(self, uid: int, order_id: str) -> OrderRecord:
        """One order of the seller's shop, as its list shows it; an id that is no order id
        answers 102, another shop's order (or none) 103."""
        shop_id = self.shop_of(uid)
        try:
            UUID(order_id)
        except ValueError:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="order_id") from None
        with self.engine.connect() as connection:
            found = order_by_id(connection, order_id)
        if found is None or found.shop_id != shop_id:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="order_id")
        return with_carriers([found], self.carriers)[0]

    def confirm(self, uid: int, order_id: str) -> None:
        self.await_projections(self.orders.confirm(self.shop_of(uid), uid, order_id))

    def ship(self, uid: int, order_id: str, logistics_no: str, carrier: str | None) -> None:
        """Ships with the parcel's number and the carrier's code: 102 `carrier` for a code not
        configured; no code (the older call) ships without a carrier, so without a link."""
        shop_id = self.shop_of(uid)
        chosen = self.carriers.chosen(carrier)
        self.await_projections(self.orders.ship(shop_id, uid, order_id, logistics_no, chosen))
