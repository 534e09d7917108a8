"""The subscriber discount at checkout, decided by the server: a logged-in shopper whose account
e-mail is a confirmed newsletter subscriber, and whose offer is neither spent nor held by
unpaid orders, gets `SUBSCRIBER_DISCOUNT_PERCENT` of the goods subtotal of the checkout they
place, at most `SUBSCRIBER_DISCOUNT_MAX` cents, spread over its shops' orders to the cent. The
aggregates decide; this module only gathers the facts they cannot know (the subscription) and
the aggregates to save with them."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from eventsourcing.domain import Aggregate
from sqlalchemy import Engine

from application.bazaar import Bazaar
from application.reads import reading
from application.site.newsletter import confirmed_subscriber_user
from domain.order import Order
from domain.pricing import SubscriberDiscount
from domain.subscriber_offer import SubscriberOffer


class SubscriberDiscounts:
    def __init__(self, bazaar: Bazaar, engine: Engine, discount: SubscriberDiscount) -> None:
        self.bazaar = bazaar
        self.engine = engine
        self.discount = discount

    def _eligible(self, uid: int) -> bool:
        if not self.discount.offered:
            return False
        with reading(self.engine) as connection:
            return confirmed_subscriber_user(connection, uid)

    def offer(self, uid: int, now: datetime) -> SubscriberOffer | None:
        """The shopper's offer when they may use it now (started on first use, not saved)."""
        if not self._eligible(uid):
            return None
        offer = self.bazaar.load_or_start(
            SubscriberOffer.create_id(uid), lambda: SubscriberOffer(uid=uid, at=now)
        )
        return offer if offer.available else None

    def shares(self, offer: SubscriberOffer | None, subtotals: Sequence[int]) -> list[int]:
        """Each order's part of the discount, for orders of these goods subtotals (all 0
        without an offer to use)."""
        return [0] * len(subtotals) if offer is None else self.discount.shares(subtotals)

    @staticmethod
    def claimed(
        offer: SubscriberOffer | None, orders: Sequence[Order], now: datetime
    ) -> list[Aggregate]:
        """The offer claimed by the discounted ones of `orders`, to save with them (nothing
        when none is: a checkout too small to round to a cent keeps the offer)."""
        discounted = [str(order.id) for order in orders if order.platform_discount > 0]
        if offer is None or not discounted:
            return []
        offer.claim(discounted, now)
        return [offer]

    def settled(self, orders: Sequence[Order], now: datetime, *, paid: bool) -> list[Aggregate]:
        """The offers of the discounted `orders`, told they were paid (the offer is spent) or
        cancelled unpaid (its claim let go): the aggregates to save with the orders."""
        touched: dict[int, SubscriberOffer] = {}
        for order in orders:
            if order.platform_discount <= 0:
                continue
            offer = touched.get(order.buyer_uid) or self.bazaar.repository.get(
                SubscriberOffer.create_id(order.buyer_uid)
            )
            touched[order.buyer_uid] = offer
            if paid:
                offer.paid(str(order.id), now)
            else:
                offer.cancelled(str(order.id), now)
        return list(touched.values())
