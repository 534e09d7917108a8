"""Projection lag: how long after an event commits its read row is visible, measured while the
API takes commands at half the rate it sustains flat out.

The sustained rate is measured first (guests adding to carts, back to back, several clients);
then commands are sent on a fixed schedule at half that rate, open loop (a slow answer does not
delay the next command), while a watcher polls the event store's head and the cart projection's
position: an event's lag is the time from the first poll that sees it in the log to the first
poll that sees the projection past it. The poll interval bounds the error of each figure.
"""

from __future__ import annotations

import asyncio
import itertools
import secrets
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import httpx

from projections import cart_lines
from tests.benchmarks.checkout import BASELINE, HEADERS, appends_per_second, cheap_stocked_lines
from tests.benchmarks.figures import Figure, percentile
from tests.benchmarks.stack import Stack, inspector

POLL_SECONDS = 0.002
LAG_TARGET_MS = 250.0
LINES_PER_GUEST = 50  # a cart holds at most 100 lines


@dataclass(frozen=True)
class LagLoad:
    clients: int = 8
    sustained_seconds: float = 8.0
    paced_seconds: float = 20.0


@dataclass
class Commands:
    """Cart additions by guests, each guest taking a few dozen distinct lines."""

    lines: list[dict[str, int]]
    sent: int = 0
    errors: int = 0
    answer_seconds: list[float] = field(default_factory=list)
    _numbers: Iterator[int] = field(default_factory=itertools.count)
    _guests: dict[int, str] = field(default_factory=dict)

    async def send(self, client: httpx.AsyncClient) -> None:
        number = next(self._numbers)
        guest = self._guests.setdefault(number // LINES_PER_GUEST, secrets.token_hex(16))
        line = self.lines[number % len(self.lines)]
        started = time.perf_counter()
        response = await client.post("/api/mall/cart/add", json={"sid": guest, **line, "num": 1})
        self.answer_seconds.append(time.perf_counter() - started)
        self.sent += 1
        if response.status_code != 200 or response.json().get("code") != 0:
            self.errors += 1


async def sustained_rate(stack: Stack, commands: Commands, clients: int, seconds: float) -> float:
    deadline = time.perf_counter() + seconds

    async def one_client() -> None:
        async with httpx.AsyncClient(base_url=stack.api, headers=HEADERS, timeout=30) as client:
            while time.perf_counter() < deadline:
                await commands.send(client)

    began, before = time.perf_counter(), commands.sent
    await asyncio.gather(*(one_client() for _ in range(clients)))
    return (commands.sent - before) / (time.perf_counter() - began)


async def paced(stack: Stack, commands: Commands, rate: float, seconds: float) -> None:
    """One command every 1/rate seconds on a fixed schedule, however long answers take."""
    interval = 1 / rate
    began = time.perf_counter()
    in_flight: set[asyncio.Task[None]] = set()
    async with httpx.AsyncClient(
        base_url=stack.api,
        headers=HEADERS,
        timeout=30,
        limits=httpx.Limits(max_connections=64),
    ) as client:
        for number in itertools.count():
            due = began + number * interval
            if due - began >= seconds:
                break
            await asyncio.sleep(max(0.0, due - time.perf_counter()))
            task = asyncio.create_task(commands.send(client))
            in_flight.add(task)
            task.add_done_callback(in_flight.discard)
        await asyncio.gather(*in_flight)


@contextmanager
def lag_watcher(stack: Stack) -> Iterator[list[float]]:
    """Collects, in seconds, the lag of every event committed while the block runs."""
    lags: list[float] = []
    stop = threading.Event()
    with inspector(stack.settings) as container:
        recorder = container.application.recorder

        def position() -> int:
            return container.runner.positions().get(cart_lines.projection.name, 0)

        def watch() -> None:
            head = recorder.max_notification_id() or 0
            waiting: dict[int, float] = {}
            while not stop.is_set() or (waiting and position() < max(waiting)):
                now = time.perf_counter()
                new_head = recorder.max_notification_id() or 0
                for notification_id in range(head + 1, new_head + 1):
                    waiting[notification_id] = now
                head = max(head, new_head)
                applied = position()
                now = time.perf_counter()
                for notification_id in [n for n in waiting if n <= applied]:
                    lags.append(now - waiting.pop(notification_id))
                time.sleep(POLL_SECONDS)

        watcher = threading.Thread(target=watch)
        watcher.start()
        try:
            yield lags
        finally:
            stop.set()
            watcher.join(timeout=60)


def run(stack: Stack, load: LagLoad) -> list[Figure]:
    with inspector(stack.settings) as container:
        commands = Commands(cheap_stocked_lines(container, 400))
    rate = asyncio.run(sustained_rate(stack, commands, load.clients, load.sustained_seconds))
    appends = appends_per_second(stack, load.clients, load.sustained_seconds)
    commands.answer_seconds.clear()
    with lag_watcher(stack) as lags:
        asyncio.run(paced(stack, commands, rate / 2, load.paced_seconds))
    answers = commands.answer_seconds
    if not lags:
        raise SystemExit("the projection lag watcher saw no events")
    p50 = percentile(lags, 0.5) * 1000
    p99 = percentile(lags, 0.99) * 1000
    scenario = f"projection lag, cart/add at {rate / 2:.0f}/s (half of {rate:.0f}/s sustained)"
    errors = f"{len(lags)} events, {commands.errors} refused commands"
    baseline = "the command's own answer time"
    return [
        Figure(
            "cart/add sustained over HTTP",
            f"commands/s, {load.clients} guests back to back",
            rate,
            BASELINE,
            appends,
        ),  # information only: the CPU cost measures the design (issue 33)
        Figure(scenario, f"lag p50 ms ({errors})", p50, baseline, percentile(answers, 0.5) * 1000),
        Figure(
            scenario,
            f"lag p99 ms (poll every {POLL_SECONDS * 1000:.0f} ms)",
            p99,
            baseline,
            percentile(answers, 0.99) * 1000,
            f"≤ {LAG_TARGET_MS:.0f} ms",
            p99 <= LAG_TARGET_MS,
        ),
    ]
