"""`bazaar seed-demo`'s trade history: a demo buyer who recharged, bought from the demo seller's
shop and had orders settled on earlier days, and one order still held in escrow, so the books,
the closes and the seller's money screen have something true to show out of the box. Every
step goes through the aggregates, as a real shopper's would, at moments a settable clock
puts in the past."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Engine, select

from application.catalogue.tables import goods, skus
from application.orders.addresses import AddressBook, AddressForm
from application.orders.cart import priced
from application.orders.checkout import address_of
from application.orders.service import Orders
from application.shops.opening import shop_of
from application.wallet.service import Wallets
from projections.cart_lines import CartLine
from projections.orders import orders as order_rows

DEMO_ADDRESS = AddressForm(
    name="Demo Buyer",
    phone="+1 555 0100",
    country="United States",
    province="California",
    city="San Jose",
    area="",
    address="1 Market St",
    is_default=True,
    postal_code="95113",
)
RECHARGE = 200_000


@dataclass
class SettableClock:
    """The seeding's clock: each step sets the moment it happened."""

    now: datetime

    def __call__(self) -> datetime:
        return self.now


@dataclass(frozen=True)
class TradeParties:
    buyer_uid: int
    seller_uid: int
    reviewer_uids: tuple[int, int]
    """Two: the recharge is large enough to need both."""
    review_authors: Mapping[str, int] = field(default_factory=dict)
    """The demo shoppers who review what they bought (demo_reviews.py): uid by e-mail."""


def seed_demo_trades(
    engine: Engine,
    orders: Orders,
    wallets: Wallets,
    addresses: AddressBook,
    clock: SettableClock,
    parties: TradeParties,
    catch_up: Callable[[], object],
) -> int:
    """Answers how many orders it placed (0 when the buyer has orders already)."""
    lines = _lines_to_buy(engine, parties)
    if not lines:
        return 0
    address_id = addresses.add(parties.buyer_uid, DEMO_ADDRESS)
    with engine.connect() as connection:
        address = address_of(connection, parties.buyer_uid, address_id)
    assert address is not None
    now = clock.now
    clock.now = now - timedelta(days=12)
    fund_wallet(wallets, clock, parties.buyer_uid, parties.reviewer_uids)
    # In the order they happened, as the log of a real marketplace holds them: the first
    # orders received on consecutive days and finished a week later (the finishing delay),
    # the last one paid yesterday and still held in escrow.
    received = [_received(orders, clock, parties, address, line) for line in lines[:-1]]
    for received_at in received:
        clock.now = received_at + orders.finish_after + timedelta(minutes=1)
        catch_up()
        orders.finish_due()
    clock.now = now - timedelta(days=1)
    _paid(orders, parties, address, lines[-1])
    clock.now = now
    return len(lines)


def _lines_to_buy(engine: Engine, parties: TradeParties) -> list[CartLine]:
    """Three of the demo seller's SKUs, or none when the buyer has bought already."""
    with engine.connect() as connection:
        if connection.execute(
            select(order_rows.c.order_id).where(order_rows.c.buyer_uid == parties.buyer_uid)
        ).first():
            return []
        shop_id = shop_of(connection, parties.seller_uid)
        rows = connection.execute(
            select(goods.c.goods_id, skus.c.sku_id)
            .join(skus, skus.c.goods_id == goods.c.goods_id)
            .where(goods.c.shop_id == shop_id, skus.c.stock > 5)
            .order_by(goods.c.goods_id, skus.c.sku_id)
            .limit(3)
        ).all()
    return [CartLine(int(row.goods_id), int(row.sku_id), 1) for row in rows]


def fund_wallet(
    wallets: Wallets,
    clock: SettableClock,
    uid: int,
    reviewer_uids: tuple[int, int],
    amount: int = RECHARGE,
    transfer_suffix: str = "",
) -> None:
    """A bank-transfer recharge, approved by both reviewers an hour later."""
    transfer = f"DEMO-TRANSFER-{uid:04d}{transfer_suffix}"
    recharge_id, _ = wallets.request_recharge(
        uid, "bank_transfer", amount, transfer, "", "Bazaar Ltd"
    )
    clock.now += timedelta(hours=1)
    for reviewer_uid in reviewer_uids:
        wallets.approve_recharge(uid, recharge_id, reviewer_uid, "demo")


def _paid(orders: Orders, parties: TradeParties, address: dict[str, Any], line: CartLine) -> str:
    placed = orders.place(parties.buyer_uid, priced(orders.engine, [line]), address, {}, [])
    orders.pay(parties.buyer_uid, placed.order_ids)
    return placed.order_ids[0]


def _received(
    orders: Orders,
    clock: SettableClock,
    parties: TradeParties,
    address: dict[str, Any],
    line: CartLine,
) -> datetime:
    """An order placed, paid, shipped and received a day after the previous step; answers
    when it was received."""
    clock.now += timedelta(days=1)
    order_id = _paid(orders, parties, address, line)
    order = orders.load(order_id)
    clock.now += timedelta(hours=1)
    orders.confirm(order.shop_id, parties.seller_uid, order_id)
    orders.ship(order.shop_id, parties.seller_uid, order_id, f"DEMO{order.order_sn[-8:]}")
    clock.now += timedelta(hours=3)
    orders.confirm_receipt(parties.buyer_uid, order_id)
    return clock.now
