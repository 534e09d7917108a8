"""Catalogue scenarios: `mall/goods/list` on the large catalogue against a bare Litestar JSON
endpoint, side by side in one run: latency with one client, throughput with several, the
scenarios alternating round by round so a noisy neighbour hurts both sides alike."""

from __future__ import annotations

import asyncio
import hashlib
import itertools
from dataclasses import dataclass
from typing import Any

import httpx
import psycopg
from rich.console import Console

from tests.benchmarks.figures import Figure
from tests.benchmarks.load import (
    BodyFactory,
    Latency,
    Throughput,
    measure_latency,
    measure_throughput,
)
from tests.benchmarks.stack import Stack

console = Console(width=140)
BASELINE = "bare Litestar JSON endpoint"
KEYWORD = "keyword search (as a crowd repeats it)"
CATEGORY = "category filter (as a crowd repeats it)"
FILTERS = "list filters with keywords or a category (as a crowd repeats it)"
# The targets hold for the catalogue as shoppers use it; the cold scenarios show the cost
# when no cache helps, and a keyword search nobody asked before has a bound of its own (issue
# 33), against the bare endpoint's p99 in the same run.
TARGETED = {KEYWORD, CATEGORY, FILTERS}
P99_TARGET_MS = 50.0
THROUGHPUT_TARGET = 0.25
COLD_KEYWORD = "keyword search, a search nobody asked before"
"""The issue's row (60× and 21× when it was filed): a prefix no shopper typed yet, nothing
cached for it at all. (Until the sixth session the bound sat on the row before it, the same
searches with every page key new, whose per-search totals are cached.)"""
COLD_P99_MAX_RATIO = 15.0
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

    # The list's filter panel as shoppers combine it: a price range, in stock and a minimum
    # rating over a keyword search or a category, with a brand or a shop now and then.
    price_ranges = [(None, 5000), (2000, 10000), (10000, None), (500, 3000)]

    def filtered(i: int) -> dict[str, Any]:
        low, high = price_ranges[i % len(price_ranges)]
        narrowed = keyword(i) if i % 2 == 0 else category(i)
        body: dict[str, Any] = {**narrowed, "in_stock": i % 3 != 0, "min_rating": 1 + i % 4}
        if low is not None:
            body["price_min"] = low
        if high is not None:
            body["price_max"] = high
        if i % 5 == 1:
            body["brand_id"] = 1 + i % 80  # the demo catalogue's 80 brands
        return body

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
        KEYWORD: keyword,
        CATEGORY: category,
        FILTERS: filtered,
        "keyword search, every page key new": lambda i: never_repeated(keyword(i)),
        "category filter, every page key new": lambda i: never_repeated(category(i)),
        COLD_KEYWORD: new_search,
    }


@dataclass(frozen=True)
class CatalogueLoad:
    rounds: int = 3
    latency_requests: int = 200
    clients: int = 8
    seconds: float = 5.0


def run(stack: Stack, load: CatalogueLoad) -> list[Figure]:
    bodies = scenario_bodies(stack.api, fresh_prefixes(stack.settings.database_url or ""))
    urls = {
        name: f"{stack.bare}/api/bare" if name == BASELINE else f"{stack.api}/api/mall/goods/list"
        for name in bodies
    }
    latencies: dict[str, list[Latency]] = {name: [] for name in urls}
    throughputs: dict[str, list[Throughput]] = {name: [] for name in urls}
    for name, url in urls.items():  # warm caches and connections
        asyncio.run(measure_latency(url, bodies[name], 30))
    for round_number in range(load.rounds):
        console.print(f"catalogue round {round_number + 1}/{load.rounds}")
        for name, url in urls.items():
            latencies[name].append(
                asyncio.run(measure_latency(url, bodies[name], load.latency_requests))
            )
            throughputs[name].append(
                asyncio.run(measure_throughput(url, bodies[name], load.clients, load.seconds))
            )
    return figures(latencies, throughputs, load)


def figures(
    latencies: dict[str, list[Latency]],
    throughputs: dict[str, list[Throughput]],
    load: CatalogueLoad,
) -> list[Figure]:
    def mean_rate(name: str) -> float:
        return sum(t.requests_per_second for t in throughputs[name]) / len(throughputs[name])

    def worst_p99(name: str) -> float:
        return max(run.p99_ms for run in latencies[name])

    bare_rate, bare_p99 = mean_rate(BASELINE), worst_p99(BASELINE)
    found: list[Figure] = []
    for name in latencies:
        if name == BASELINE:
            continue
        errors = sum(t.errors for t in throughputs[name])
        targeted = name in TARGETED
        p99 = worst_p99(name)
        p99_target, p99_met = "", None
        if targeted:
            p99_target, p99_met = f"≤ {P99_TARGET_MS:.0f} ms", p99 <= P99_TARGET_MS
        elif name == COLD_KEYWORD:
            p99_target = f"≤ {COLD_P99_MAX_RATIO:g}× bare"
            p99_met = p99 <= COLD_P99_MAX_RATIO * bare_p99
        found.append(
            Figure(
                f"goods/list, {name}",
                "p99 ms, 1 client (worst round)",
                p99,
                BASELINE,
                bare_p99,
                p99_target,
                p99_met,
            )
        )
        rate = mean_rate(name)
        found.append(
            Figure(
                f"goods/list, {name}",
                f"req/s, {load.clients} clients ({errors} errors)",
                rate,
                BASELINE,
                bare_rate,
                f"≥ {THROUGHPUT_TARGET} × bare" if targeted else "",
                (rate / bare_rate >= THROUGHPUT_TARGET and errors == 0) if targeted else None,
            )
        )
    return found
