"""`bazaar seed-demo`'s buyers' cases: two demo shoppers each bought one product of the demo
seller's shop, which the seller shipped two days ago. One says the product is not as
described and asks for half of the price back, and her case waits for the seller's answer;
the other says the parcel never came, the seller refused, and she took the case to the
platform, so the arbiters' queue has one. Every step goes through the orders and the cases
services, as the parties' own calls would, at moments a settable clock puts in the past."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, select

from application.books.demo_reviews import review_authors
from application.books.demo_trades import (
    DEMO_ADDRESS,
    RECHARGE,
    SettableClock,
    TradeParties,
    fund_wallet,
)
from application.catalogue.tables import goods, skus
from application.orders.addresses import AddressBook
from application.orders.cart import priced
from application.orders.checkout import addresses_of
from application.orders.disputes import Disputes
from application.orders.service import Orders
from application.shops.opening import shop_of
from application.wallet.service import Wallets
from projections.cart_lines import CartLine
from projections.disputes import disputes as dispute_rows

_DATA = Path(__file__).resolve().parent / "data" / "demo_cases.json"
SHIPPED_AGO = timedelta(days=2)
OPENED_AGO = timedelta(days=1)
"""When the waiting case opened, unless the seller's time to answer is shorter than twice
that: its deadline must still lie ahead when the seeding ends."""
PRICE_CAP = 20_000
"""The products the cases are about cost less than this (cents): small, believable cases."""


@dataclass(frozen=True)
class DemoCase:
    author: str
    """The review author's e-mail (demo_reviews.json), whose language the reason is in."""
    nickname: str
    kind: str
    reason: str
    percent: int
    """Of what the order can refund, the share asked for."""


@dataclass(frozen=True)
class CasePlan:
    waiting: DemoCase
    """Opened about a day ago; waits for the seller's answer."""
    escalated: DemoCase
    """Refused by the seller, then taken to the arbiters."""
    refusal: str


def case_plan() -> CasePlan:
    """The two demo cases, each reason in its author's language."""
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    authors = {author.email: author for author in review_authors()}

    def planned(entry: dict[str, Any]) -> DemoCase:
        author = authors[entry["author"]]
        reason = data["reasons"][entry["kind"]][author.language]
        return DemoCase(author.email, author.nickname, entry["kind"], reason, int(entry["percent"]))

    return CasePlan(planned(data["waiting"]), planned(data["escalated"]), data["refusal"])


@dataclass(frozen=True)
class CaseSeeding:
    """What the cases are opened with: the services of a process whose clock is `clock`."""

    engine: Engine
    orders: Orders
    disputes: Disputes
    wallets: Wallets
    addresses: AddressBook
    clock: SettableClock
    catch_up: Callable[[], object]


def seed_demo_cases(seeding: CaseSeeding, parties: TradeParties) -> int:
    """Answers how many cases it opened: none when the demo shoppers have theirs already."""
    plan = case_plan()
    cast = _cast(seeding.engine, parties, plan)
    if cast is None:
        return 0
    waiting_uid, escalated_uid, lines = cast
    clock, disputes, now = seeding.clock, seeding.disputes, seeding.clock.now
    clock.now = now - SHIPPED_AGO - timedelta(hours=3)
    waiting_order = _paid(seeding, parties, (waiting_uid, plan.waiting), lines[0])
    escalated_order = _paid(seeding, parties, (escalated_uid, plan.escalated), lines[1])
    clock.now = now - SHIPPED_AGO
    for order_id in (waiting_order, escalated_order):
        _confirmed_and_shipped(seeding, parties, order_id)
    # The refused case goes to the arbiters before the waiting one opens: the log holds the
    # steps in the order they happened.
    clock.now = now - timedelta(hours=30)
    refused = _opened(seeding, escalated_uid, escalated_order, plan.escalated)
    clock.now += timedelta(hours=2)
    disputes.refuse(parties.seller_uid, refused, plan.refusal)
    clock.now += timedelta(hours=2)
    disputes.escalate(escalated_uid, refused)
    clock.now = now - min(OPENED_AGO, disputes.terms.respond_within / 2)
    _opened(seeding, waiting_uid, waiting_order, plan.waiting)
    seeding.catch_up()
    clock.now = now
    return 2


def _cast(
    engine: Engine, parties: TradeParties, plan: CasePlan
) -> tuple[int, int, list[CartLine]] | None:
    """(the waiting case's shopper, the escalated case's, what each buys), or None when
    either shopper or two products are missing, or the shoppers have their cases already."""
    waiting_uid = parties.review_authors.get(plan.waiting.author)
    escalated_uid = parties.review_authors.get(plan.escalated.author)
    with engine.connect() as connection:
        shop_id = shop_of(connection, parties.seller_uid)
    if shop_id is None or waiting_uid is None or escalated_uid is None:
        return None
    lines = _lines_to_buy(engine, shop_id)
    if len(lines) < 2 or _has_case(engine, shop_id, (waiting_uid, escalated_uid)):
        return None
    return waiting_uid, escalated_uid, lines


def _lines_to_buy(engine: Engine, shop_id: int) -> list[CartLine]:
    """Two of the shop's least sold products (so the best sellers' order, which shoppers and
    browser tests see, stays as it was), each with its first well-stocked, modest SKU."""
    with engine.connect() as connection:
        rows = connection.execute(
            select(goods.c.goods_id, skus.c.sku_id)
            .join(skus, skus.c.goods_id == goods.c.goods_id)
            .where(goods.c.shop_id == shop_id, skus.c.stock > 5, skus.c.price < PRICE_CAP)
            .order_by(goods.c.sales, goods.c.goods_id, skus.c.sku_id)
        ).all()
    chosen: dict[int, CartLine] = {}
    for row in rows:
        chosen.setdefault(int(row.goods_id), CartLine(int(row.goods_id), int(row.sku_id), 1))
        if len(chosen) == 2:
            break
    return list(chosen.values())


def _has_case(engine: Engine, shop_id: int, buyer_uids: tuple[int, ...]) -> bool:
    with engine.connect() as connection:
        found = connection.execute(
            select(dispute_rows.c.dispute_id)
            .where(dispute_rows.c.shop_id == shop_id, dispute_rows.c.buyer_uid.in_(buyer_uids))
            .limit(1)
        ).first()
    return found is not None


def _paid(
    seeding: CaseSeeding, parties: TradeParties, shopper: tuple[int, DemoCase], line: CartLine
) -> str:
    """The line bought and paid for, to the shopper's default address (her reviews' one)."""
    uid, case = shopper
    with seeding.engine.connect() as connection:
        known = addresses_of(connection, uid)
    if not known:
        seeding.addresses.add(uid, replace(DEMO_ADDRESS, name=case.nickname))
        with seeding.engine.connect() as connection:
            known = addresses_of(connection, uid)
    if seeding.wallets.load(uid).available < RECHARGE // 2:
        fund_wallet(seeding.wallets, seeding.clock, uid, parties.reviewer_uids)
    placed = seeding.orders.place(uid, priced(seeding.engine, [line]), known[0], {}, [])
    seeding.orders.pay(uid, placed.order_ids)
    return placed.order_ids[0]


def _confirmed_and_shipped(seeding: CaseSeeding, parties: TradeParties, order_id: str) -> None:
    orders = seeding.orders
    order = orders.load(order_id)
    orders.confirm(order.shop_id, parties.seller_uid, order_id)
    orders.ship(order.shop_id, parties.seller_uid, order_id, f"DEMO{order.order_sn[-8:]}")


def _opened(seeding: CaseSeeding, uid: int, order_id: str, case: DemoCase) -> str:
    """The shopper's case about her order, asking `percent` of what it can refund."""
    refundable = seeding.orders.load(order_id).refundable
    amount = max(1, refundable * case.percent // 100)
    dispute_id, _ = seeding.disputes.open(uid, order_id, case.kind, case.reason, amount, [])
    return dispute_id
