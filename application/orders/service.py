"""Order use cases: every one loads the aggregates it touches, lets them decide, and saves them
together, so money, orders and stock move all at once or not at all."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any
from uuid import UUID, uuid4

from eventsourcing.domain import Aggregate
from sqlalchemy import Engine

from application.bazaar import Bazaar, retry_on_conflict
from application.cached_decisions import decided_on_cache_first
from application.orders.cart import PricedLine
from application.orders.commission_rates import CommissionRatesReader
from application.orders.placement import OrderTerms, Payment, Placed, by_shop, new_order
from application.orders.seller_steps import SellerSteps
from application.orders.settlement import Settlement
from application.orders.subscriber_discount import SubscriberDiscounts
from application.ports import Clock
from application.wallet.service import Wallets
from domain.cart import Cart, user_owner
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.inventory import Inventory
from domain.order import Order
from domain.order_status import SYSTEM_UID
from domain.pricing import FeeRule
from domain.wallet import Wallet
from projections.order_queries import due_to_expire, due_to_finish

# Another checkout took the same SKU, wallet or cart first: reload everything and decide again
# (stock may have run out meanwhile, which is then a refusal, never retried). Checkouts of one
# popular SKU queue up on its Inventory, hence more attempts than elsewhere.
CONFLICT_ATTEMPTS = 200

FINISH_BATCH = 200
EXPIRE_BATCH = 200


class Orders(SellerSteps):
    """Everything that changes an order; each method answers the last notification id saved."""

    def __init__(
        self,
        application: Bazaar,
        engine: Engine,
        clock: Clock,
        wallets: Wallets,
        fee_rule: FeeRule,
        commission_rates: CommissionRatesReader,
        finish_after: timedelta,
        pay_within: timedelta,
        discounts: SubscriberDiscounts,
        receive_within: timedelta = timedelta(days=10),
    ) -> None:
        self.application = application
        self.engine = engine
        self.clock = clock
        self.wallets = wallets
        self.fee_rule = fee_rule
        self.commission_rates = commission_rates
        self.settlement = Settlement(application, engine)
        self.finish_after = finish_after
        self.pay_within = pay_within
        self.discounts = discounts
        self.receive_within = receive_within

    # -- loading -------------------------------------------------------------------------

    def load(self, order_id: str) -> Order:
        """The order, or 103 when the id names none."""
        try:
            aggregate_id = UUID(order_id)
        except ValueError:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="order_id") from None
        order = self.application.get_or_none(aggregate_id, Order)
        if order is None:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="order_id")
        return order

    def load_own(self, uid: int, order_id: str) -> Order:
        """The buyer's own order; anyone else's answers 103, as if it did not exist."""
        order = self.load(order_id)
        if order.buyer_uid != uid:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="order_id")
        return order

    def _inventory(self, sku_id: int, goods_id: int, catalogue_stock: int) -> Inventory:
        # First reservation: count from the catalogue. Two first reservations make the same
        # id, so one save fails on the version and is decided again on the saved count.
        return self.application.load_or_start(
            Inventory.create_id(sku_id),
            lambda: Inventory(sku_id=sku_id, goods_id=goods_id, stock=catalogue_stock),
        )

    def _inventories(self, orders: Sequence[Order]) -> list[Inventory]:
        loaded: dict[int, Inventory] = {}
        for order in orders:
            for sku_id in order.quantities():
                if sku_id not in loaded:
                    loaded[sku_id] = self.application.repository.get(Inventory.create_id(sku_id))
        return list(loaded.values())

    def _released(self, order: Order, order_id: str, now: datetime) -> list[Inventory]:
        """The order's SKUs with its units back on the shelf (`order_id` as the caller gave
        it: the reservations are kept under the id's canonical form)."""
        inventories = self._inventories([order])
        for inventory in inventories:
            inventory.release(order_id, now)
        return inventories

    # -- the buyer -----------------------------------------------------------------------

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    @decided_on_cache_first
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
        save; 107 and nothing saved when any SKU is short. A shopper with a subscriber offer to
        use gets its discount spread over the orders, which claim it in the same save."""
        now = self.clock()
        groups = by_shop(lines)
        terms = OrderTerms(self.fee_rule, now, now + self.pay_within)
        offer = self.discounts.offer(uid, now)
        subtotals = [sum(line.total for line in shop_lines) for shop_lines in groups.values()]
        shares = self.discounts.shares(offer, subtotals)
        orders = [
            new_order(uid, shop_lines, address, remarks.get(shop_id, ""), terms, share)
            for (shop_id, shop_lines), share in zip(groups.items(), shares, strict=True)
        ]
        # From the SKUs' loads to their save, places on the same SKUs here take turns.
        with self.application.turns.taking(
            Inventory.create_id(line.offer.sku_id) for line in lines
        ):
            touched: list[Aggregate] = [*orders, *self._reserve(orders, groups.values(), now)]
            touched += self.discounts.claimed(offer, orders, now)
            if cart_lines:
                touched.append(self._cart_without(uid, cart_lines, now))
            notification_id = self.application.save_and_position(*touched)
        return Placed(
            order_ids=[str(order.id) for order in orders],
            order_sns=[order.order_sn for order in orders],
            pay_amount=sum(order.payable for order in orders),
            notification_id=notification_id,
            platform_discount=sum(order.platform_discount for order in orders),
        )

    def _reserve(
        self, orders: Sequence[Order], groups: Iterable[Sequence[PricedLine]], now: datetime
    ) -> list[Inventory]:
        """Every order's units reserved on its SKUs' inventories (a first one counted from the
        catalogue stock of the line); 107 when one is short."""
        inventories: dict[int, Inventory] = {}
        for offer in (line.offer for shop_lines in groups for line in shop_lines):
            if offer.sku_id not in inventories:
                inventories[offer.sku_id] = self._inventory(
                    offer.sku_id, offer.shop_goods_id, offer.stock
                )
        for order in orders:
            for sku_id, qty in order.quantities().items():
                inventories[sku_id].reserve(str(order.id), qty, now)
        return list(inventories.values())

    def _cart_without(self, uid: int, cart_lines: Sequence[tuple[int, int]], now: datetime) -> Cart:
        """The buyer's cart with the bought lines taken out (those still in it)."""
        owner = user_owner(uid)
        cart = self.application.load_or_start(Cart.create_id(owner), lambda: Cart(owner=owner))
        for shop_goods_id, sku_id in cart_lines:
            if cart.quantity(shop_goods_id, sku_id):
                cart.remove(shop_goods_id, sku_id, now)
        return cart

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    @decided_on_cache_first
    def pay(self, uid: int, order_ids: Sequence[str]) -> Payment:
        """The wallet debit and every order paid (their units sold) in one save: 106 and
        nothing changes when the balance is short."""
        orders = [self.load_own(uid, order_id) for order_id in dict.fromkeys(order_ids)]
        skus = {sku_id for order in orders for sku_id in order.quantities()}
        with self.application.turns.taking(Inventory.create_id(sku_id) for sku_id in skus):
            now = self.clock()
            wallet = self.wallets.load(uid, now)
            touched = self.charge(wallet, orders, now)
            notification_id = self.application.save_and_position(wallet, *touched)
        return Payment(sum(order.payable for order in orders), wallet.available, notification_id)

    def charge(self, wallet: Wallet, orders: Sequence[Order], now: datetime) -> list[Aggregate]:
        """The buyer's `orders` paid from their `wallet` (debited: 106 when short) and their
        units sold; answers what else changed, for the caller to save with the wallet."""
        payment_id = uuid4().hex
        commission = self.commission_rates.at_payment(orders)
        for order in orders:
            order.pay(payment_id, wallet.owner_uid, now, commission.rates, commission.categories)
        amount = sum(order.payable for order in orders)
        remark = "Order " + ", ".join(order.order_sn for order in orders)
        wallet.debit_payment(payment_id, amount, remark, now)
        inventories = self._inventories(orders)
        by_sku = {inventory.sku_id: inventory for inventory in inventories}
        for order in orders:
            for sku_id in order.quantities():
                by_sku[sku_id].sell(str(order.id), now)
        offers = self.discounts.settled(orders, now, paid=True)
        return [*orders, *inventories, *offers]

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def cancel(self, uid: int, order_id: str) -> int:
        """wait_payment only; the reserved units go back on the shelf."""
        order = self.load_own(uid, order_id)
        now = self.clock()
        order.cancel(uid, now)
        inventories = self._released(order, order_id, now)
        offers = self.discounts.settled([order], now, paid=False)
        return self.application.save_and_position(order, *inventories, *offers)

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def refund(self, uid: int, order_id: str, reason: str) -> int:
        """Paid but not shipped: the money back to the wallet and the units to the shelf."""
        order = self.load_own(uid, order_id)
        now = self.clock()
        refund_id = uuid4().hex
        order.refund(refund_id, reason, uid, now)
        wallet = self.wallets.load(uid, now)
        wallet.credit_refund(refund_id, order.payable, f"Refund of order {order.order_sn}", now)
        inventories = self._released(order, order_id, now)
        return self.application.save_and_position(wallet, order, *inventories)

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def confirm_receipt(self, uid: int, order_id: str) -> int:
        order = self.load_own(uid, order_id)
        order.confirm_receipt(uid, self.clock())
        return self.application.save_and_position(order)

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def finish_reviewed(
        self, uid: int, order_id: str, reviewed_lines: Collection[tuple[int, int]]
    ) -> int:
        """Finishes the buyer's received order now that every line is reviewed (108 when it
        is not awaiting completion or a line is still unreviewed)."""
        order = self.load_own(uid, order_id)
        now = self.clock()
        order.finish_reviewed(uid, now, reviewed_lines)
        return self.application.save_and_position(*self.settlement.settle(order, now))

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

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def _expire(self, order_id: str, now: datetime) -> int:
        order = self.load(order_id)
        order.expire(now)
        inventories = self._released(order, order_id, now)
        offers = self.discounts.settled([order], now, paid=False)
        return self.application.save_and_position(order, *inventories, *offers)

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def _finish(self, order_id: str, now: datetime, not_before: datetime) -> int:
        order = self.load(order_id)
        order.finish(SYSTEM_UID, now, not_before)
        return self.application.save_and_position(*self.settlement.settle(order, now))
