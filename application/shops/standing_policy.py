"""Policy: what a shop's suspension and reinstatement change (`domain.shop_standing`).

Suspended: `shops.suspended` with the reason and its time, every product of the shop withheld
from the storefront, carts and checkout (`withholding`), the catalogue's version moved so every
process's cache follows, and the seller told by e-mail. Reinstated: all of that undone, and
every order of the shop that finished meanwhile paid out, once.

Orders finish wherever they do (the buyer's reviews, the tick, a case's end); while their shop
is suspended `Settlement.settle` leaves them in escrow. This policy follows the orders' `Finished`
events in the log's order, beside the suspensions: an order that finished while the shop was
suspended (as the log stands at its finish, or as the shop stands now) is noted in
`held_settlements`, and the reinstatement after it pays every noted order. An order that finished
while the shop was active is the `settlement` policy's, should its finish have left it unpaid.

The runner applies each event once, in the transaction that moves this policy's position
(`shop_standing`), so the flags, the notes and the mail are written once; a payment is an
order's `Settled` event, which the order refuses a second time."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from uuid import UUID

from sqlalchemy import Connection, delete, insert, select, update

from application.bazaar import Bazaar
from application.catalogue.tables import goods, shops
from application.catalogue.withholding import recompute_withheld
from application.catalogue.writes import bump_version, demo_state
from application.shops.tables import held_settlements
from application.site.shopper_mail import ShopperMail
from domain.order import Order
from domain.order_status import OrderStatus
from domain.shop_standing import ShopStanding
from projections.projection import EventHandler, Policy

POLICY_NAME = "shop_standing"

HeldSettlement = Callable[[UUID, int], bool]
"""Pays a finished, unsettled order out to its seller (order id, seller uid); answers whether
it paid (`application.orders.settlement.held_settlement`, plugged in by
`application.policies`: the orders are a capability above this one)."""

SELLER_DASHBOARD = "/console/seller"
"""Where the seller reads the notice, under the site's public address."""


class ShopStandingEffects:
    """The handlers' work, in the runner's transaction (`connection`)."""

    def __init__(self, bazaar: Bazaar, mail: ShopperMail, settle_held: HeldSettlement) -> None:
        self.bazaar = bazaar
        self.mail = mail
        self.settle_held = settle_held

    def shop_of(self, event: Any) -> int:
        """The shop a standing governs, named by its first event."""
        standing: ShopStanding = self.bazaar.repository.get(event.originator_id, version=1)
        return standing.shop_id

    def now_suspended(self, shop_id: int) -> bool:
        """The shop's standing as it is now (later than the event being applied)."""
        standing = self.bazaar.get_or_none(ShopStanding.create_id(shop_id), ShopStanding)
        return standing is not None and standing.suspended

    def set_standing(self, connection: Connection, shop_id: int, event: Any, on: bool) -> Any:
        """The shop's flag, reason and time, its products withheld or not, the catalogue's
        version moved; answers the shop's row (None for a shop that is gone)."""
        connection.execute(
            update(shops)
            .where(shops.c.shop_id == shop_id)
            .values(
                suspended=on,
                suspension_reason=event.reason if on else "",
                suspended_at=event.at if on else None,
            )
        )
        recompute_withheld(connection, goods.c.shop_id == shop_id)
        bump_version(connection, *demo_state(connection))
        return connection.execute(
            select(shops.c.name, shops.c.owner_uid).where(shops.c.shop_id == shop_id)
        ).first()

    def tell_seller(self, connection: Connection, shop: Any, kind: str, **facts: str) -> None:
        link = f"{self.mail.site.public_url}{SELLER_DASHBOARD}"
        self.mail.send(
            connection, int(shop.owner_uid), kind, shop_name=shop.name, link=link, **facts
        )

    def hold_if_suspended(self, connection: Connection, event: Any) -> None:
        """Notes a finished order of a suspended shop, left unpaid, for its reinstatement."""
        placed: Order = self.bazaar.repository.get(event.originator_id, version=1)
        shop_id = placed.shop_id
        suspended = connection.execute(
            select(shops.c.suspended).where(shops.c.shop_id == shop_id)
        ).scalar()
        if not (suspended or self.now_suspended(shop_id)):
            return
        order: Order = self.bazaar.repository.get(event.originator_id)
        if order.status != OrderStatus.FINISHED or order.settled:
            return
        order_id = str(order.id)
        noted = connection.execute(
            select(held_settlements.c.order_id).where(held_settlements.c.order_id == order_id)
        ).first()
        if noted is None:
            connection.execute(
                insert(held_settlements).values(
                    order_id=order_id, shop_id=shop_id, finished_at=event.at
                )
            )

    def pay_held(self, connection: Connection, shop_id: int, owner_uid: int) -> int:
        """Pays out every noted order of the shop, unless it has been suspended again since
        (the next reinstatement pays them then); answers how many were paid."""
        if self.now_suspended(shop_id):
            return 0
        held = connection.execute(
            select(held_settlements.c.order_id)
            .where(held_settlements.c.shop_id == shop_id)
            .order_by(held_settlements.c.finished_at, held_settlements.c.order_id)
        ).scalars()
        paid = sum(self.settle_held(UUID(order_id), owner_uid) for order_id in list(held))
        connection.execute(delete(held_settlements).where(held_settlements.c.shop_id == shop_id))
        return paid


def shop_standing(bazaar: Bazaar, mail: ShopperMail, settle_held: HeldSettlement) -> Policy:
    """The policy; `mail` queues the seller's e-mails in the runner's transaction."""
    effects = ShopStandingEffects(bazaar, mail, settle_held)

    def suspended(connection: Connection, event: Any) -> None:
        shop = effects.set_standing(connection, effects.shop_of(event), event, on=True)
        if shop is not None:
            effects.tell_seller(connection, shop, "shop_suspended", reason=event.reason)

    def reinstated(connection: Connection, event: Any) -> None:
        shop_id = effects.shop_of(event)
        shop = effects.set_standing(connection, shop_id, event, on=False)
        if shop is not None:
            effects.pay_held(connection, shop_id, int(shop.owner_uid))
            effects.tell_seller(connection, shop, "shop_reinstated")

    def finished(connection: Connection, event: Any) -> None:
        effects.hold_if_suspended(connection, event)

    handlers: dict[type[Any], EventHandler] = {
        ShopStanding.Suspended: suspended,
        ShopStanding.Reinstated: reinstated,
        Order.Finished: finished,
    }
    return Policy(name=POLICY_NAME, handlers=handlers)
