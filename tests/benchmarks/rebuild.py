"""Full projection rebuild against a raw scan of the notification log, on the benchmark's
event store: what replaying costs on top of merely reading every event."""

from __future__ import annotations

import time

from tests.benchmarks.figures import Figure
from tests.benchmarks.stack import Stack, inspector

PAGE = 500


def run(stack: Stack) -> list[Figure]:
    with inspector(stack.settings) as container:
        recorder = container.application.recorder
        began = time.perf_counter()
        scanned, position = 0, 0
        while True:
            page = recorder.select_notifications(
                start=position, limit=PAGE, inclusive_of_start=False
            )
            scanned += len(page)
            if len(page) < PAGE:
                break
            position = page[-1].id
        scan_rate = scanned / (time.perf_counter() - began)

        began = time.perf_counter()
        applied = sum(container.runner.rebuild(p) for p in container.runner.projections.values())
        rebuild_rate = applied / (time.perf_counter() - began)
    return [
        Figure(
            f"full rebuild of {len(container.runner.projections)} projections "
            f"({scanned:,} events in the log, {applied:,} applications)",
            "events applied/s",
            rebuild_rate,
            "raw notification-log scan, events/s",
            scan_rate,
        )
    ]
