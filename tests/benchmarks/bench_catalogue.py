"""Benchmark: `mall/goods/list` on the large catalogue in PostgreSQL against a bare Litestar
JSON endpoint, measured side by side in one run (ratios, not absolute numbers, are the result:
these machines are shared and noisy).

    .venv/bin/python -m tests.benchmarks.bench_catalogue [--database-url URL] [--rounds 3]

It migrates and seeds `--size large` into its own database (kept between runs), starts
`bazaar serve` and the bare app as one uvicorn process each, then alternates the scenarios
round by round: latency with one client, throughput with several.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import itertools
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx
import psycopg
from rich.console import Console
from rich.table import Table

from infra.settings import PROJECT_ROOT
from tests.benchmarks.load import (
    BodyFactory,
    Latency,
    Throughput,
    measure_latency,
    measure_throughput,
)
from tests.conftest import free_port

console = Console(width=140)
BASELINE = "bare Litestar JSON endpoint"
BAZAAR = [sys.executable, "-m", "interfaces.cli.main"]
KEYWORDS = [
    "wireless",
    "leather",
    "phone case",
    "organic",
    "running shoes",
    "lamp",
    "watch",
    "coffee",
    "backpack",
    "headphones",
    "jacket",
    "toy",
    "serum",
    "blender",
    "tent",
]


def ensure_database(url: str) -> None:
    parts = urlsplit(url)
    name = parts.path.lstrip("/")
    admin = urlunsplit((parts.scheme, parts.netloc, "/postgres", "", ""))
    with psycopg.connect(admin, autocommit=True) as connection:
        exists = connection.execute(
            "SELECT 1 FROM pg_database WHERE datname = %s", (name,)
        ).fetchone()
        if not exists:
            connection.execute(f'CREATE DATABASE "{name}"')


@contextmanager
def served(command: list[str], environment: dict[str, str], port: int) -> Iterator[str]:
    process = subprocess.Popen(
        command,
        cwd=PROJECT_ROOT,
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                httpx.get(url + "/", timeout=1)
                break
            except httpx.HTTPError:
                time.sleep(0.3)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=30)


def fresh_prefixes(database_url: str) -> list[str]:
    """Every distinct 3+ letter prefix of the words products are named with, shuffled the same
    way each run: each one a search nobody has asked for yet."""
    with psycopg.connect(database_url) as connection:
        words = [row[0] for row in connection.execute("SELECT word FROM search_words")]
    prefixes = {word[:end] for word in words if word.isalpha() for end in range(3, len(word) + 1)}
    return sorted(prefixes, key=lambda prefix: (hash_of(prefix), prefix))


def hash_of(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def scenario_bodies(api: str, prefixes: list[str]) -> dict[str, BodyFactory]:
    """The bare baseline; `goods/list` as a crowd asks it (queries recur, so the 10 s page
    cache answers many); the same searches with every page key new (the page cache never
    answers, the per-search totals and id windows do); and a search nobody asked before on
    every request (nothing cached at all)."""
    categories = httpx.post(f"{api}/api/mall/category/level_one", json={}).json()["data"]["list"]
    category_ids = [category["id"] for category in categories]
    sorts = ["default", "sales", "price_asc", "new"]
    fresh = itertools.count()

    # Pages of 20; the first page, and page 20 (results 381-400), every other request.
    def keyword(i: int) -> dict[str, Any]:
        return {
            "keywords": KEYWORDS[i % len(KEYWORDS)],
            "page": 1 + 19 * (i // len(KEYWORDS) % 2),
            "page_size": 20,
        }

    def category(i: int) -> dict[str, Any]:
        return {
            "category_id": category_ids[i % len(category_ids)],
            "page": 1 + 19 * (i // len(category_ids) % 2),
            "page_size": 20,
            "sort": sorts[i // (2 * len(category_ids)) % 4],
        }

    def never_repeated(body: dict[str, Any]) -> dict[str, Any]:
        # Pages 1-50 in each of the five orders, 20 to a page: thousands of distinct keys,
        # so within a run the page cache never answers.
        n = next(fresh)
        return {**body, "page": 1 + n % 50, "sort": [*sorts, "price_desc"][(n // 50) % 5]}

    unasked = itertools.count()

    def new_search(i: int) -> dict[str, Any]:
        n = next(unasked)
        sort = [*sorts, "price_desc"][(n // len(prefixes)) % 5]
        return {"keywords": prefixes[n % len(prefixes)], "page": 1, "page_size": 20, "sort": sort}

    return {
        BASELINE: lambda i: {"page": 1},
        "goods/list keyword search": keyword,
        "goods/list category filter": category,
        "goods/list keyword search, every page new": lambda i: never_repeated(keyword(i)),
        "goods/list category filter, every page new": lambda i: never_repeated(category(i)),
        "goods/list keyword search, every search new": new_search,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--database-url",
        default=os.environ.get(
            "BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/bazaar_bench"
        ),
    )
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--requests", type=int, default=200, help="latency requests per round")
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=5.0, help="throughput seconds per round")
    parser.add_argument("--output", default="docs/benchmarks/catalogue.json")
    args = parser.parse_args()

    ensure_database(args.database_url)
    data_dir = PROJECT_ROOT / "var" / "bench"
    environment = {k: v for k, v in os.environ.items() if k not in {"REDIS_URL", "SMTP_URL"}}
    environment.update({"DATABASE_URL": args.database_url, "BAZAAR_DATA_DIR": str(data_dir)})
    console.rule("migrate and seed the large catalogue (kept between runs)")
    subprocess.run([*BAZAAR, "migrate"], cwd=PROJECT_ROOT, env=environment, check=True)
    subprocess.run(
        [*BAZAAR, "seed-demo", "--size", "large"], cwd=PROJECT_ROOT, env=environment, check=True
    )

    bazaar_port, bare_port = free_port(), free_port()
    uvicorn_flags = ["--workers", "1", "--log-level", "warning", "--no-access-log"]
    bare = [
        sys.executable,
        "-m",
        "uvicorn",
        "--factory",
        "tests.benchmarks.bare_app:create_bare_app",
        "--port",
        str(bare_port),
        *uvicorn_flags,
    ]
    with (
        served([*BAZAAR, "serve", "--port", str(bazaar_port)], environment, bazaar_port) as api,
        served(bare, environment, bare_port) as bare_url,
    ):
        bodies = scenario_bodies(api, fresh_prefixes(args.database_url))
        urls = {
            name: f"{bare_url}/api/bare" if name == BASELINE else f"{api}/api/mall/goods/list"
            for name in bodies
        }
        latencies: dict[str, list[Latency]] = {name: [] for name in urls}
        throughputs: dict[str, list[Throughput]] = {name: [] for name in urls}
        for name, url in urls.items():  # warm caches and connections
            asyncio.run(measure_latency(url, bodies[name], 30))
        for round_number in range(args.rounds):
            console.print(f"round {round_number + 1}/{args.rounds}")
            for name, url in urls.items():
                latencies[name].append(
                    asyncio.run(measure_latency(url, bodies[name], args.requests))
                )
                throughputs[name].append(
                    asyncio.run(measure_throughput(url, bodies[name], args.clients, args.seconds))
                )
    report(latencies, throughputs, args)


def report(
    latencies: dict[str, list[Latency]],
    throughputs: dict[str, list[Throughput]],
    args: argparse.Namespace,
) -> None:
    bare_rps = sum(t.requests_per_second for t in throughputs[BASELINE]) / args.rounds
    table = Table(
        "scenario",
        "p50 ms (1 client)",
        "p99 ms (1 client)",
        f"req/s ({args.clients} clients)",
        "throughput ÷ bare",
        "errors",
    )
    results: dict[str, Any] = {}
    for name in latencies:
        p50 = sorted(run.p50_ms for run in latencies[name])[len(latencies[name]) // 2]
        p99 = max(run.p99_ms for run in latencies[name])
        rps = sum(t.requests_per_second for t in throughputs[name]) / args.rounds
        errors = sum(t.errors for t in throughputs[name])
        table.add_row(
            name, f"{p50:.1f}", f"{p99:.1f}", f"{rps:.0f}", f"{rps / bare_rps:.2f}", str(errors)
        )
        results[name] = {
            "p50_ms": round(p50, 2),
            "p99_ms_worst_round": round(p99, 2),
            "requests_per_second": round(rps, 1),
            "throughput_ratio_to_bare": round(rps / bare_rps, 3),
            "errors": errors,
            "rounds": {
                "latency": [asdict(run) for run in latencies[name]],
                "throughput": [asdict(t) for t in throughputs[name]],
            },
        }
    console.print(table)
    output = PROJECT_ROOT / args.output
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(json.dumps({"settings": vars(args), "results": results}, indent=2) + "\n")
    console.print(f"wrote {output.relative_to(PROJECT_ROOT)}")


if __name__ == "__main__":
    main()
