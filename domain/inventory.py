"""The Inventory aggregate: one per SKU, so two checkouts of the last unit cannot both win."""

from __future__ import annotations

from datetime import datetime
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain.errors import BusinessRuleViolation, ErrorCode

MAX_STOCK = 1_000_000_000
"""Units one SKU may hold: far above any shelf, well inside the catalogue's integer column."""

INITIAL = "initial"
STOCK_REASONS = frozenset({"restock", "correction", "damage"})
"""Why a seller changes a count: restock adds, damage removes, correction goes either way."""


class Inventory(Aggregate):
    """Units on hand for one SKU, and what each order holds: reserved until paid, then sold."""

    class Counted(Aggregate.Created):
        sku_id: int
        goods_id: int
        stock: int

    class Adjusted(Aggregate.Event):
        """The seller counted units in or out, and said why."""

        delta: int
        reason: str
        by_uid: int
        at: datetime

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

    @classmethod
    def stocked(
        cls, sku_id: int, goods_id: int, stock: int, by_uid: int, at: datetime
    ) -> Inventory:
        """A new SKU's inventory: counted empty, then its first units stocked by the seller, so
        its very first units carry who put them there."""
        inventory = cls(sku_id=sku_id, goods_id=goods_id, stock=0)
        if stock:
            inventory._check_count(stock, "stock")
            inventory._adjusted(stock, INITIAL, by_uid, at)
        return inventory

    def adjust(self, delta: int, reason: str, by_uid: int, at: datetime) -> None:
        """Restock (+), damage (−) or correction (±); 107 when it would leave fewer than none."""
        if reason not in STOCK_REASONS:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="reason")
        wrong_sign = (reason == "restock" and delta < 0) or (reason == "damage" and delta > 0)
        if delta == 0 or wrong_sign or abs(delta) > MAX_STOCK:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="delta")
        if self.available + delta < 0:
            raise BusinessRuleViolation(ErrorCode.OUT_OF_STOCK)
        self._check_count(self.available + delta, "delta")
        self._adjusted(delta, reason, by_uid, at)

    @staticmethod
    def _check_count(count: int, field: str) -> None:
        if not 0 <= count <= MAX_STOCK:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=field)

    @event(Adjusted)
    def _adjusted(self, delta: int, reason: str, by_uid: int, at: datetime) -> None:
        self.available += delta

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
