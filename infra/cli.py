"""The `bazaar` console script: the command groups of interfaces/cli, handed the wiring that
builds a process (`python -m infra.cli` runs it too)."""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from typing import Any

import click
import dramatiq
import uvicorn

from application.books.demo_cases import CaseSeeding, seed_demo_cases
from application.books.demo_reviews import ReviewSeeding, seed_demo_reviews
from application.books.demo_trades import SettableClock, TradeParties, seed_demo_trades
from application.catalogue.demo_data import DemoPlan
from application.catalogue.seeding import (
    SeedOutcome,
    SeedProgress,
    SellerAccounts,
    seed_demo_catalogue,
)
from application.orders.reviews import Reviews
from application.services import Services
from infra.bootstrap import Container, bootstrap
from infra.log_format import configure_process_logging
from infra.migrate import upgrade_to_head
from infra.process_memory import set_aside_what_startup_built
from interfaces.cli.main import command_line
from interfaces.cli.output import console
from projections.runner import ProjectionRunner, ProjectionStatus
from workers.broker import end_time_limits

WORKER_POLL_MS = 500
"""The longest pause of an idle worker's Redis consumer between two looks at its queue. Each
look is a Lua script on Redis, and a worker has four consumers (two queues, each with its queue
of delayed retries): at 100 ms an idle worker spent 57 CPU-ms a second looking, and Redis 13.
A wake-up after a quiet spell waits half a second at most; while messages come, the consumer
looks again within milliseconds (Dramatiq's back-off starts again from 10 ms after each)."""


class RunnerReadModels:
    """The read models by name, over the projection runner."""

    def __init__(self, runner: ProjectionRunner) -> None:
        self.runner = runner

    def status(self) -> list[ProjectionStatus]:
        return self.runner.status()

    def names(self) -> list[str]:
        return list(self.runner.projections)

    def events_to_replay(self, names: list[str]) -> dict[str, int]:
        return self.runner.count_replays([self.runner.projections[name] for name in names])

    def rebuild(self, names: list[str], progress: Callable[[str, int], None]) -> None:
        self.runner.rebuild_all(
            [self.runner.projections[name] for name in names],
            progress=lambda projection, count: progress(projection.name, count),
        )


class CommandProcess:
    """One wired process as the commands use it (`interfaces.cli.wiring.Process`)."""

    def __init__(self, container: Container) -> None:
        self.container = container

    @property
    def services(self) -> Services:
        return self.container

    @property
    def read_models(self) -> RunnerReadModels:
        return RunnerReadModels(self.container.runner)

    def upgrade_tables(self) -> None:
        upgrade_to_head(self.container.engine)

    def seed_demo_catalogue(
        self, plan: DemoPlan, sellers: SellerAccounts, progress: SeedProgress
    ) -> SeedOutcome:
        return seed_demo_catalogue(self.container.engine, plan, sellers, progress)

    def seed_demo_trades(self, parties: TradeParties) -> int:
        # Its own process wiring, with a clock the history sets to moments in the past.
        clock = SettableClock(self.container.clock())
        past = bootstrap(self.container.settings, clock=clock)
        try:
            placed = seed_demo_trades(
                past.engine,
                past.orders,
                past.wallets,
                past.addresses,
                clock,
                parties,
                past.runner.catch_up_all,
            )
            _seed_demo_shoppers(past, clock, parties)
            return placed
        finally:
            past.close()


def _seed_demo_shoppers(past: Container, clock: SettableClock, parties: TradeParties) -> None:
    """The review authors' reviews, then the cases two of them opened (about later orders)."""
    catch_up = past.runner.catch_up_all

    def caught_up(notification_id: int, read_models: Collection[str] | None = None) -> None:
        # No worker runs beside the seeding: reading one's writes is catching up here.
        catch_up()

    reviews = Reviews(past.engine, clock, past.orders, caught_up)
    seed_demo_reviews(
        ReviewSeeding(
            past.engine, past.orders, reviews, past.wallets, past.addresses, clock, catch_up
        ),
        parties,
    )
    seed_demo_cases(
        CaseSeeding(
            past.engine, past.orders, past.disputes, past.wallets, past.addresses, clock, catch_up
        ),
        parties,
    )


class ProcessWiring:
    """Builds a process from the environment (`interfaces.cli.wiring.Wiring`)."""

    @contextmanager
    def open(self, *, create_event_tables: bool = False) -> Iterator[CommandProcess]:
        container = bootstrap(create_event_tables=create_event_tables)
        try:
            yield CommandProcess(container)
        finally:
            container.close()

    def serve(self, host: str, port: int, workers: int) -> None:
        uvicorn.run(
            "infra.asgi:create_served_app",
            factory=True,
            host=host,
            port=port,
            workers=workers,
            # The client address comes from TRUSTED_PROXY_HEADER only (http/client_address.py);
            # uvicorn must not rewrite it from a client-sent X-Forwarded-For on its own.
            proxy_headers=False,
            # A client (or a reverse proxy) that keeps a connection for its next request must
            # not have it closed under that request: uvicorn's 5 s default let a client idle
            # for a few seconds race the close and get no answer. Longer than the usual
            # proxies' own idle timeout (60 s), as their guides ask of upstream servers.
            timeout_keep_alive=75,
            # With several processes, uvicorn pings each child and kills one that does not
            # answer within this many seconds. A child answers only once it has imported the
            # app (it is spawned), which on a loaded 2-core machine took longer than uvicorn's
            # 5 s default: every child was killed while starting, and the server never came up.
            timeout_worker_healthcheck=60,
            log_level="info",
        )

    def run_workers(self, threads: int) -> None:
        configure_process_logging()
        container = bootstrap()
        if container.settings.redis_url is None:
            raise click.UsageError(
                "REDIS_URL is not set: in embedded mode `bazaar serve` runs the workers itself."
            )
        container.broker.emit_after("process_boot")
        # An idle Redis consumer backs off up to `worker_timeout` between polls (1 s by
        # default): a wake-up after a quiet spell then waits that long at most.
        dramatiq_worker = dramatiq.Worker(
            container.broker, worker_threads=threads, worker_timeout=WORKER_POLL_MS
        )
        ticker = container.periodic_tick()
        stopping = threading.Event()
        signal.signal(signal.SIGTERM, lambda *_: stopping.set())
        signal.signal(signal.SIGINT, lambda *_: stopping.set())
        dramatiq_worker.start()
        ticker.start()
        set_aside_what_startup_built()
        console.print(f"[green]worker running[/] with {threads} threads; Ctrl-C to stop")
        stopping.wait()
        ticker.stop()
        dramatiq_worker.stop()
        end_time_limits(container.broker)
        container.close()

    def openapi_document(self) -> dict[str, Any]:
        # Imported here: only this command needs the HTTP app, and building its routes would
        # slow every other command's start.
        from infra.asgi import web_app

        container = bootstrap()
        try:
            schema: dict[str, Any] = web_app(container).openapi_schema.to_schema()
        finally:
            container.close()
        return schema


cli = command_line(ProcessWiring())

if __name__ == "__main__":
    cli()
