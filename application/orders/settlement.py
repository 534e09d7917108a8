"""Settlement: a finished order's escrow paid out, `total − commission` to its shop's owner and
the commission to the platform (recorded on the order's `Settled` event), saved in the same
transaction as the order's finish. The order refuses a second settlement, so a retried or
replayed finish credits once.

Orders finished before settlement existed were never paid out; the `settlement` policy pays
them once, on their `Finished` event, and finds every later order settled already.

A suspended shop's settlements wait (`domain.shop_standing`): an order of it that finishes stays
in escrow, wherever it finishes, and the `shop_standing` policy pays it out on reinstatement
(`held_settlement`, through `pay_out`).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate
from sqlalchemy import Connection, Engine, select

from application.bazaar import Bazaar, retry_on_conflict
from application.catalogue.tables import shops
from application.ports import Clock
from domain.order import Order
from domain.order_status import OrderStatus
from domain.shop_standing import ShopStanding
from domain.wallet import Wallet
from projections.projection import EventHandler, Policy

POLICY_NAME = "settlement"


def shop_owner(connection: Connection, shop_id: int) -> int:
    """The uid the shop's money goes to."""
    owner = connection.execute(select(shops.c.owner_uid).where(shops.c.shop_id == shop_id)).scalar()
    if owner is None:
        raise LookupError(f"shop {shop_id} has no owner")
    return int(owner)


class Settlement:
    """Pays a finished order out; the caller saves what it answers with the order's change."""

    def __init__(self, bazaar: Bazaar, engine: Engine) -> None:
        self.bazaar = bazaar
        self.engine = engine

    def settle(self, order: Order, now: datetime) -> list[Aggregate]:
        """The order's `Settled` event and the seller's credit (none when the commission took
        everything): the aggregates to save with the order. Nothing while its shop is
        suspended: the money stays in escrow until the shop is reinstated."""
        if self.waits(order.shop_id):
            return [order]
        with self.engine.connect() as connection:
            seller_uid = shop_owner(connection, order.shop_id)
        return self.pay_out(order, seller_uid, now)

    def waits(self, shop_id: int) -> bool:
        """Whether the shop's settlements wait: it is suspended, as its standing says now."""
        standing = self.bazaar.get_or_none(ShopStanding.create_id(shop_id), ShopStanding)
        return standing is not None and standing.suspended

    def pay_out(self, order: Order, seller_uid: int, now: datetime) -> list[Aggregate]:
        """The order settled to `seller_uid`, whatever its shop's standing."""
        net = order.settle(seller_uid, now)
        if net <= 0:
            return [order]
        wallet = self.bazaar.load_or_start(
            Wallet.create_id(seller_uid), lambda: Wallet(owner_uid=seller_uid, at=now)
        )
        wallet.credit_settlement(str(order.id), net, f"Order {order.order_sn}", now)
        return [order, wallet]


def legacy_settlement(bazaar: Bazaar, engine: Engine, clock: Clock) -> Policy:
    """The policy that pays out orders finished before settlement existed (at the time it
    runs: that is when their money moves)."""

    settlement = Settlement(bazaar, engine)

    @retry_on_conflict()
    def settle_unsettled(order_id: Any) -> None:
        order: Order = bazaar.repository.get(order_id)
        if order.status == OrderStatus.FINISHED and not order.settled:
            bazaar.save(*settlement.settle(order, clock()))

    def finished(connection: Connection, event: Any) -> None:
        settle_unsettled(event.originator_id)

    handlers: dict[type[Any], EventHandler] = {Order.Finished: finished}
    return Policy(name=POLICY_NAME, handlers=handlers)


def held_settlement(bazaar: Bazaar, engine: Engine, clock: Clock) -> Callable[[UUID, int], bool]:
    """What pays out the orders a suspension held back once the shop is reinstated: the
    `shop_standing` policy's `HeldSettlement` (order id, the seller's uid, read in the
    policy's transaction); answers whether it paid."""
    settlement = Settlement(bazaar, engine)

    @retry_on_conflict()
    def settle_held(order_id: UUID, seller_uid: int) -> bool:
        order: Order = bazaar.repository.get(order_id)
        if order.status != OrderStatus.FINISHED or order.settled:
            return False
        bazaar.save(*settlement.pay_out(order, seller_uid, clock()))
        return True

    return settle_held
