"""The auditors' ledger on both stores: approved recharges − approved withdrawals against the
wallets, escrow and revenue, replayed from the event store after every kind of money move, at
any past moment, and day by day (`console/audit/ledger|ledger/series`)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from tests.integration.api_client import ApiClient, User
from tests.integration.books.conftest import (
    DUTCH_OVEN,
    FRYING_PAN,
    Market,
    figures,
    ledger_of,
)
from tests.integration.orders.conftest import Shop
from tests.integration.wallet.steps import PAYEE, USDT

AUDIT_CALLS: list[tuple[str, dict[str, Any]]] = [
    ("console/audit/ledger", {}),
    ("console/audit/ledger/series", {}),
    ("console/audit/close", {"date": "2020-01-01"}),
    ("console/audit/closes", {}),
    ("console/audit/verify", {}),
]


class Journal:
    """Checks the ledger after each step and remembers it with the step's moment."""

    def __init__(self, market: Market, auditor: User) -> None:
        self.market = market
        self.auditor = auditor
        self.moments: list[tuple[int, dict[str, int]]] = []

    def check(self, expected: dict[str, int]) -> None:
        now = int(self.market.api.clock().timestamp())
        ledger = self.market.ledger(self.auditor)
        assert ledger["at"] == now
        assert figures(ledger) == expected
        self.moments.append((now, expected))
        self.market.api.clock.advance(minutes=1)


def withdraw(api: ApiClient, user: User, amount: int) -> str:
    answer = api.data("mine/wealth/withdraw/apply", user, method=USDT, amount=amount, address=PAYEE)
    withdraw_id: str = answer["withdraw_id"]
    return withdraw_id


def test_the_ledger_balances_to_zero_through_every_kind_of_money_move(
    market: Market, shop: Shop, buyer: User, reviewer: User, auditor: User
) -> None:
    api = market.api
    journal = Journal(market, auditor)
    journal.check(ledger_of())

    market.fund(buyer, 20_000)
    journal.check(ledger_of(recharged=20_000, available=20_000))

    oven = market.paid(buyer, (shop.item(DUTCH_OVEN), 1), fund=False)
    assert oven.total == 8399
    journal.check(ledger_of(recharged=20_000, available=11_601, escrow=8399))

    pan = market.paid(buyer, (shop.item(FRYING_PAN), 1), fund=False)
    assert pan.total == 3999 + 499 + 200  # below free shipping; tax 199.95
    journal.check(ledger_of(recharged=20_000, available=6903, escrow=8399 + 4698))

    api.data("order/refund", buyer, order_id=pan.order_id, reason="Changed my mind")
    journal.check(ledger_of(recharged=20_000, available=11_601, escrow=8399))

    seller = market.seller(oven.shop_id)
    api.data("console/order/confirm", seller, order_id=oven.order_id)
    api.data("console/order/ship", seller, order_id=oven.order_id, logistics_no="1Z9")
    api.data("order/confirm_receipt", buyer, order_id=oven.order_id)
    journal.check(ledger_of(recharged=20_000, available=11_601, escrow=8399))
    assert market.finish_by_tick() == 1
    # The seller is credited 7999; the platform keeps the 400 commission.
    journal.check(ledger_of(recharged=20_000, available=19_600, revenue=400))

    paid_out = withdraw(api, seller, 5000)
    journal.check(ledger_of(recharged=20_000, available=14_600, frozen=5000, revenue=400))
    api.data("console/withdraw/approve", reviewer, withdraw_id=paid_out)
    journal.check(ledger_of(recharged=20_000, withdrawn=5000, available=14_600, revenue=400))

    refused = withdraw(api, buyer, 3000)
    journal.check(
        ledger_of(recharged=20_000, withdrawn=5000, available=11_600, frozen=3000, revenue=400)
    )
    api.data("console/withdraw/reject", reviewer, withdraw_id=refused, remark="wrong chain")
    journal.check(ledger_of(recharged=20_000, withdrawn=5000, available=14_600, revenue=400))

    # The same figures, replayed as they were at each earlier moment.
    for moment, expected in journal.moments:
        at_the_time = market.ledger(auditor, at=moment)
        assert at_the_time["at"] == moment
        assert figures(at_the_time) == expected, moment
    before_anything = journal.moments[0][0] - 1
    assert figures(market.ledger(auditor, at=before_anything)) == ledger_of()


def test_the_series_gives_the_positions_at_the_end_of_each_day_oldest_first(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    first_day = market.api.clock().date()
    market.fund(buyer, 20_000)
    market.to_next_day()
    market.paid(buyer, (shop.item(DUTCH_OVEN), 1), fund=False)
    market.to_next_day()
    today = market.api.clock().date()

    points = market.api.data("console/audit/ledger/series", auditor, days=4)["list"]

    assert [p["date"] for p in points] == [
        (first_day + timedelta(days=n)).isoformat() for n in (-1, 0, 1, 2)
    ]
    assert points[-1]["date"] == today.isoformat()
    nothing = {"recharged": 0, "withdrawn": 0, "available": 0, "frozen": 0, "escrow": 0}
    assert points[0] == {"date": points[0]["date"], **nothing, "revenue": 0}
    funded = {**nothing, "recharged": 20_000, "available": 20_000, "revenue": 0}
    assert points[1] == {"date": first_day.isoformat(), **funded}
    paid = {**funded, "available": 20_000 - 8399, "escrow": 8399}
    assert points[2] == {"date": points[2]["date"], **paid}
    assert points[3] == {"date": today.isoformat(), **paid}
    now = figures(market.ledger(auditor))
    assert {k: v for k, v in points[-1].items() if k != "date"} == {
        k: v for k, v in now.items() if k != "difference"
    }


def test_the_series_covers_thirty_days_unless_told_and_refuses_outside_1_to_90(
    api: ApiClient, auditor: User
) -> None:
    points = api.data("console/audit/ledger/series", auditor)["list"]
    assert len(points) == 30
    assert points[-1]["date"] == api.clock().date().isoformat()
    assert len(api.data("console/audit/ledger/series", auditor, days=1)["list"]) == 1
    for wrong in (0, 91):
        answer = api.call("console/audit/ledger/series", auditor, days=wrong)
        assert (answer["code"], answer["data"]) == (102, {"field": "days"}), wrong


def test_a_negative_moment_is_refused_as_a_bad_parameter(api: ApiClient, auditor: User) -> None:
    answer = api.call("console/audit/ledger", auditor, at=-1)
    assert (answer["code"], answer["data"]) == (102, {"field": "at"})


@pytest.mark.parametrize(("path", "body"), AUDIT_CALLS)
def test_the_books_calls_need_the_auditor_role(
    api: ApiClient,
    shopper: User,
    reviewer: User,
    market: Market,
    path: str,
    body: dict[str, Any],
) -> None:
    assert api.call(path, None, **body)["code"] == 101
    for user in (shopper, reviewer, market.seller(1)):
        assert api.call(path, user, **body)["code"] == 111, user.email
