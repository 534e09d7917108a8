"""A bounded load generator on loopback: latency with one client, throughput with several."""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import httpx

from tests.benchmarks.figures import percentile

BodyFactory = Callable[[int], dict[str, Any]]


@dataclass(frozen=True)
class Latency:
    p50_ms: float
    p99_ms: float
    requests: int


@dataclass(frozen=True)
class Throughput:
    requests_per_second: float
    requests: int
    errors: int


async def measure_latency(url: str, body: BodyFactory, requests: int) -> Latency:
    """One client, one request at a time: the latency a single shopper sees."""
    samples: list[float] = []
    async with httpx.AsyncClient(timeout=10) as client:
        for index in range(requests):
            started = time.perf_counter()
            response = await client.post(url, json=body(index))
            samples.append((time.perf_counter() - started) * 1000)
            _check(response)
    return Latency(statistics.median(samples), percentile(samples, 0.99), len(samples))


async def measure_throughput(
    url: str, body: BodyFactory, clients: int, seconds: float
) -> Throughput:
    """`clients` connections each sending back-to-back requests for `seconds`."""
    deadline = time.perf_counter() + seconds
    done = 0
    errors = 0

    async def one_client(offset: int) -> None:
        nonlocal done, errors
        async with httpx.AsyncClient(timeout=10) as client:
            index = offset
            while time.perf_counter() < deadline:
                response = await client.post(url, json=body(index))
                index += clients
                if response.status_code == 200 and response.json().get("code") == 0:
                    done += 1
                else:
                    errors += 1

    started = time.perf_counter()
    await asyncio.gather(*(one_client(offset) for offset in range(clients)))
    elapsed = time.perf_counter() - started
    return Throughput(done / elapsed, done, errors)


def _check(response: httpx.Response) -> None:
    if response.status_code != 200 or response.json().get("code") != 0:
        raise RuntimeError(
            f"benchmark request failed: {response.status_code} {response.text[:200]}"
        )
