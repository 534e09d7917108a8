"""Cart use cases, for users and guests alike, and the carry-over of a guest's cart at log-in.

A cart is found from its owner alone: `user:<uid>`, or `guest:<sha256 of the sid>` for a guest
(the client makes guest sids, so the raw value never reaches the event log).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from sqlalchemy import Connection, Engine, select

from application.accounts.sessions import Session, sid_digest
from application.bazaar import Bazaar, retry_on_conflict
from application.cached_decisions import decided_on_cache_first
from application.catalogue.offers import Offer, goods_exists, offer_of, offers_for
from application.orders.tables import favorites
from application.ports import Clock, OwnWritesRead
from application.reads import reading
from application.shops.opening import shop_of
from domain.cart import Cart, MergeAdjustment, guest_owner, line_key, line_of, user_owner
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.own_goods import require_not_own_goods
from projections import cart_lines
from projections.cart_lines import CartLine, lines_of
from projections.wallet_balances import balance_of

logger = logging.getLogger(__name__)

READ_MODELS = (cart_lines.projection.name,)
"""What a cart read reads: brought up to the cart's last event first, as a cart command
answers once saved (`OwnWritesRead`)."""


def cart_owner(session: Session) -> str:
    if session.uid is not None:
        return user_owner(session.uid)
    if not session.sid:
        # Without a sid every guest would share one cart.
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="sid")
    return guest_owner(sid_digest(session.sid))


def own_shop(engine: Engine, uid: int | None) -> int | None:
    """The shop the shopper owns, whose goods they may not buy or review (None for a guest or
    a shopper without a shop)."""
    if uid is None:
        return None
    with reading(engine) as connection:
        return shop_of(connection, uid)


@dataclass(frozen=True)
class PricedLine:
    offer: Offer
    num: int

    @property
    def total(self) -> int:
        return self.offer.price * self.num

    @property
    def available(self) -> bool:
        """Can be bought: its product is on sale (an off-sale line stays in the cart, shown
        unavailable and counted in no amount)."""
        return self.offer.on_sale


def require_on_sale(offers: Iterable[Offer]) -> None:
    """107 `off_sale` when any offer's product is off sale: nothing is added or bought."""
    if not all(offer.on_sale for offer in offers):
        raise BusinessRuleViolation(ErrorCode.OUT_OF_STOCK, context="off_sale")


def require_sellable(uid: int | None, offers: Sequence[Offer]) -> None:
    """107 `off_sale` when any offer's product is off sale, 111 `own_goods` when one is of a
    shop the shopper owns: nothing is bought."""
    require_on_sale(offers)
    for offer in offers:
        require_not_own_goods(offer.shop_id, shop_if_owned(offer, uid))


def shop_if_owned(offer: Offer, uid: int | None) -> int | None:
    """The offer's shop when `uid` owns it, else None: the own shop an offer's own-goods check
    needs, read with the offer instead of looked up."""
    return offer.shop_id if uid is not None and offer.shop_owner_uid == uid else None


@dataclass(frozen=True)
class CartAdjustment:
    """A guest line that did not carry over in full at sign-in, named for the shopper (the
    name and SKU are empty when the product is gone)."""

    adjustment: MergeAdjustment
    name: str
    props_desc: str


@dataclass(frozen=True)
class CartView:
    lines: list[PricedLine]
    amount: int
    """Of the available lines."""
    balance: int
    favorites: frozenset[int]
    """The caller's favourite products among the lines."""


def priced(engine: Engine, lines: list[CartLine]) -> list[PricedLine]:
    """The lines with today's offers, in the given order; lines whose SKU is gone are left out."""
    with reading(engine) as connection:
        offers = offers_for(connection, [line.sku_id for line in lines])
    return [
        PricedLine(offers[line.sku_id], line.num)
        for line in lines
        if line.sku_id in offers and offers[line.sku_id].shop_goods_id == line.shop_goods_id
    ]


def _favorites_among(
    connection: Connection, uid: int | None, goods_ids: list[int]
) -> frozenset[int]:
    if uid is None or not goods_ids:
        return frozenset()
    rows = connection.execute(
        select(favorites.c.shop_goods_id).where(
            favorites.c.uid == uid, favorites.c.shop_goods_id.in_(goods_ids)
        )
    ).scalars()
    return frozenset(int(goods_id) for goods_id in rows)


class Carts:
    """Every change to a cart, and its reads. A change answers once saved; a read first brings
    the cart's lines up to the cart's last event when a worker has not yet (bounded), so the
    shopper always reads their own changes. Two tabs changing one cart at once: the stale save
    is decided again on the fresh cart."""

    def __init__(
        self, application: Bazaar, engine: Engine, clock: Clock, read_own_writes: OwnWritesRead
    ) -> None:
        self.application = application
        self.engine = engine
        self.clock = clock
        self.read_own_writes = read_own_writes

    def load(self, owner: str) -> Cart:
        """The owner's cart, started (not yet saved) when it has no events."""
        return self.application.load_or_start(Cart.create_id(owner), lambda: Cart(owner=owner))

    # -- queries -------------------------------------------------------------------------

    def view(self, session: Session) -> CartView:
        """The lines, newest first, at today's prices, their amount (of the lines available
        to buy), and the caller's available balance."""
        lines = self.lines(session)
        with reading(self.engine) as connection:
            balance = 0 if session.uid is None else balance_of(connection, session.uid)[0]
            liked = _favorites_among(
                connection, session.uid, [line.shop_goods_id for line in lines]
            )
        found = priced(self.engine, lines)
        amount = sum(line.total for line in found if line.available)
        return CartView(found, amount, balance, liked)

    def lines(self, session: Session) -> list[CartLine]:
        """The caller's cart lines, the most recently added first, with every change they made."""
        cart_id = Cart.create_id(cart_owner(session))
        if not self.read_own_writes(cart_id, READ_MODELS):
            return []  # a cart never changed has no lines
        with reading(self.engine) as connection:
            return lines_of(connection, str(cart_id))

    # -- commands ------------------------------------------------------------------------

    def add(self, session: Session, shop_goods_id: int, sku_id: int, num: int) -> None:
        """Adds to the line; 111 `own_goods` for a product of the shopper's own shop."""
        offer = self._offer(shop_goods_id, sku_id)
        own = shop_if_owned(offer, session.uid)
        self._set_line(cart_owner(session), offer, num, own, adding=True)

    def update(self, session: Session, shop_goods_id: int, sku_id: int, num: int) -> None:
        """Sets the line's quantity; 111 `own_goods` for a product of the shopper's own shop."""
        offer = self._offer(shop_goods_id, sku_id)
        own = shop_if_owned(offer, session.uid)
        self._set_line(cart_owner(session), offer, num, own, adding=False)

    def delete(self, session: Session, shop_goods_id: int, sku_id: int) -> None:
        self._delete(cart_owner(session), shop_goods_id, sku_id)

    def empty(self, session: Session) -> None:
        self._empty(cart_owner(session))

    def carry_over(self, guest_sid: str, uid: int) -> list[CartAdjustment]:
        """Sign-in step: the guest's lines move into the user's cart in one save, under the
        cart's own rules (off-sale lines come along, shown unavailable; the goods of the user's
        own shop do not); answers the lines that did not carry over in full."""
        if not guest_sid:
            return []
        try:
            return self._carry_over(guest_owner(sid_digest(guest_sid)), uid)
        except Exception:
            # The log-in itself has committed; a cart that stays behind must not undo it.
            logger.exception("the guest cart was not carried over to user %s", uid)
            return []

    @contextmanager
    def _changing(self, owner: str) -> Iterator[Cart]:
        """The owner's cart to change, saved when the block ends (not when it raises).
        Commands on one cart take turns in this process (a shopper's tabs, or a double tap),
        so each decides on what the one before saved instead of losing its save to it."""
        with self.application.turns.taking([Cart.create_id(owner)]):
            cart = self.load(owner)
            yield cart
            self.application.save(cart)

    @retry_on_conflict()
    @decided_on_cache_first
    def _set_line(
        self, owner: str, offer: Offer, num: int, own: int | None, *, adding: bool
    ) -> None:
        """Adds `num` to the offer's line, or (not `adding`) sets the line to `num`."""
        with self._changing(owner) as cart:
            change = cart.add if adding else cart.change_quantity
            change(
                offer.shop_goods_id,
                offer.sku_id,
                num,
                offer.stock,
                self.clock(),
                shop_id=offer.shop_id,
                own_shop_id=own,
            )

    @retry_on_conflict()
    @decided_on_cache_first
    def _delete(self, owner: str, shop_goods_id: int, sku_id: int) -> None:
        with self._changing(owner) as cart:
            cart.remove(shop_goods_id, sku_id, self.clock())

    @retry_on_conflict()
    @decided_on_cache_first
    def _empty(self, owner: str) -> None:
        with self._changing(owner) as cart:
            cart.empty(self.clock())

    @retry_on_conflict()
    def _carry_over(self, guest_owner_key: str, uid: int) -> list[CartAdjustment]:
        guest = self.load(guest_owner_key)
        if not guest.lines:
            return []
        with self.engine.connect() as connection:
            offers = offers_for(connection, [line_of(key)[1] for key in guest.lines])
            own = shop_of(connection, uid)
        live = {line_key(o.shop_goods_id, o.sku_id): o for o in offers.values()}
        cart = self.load(user_owner(uid))
        adjusted = cart.take_over(
            guest,
            {key: offer.stock for key, offer in live.items()},
            self.clock(),
            shops={key: offer.shop_id for key, offer in live.items()},
            own_shop_id=own,
        )
        named = []
        for adjustment in adjusted:
            offer = live.get(line_key(adjustment.shop_goods_id, adjustment.sku_id))
            named.append(
                CartAdjustment(
                    adjustment,
                    offer.name if offer else "",
                    offer.props_desc if offer else "",
                )
            )
        self.application.save(cart, guest)
        return named

    def _offer(self, shop_goods_id: int, sku_id: int) -> Offer:
        """The offer a line is added or changed at: 103 when there is none, 107 `off_sale`
        when its product is off sale."""
        with reading(self.engine) as connection:
            offer = offer_of(connection, shop_goods_id, sku_id)
            if offer is None:
                field = "sku_id" if goods_exists(connection, shop_goods_id) else "shop_goods_id"
                raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field=field)
        require_on_sale([offer])
        return offer
