"""What the API sends to PostgreSQL for one checkout (order/create + order/pay) and one guest
cart add: statements, transaction control and round trips, and the aggregates it loads. The
HTTP app runs in this process over the benchmark's database (its worker keeps the other
projections), so everything a request does, handlers and read-your-writes included, is counted.

    .venv/bin/python -m tests.benchmarks.write_round_trips [--operations N] [--shapes]

Not part of `make bench` (no baseline, no ratio): a tool for reading the write path.
"""

from __future__ import annotations

import argparse
import logging
import os
import secrets
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from litestar.logging.config import LoggingConfig
from litestar.testing import TestClient
from rich.console import Console
from rich.table import Table

from infra.asgi import http_settings
from infra.bootstrap import Container
from interfaces.http.app import create_app
from tests.benchmarks.checkout import HEADERS, Buyer, cheap_stocked_lines, prepare_buyers
from tests.benchmarks.round_trips import Sent, counting
from tests.benchmarks.stack import inspector, production_stack

console = Console(width=140)


@contextmanager
def loads_counted(container: Container) -> Iterator[list[int]]:
    """Counts the event store's aggregate loads (the repository's `get`) in the block."""
    repository, loads = container.application.repository, [0]
    original = repository.get

    def get(*args: Any, **kwargs: Any) -> Any:
        loads[0] += 1
        return original(*args, **kwargs)

    repository.get = get  # type: ignore[method-assign]
    try:
        yield loads
    finally:
        del repository.get


def measured(
    container: Container, count: int, operation: Callable[[int], None]
) -> tuple[Sent, int]:
    for step in range(3):  # warm the pools and caches
        operation(count + step)
    with counting() as sent, loads_counted(container) as loads:
        for step in range(count):
            operation(step)
    return sent, loads[0]


def answered(response: Any) -> Any:
    answer = response.json()
    if answer.get("code") != 0:
        raise SystemExit(f"{response.request.url}: {answer}")
    return answer["data"]


def checkout(client: TestClient[Any], buyer: Buyer, lines: list[dict[str, int]]) -> Any:
    def once(step: int) -> None:
        first, second = lines[step % len(lines)], lines[(step * 7 + 3) % len(lines)]
        chosen = [first] if first == second else [first, second]
        created = answered(
            client.post(
                "/api/order/create",
                json={
                    "sid": buyer.sid,
                    "address_id": buyer.address_id,
                    "lines": [{**line, "num": 1} for line in chosen],
                },
            )
        )
        paid = {"sid": buyer.sid, "order_ids": created["order_ids"]}
        answered(client.post("/api/order/pay", json=paid))

    return once


def cart_add(client: TestClient[Any], lines: list[dict[str, int]]) -> Any:
    guest = secrets.token_hex(16)

    def once(step: int) -> None:
        line = lines[step % len(lines)]
        answered(client.post("/api/mall/cart/add", json={"sid": guest, **line, "num": 1}))

    return once


def report(name: str, sent: Sent, loads: int, count: int, shapes: bool) -> None:
    table = Table(name, "per operation")
    table.add_row("round trips", f"{sent.round_trips / count:.1f}")
    table.add_row("statements", f"{sent.statements / count:.1f}")
    table.add_row("transaction control (BEGIN, COMMIT...)", f"{sent.control / count:.1f}")
    table.add_row("aggregate loads", f"{loads / count:.1f}")
    if shapes:
        for shape, times in sent.shapes.most_common():
            table.add_row(f"  {shape}", f"{times / count:.2f}")
    console.print(table)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--operations", type=int, default=30)
    parser.add_argument("--shapes", action="store_true", help="list the statements' shapes")
    arguments = parser.parse_args()
    database_url = os.environ.get(
        "BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/bazaar_bench"
    )
    redis_url = os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/3")
    count = arguments.operations
    logging.getLogger("httpx").setLevel(logging.WARNING)  # not a line per request
    with (
        production_stack(database_url, redis_url, worker_threads=2) as stack,
        inspector(stack.settings) as container,
    ):
        buyer = prepare_buyers(stack, container, 1)[0]
        lines = cheap_stocked_lines(container, 400)
        app = create_app(
            container, http_settings(container.settings), logging_config=LoggingConfig()
        )
        with TestClient(app) as client:
            client.headers.update(HEADERS)
            for name, operation in (
                ("checkout (order/create + order/pay)", checkout(client, buyer, lines)),
                ("cart/add (guest)", cart_add(client, lines)),
            ):
                sent, loads = measured(container, count, operation)
                report(name, sent, loads, count, arguments.shapes)


if __name__ == "__main__":
    main()
