"""The shopper's orders: the list, the detail, the public tracking page, and cancelling,
asking a refund and confirming receipt (answered once the read models show the change)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from sqlalchemy import Engine

from application.orders.order_details import (
    order_by_id,
    order_by_sn,
    orders_of_buyer,
    with_carriers,
    with_chain_payments,
)
from application.orders.service import Orders
from application.ports import ProjectionWait
from domain.carriers import Carriers
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order_status import OrderStatus

# Re-exported (`as` themselves): the read-model rows this module answers with, for the edge.
from projections.order_chain_payments import ChainPaymentRecord as ChainPaymentRecord
from projections.orders import OrderRecord as OrderRecord
from projections.paging import Paged


class ShopperOrders:
    """What a shopper does with their orders once placed."""

    def __init__(
        self,
        engine: Engine,
        orders: Orders,
        await_projections: ProjectionWait,
        carriers: Carriers,
        confirmations: Mapping[str, int] | None = None,
    ) -> None:
        """`confirmations`: the blocks each chain method (by name) waits for."""
        self.confirmations = dict(confirmations or {})
        self.engine = engine
        self.orders = orders
        self.await_projections = await_projections
        self.carriers = carriers

    def orders_of(
        self, uid: int, status: OrderStatus | None, page: int, page_size: int
    ) -> Paged[OrderRecord]:
        with self.engine.connect() as connection:
            found = orders_of_buyer(connection, uid, status, page, page_size)
            shown = with_chain_payments(connection, found.list, self.confirmations)
        return replace(found, list=with_carriers(shown, self.carriers))

    def detail(self, uid: int, order_id: str) -> OrderRecord:
        with self.engine.connect() as connection:
            found = order_by_id(connection, order_id)
            if found is None or found.buyer_uid != uid:
                raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="order_id")
            shown = with_chain_payments(connection, [found], self.confirmations)
        return with_carriers(shown, self.carriers)[0]

    def track(self, order_sn: str) -> OrderRecord:
        with self.engine.connect() as connection:
            found = order_by_sn(connection, order_sn.strip())
        if found is None:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="order_sn")
        return with_carriers([found], self.carriers)[0]

    def cancel(self, uid: int, order_id: str) -> None:
        self.await_projections(self.orders.cancel(uid, order_id))

    def refund(self, uid: int, order_id: str, reason: str) -> None:
        self.await_projections(self.orders.refund(uid, order_id, reason))

    def confirm_receipt(self, uid: int, order_id: str) -> None:
        self.await_projections(self.orders.confirm_receipt(uid, order_id))
