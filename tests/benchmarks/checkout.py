"""Checkout scenario: orders created and paid per second through the served API (several
buyers at once, each checkout two SKUs from a spread of shops) against the event store's bare
single-event append rate, measured in the same run on the same PostgreSQL server."""

from __future__ import annotations

import asyncio
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import httpx
from eventsourcing.domain import Aggregate, event
from sqlalchemy import select

from application.catalogue.tables import goods, skus
from application.orders.addresses import AddressForm
from domain.money import AmountRule
from infra.bootstrap import Container, bootstrap
from tests.benchmarks.figures import Figure
from tests.benchmarks.stack import Stack, inspector, scratch_database, scratch_settings

PASSWORD = "bench-password-1"
BASELINE = "bare single-event append (in-process)"
HEADERS = {"X-Repeat-Submit": "allow"}


class Tally(Aggregate):
    """The smallest aggregate: one event per save, the floor of what a write costs."""

    @event("Counted")
    def count(self) -> None:
        pass


@dataclass(frozen=True)
class Buyer:
    sid: str
    address_id: int


@dataclass(frozen=True)
class CheckoutLoad:
    clients: int = 8
    seconds: float = 10.0


def appends_per_second(stack: Stack, threads: int, seconds: float) -> float:
    with scratch_database(stack.settings.database_url or "") as url:
        container = bootstrap(scratch_settings(stack.settings, url), create_event_tables=True)
        try:
            application = container.application

            def append() -> None:
                tally = Tally()
                tally.count()
                application.save(tally)

            timed(threads, 1.0, append)  # warm the pool
            return timed(threads, seconds, append)
        finally:
            container.close()


def timed(threads: int, seconds: float, work: Callable[[], None]) -> float:
    """Runs `work` back to back on each thread for `seconds`; answers operations per second."""
    start = threading.Barrier(threads + 1)
    counts = [0] * threads
    deadline: list[float] = []

    def run(thread: int) -> None:
        start.wait()
        while time.perf_counter() < deadline[0]:
            work()
            counts[thread] += 1

    workers = [threading.Thread(target=run, args=(t,)) for t in range(threads)]
    for worker in workers:
        worker.start()
    began = time.perf_counter()
    deadline.append(began + seconds)
    start.wait()
    for worker in workers:
        worker.join()
    return sum(counts) / (time.perf_counter() - began)


def cheap_stocked_lines(container: Container, wanted: int) -> list[dict[str, int]]:
    """SKUs with plenty of stock, cheapest first, from as many products as wanted."""
    with container.engine.connect() as connection:
        rows = connection.execute(
            select(skus.c.goods_id, skus.c.sku_id)
            .join(goods, goods.c.goods_id == skus.c.goods_id)
            .where(skus.c.stock >= 100)
            .order_by(skus.c.price, skus.c.sku_id)
            .limit(wanted)
        ).all()
    return [{"shop_goods_id": int(row.goods_id), "sku_id": int(row.sku_id)} for row in rows]


def prepare_buyers(stack: Stack, container: Container, count: int) -> list[Buyer]:
    """Buyers with an address and money for every checkout the run can make."""
    buyers: list[Buyer] = []
    # Two reviewers, neither a buyer: nobody approves their own recharge, and one this large
    # needs two approvals.
    reviewers = [
        container.accounts.ensure_user(
            f"bench-reviewer-{n}@bench.test", PASSWORD, "Bench", ["reviewer"]
        )
        for n in (1, 2)
    ]
    with httpx.Client(base_url=stack.api, headers=HEADERS, timeout=30) as client:
        for index in range(count):
            email = f"bench-buyer-{index}@bench.test"
            uid = container.accounts.ensure_user(email, PASSWORD, f"Bench buyer {index}")
            recharge_id, _ = container.wallets.request_recharge(
                uid, "usdt_trc20", 50_000_000, secrets.token_hex(8), "proof", "addr", AmountRule()
            )
            for reviewer_uid in reviewers:
                container.wallets.approve_recharge(uid, recharge_id, reviewer_uid, "bench funds")
            address_id = buyer_address(container, uid)
            answer = client.post(
                "/api/user/login",
                json={"sid": secrets.token_hex(16), "email": email, "password": PASSWORD},
            ).json()
            if answer["code"] != 0:
                raise SystemExit(f"benchmark buyer could not log in: {answer}")
            buyers.append(Buyer(answer["data"]["sid"], address_id))
    return buyers


def buyer_address(container: Container, uid: int) -> int:
    """The buyer's address from an earlier run, or a new one: a run adding one each time
    would reach the address book's limit (102) after some fifty runs."""
    kept = container.addresses.addresses(uid)
    if kept:
        return kept[0].address_id
    return container.addresses.add(
        uid,
        AddressForm(
            "Bench", "5550100", "US", "CA", "San Jose", "Downtown", "1 Main", postal_code="95113"
        ),
    )


async def checkouts_per_second(
    stack: Stack, buyers: list[Buyer], lines: list[dict[str, int]], seconds: float
) -> tuple[float, int]:
    deadline = time.perf_counter() + seconds
    done = 0
    errors = 0

    async def one_buyer(index: int, buyer: Buyer) -> None:
        nonlocal done, errors
        async with httpx.AsyncClient(base_url=stack.api, headers=HEADERS, timeout=30) as client:
            step = index
            while time.perf_counter() < deadline:
                if await checkout_once(client, buyer, lines, step):
                    done += 1
                else:
                    errors += 1
                step += len(buyers)

    began = time.perf_counter()
    await asyncio.gather(*(one_buyer(index, buyer) for index, buyer in enumerate(buyers)))
    return done / (time.perf_counter() - began), errors


async def checkout_once(
    client: httpx.AsyncClient, buyer: Buyer, lines: list[dict[str, int]], step: int
) -> bool:
    """order/create for one or two SKUs (which, `step` picks) then order/pay; False when
    either answers an error."""
    first, second = lines[step % len(lines)], lines[(step * 7 + 3) % len(lines)]
    chosen = [first] if first == second else [first, second]
    created = await _call(
        client,
        "order/create",
        sid=buyer.sid,
        address_id=buyer.address_id,
        lines=[{**line, "num": 1} for line in chosen],
    )
    if created is None:
        return False
    paid = await _call(client, "order/pay", sid=buyer.sid, order_ids=created["order_ids"])
    return paid is not None


async def _call(client: httpx.AsyncClient, path: str, **body: Any) -> Any:
    response = await client.post(f"/api/{path}", json=body)
    answer = response.json() if response.status_code == 200 else {}
    if answer.get("code") != 0:
        return None
    return answer["data"] if answer["data"] is not None else {}


def run(stack: Stack, load: CheckoutLoad) -> list[Figure]:
    with inspector(stack.settings) as container:
        buyers = prepare_buyers(stack, container, load.clients)
        lines = cheap_stocked_lines(container, 400)
    asyncio.run(checkouts_per_second(stack, buyers, lines, 1.0))  # warm up
    checkouts, errors = asyncio.run(checkouts_per_second(stack, buyers, lines, load.seconds))
    appends = appends_per_second(stack, load.clients, load.seconds)
    return [
        Figure(
            "checkout: order/create + order/pay over HTTP",
            f"checkouts/s, {load.clients} buyers ({errors} errors)",
            checkouts,
            BASELINE,
            appends,
        )  # information only: the CPU cost measures the design (issue 33)
    ]
