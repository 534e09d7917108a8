"""Loading a wallet with 100,000 events: from its latest snapshot (how the application loads
it) against replaying every event from the first (a repository without a snapshot store)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from eventsourcing.application import Repository

from application.bazaar import Bazaar
from domain.wallet import Wallet
from infra.bootstrap import bootstrap
from tests.benchmarks.figures import Figure
from tests.benchmarks.stack import Stack, scratch_database, scratch_settings

EVENTS = 100_000
SAVE_EVERY = 1_000
REPEATS = 5


def history(application: Bazaar, events: int) -> Wallet:
    """A shopper who paid and was refunded a cent 50,000 times, saved a thousand events at a
    time so snapshots are taken as they are in service (every 50 events)."""
    at = datetime(2026, 1, 1, tzinfo=UTC)
    wallet = Wallet(owner_uid=1, at=at)
    wallet.credit_refund("opening", 1_000, "", at)
    while wallet.version < events:
        step = wallet.version
        if step % 2:
            wallet.debit_payment(f"payment-{step}", 1, "", at)
        else:
            wallet.credit_refund(f"refund-{step}", 1, "", at)
        if wallet.version % SAVE_EVERY == 0:
            application.save(wallet)
    application.save(wallet)
    return wallet


def median_seconds(load: Callable[[], Any]) -> tuple[float, Any]:
    timings, loaded = [], None
    for _ in range(REPEATS):
        began = time.perf_counter()
        loaded = load()
        timings.append(time.perf_counter() - began)
    return statistics.median(timings), loaded


def run(stack: Stack) -> list[Figure]:
    with scratch_database(stack.settings.database_url or "") as url:
        container = bootstrap(scratch_settings(stack.settings, url), create_event_tables=True)
        try:
            application = container.application
            wallet = history(application, EVENTS)
            with_snapshots, from_snapshot = median_seconds(
                lambda: application.repository.get(wallet.id)
            )
            every_event = Repository(event_store=application.events)
            without, replayed = median_seconds(lambda: every_event.get(wallet.id))
        finally:
            container.close()
    for loaded in (from_snapshot, replayed):
        if (loaded.version, loaded.available) != (wallet.version, wallet.available):
            raise SystemExit("a replayed wallet differs from the one saved")
    return [
        Figure(
            f"load a wallet of {wallet.version:,} events (median of {REPEATS})",
            "ms, from the latest snapshot",
            with_snapshots * 1000,
            "replaying every event, ms",
            without * 1000,
        )
    ]
