"""The Inventory aggregate: one per SKU, so two checkouts of the last unit cannot both win."""

from __future__ import annotations

from datetime import datetime
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain.errors import BusinessRuleViolation, ErrorCode


class Inventory(Aggregate):
    """Units on hand for one SKU, and what each order holds: reserved until paid, then sold."""

    class Counted(Aggregate.Created):
        sku_id: int
        goods_id: int
        stock: int

    class Reserved(Aggregate.Event):
        order_id: str
        qty: int
        at: datetime

    class Released(Aggregate.Event):
        order_id: str
        qty: int
        was_sold: bool
        at: datetime

    class Sold(Aggregate.Event):
        order_id: str
        qty: int
        at: datetime

    @staticmethod
    def create_id(sku_id: int) -> UUID:
        # Two first reservations of one SKU make the same id; the event store lets one win.
        return uuid5(NAMESPACE_URL, f"/bazaar/inventory/{sku_id}")

    @event(Counted)
    def __init__(self, sku_id: int, goods_id: int, stock: int) -> None:
        """`stock` is the catalogue's count when the SKU is first reserved."""
        self.sku_id = sku_id
        self.goods_id = goods_id
        self.available = max(stock, 0)
        self.reserved: dict[str, int] = {}
        self.sold: dict[str, int] = {}

    def reserve(self, order_id: str, qty: int, at: datetime) -> None:
        if qty <= 0:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="num")
        if qty > self.available:
            raise BusinessRuleViolation(ErrorCode.OUT_OF_STOCK)
        if order_id in self.reserved or order_id in self.sold:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._reserved(order_id, qty, at)

    @event(Reserved)
    def _reserved(self, order_id: str, qty: int, at: datetime) -> None:
        self.available -= qty
        self.reserved[order_id] = qty

    def sell(self, order_id: str, at: datetime) -> None:
        """The order was paid: its reservation becomes a sale."""
        if order_id not in self.reserved:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._sold(order_id, self.reserved[order_id], at)

    @event(Sold)
    def _sold(self, order_id: str, qty: int, at: datetime) -> None:
        del self.reserved[order_id]
        self.sold[order_id] = qty

    def release(self, order_id: str, at: datetime) -> None:
        """The order was cancelled or refunded: its units are back on the shelf."""
        if order_id in self.reserved:
            self._released(order_id, self.reserved[order_id], False, at)
        elif order_id in self.sold:
            self._released(order_id, self.sold[order_id], True, at)
        else:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)

    @event(Released)
    def _released(self, order_id: str, qty: int, was_sold: bool, at: datetime) -> None:
        (self.sold if was_sold else self.reserved).pop(order_id)
        self.available += qty
