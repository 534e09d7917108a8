"""Fixtures for the books: the order fixtures (a running app with embedded workers, its
hand-moved clock, a reviewer who funds buyers, the fixture catalogue) plus a walker that takes
orders to any step with chosen quantities, and an auditor.

Two changes for tests that move the clock by days: the periodic jobs (finishing orders,
closing days) run only when a test calls them, never behind its back from the embedded tick;
and every user signs in with "remember me", so a session outlives a week's move.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any
from uuid import UUID

import pytest

from domain.ledger import end_of
from domain.order import Order
from infra.bootstrap import Container
from infra.settings import Settings
from tests.integration.api_client import PASSWORD, ApiClient, User
from tests.integration.orders import conftest as order_fixtures
from tests.integration.orders.conftest import Item, Shop, line
from tests.integration.wallet.steps import fund

shop = order_fixtures.shop

RECHARGE_STEP = 1000
"""The default RECHARGE_MIN, which recharges must be a multiple of."""

TICK_NEVER = 24 * 3600.0
"""The embedded tick's interval: the test runs the periodic jobs itself."""

DUTCH_OVEN = "Cast Iron Dutch Oven"  # shop 1, 7999
FRYING_PAN = "Ceramic Frying Pan"  # shop 1, 3999
CHARGER = "Tidewave Fast Wall Charger"  # shop 1, 1999 (1 m) and 2299 (2 m), 30 each
PHONE_CASE = "Slim Clear Phone Case"  # shop 2, 999


@pytest.fixture
def settings(settings: Settings) -> Settings:
    """Both stores, as everywhere; projections still follow every save's wake-up."""
    return replace(settings, projection_tick_seconds=TICK_NEVER)


def remembered(api: ApiClient, email: str, *roles: str) -> User:
    """A user signed in for 30 days."""
    uid = api.container.accounts.ensure_user(email, PASSWORD, email.split("@")[0], roles)
    return signed_in(api, uid, email)


def signed_in(api: ApiClient, uid: int, email: str) -> User:
    answer = api.data("user/login", None, email=email, password=PASSWORD, remember=True)
    return User(uid=uid, sid=answer["sid"], email=email)


@pytest.fixture
def buyer(api: ApiClient) -> User:
    return remembered(api, "bob@bazaar.test")


@pytest.fixture
def shopper(api: ApiClient) -> User:
    return remembered(api, "ann@bazaar.test")


@pytest.fixture
def reviewer(api: ApiClient) -> User:
    return remembered(api, "rex@bazaar.test", "reviewer")


@pytest.fixture
def auditor(api: ApiClient) -> User:
    return remembered(api, "ada@bazaar.test", "auditor")


@dataclass(frozen=True)
class Placed:
    order_id: str
    order_sn: str
    buyer: User
    shop_id: int
    items: tuple[Item, ...]
    subtotal: int
    total: int


@dataclass
class Market:
    """Orders of one shop each, walked step by step through the API; the periodic finish; the
    auditors' and sellers' money calls."""

    api: ApiClient
    shop: Shop
    reviewer: User
    sellers: dict[int, User] = field(default_factory=dict)

    @property
    def container(self) -> Container:
        return self.api.container

    def seller(self, shop_id: int) -> User:
        """The shop's owner, signed in with the seller role."""
        if shop_id not in self.sellers:
            owner = self.shop.seller(shop_id)
            self.sellers[shop_id] = signed_in(self.api, owner.uid, owner.email)
        return self.sellers[shop_id]

    def fund(self, user: User, amount: int) -> int:
        """At least `amount` approved onto the user's wallet (recharges come in whole
        10.00s); answers what was recharged."""
        recharged = -(-amount // RECHARGE_STEP) * RECHARGE_STEP
        fund(self.api, user, recharged, self.reviewer)
        return recharged

    def place(self, buyer: User, *wanted: tuple[Item, int]) -> Placed:
        """One order of one shop's lines, (item, units) each."""
        created = self.api.data(
            "order/create",
            buyer,
            lines=[line(item, num) for item, num in wanted],
            address_id=self.shop.address(buyer),
        )
        assert len(created["order_ids"]) == 1, "one shop's lines make one order"
        order_id = created["order_ids"][0]
        detail = self.api.data("order/detail", buyer, order_id=order_id)
        return Placed(
            order_id,
            created["order_sns"][0],
            buyer,
            wanted[0][0].shop_id,
            tuple(item for item, _ in wanted),
            detail["subtotal"],
            detail["total"],
        )

    def paid(self, buyer: User, *wanted: tuple[Item, int], fund: bool = True) -> Placed:
        placed = self.place(buyer, *wanted)
        if fund:
            self.fund(buyer, placed.total)
        self.api.data("order/pay", buyer, order_ids=[placed.order_id])
        return placed

    def shipped(self, buyer: User, *wanted: tuple[Item, int]) -> Placed:
        placed = self.paid(buyer, *wanted)
        seller = self.seller(placed.shop_id)
        self.api.data("console/order/confirm", seller, order_id=placed.order_id)
        self.api.data("console/order/ship", seller, order_id=placed.order_id, logistics_no="1Z9")
        return placed

    def received(self, buyer: User, *wanted: tuple[Item, int]) -> Placed:
        placed = self.shipped(buyer, *wanted)
        self.api.data("order/confirm_receipt", buyer, order_id=placed.order_id)
        return placed

    def review_every_line(self, placed: Placed) -> None:
        for item in placed.items:
            self.api.data(
                "mall/goods/comment/add",
                placed.buyer,
                order_id=placed.order_id,
                shop_goods_id=item.shop_goods_id,
                sku_id=item.sku_id,
                star=5,
                content="as described",
            )

    def finish_by_tick(self) -> int:
        """Moves the clock past the finishing delay and runs the periodic finish; answers how
        many orders it finished, once the read models have caught up."""
        self.api.clock.advance(days=self.container.settings.order_finish_days, minutes=1)
        finished: int = self.container.orders.finish_due()
        self.caught_up()
        return finished

    def caught_up(self) -> None:
        """Every read model and policy past the head of the log (whoever wrote it: another
        process's saves wake no worker here)."""
        self.container.runner.catch_up_all()
        head = self.container.application.recorder.max_notification_id() or 0
        assert self.container.runner.wait_until_applied(head, timeout=20)

    def order(self, order_id: str) -> Order:
        found: Order = self.container.application.repository.get(UUID(order_id))
        return found

    def order_events(self, order_id: str, kind: type[Any]) -> list[Any]:
        return [
            event
            for event in self.container.application.events.get(UUID(order_id))
            if isinstance(event, kind)
        ]

    def history(self, user: User, kind: str) -> list[dict[str, Any]]:
        """The user's wallet entries of one kind, newest first."""
        entries = self.api.data("mine/wealth/history", user, page_size=100)["list"]
        return [entry for entry in entries if entry["kind"] == kind]

    def ledger(self, auditor: User, **body: Any) -> dict[str, Any]:
        figures: dict[str, Any] = self.api.data("console/audit/ledger", auditor, **body)
        return figures

    def to_next_day(self, minutes: int = 1) -> None:
        """Moves the clock just past the coming UTC midnight."""
        now: datetime = self.api.clock()
        self.api.clock.advance(seconds=(end_of(now.date()) - now).total_seconds())
        self.api.clock.advance(minutes=minutes)


@pytest.fixture
def market(api: ApiClient, shop: Shop, reviewer: User) -> Market:
    return Market(api, shop, reviewer)


def figures(ledger: dict[str, Any]) -> dict[str, int]:
    """The ledger's positions and difference, without its moment."""
    return {name: value for name, value in ledger.items() if name != "at"}


def ledger_of(
    *,
    recharged: int = 0,
    withdrawn: int = 0,
    available: int = 0,
    frozen: int = 0,
    escrow: int = 0,
    revenue: int = 0,
) -> dict[str, int]:
    """A ledger's expected figures; `difference` is 0, as in a sound system."""
    return {
        "recharged": recharged,
        "withdrawn": withdrawn,
        "available": available,
        "frozen": frozen,
        "escrow": escrow,
        "revenue": revenue,
        "difference": 0,
    }
