"""Full projection rebuild against a raw scan of the notification log: what replaying costs on
top of merely reading every event.

The marketplace's own log holds only a few thousand events, too few for a steady figure, so the
rebuild runs in a scratch database on a generated history (`rebuild_history`: wallets and
orders through their aggregates, about 28 events per wallet). The tables are rebuilt once to
fill them, then the timed rebuild empties and refills them, as `bazaar projections rebuild`
does in service."""

from __future__ import annotations

import time

from infra.bootstrap import Container, bootstrap
from infra.migrate import upgrade_to_head
from tests.benchmarks.figures import Figure
from tests.benchmarks.rebuild_history import write_rebuild_history
from tests.benchmarks.stack import Stack, scratch_database, scratch_settings

PAGE = 500
TARGET_RATIO = 0.2
WALLETS = 4_000
"""About 112,000 events."""


def run(stack: Stack) -> list[Figure]:
    with scratch_database(stack.settings.database_url or "") as url:
        container = bootstrap(scratch_settings(stack.settings, url), create_event_tables=True)
        try:
            upgrade_to_head(container.engine)
            write_rebuild_history(container, WALLETS)
            return [measure(container)]
        finally:
            container.close()


def measure(container: Container) -> Figure:
    scanned, scan_rate = scan(container)
    container.runner.rebuild_all()  # the tables full, as a rebuild finds them in service
    began = time.perf_counter()
    applied = sum(container.runner.rebuild_all().values())
    elapsed = time.perf_counter() - began
    rate = applied / elapsed
    return Figure(
        f"full rebuild of {len(container.runner.projections)} projections in one scan "
        f"({scanned:,} events in the log, {scanned / elapsed:,.0f} events/s; "
        f"{applied:,} applications)",
        "events applied/s",
        rate,
        "raw notification-log scan, events/s",
        scan_rate,
        target=f"≥ {TARGET_RATIO}× the raw scan",
        met=rate >= TARGET_RATIO * scan_rate,
    )


def scan(container: Container) -> tuple[int, float]:
    """Every notification read, in pages of 500: the floor of any replay."""
    recorder = container.application.recorder
    began = time.perf_counter()
    scanned, position = 0, 0
    while True:
        page = recorder.select_notifications(start=position, limit=PAGE, inclusive_of_start=False)
        scanned += len(page)
        if len(page) < PAGE:
            break
        position = page[-1].id
    return scanned, scanned / (time.perf_counter() - began)
