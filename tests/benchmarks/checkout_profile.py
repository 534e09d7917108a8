"""Where the milliseconds of one checkout go: create + pay run in this process, one after the
other, against the served stack's database with its worker applying the projections, each stage
timed by wrapping the parts it calls; and the same checkout over HTTP, for the server's share.

    .venv/bin/python -m tests.benchmarks.checkout_profile [--checkouts N]

Not part of `make bench` (no baseline, no ratio): a tool for reading the write path.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import httpx
from rich.console import Console
from rich.table import Table
from sqlalchemy import event

from infra.bootstrap import Container
from tests.benchmarks.checkout import HEADERS, cheap_stocked_lines, prepare_buyers
from tests.benchmarks.stack import Stack, inspector, production_stack

console = Console(width=140)

Totals = dict[str, list[float]]


def timed(totals: Totals, stage: str, function: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        began = time.perf_counter()
        try:
            return function(*args, **kwargs)
        finally:
            totals[stage].append(time.perf_counter() - began)

    return wrapper


@contextmanager
def stages(container: Container) -> Iterator[Totals]:
    """Wraps the parts a checkout calls; each wrapper adds its elapsed time to its stage."""
    totals: Totals = defaultdict(list)
    application = container.application
    repository = application.repository
    checkout, orders, carts = container.checkout, container.orders, container.carts
    wrapped: list[tuple[Any, str, Any]] = [
        (repository, "get", "aggregate loads"),
        (application, "save", "event store save (incl. table lock)"),
        (checkout, "await_projections", "read-your-writes wait"),
        (carts, "await_projections", "read-your-writes wait"),
        (checkout, "_lines", "cart lines + offers (read side)"),
        (orders.discounts, "offer", "subscriber offer check"),
    ]
    recorder = application.recorder
    wrapped += [
        (recorder, name, "event-store statements (one each)")
        for name in ("select_events", "insert_events", "select_notifications")
    ]
    originals = [(owner, name, owner.__dict__.get(name)) for owner, name, _ in wrapped]
    for owner, name, stage in wrapped:
        setattr(owner, name, timed(totals, stage, getattr(owner, name)))
    began: list[float] = []

    def before(*_: Any) -> None:
        began.append(time.perf_counter())

    def after(*_: Any) -> None:
        totals["read-side SQL statements (in the stages above)"].append(
            time.perf_counter() - began.pop()
        )

    event.listen(container.engine, "before_cursor_execute", before)
    event.listen(container.engine, "after_cursor_execute", after)
    try:
        yield totals
    finally:
        event.remove(container.engine, "before_cursor_execute", before)
        event.remove(container.engine, "after_cursor_execute", after)
        for owner, name, original in reversed(originals):
            if original is None:
                delattr(owner, name)
            else:
                setattr(owner, name, original)


def in_process(container: Container, sid: str, address_id: int, lines: list[Any], n: int) -> Totals:
    session = container.sessions.resolve(sid)
    assert session.uid is not None
    from application.orders.checkout import WantedLine

    with stages(container) as totals:
        for step in range(n):
            first, second = lines[step % len(lines)], lines[(step * 7 + 3) % len(lines)]
            wanted = [
                WantedLine(line["shop_goods_id"], line["sku_id"], 1) for line in (first, second)
            ]
            began = time.perf_counter()
            created = container.checkout.create(session, wanted, address_id, "", None, None)
            middle = time.perf_counter()
            container.checkout.pay(session.uid, created["order_ids"], None)
            ended = time.perf_counter()
            totals["create (whole use case)"].append(middle - began)
            totals["pay (whole use case)"].append(ended - middle)
    return totals


async def over_http(stack: Stack, sid: str, address_id: int, lines: list[Any], n: int) -> float:
    """Seconds per checkout (create + pay) over HTTP, one buyer, back to back."""
    async with httpx.AsyncClient(base_url=stack.api, headers=HEADERS, timeout=30) as client:
        began = time.perf_counter()
        for step in range(n):
            first, second = lines[(step + 50) % len(lines)], lines[(step * 5 + 9) % len(lines)]
            body = [{**line, "num": 1} for line in (first, second)]
            created = await client.post(
                "/api/order/create", json={"sid": sid, "address_id": address_id, "lines": body}
            )
            order_ids = created.json()["data"]["order_ids"]
            await client.post("/api/order/pay", json={"sid": sid, "order_ids": order_ids})
        return (time.perf_counter() - began) / n


def report(totals: Totals, checkouts: int, http_seconds: float) -> None:
    table = Table("stage", "ms per checkout", "calls per checkout")
    for stage, samples in sorted(totals.items(), key=lambda item: -sum(item[1])):
        table.add_row(
            stage, f"{sum(samples) / checkouts * 1000:.1f}", f"{len(samples) / checkouts:.1f}"
        )
    whole = sum(totals["create (whole use case)"]) + sum(totals["pay (whole use case)"])
    table.add_row("whole checkout in process", f"{whole / checkouts * 1000:.1f}", "")
    table.add_row("whole checkout over HTTP (1 buyer)", f"{http_seconds * 1000:.1f}", "")
    console.print(table)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--checkouts", type=int, default=40)
    arguments = parser.parse_args()
    database_url = os.environ.get(
        "BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/bazaar_bench"
    )
    redis_url = os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/3")
    with production_stack(database_url, redis_url, worker_threads=2) as stack:
        with inspector(stack.settings) as container:
            buyer = prepare_buyers(stack, container, 1)[0]
            lines = cheap_stocked_lines(container, 400)
            in_process(container, buyer.sid, buyer.address_id, lines, 5)  # warm up
            totals = in_process(container, buyer.sid, buyer.address_id, lines, arguments.checkouts)
        http_seconds = asyncio.run(
            over_http(stack, buyer.sid, buyer.address_id, lines, arguments.checkouts)
        )
    report(totals, arguments.checkouts, http_seconds)


if __name__ == "__main__":
    main()
