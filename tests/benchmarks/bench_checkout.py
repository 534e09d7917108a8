"""Checkout benchmark on PostgreSQL: checkouts per second (create + pay, through the order use
cases, several threads, distinct buyers) against the event store's bare single-event append
rate measured in the same run and the same events table. Writes docs/benchmarks/checkout.json.

Run it with `make bench-checkout`; it is never part of `make test`.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import psycopg
from eventsourcing.domain import Aggregate, event
from rich.console import Console
from rich.table import Table
from sqlalchemy import update

from application.carts import PricedLine
from application.catalogue.tables import goods, skus
from application.offers import offers_for
from infra.bootstrap import Container, bootstrap
from infra.migrate import upgrade_to_head
from infra.settings import Settings
from tests.integration.catalogue_fixture import seed_fixture_catalogue


class Tally(Aggregate):
    """The smallest aggregate: one event per save, the floor of what a write costs."""

    @event("Counted")
    def count(self) -> None:
        pass


@contextmanager
def scratch_database(server_url: str) -> Iterator[str]:
    """A new database on the benchmark server, dropped afterwards."""
    name = f"bazaar_bench_checkout_{secrets.token_hex(4)}"
    with psycopg.connect(server_url, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    parts = urlsplit(server_url)
    try:
        yield urlunsplit((parts.scheme, parts.netloc, f"/{name}", parts.query, ""))
    finally:
        with psycopg.connect(server_url, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def timed(threads: int, per_thread: int, work: Callable[[int, int], None]) -> float:
    """Runs `work(thread, i)` per_thread times on each thread; answers operations per second."""
    start = threading.Barrier(threads + 1)

    def run(thread: int) -> None:
        start.wait()
        for i in range(per_thread):
            work(thread, i)

    workers = [threading.Thread(target=run, args=(t,)) for t in range(threads)]
    for worker in workers:
        worker.start()
    start.wait()
    began = time.perf_counter()
    for worker in workers:
        worker.join()
    return threads * per_thread / (time.perf_counter() - began)


def prepare(container: Container, buyers: int) -> list[PricedLine]:
    """The fixture catalogue with plenty of stock, and funded buyers (uids 1..buyers)."""
    seed_fixture_catalogue(container.engine)
    with container.engine.begin() as connection:
        connection.execute(update(skus).values(stock=1_000_000))
        connection.execute(update(goods).values(stock=1_000_000))
        offers = offers_for(connection, range(1, 40))
    for uid in range(1, buyers + 1):
        recharge_id, _ = container.wallets.request_recharge(
            uid, "usdt_trc20", 5_000_000, f"tx-{uid}", "proof", "addr"
        )
        container.wallets.approve_recharge(uid, recharge_id, 1, "ok")
    return [PricedLine(offer, 1) for offer in offers.values()]


def measure(container: Container, args: argparse.Namespace) -> dict[str, Any]:
    lines = prepare(container, args.threads)
    application = container.application
    address = {"address_id": 1, "name": "Bench"}

    def append(thread: int, i: int) -> None:
        tally = Tally()
        tally.count()
        application.save(tally)

    def checkout(thread: int, i: int) -> None:
        uid = thread + 1
        # Two SKUs per checkout, from a spread of shops, so orders contend as real ones do.
        chosen = [lines[(thread + i) % len(lines)], lines[(thread * 7 + i + 3) % len(lines)]]
        if chosen[0].offer.sku_id == chosen[1].offer.sku_id:
            chosen = chosen[:1]
        placed = container.orders.place(uid, chosen, address, "", [])
        container.orders.pay(uid, placed.order_ids)

    timed(args.threads, 5, append)  # warm the pool and the caches
    appends = timed(args.threads, args.per_thread, append)
    checkouts = timed(args.threads, args.per_thread, checkout)
    return {
        "bare_appends_per_second": round(appends, 1),
        "checkouts_per_second": round(checkouts, 1),
        "ratio": round(checkouts / appends, 4),
    }


def report(results: dict[str, Any], args: argparse.Namespace, output: Path) -> None:
    table = Table(title=f"Checkout on PostgreSQL ({args.threads} threads)")
    table.add_column("measure")
    table.add_column("per second", justify="right")
    table.add_row("bare single-event append", f"{results['bare_appends_per_second']:.1f}")
    table.add_row("checkout (create + pay)", f"{results['checkouts_per_second']:.1f}")
    table.add_row("ratio checkout / append", f"{results['ratio']:.3f}")
    Console().print(table)
    output.parent.mkdir(parents=True, exist_ok=True)
    settings = {"threads": args.threads, "per_thread": args.per_thread}
    output.write_text(json.dumps({"settings": settings, "results": results}, indent=2) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--server",
        default=os.environ.get(
            "BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/postgres"
        ),
        help="PostgreSQL server; a scratch database is made there and dropped afterwards",
    )
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--per-thread", type=int, default=50)
    parser.add_argument("--output", default="docs/benchmarks/checkout.json")
    args = parser.parse_args()
    with scratch_database(args.server) as url, tempfile.TemporaryDirectory() as data_dir:
        settings = replace(
            Settings.from_environment({"BAZAAR_DATA_DIR": data_dir}), database_url=url
        )
        container = bootstrap(settings, create_event_tables=True)
        try:
            upgrade_to_head(container.engine)
            results = measure(container, args)
        finally:
            container.close()
    report(results, args, Path(args.output))


if __name__ == "__main__":
    main()
