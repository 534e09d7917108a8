"""The seller's steps on an order of their shop: confirming it and shipping it."""

from __future__ import annotations

from abc import ABC, abstractmethod
from datetime import timedelta

from application.bazaar import Bazaar, retry_on_conflict
from application.ports import Clock
from domain.carriers import Carrier
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order import Order


class SellerSteps(ABC):
    """A mixin of `Orders`, which supplies the application, the clock and `load`."""

    application: Bazaar
    clock: Clock
    receive_within: timedelta
    """How long a buyer has to confirm receipt after shipping, before the system does."""

    @abstractmethod
    def load(self, order_id: str) -> Order:
        """The order, or 103 (`Orders.load`)."""

    def load_for_shop(self, shop_id: int, order_id: str) -> Order:
        """The shop's own order; another shop's answers 103."""
        order = self.load(order_id)
        if order.shop_id != shop_id:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="order_id")
        return order

    @retry_on_conflict()  # the buyer's refund or another of the seller's tabs may race it
    def confirm(self, shop_id: int, seller_uid: int, order_id: str) -> int:
        order = self.load_for_shop(shop_id, order_id)
        order.confirm(seller_uid, self.clock())
        return self.application.save_and_position(order)

    @retry_on_conflict()  # the buyer's refund or another of the seller's tabs may race it
    def ship(
        self,
        shop_id: int,
        seller_uid: int,
        order_id: str,
        logistics_no: str,
        carrier: Carrier | None = None,
    ) -> int:
        """Ships with the parcel's number and, from the seller console, its carrier (None: not
        named, as older callers do; the order then shows no tracking link)."""
        order = self.load_for_shop(shop_id, order_id)
        order.ship(logistics_no, seller_uid, self.clock(), carrier, self.receive_within)
        return self.application.save_and_position(order)
