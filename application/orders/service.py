"""Order use cases: every one loads the aggregates it touches, lets them decide, and saves them
together, so money, orders and stock move all at once or not at all."""

from __future__ import annotations

import logging
from collections.abc import Callable, Collection, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any, TypeVar
from uuid import UUID, uuid4

from eventsourcing.application import AggregateNotFoundError
from eventsourcing.persistence import IntegrityError
from eventsourcing.utils import retry
from sqlalchemy import Engine

from application.bazaar import Bazaar
from application.orders.cart import PricedLine
from application.orders.placement import Payment, Placed, by_shop, line_snapshot, new_order_sn
from application.orders.pricing import FeeRule
from application.ports import Clock
from application.wallet.service import Wallets
from domain.cart import Cart, user_owner
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.inventory import Inventory
from domain.order import SYSTEM_UID, Order
from projections.orders import due_to_expire, due_to_finish

logger = logging.getLogger(__name__)

T = TypeVar("T")

# Another checkout took the same SKU, wallet or cart first: reload everything and decide again
# (stock may have run out meanwhile, which is then a refusal, never retried).
_on_conflict: Callable[[Callable[..., T]], Callable[..., T]] = retry(
    IntegrityError, max_attempts=200, wait=0.005
)

FINISH_BATCH = 200
EXPIRE_BATCH = 200


class Orders:
    """Everything that changes an order; each method answers the last notification id saved."""

    def __init__(
        self,
        application: Bazaar,
        engine: Engine,
        clock: Clock,
        wallets: Wallets,
        fee_rule: FeeRule,
        finish_after: timedelta,
        pay_within: timedelta,
    ) -> None:
        self.application = application
        self.engine = engine
        self.clock = clock
        self.wallets = wallets
        self.fee_rule = fee_rule
        self.finish_after = finish_after
        self.pay_within = pay_within

    # -- loading -------------------------------------------------------------------------

    def load(self, order_id: str) -> Order:
        """The order, or 103 when the id names none."""
        try:
            order: Order = self.application.repository.get(UUID(order_id))
        except (ValueError, AggregateNotFoundError):
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="order_id") from None
        if not isinstance(order, Order):
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="order_id")
        return order

    def load_own(self, uid: int, order_id: str) -> Order:
        """The buyer's own order; anyone else's answers 103, as if it did not exist."""
        order = self.load(order_id)
        if order.buyer_uid != uid:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="order_id")
        return order

    def _inventory(self, sku_id: int, goods_id: int, catalogue_stock: int) -> Inventory:
        try:
            inventory: Inventory = self.application.repository.get(Inventory.create_id(sku_id))
        except AggregateNotFoundError:
            # First reservation: count from the catalogue. Two first reservations make the same
            # id, so one save fails on the version and is decided again on the saved count.
            inventory = Inventory(sku_id=sku_id, goods_id=goods_id, stock=catalogue_stock)
        return inventory

    def _inventories(self, orders: Sequence[Order]) -> list[Inventory]:
        loaded: dict[int, Inventory] = {}
        for order in orders:
            for sku_id in order.quantities():
                if sku_id not in loaded:
                    loaded[sku_id] = self.application.repository.get(Inventory.create_id(sku_id))
        return list(loaded.values())

    def _save(self, *aggregates: Any) -> int:
        recordings = self.application.save(*aggregates)
        return recordings[-1].notification.id if recordings else 0

    # -- the buyer -----------------------------------------------------------------------

    @_on_conflict
    def place(
        self,
        uid: int,
        lines: Sequence[PricedLine],
        address: dict[str, Any],
        remarks: Mapping[int, str],
        cart_lines: Sequence[tuple[int, int]],
    ) -> Placed:
        """One order per shop, each with its shop's note from `remarks`, every unit reserved,
        and `cart_lines` (the bought lines that came from the cart) taken out of it, in one
        save; 107 and nothing saved when any SKU is short."""
        now = self.clock()
        orders: list[Order] = []
        inventories: dict[int, Inventory] = {}
        for shop_id, shop_lines in by_shop(lines).items():
            fees = self.fee_rule.fees(sum(line.total for line in shop_lines))
            order = Order(
                order_sn=new_order_sn(now),
                buyer_uid=uid,
                shop_id=shop_id,
                lines=[line_snapshot(line) for line in shop_lines],
                address=address,
                subtotal=fees.subtotal,
                shipping_fee=fees.shipping_fee,
                tax=fees.tax,
                total=fees.total,
                remark=remarks.get(shop_id, ""),
                at=now,
                pay_deadline=now + self.pay_within,
            )
            orders.append(order)
            for line in shop_lines:
                offer = line.offer
                if offer.sku_id not in inventories:
                    inventories[offer.sku_id] = self._inventory(
                        offer.sku_id, offer.shop_goods_id, offer.stock
                    )
            for sku_id, qty in order.quantities().items():
                inventories[sku_id].reserve(str(order.id), qty, now)
        touched: list[Any] = [*orders, *inventories.values()]
        if cart_lines:
            cart = self._cart(uid)
            for shop_goods_id, sku_id in cart_lines:
                if cart.quantity(shop_goods_id, sku_id):
                    cart.remove(shop_goods_id, sku_id, now)
            touched.append(cart)
        return Placed(
            order_ids=[str(order.id) for order in orders],
            order_sns=[order.order_sn for order in orders],
            pay_amount=sum(order.total for order in orders),
            notification_id=self._save(*touched),
        )

    def _cart(self, uid: int) -> Cart:
        owner = user_owner(uid)
        try:
            cart: Cart = self.application.repository.get(Cart.create_id(owner))
        except AggregateNotFoundError:
            cart = Cart(owner=owner)
        return cart

    @_on_conflict
    def pay(self, uid: int, order_ids: Sequence[str]) -> Payment:
        """The wallet debit and every order paid (their units sold) in one save: 106 and
        nothing changes when the balance is short."""
        orders = [self.load_own(uid, order_id) for order_id in dict.fromkeys(order_ids)]
        now = self.clock()
        payment_id = uuid4().hex
        for order in orders:
            order.pay(payment_id, uid, now)
        amount = sum(order.total for order in orders)
        wallet = self.wallets.load(uid, now)
        remark = "Order " + ", ".join(order.order_sn for order in orders)
        wallet.debit_payment(payment_id, amount, remark, now)
        inventories = self._inventories(orders)
        by_sku = {inventory.sku_id: inventory for inventory in inventories}
        for order in orders:
            for sku_id in order.quantities():
                by_sku[sku_id].sell(str(order.id), now)
        notification_id = self._save(wallet, *orders, *inventories)
        return Payment(amount, wallet.available, notification_id)

    @_on_conflict
    def cancel(self, uid: int, order_id: str) -> int:
        """wait_payment only; the reserved units go back on the shelf."""
        order = self.load_own(uid, order_id)
        now = self.clock()
        order.cancel(uid, now)
        inventories = self._inventories([order])
        for inventory in inventories:
            inventory.release(order_id, now)
        return self._save(order, *inventories)

    @_on_conflict
    def refund(self, uid: int, order_id: str, reason: str) -> int:
        """Paid but not shipped: the money back to the wallet and the units to the shelf."""
        order = self.load_own(uid, order_id)
        now = self.clock()
        refund_id = uuid4().hex
        order.refund(refund_id, reason, uid, now)
        wallet = self.wallets.load(uid, now)
        wallet.credit_refund(refund_id, order.total, f"Refund of order {order.order_sn}", now)
        inventories = self._inventories([order])
        for inventory in inventories:
            inventory.release(order_id, now)
        return self._save(wallet, order, *inventories)

    @_on_conflict
    def confirm_receipt(self, uid: int, order_id: str) -> int:
        order = self.load_own(uid, order_id)
        order.confirm_receipt(uid, self.clock())
        return self._save(order)

    @_on_conflict
    def finish_reviewed(
        self, uid: int, order_id: str, reviewed_lines: Collection[tuple[int, int]]
    ) -> int:
        """Finishes the buyer's received order now that every line is reviewed (108 when it
        is not awaiting completion or a line is still unreviewed)."""
        order = self.load_own(uid, order_id)
        order.finish_reviewed(uid, self.clock(), reviewed_lines)
        return self._save(order)

    # -- the seller ----------------------------------------------------------------------

    def load_for_shop(self, shop_id: int, order_id: str) -> Order:
        """The shop's own order; another shop's answers 103."""
        order = self.load(order_id)
        if order.shop_id != shop_id:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="order_id")
        return order

    @_on_conflict
    def confirm(self, shop_id: int, seller_uid: int, order_id: str) -> int:
        order = self.load_for_shop(shop_id, order_id)
        order.confirm(seller_uid, self.clock())
        return self._save(order)

    @_on_conflict
    def ship(self, shop_id: int, seller_uid: int, order_id: str, logistics_no: str) -> int:
        order = self.load_for_shop(shop_id, order_id)
        order.ship(logistics_no, seller_uid, self.clock())
        return self._save(order)

    # -- the periodic job ----------------------------------------------------------------

    def finish_due(self) -> int:
        """Finishes orders whose receipt is older than the finishing delay; answers how many."""
        now = self.clock()
        not_before = now - self.finish_after
        with self.engine.connect() as connection:
            due = due_to_finish(connection, not_before, FINISH_BATCH)
        finished = 0
        for order_id in due:
            try:
                self._finish(order_id, now, not_before)
            except BusinessRuleViolation:
                continue  # refunded or finished since the read model was read
            finished += 1
        return finished

    def expire_due(self) -> int:
        """Cancels orders left unpaid past their deadline and puts their units back on the
        shelf; answers how many. Safe with several workers and a racing `pay`: each order is
        saved at the version it was loaded at, so only one of them wins and the others decide
        again on what it saved."""
        now = self.clock()
        with self.engine.connect() as connection:
            due = due_to_expire(connection, now, EXPIRE_BATCH)
        expired = 0
        for order_id in due:
            try:
                self._expire(order_id, now)
            except BusinessRuleViolation:
                continue  # paid, cancelled or expired by another worker since the read
            expired += 1
        return expired

    @_on_conflict
    def _expire(self, order_id: str, now: datetime) -> int:
        order = self.load(order_id)
        order.expire(now)
        inventories = self._inventories([order])
        for inventory in inventories:
            inventory.release(order_id, now)
        return self._save(order, *inventories)

    @_on_conflict
    def _finish(self, order_id: str, now: datetime, not_before: datetime) -> int:
        order = self.load(order_id)
        order.finish(SYSTEM_UID, now, not_before)
        return self._save(order)
