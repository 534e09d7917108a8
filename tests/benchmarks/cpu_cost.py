"""CPU cost: the CPU milliseconds one checkout, one cart command and one catalogue page cost
across every process that serves them (the API, the worker, PostgreSQL's backends of the
benchmark database and its background processes, Redis), the load generator apart, against the
same cost of the event store's bare single-event append in the same run; and the write ceiling
of one events table on this server. Writes the table into docs/scaling.md as well.

Each phase is a fixed number of operations from a few clients; its "after" snapshot waits until
every projection and policy has reached the log's head, so the worker's share is counted. The
phases and the bare append run in rounds, one after the other, and each figure pools its rounds:
a slow spell of the shared machine then weighs on both sides of a ratio, and the spread between
the rounds' own ratios is printed to show how far one round can be trusted.
"""

from __future__ import annotations

import asyncio
import functools
import itertools
import threading
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace

import httpx
import psycopg
from rich.console import Console

from infra.bootstrap import Container, bootstrap
from infra.settings import PROJECT_ROOT
from tests.benchmarks import write_ceiling
from tests.benchmarks.catalogue import FILTERS, scenario_bodies
from tests.benchmarks.checkout import (
    HEADERS,
    Buyer,
    Tally,
    appends_per_second,
    cheap_stocked_lines,
    checkout_once,
    prepare_buyers,
)
from tests.benchmarks.cpu_accounting import (
    LOAD,
    PG_BACKENDS,
    PG_BACKGROUND,
    REDIS,
    SERVING,
    milliseconds_per_operation,
    pooled,
    spent,
    take,
    vanished,
)
from tests.benchmarks.figures import Figure
from tests.benchmarks.projection_lag import Commands
from tests.benchmarks.scaling_doc import Phase, cores_needed, measured_block, write_measured
from tests.benchmarks.stack import Stack, inspector, scratch_database, scratch_settings

console = Console(width=140)
BASELINE = "bare single-event append (in-process), CPU ms per append"
SCALING_PAGE = PROJECT_ROOT / "docs" / "scaling.md"
EVENT_STORE_WRITES_PER_CHECKOUT = 2  # order/create saves once, order/pay saves once
Send = Callable[[httpx.AsyncClient, int, int], Awaitable[bool]]


@dataclass(frozen=True)
class CostLoad:
    clients: int = 4
    checkouts: int = 200
    cart_adds: int = 800
    pages: int = 1200
    appends: int = 2000
    ceiling_connections: int = 8
    ceiling_seconds: float = 4.0
    rounds: int = 3
    """The operations above are shared out over this many rounds."""


@dataclass(frozen=True)
class Spent:
    """One round of one phase: every group's CPU seconds, the operations served, the events."""

    seconds: dict[str, float]
    served: int
    events: int = 0


async def spread(stack: Stack, clients: int, count: int, send: Send) -> int:
    """`count` operations shared by `clients` connections back to back; answers the failures."""
    numbers = itertools.count()
    failures = 0

    async def one_client(index: int) -> None:
        nonlocal failures
        async with httpx.AsyncClient(base_url=stack.api, headers=HEADERS, timeout=30) as client:
            while (number := next(numbers)) < count:
                if not await send(client, index, number):
                    failures += 1

    await asyncio.gather(*(one_client(index) for index in range(clients)))
    return failures


def checkout_sender(buyers: list[Buyer], lines: list[dict[str, int]]) -> Send:
    """order/create for two SKUs then order/pay, as the checkout scenario does."""

    async def send(client: httpx.AsyncClient, index: int, number: int) -> bool:
        return await checkout_once(client, buyers[index % len(buyers)], lines, number)

    return send


def cart_sender(commands: Commands) -> Send:
    async def send(client: httpx.AsyncClient, index: int, number: int) -> bool:
        errors = commands.errors
        await commands.send(client)
        return commands.errors == errors

    return send


def page_sender(stack: Stack) -> Send:
    body = scenario_bodies(stack.api, [])[FILTERS]

    async def send(client: httpx.AsyncClient, index: int, number: int) -> bool:
        response = await client.post("/api/mall/goods/list", json=body(number))
        return response.status_code == 200 and response.json().get("code") == 0

    return send


class Meter:
    """Snapshots of every group around a phase, on one connection kept open for the run."""

    def __init__(self, stack: Stack, container: Container, database: str) -> None:
        self.stack, self.container, self.database = stack, container, database
        self.connection = psycopg.connect(stack.settings.database_url or "", autocommit=True)

    def head(self) -> int:
        return self.container.application.recorder.max_notification_id() or 0

    def caught_up(self, timeout: float = 120.0) -> None:
        deadline = time.monotonic() + timeout
        while any(status.lag for status in self.container.runner.status()):
            if time.monotonic() > deadline:
                raise SystemExit(f"projections still behind: {self.container.runner.status()}")
            time.sleep(0.05)

    def phase(self, operation: str, count: int, work: Callable[[], int]) -> Spent:
        self.caught_up()
        head = self.head()
        before = self.take()
        failures = work()
        self.caught_up()
        after = self.take()
        events = self.events_after(head)
        lost = vanished(before, after)
        console.print(
            f"{operation}: {count} operations, {failures} failed, {events} events, "
            f"{lost} processes exited mid-phase (their CPU uncounted)"
        )
        # A refused operation costs less than a served one: only the served ones are divided.
        return Spent(spent(before, after), count - failures, events)

    def events_after(self, position: int) -> int:
        """Events appended after `position` (notification ids may have gaps, so count them)."""
        recorder, counted = self.container.application.recorder, 0
        while page := recorder.select_notifications(
            start=position, limit=1000, inclusive_of_start=False
        ):
            counted, position = counted + len(page), page[-1].id
        return counted

    def take(self, database: str | None = None) -> dict[str, dict[int, float]]:
        return take(
            self.connection, database or self.database, self.stack.api_pid, self.stack.worker_pid
        )

    def close(self) -> None:
        self.connection.close()


def bare_append_cost(stack: Stack, meter: Meter, load: CostLoad, appends: int) -> Spent:
    """CPU seconds of `appends` bare appends: this process (which appends) and its PostgreSQL
    backends, PostgreSQL's background processes and Redis."""
    with scratch_database(stack.settings.database_url or "") as url:
        container = bootstrap(scratch_settings(stack.settings, url), create_event_tables=True)
        try:
            application = container.application
            application.listen(lambda *_: None)  # the store's append alone: no worker's wake-up

            def append_many(count: int) -> None:
                for _ in range(count):
                    tally = Tally()
                    tally.count()
                    application.save(tally)

            def threaded(count: int) -> None:
                share = count // load.clients
                threads = [
                    threading.Thread(target=append_many, args=(share,)) for _ in range(load.clients)
                ]
                for thread in threads:
                    thread.start()
                for thread in threads:
                    thread.join()

            threaded(load.clients * 20)  # open the pool
            database = url.rsplit("/", 1)[1]
            before = meter.take(database)
            threaded(appends)
            after = meter.take(database)
        finally:
            container.close()
    seconds = spent(before, after)
    # The appending process is the load generator here: it is what the bare append costs.
    counted = {
        group: seconds.get(group, 0.0) for group in (LOAD, PG_BACKENDS, PG_BACKGROUND, REDIS)
    }
    return Spent(counted, appends // load.clients * load.clients, appends)


@dataclass(frozen=True)
class Operation:
    name: str
    unit: str
    count: int
    send: Send


def pooled_phase(operation: Operation, rounds: Sequence[Spent]) -> Phase:
    seconds, served = pooled((part.seconds, part.served) for part in rounds)
    events = sum(part.events for part in rounds)
    per = milliseconds_per_operation(seconds, served)
    return Phase(operation.name, operation.unit, served, per, events / served)


def round_total(operation: Operation, part: Spent) -> float:
    return pooled_phase(operation, [part]).milliseconds["total"]


def run_clients(stack: Stack, clients: int, count: int, send: Send) -> int:
    return asyncio.run(spread(stack, clients, count, send))


def bare_milliseconds(rounds: Sequence[Spent]) -> float:
    seconds, served = pooled((part.seconds, part.served) for part in rounds)
    return 1000 * sum(seconds.values()) / served


def measure_rounds(
    stack: Stack, meter: Meter, load: CostLoad, operations: Sequence[Operation]
) -> tuple[list[Phase], float]:
    """Every operation then the bare append, `load.rounds` times; answers the pooled phases and
    the pooled bare append's CPU ms, printing each round's ratios to the bare append."""
    spent_by: dict[str, list[Spent]] = {operation.name: [] for operation in operations}
    bare_rounds: list[Spent] = []
    for round_number in range(1, load.rounds + 1):
        for operation in operations:
            share = max(1, operation.count // load.rounds)
            if round_number == load.rounds:  # the last round takes what the others left
                share = max(1, operation.count - share * (load.rounds - 1))
            work = functools.partial(run_clients, stack, load.clients, share, operation.send)
            spent_by[operation.name].append(meter.phase(operation.name, share, work))
        bare_rounds.append(bare_append_cost(stack, meter, load, load.appends // load.rounds))
        bare = bare_milliseconds(bare_rounds[-1:])
        ratios = ", ".join(
            f"{operation.unit} {round_total(operation, spent_by[operation.name][-1]) / bare:.1f}×"
            for operation in operations
        )
        console.print(f"round {round_number}: bare append {bare:.2f} CPU ms; {ratios}")
    phases = [pooled_phase(operation, spent_by[operation.name]) for operation in operations]
    return phases, bare_milliseconds(bare_rounds)


def run(stack: Stack, load: CostLoad, about: str) -> list[Figure]:
    database = (stack.settings.database_url or "").rsplit("/", 1)[1].split("?")[0]
    with inspector(stack.settings) as container:
        buyers = prepare_buyers(stack, container, load.clients)
        lines = cheap_stocked_lines(container, 400)
        meter = Meter(stack, container, database)
        try:
            operations = [
                Operation(
                    "checkout (order/create + order/pay)",
                    "checkout",
                    load.checkouts,
                    checkout_sender(buyers, lines),
                ),
                Operation(
                    "cart/add (guest)", "cart add", load.cart_adds, cart_sender(Commands(lines))
                ),
                Operation(
                    "goods/list page (list filters, as a crowd repeats them)",
                    "catalogue page",
                    load.pages,
                    page_sender(stack),
                ),
            ]
            for operation in operations:  # warm connections and caches
                asyncio.run(spread(stack, load.clients, 2 * load.clients, operation.send))
            phases, bare = measure_rounds(stack, meter, load, operations)
        finally:
            meter.close()
    ceiling = write_ceiling.measure(
        stack.settings.database_url or "", load.ceiling_connections, load.ceiling_seconds
    )
    appends = appends_per_second(stack, load.ceiling_connections, load.ceiling_seconds)
    write_measured(
        SCALING_PAGE, measured_block(phases, ceiling_lines(phases, bare, ceiling, appends), about)
    )
    return figures(phases, bare, ceiling, appends)


def ceiling_lines(
    phases: list[Phase], bare: float, ceiling: write_ceiling.Ceiling, appends: float
) -> list[str]:
    checkout = phases[0].milliseconds["total"]
    return [
        f"Bare single-event append: {bare:.2f} CPU ms per append (the appending process, its "
        f"PostgreSQL backends, PostgreSQL's background processes and Redis); one checkout costs "
        f"**{checkout / bare:.1f} bare appends**.",
        *write_ceiling.lines(ceiling, appends, checkout, EVENT_STORE_WRITES_PER_CHECKOUT),
    ]


TOTAL_TARGETS = {"checkout": 20.0, "cart add": 5.0}
"""An operation's CPU across every process, at most this many bare appends (issue 33)."""


def cost_figure(phase: Phase, group: str, bare: float) -> Figure:
    value = phase.milliseconds.get(group, 0.0)
    figure = Figure(
        f"cpu cost: {phase.operation}", f"CPU ms per {phase.unit}, {group}", value, BASELINE, bare
    )
    most = TOTAL_TARGETS.get(phase.unit) if group == "total" else None
    if most is None:
        return figure
    return replace(figure, target=f"≤ {most:g}× bare appends", met=value <= most * bare)


def figures(
    phases: list[Phase], bare: float, ceiling: write_ceiling.Ceiling, appends: float
) -> list[Figure]:
    found = [cost_figure(phase, group, bare) for phase in phases for group in (*SERVING, "total")]
    checkout = phases[0].milliseconds["total"]
    return [
        *found,
        Figure(
            "cpu cost: checkout",
            "cores per 1,000 checkouts/s",
            cores_needed(1000, checkout),
            "bare append: cores per 1,000 appends/s",
            cores_needed(1000, bare),
        ),
        *write_ceiling.figures(ceiling, appends),
    ]
