"""`bazaar seed-demo`'s reviews: demo shoppers who each bought a few of the best-selling
products, received them and reviewed every line, in their own language, with mostly four and
five stars. Every step goes through the aggregates and the normal review path (which keeps
the products' rating counts and finishes each order once its last line is reviewed), at
moments a settable clock puts in the past."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, func, select

from application.books.demo_trades import (
    DEMO_ADDRESS,
    RECHARGE,
    SettableClock,
    TradeParties,
    fund_wallet,
)
from application.catalogue.demo_data import DEMO_SEED, seeded_random
from application.catalogue.tables import goods, shops, skus
from application.orders.addresses import AddressBook
from application.orders.cart import PricedLine, priced
from application.orders.checkout import address_of
from application.orders.placement import by_shop
from application.orders.reviews import ReviewDraft, Reviews
from application.orders.service import Orders
from application.wallet.service import Wallets
from projections.cart_lines import CartLine
from projections.orders import orders as order_rows

_DATA = Path(__file__).resolve().parent / "data" / "demo_reviews.json"
POPULAR_POOL = 24
"""The best sellers the authors buy from, so each of them gathers a few reviews."""
LINES_PER_AUTHOR = 6
STAR_WEIGHTS = {5: 50, 4: 30, 3: 10, 2: 5, 1: 5}


@dataclass(frozen=True)
class ReviewAuthor:
    email: str
    nickname: str
    language: str


def review_authors() -> list[ReviewAuthor]:
    """The demo shoppers who write reviews (their accounts are made by `seed-demo`)."""
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    return [ReviewAuthor(*entry) for entry in data["authors"]]


def _texts() -> dict[str, dict[str, list[str]]]:
    loaded: dict[str, dict[str, list[str]]] = json.loads(_DATA.read_text(encoding="utf-8"))["texts"]
    return loaded


@dataclass(frozen=True)
class ReviewSeeding:
    """What the reviews are written with: the services of a process whose clock is `clock`."""

    engine: Engine
    orders: Orders
    reviews: Reviews
    wallets: Wallets
    addresses: AddressBook
    clock: SettableClock
    catch_up: Callable[[], object]


def seed_demo_reviews(seeding: ReviewSeeding, parties: TradeParties) -> int:
    """Answers how many reviews it wrote (none for an author who has ordered before)."""
    pool = _popular_lines(seeding.engine)
    texts = _texts()
    start = seeding.clock.now
    written = 0
    for index, author in enumerate(review_authors()):
        uid = parties.review_authors.get(author.email)
        if uid is None or _has_ordered(seeding.engine, uid) or not pool:
            continue
        seeding.clock.now = start - timedelta(days=30 - 2 * index)
        fund_wallet(seeding.wallets, seeding.clock, uid, parties.reviewer_uids)
        rng = seeded_random(DEMO_SEED, "reviews", author.email)
        lines = rng.sample(pool, min(LINES_PER_AUTHOR, len(pool)))
        for order_id in _received(seeding, parties, uid, author, lines):
            seeding.clock.now += timedelta(hours=2)
            written += _review_order(seeding, uid, order_id, texts[author.language], rng)
    seeding.clock.now = start
    return written


def _popular_lines(engine: Engine) -> list[CartLine]:
    """The first well-stocked SKU of each of the best-selling products."""
    first_sku = (
        select(skus.c.goods_id, func.min(skus.c.sku_id).label("sku_id"))
        .where(skus.c.stock > 5)
        .group_by(skus.c.goods_id)
        .subquery()
    )
    with engine.connect() as connection:
        rows = connection.execute(
            select(goods.c.goods_id, first_sku.c.sku_id)
            .join(first_sku, first_sku.c.goods_id == goods.c.goods_id)
            .order_by(goods.c.sales.desc(), goods.c.goods_id)
            .limit(POPULAR_POOL)
        ).all()
    return [CartLine(int(row.goods_id), int(row.sku_id), 1) for row in rows]


def _has_ordered(engine: Engine, uid: int) -> bool:
    with engine.connect() as connection:
        found = connection.execute(
            select(order_rows.c.order_id).where(order_rows.c.buyer_uid == uid).limit(1)
        ).first()
    return found is not None


def _afford(
    seeding: ReviewSeeding, parties: TradeParties, uid: int, bought: list[PricedLine]
) -> None:
    """The large catalogue's best sellers can cost more than the author's first recharge: the
    wallet is topped up, in whole recharges, before the order is placed (the top-up's review
    takes an hour, longer than an order may wait for its payment)."""
    fees = seeding.orders.fee_rule.fees
    owed = sum(fees(sum(line.total for line in group)).total for group in by_shop(bought).values())
    available = seeding.wallets.load(uid, seeding.clock()).available
    if owed > available:
        top_up = -(-(owed - available) // RECHARGE) * RECHARGE
        fund_wallet(seeding.wallets, seeding.clock, uid, parties.reviewer_uids, top_up, "-B")


def _received(
    seeding: ReviewSeeding,
    parties: TradeParties,
    uid: int,
    author: ReviewAuthor,
    lines: Sequence[CartLine],
) -> list[str]:
    """The lines bought in one checkout (an order per shop), paid, shipped by each shop's
    owner and received; answers the order ids."""
    orders, clock = seeding.orders, seeding.clock
    address_id = seeding.addresses.add(uid, replace(DEMO_ADDRESS, name=author.nickname))
    with seeding.engine.connect() as connection:
        address: dict[str, Any] | None = address_of(connection, uid, address_id)
        owners = {
            int(row.shop_id): int(row.owner_uid)
            for row in connection.execute(select(shops.c.shop_id, shops.c.owner_uid))
        }
    assert address is not None
    bought = priced(seeding.engine, list(lines))
    _afford(seeding, parties, uid, bought)
    clock.now += timedelta(hours=1)
    placed = orders.place(uid, bought, address, {}, [])
    orders.pay(uid, placed.order_ids)
    clock.now += timedelta(hours=2)
    for order_id in placed.order_ids:
        order = orders.load(order_id)
        seller_uid = owners[order.shop_id]
        orders.confirm(order.shop_id, seller_uid, order_id)
        orders.ship(order.shop_id, seller_uid, order_id, f"DEMO{order.order_sn[-8:]}")
    clock.now += timedelta(days=2)
    for order_id in placed.order_ids:
        orders.confirm_receipt(uid, order_id)
    seeding.catch_up()
    return list(placed.order_ids)


def _review_order(
    seeding: ReviewSeeding,
    uid: int,
    order_id: str,
    texts: Mapping[str, Sequence[str]],
    rng: Any,
) -> int:
    """Reviews every line of the received order (the last review finishes it)."""
    order = seeding.orders.load(order_id)
    keys = sorted(order.line_keys())
    for shop_goods_id, sku_id in keys:
        star = rng.choices(list(STAR_WEIGHTS), weights=list(STAR_WEIGHTS.values()))[0]
        content = rng.choice(texts[str(star)])
        draft = ReviewDraft(order_id, shop_goods_id, sku_id, star, content)
        seeding.reviews.add(uid, draft)
        seeding.clock.now += timedelta(minutes=7)
    seeding.catch_up()
    return len(keys)
