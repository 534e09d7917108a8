"""What the tests of paying orders on chain share: a market over the chain app (the fixture
catalogue, a buyer's orders), the calls of `order/pay_chain`, waiting for an order's
`chain_payment` to reach a state, the ledger, and a spy on the application's saves."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pytest
from sqlalchemy import select

from application.site.tables import outbox
from application.wallet.chain_due import FIRST_RECHECK
from tests.integration.api_client import User
from tests.integration.catalogue.fixture import seed_fixture_catalogue
from tests.integration.orders.conftest import Item, Shop, line
from tests.integration.wallet.chains.conftest import ERC20, WAIT_SECONDS, ChainApp

UNITS_PER_CENT = 10_000  # the token has 6 decimals
FINAL = ("paid", "mismatch", "rejected", "credited")


NUDGE_AFTER_SECONDS = 5.0


@dataclass
class ChainMarket:
    app: ChainApp
    shop: Shop
    saves: list[list[str]] = field(default_factory=list)
    """The event class names of each save of the application, while `spying`."""

    @classmethod
    def open(cls, app: ChainApp) -> ChainMarket:
        seed_fixture_catalogue(app.api.container.engine)
        return cls(app, Shop(app.api))

    def place(self, buyer: User, *items: Item) -> tuple[list[str], int]:
        """The buyer's orders of one unit of each item: (order ids, what they owe)."""
        created = self.app.api.data(
            "order/create",
            buyer,
            lines=[line(item, 1) for item in items],
            address_id=self.shop.address(buyer),
        )
        return list(created["order_ids"]), int(created["pay_amount"])

    def quote(self, buyer: User, order_ids: list[str], method: str = ERC20) -> dict[str, Any]:
        answer: dict[str, Any] = self.app.api.data(
            "order/pay_chain/quote", buyer, order_ids=order_ids, method=method
        )
        return answer

    def pay_chain(
        self, buyer: User, order_ids: list[str], transaction_id: str, amount: int, **more: Any
    ) -> dict[str, Any]:
        answer: dict[str, Any] = self.app.api.call(
            "order/pay_chain",
            buyer,
            order_ids=order_ids,
            method=more.pop("method", ERC20),
            transaction_id=transaction_id,
            amount=amount,
            **more,
        )
        return answer

    def transfer(self, cents: int, **transfer: Any) -> str:
        """A transfer of `cents` in the token to the deposit address, confirmed enough."""
        return self.app.pay(cents * UNITS_PER_CENT, **transfer)

    def order(self, buyer: User, order_id: str) -> dict[str, Any]:
        found: dict[str, Any] = self.app.api.data("order/detail", buyer, order_id=order_id)
        return found

    def order_once(
        self, buyer: User, order_id: str, until: Callable[[dict[str, Any]], bool]
    ) -> dict[str, Any]:
        """The order, once `until` holds of it (or the wait's bound passed)."""
        deadline = time.monotonic() + WAIT_SECONDS
        while True:
            found = self.order(buyer, order_id)
            if until(found) or time.monotonic() > deadline:
                return found
            time.sleep(0.05)

    def settled(self, buyer: User, order_id: str) -> dict[str, Any]:
        """The order once its chain payment is in a final state.

        A first read that found the node busy (a loaded machine) is read again after a back-off
        measured on the test's clock, which moves only when told: past a few seconds of
        waiting, the clock moves on by the first back-off every few seconds, so the re-read
        comes (at most a few minutes of the test's time, well inside any payment deadline)."""
        nudge_at = time.monotonic() + NUDGE_AFTER_SECONDS

        def final(found: dict[str, Any]) -> bool:
            nonlocal nudge_at
            payment = found["chain_payment"]
            if payment is not None and payment["state"] in FINAL:
                return True
            if time.monotonic() > nudge_at:
                self.app.api.clock.advance(seconds=FIRST_RECHECK.total_seconds())
                nudge_at += NUDGE_AFTER_SECONDS
            return False

        return self.order_once(buyer, order_id, final)

    def ledger(self, auditor: User) -> dict[str, Any]:
        figures: dict[str, Any] = self.app.api.data("console/audit/ledger", auditor)
        return figures

    def balance(self, buyer: User) -> int:
        return int(self.app.api.data("mine/wealth/info", buyer)["amount"])

    @contextmanager
    def spying(self) -> Iterator[None]:
        """Records the event classes of every save the application makes meanwhile."""
        application = self.app.api.container.application
        save = application.save

        def recorded_save(*aggregates: Any, **kwargs: Any) -> Any:
            recordings = save(*aggregates, **kwargs)
            self.saves.append([type(r.domain_event).__qualname__ for r in recordings])
            return recordings

        application.save = recorded_save  # type: ignore[method-assign]
        try:
            yield
        finally:
            application.save = save  # type: ignore[method-assign]


@pytest.fixture
def market(chain_app: ChainApp) -> ChainMarket:
    """The chain app's market over the fixture catalogue (import it where it is used)."""
    return ChainMarket.open(chain_app)


def mail_subjects(app: ChainApp, email: str, until: Callable[[list[str]], bool]) -> list[str]:
    """The subjects of the mail queued for `email`, once `until` holds of them."""
    deadline = time.monotonic() + WAIT_SECONDS
    while True:
        with app.api.container.engine.connect() as connection:
            subjects = list(
                connection.execute(
                    select(outbox.c.subject).where(outbox.c.recipient == email)
                ).scalars()
            )
        if until(subjects) or time.monotonic() > deadline:
            return subjects
        time.sleep(0.05)
