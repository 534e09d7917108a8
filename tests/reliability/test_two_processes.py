"""The topology of infra/deploy/compose.yaml as processes on one machine: two `bazaar serve`
and two `bazaar worker` processes on one PostgreSQL database and one Redis.

Shoppers at once sign in, upload a transfer proof, apply for a recharge that a reviewer
approves, add to their carts, check out and pay, each command through one API process and read
back through the other. When the workers are done, both API processes answer the same for
every shopper and every read model holds each command exactly once: carts hold what was added,
balances and histories what was recharged and paid (one history entry per balance-moving
event in the event store), stock what was sold, and the live tables equal a rebuild from the
event log, checksum for checksum.
"""

from __future__ import annotations

import itertools
import os
import secrets
import shutil
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from domain.wallet import Wallet
from projections.wallet_balances import MONEY_EVENTS
from tests.integration.api_client import unique_png
from tests.integration.catalogue.fixture import seed_fixture_catalogue
from tests.reliability.services import Bazaar, PrivatePostgres, PrivateRedis, api
from tests.reliability.workload import (
    FULL,
    Line,
    inspector,
    live_checksums,
    projection_checksums,
    stocked_lines,
    wait_for_no_lag,
)

SHOPPERS = 8 if FULL else 4
ADDS_PER_CART = 6
"""Cart adds per filling; the first filling is bought, the second stays in the cart."""
FUNDS = 50_000
"""Each shopper's recharge in cents: below REVIEW_SECOND_APPROVAL_FROM, so one reviewer."""
PASSWORD = "two-processes-1"
HOME = {
    "name": "Ann Lee",
    "phone": "+1 555 0100",
    "country": "United States",
    "province": "California",
    "city": "San Francisco",
    "area": "Mission",
    "address": "1 Market Street",
    "postal_code": "94103",
}


@contextmanager
def two_apis_two_workers() -> Iterator[tuple[Bazaar, Bazaar]]:
    """A private PostgreSQL and Redis, migrated, with the fixture catalogue, and two API
    processes, each with a worker beside it, sharing one data directory (the uploads)."""
    postgres, redis_server = PrivatePostgres(), PrivateRedis()
    data_dir = Path(tempfile.mkdtemp(prefix="bazaar-two-processes-"))
    environment = {
        name: value
        for name, value in os.environ.items()
        if name not in {"DATABASE_URL", "REDIS_URL", "SMTP_URL"}
    }
    with ExitStack() as cleanup:
        cleanup.callback(shutil.rmtree, data_dir, ignore_errors=True)
        cleanup.callback(postgres.destroy)
        postgres.create()
        cleanup.callback(redis_server.stop)
        redis_server.start()
        environment.update(
            DATABASE_URL=postgres.url,
            REDIS_URL=redis_server.url,
            BAZAAR_DATA_DIR=str(data_dir),
            PROJECTION_TICK_SECONDS="0.5",
        )
        first = Bazaar(environment, data_dir)
        first.command("migrate")
        with inspector(first) as container:
            seed_fixture_catalogue(container.engine)
        # The second process logs beside the first (Bazaar keeps its logs in `data_dir`).
        (data_dir / "second").mkdir()
        apis = (first, Bazaar(environment, data_dir / "second"))
        for process in apis:
            cleanup.callback(process.stop)
            process.serve()
            process.start_worker()
        yield apis


def ok(client: httpx.Client, path: str, sid: str, **body: Any) -> Any:
    """The `data` of a call that must succeed."""
    response = api(client, path, sid, **body)
    assert response.status_code == 200, response.text
    answer = response.json()
    assert answer["code"] == 0, (path, answer)
    return answer["data"]


def eventually(expected: object, read: Callable[..., object], *arguments: Any) -> None:
    """`read(*arguments)` answers `expected` within 15 s (a command waits up to 2 s for its
    projections and then answers anyway, so a read through the other process may trail it)."""
    deadline = time.monotonic() + 15.0
    while (found := read(*arguments)) != expected:
        assert time.monotonic() < deadline, f"still {found!r}, expected {expected!r}"
        time.sleep(0.1)


def cart_of(client: httpx.Client, sid: str) -> dict[Line, int]:
    lines = ok(client, "mall/cart/list", sid)["list"]
    return {(line["shop_goods_id"], line["sku_id"]): line["num"] for line in lines}


def stock_of(client: httpx.Client, lines: list[Line]) -> dict[Line, int]:
    stock: dict[Line, int] = {}
    for goods_id in {goods_id for goods_id, _ in lines}:
        for sku in ok(client, "mall/goods/detail", "", id=goods_id)["skus"]:
            if (goods_id, sku["sku_id"]) in lines:
                stock[(goods_id, sku["sku_id"])] = sku["stock"]
    return stock


@dataclass
class Journey:
    """One shopper's commands, each sent through one API process and read back through the
    other; what they should have come to, as the shopper saw it answered."""

    index: int
    email: str
    urls: tuple[str, str]
    reviewer_sid: str
    lines: list[Line]
    sid: str = ""
    cart: Counter[Line] = field(default_factory=Counter)
    bought: Counter[Line] = field(default_factory=Counter)
    order_ids: list[str] = field(default_factory=list)
    paid: int = 0

    def run(self) -> None:
        with (
            httpx.Client(base_url=self.urls[0], timeout=60) as one,
            httpx.Client(base_url=self.urls[1], timeout=60) as two,
        ):
            # Shoppers start on different processes, then alternate at every command.
            steps = itertools.count(self.index)

            def through() -> tuple[httpx.Client, httpx.Client]:
                """The process the next command goes through, and the one that reads it."""
                return (one, two) if next(steps) % 2 == 0 else (two, one)

            self._journey(through)

    def _journey(self, through: Callable[[], tuple[httpx.Client, httpx.Client]]) -> None:
        command, other = through()
        signed_in = ok(
            command, "user/login", secrets.token_hex(16), email=self.email, password=PASSWORD
        )
        self.sid = signed_in["sid"]
        assert ok(other, "mine/wealth/info", self.sid)["amount"] == 0  # one session, both

        command, other = through()
        proof = self._upload(command)
        # Applied for through the other process: it reads the proof the first one stored.
        recharge_id = ok(
            other,
            "mine/wealth/recharge/apply",
            self.sid,
            method="usdt_trc20",
            amount=FUNDS,
            transaction_id=secrets.token_hex(32),
            proof_image=proof,
        )["recharge_id"]
        ok(command, "console/recharge/approve", self.reviewer_sid, recharge_id=recharge_id)
        eventually(FUNDS, self._available, other)

        command, other = through()
        address_id = ok(command, "mine/shipping_address/add", self.sid, **HOME)["address_id"]
        self._fill_cart(through)

        command, other = through()
        created = ok(command, "order/create", self.sid, address_id=address_id)
        self.bought, self.cart = self.cart, Counter()
        paid = ok(other, "order/pay", self.sid, order_ids=created["order_ids"])
        assert paid["paid_amount"] == created["pay_amount"]
        self.order_ids, self.paid = created["order_ids"], paid["paid_amount"]
        eventually(sorted(self.order_ids), self._paid_orders, command)
        eventually({}, cart_of, command, self.sid)

        self._fill_cart(through)  # left in the cart

    def _fill_cart(self, through: Callable[[], tuple[httpx.Client, httpx.Client]]) -> None:
        for add in range(ADDS_PER_CART):
            command, other = through()
            line = self.lines[(add + self.index) % len(self.lines)]
            ok(command, "mall/cart/add", self.sid, shop_goods_id=line[0], sku_id=line[1], num=1)
            self.cart[line] += 1
            eventually(dict(self.cart), cart_of, other, self.sid)

    def _upload(self, client: httpx.Client) -> str:
        response = client.post(
            f"/api/system/upload_image?sid={self.sid}",
            files={"file": ("proof.png", unique_png(), "image/png")},
        )
        answer = response.json()
        assert answer["code"] == 0, answer
        path: str = answer["data"]["path"]
        return path

    def _available(self, client: httpx.Client) -> int:
        available: int = ok(client, "mine/wealth/info", self.sid)["amount"]
        return available

    def _paid_orders(self, client: httpx.Client) -> list[str]:
        orders = ok(client, "order/list", self.sid, page=1, page_size=50)["list"]
        return sorted(order["order_id"] for order in orders if order["pay_time"] is not None)


def check_read_back(journey: Journey, client: httpx.Client) -> None:
    """What one API process answers for the shopper, against what their commands came to."""
    sid = journey.sid
    assert cart_of(client, sid) == dict(journey.cart)
    wealth = ok(client, "mine/wealth/info", sid)
    assert (wealth["amount"], wealth["frozen_amount"]) == (FUNDS - journey.paid, 0)
    history = ok(client, "mine/wealth/history", sid, page=1, page_size=50)
    assert Counter(item["kind"] for item in history["list"]) == {"recharge": 1, "payment": 1}
    assert history["total"] == 2 and history["list"][0]["amount"] == FUNDS - journey.paid
    orders = ok(client, "order/list", sid, page=1, page_size=50)
    assert orders["total"] == len(journey.order_ids)
    assert sorted(order["order_id"] for order in orders["list"]) == sorted(journey.order_ids)
    assert sum(order["pay_amount"] for order in orders["list"]) == journey.paid
    bought: Counter[Line] = Counter()
    for order in orders["list"]:
        for line in order["lines"]:
            bought[(line["shop_goods_id"], line["sku_id"])] += line["num"]
    assert bought == journey.bought


def balance_moving_events(bazaar: Bazaar, uids: list[int]) -> dict[int, int]:
    """Per shopper, the wallet events in the event store that the history makes an entry of."""
    moving = set(MONEY_EVENTS)
    with inspector(bazaar) as container:
        return {
            uid: sum(
                type(event) in moving
                for event in container.application.events.get(Wallet.create_id(uid))
            )
            for uid in uids
        }


def test_two_api_and_two_worker_processes_project_each_command_once_for_both_to_read() -> None:
    with two_apis_two_workers() as (first, second):
        assert first.server and second.server and first.server.pid != second.server.pid
        emails = [f"shopper{index}@two-processes.test" for index in range(SHOPPERS)]
        with inspector(first) as container:
            uids = container.accounts.ensure_users(
                [(email, "Shopper") for email in emails], PASSWORD
            )
            container.accounts.ensure_user("rex@two-processes.test", PASSWORD, "Rex", ["reviewer"])
        with httpx.Client(base_url=first.url, timeout=30) as client:
            lines = stocked_lines(client, wanted=4, min_stock=2 * SHOPPERS + 2)
            stock_before = stock_of(client, lines)
            reviewer_sid = ok(
                client,
                "user/login",
                secrets.token_hex(16),
                email="rex@two-processes.test",
                password=PASSWORD,
            )["sid"]
        journeys = [
            Journey(index, email, (first.url, second.url), reviewer_sid, lines)
            for index, email in enumerate(emails)
        ]
        with ThreadPoolExecutor(SHOPPERS) as pool:
            list(pool.map(Journey.run, journeys))

        with inspector(first) as container:
            wait_for_no_lag(container, timeout=60)
        sold = sum((journey.bought for journey in journeys), Counter[Line]())
        events = balance_moving_events(first, [uids[email] for email in emails])
        for process in (first, second):
            with httpx.Client(base_url=process.url, timeout=30) as client:
                for journey in journeys:
                    check_read_back(journey, client)
                    history = ok(client, "mine/wealth/history", journey.sid, page=1, page_size=1)
                    assert history["total"] == events[uids[journey.email]]
                assert stock_of(client, lines) == {
                    line: stock_before[line] - sold[line] for line in lines
                }

        with inspector(first) as container:
            for process in (first, second):
                for worker in list(process.workers):
                    process.kill_worker(worker)
            live = live_checksums(container)
            first.command("projections", "rebuild")
            assert projection_checksums(container) == live
