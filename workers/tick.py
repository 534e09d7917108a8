"""The periodic tick: projection catch-up (a lost wake-up costs at most one tick of lag),
redelivery of mail whose hand-off to the broker was lost, and the time-driven jobs (finishing
received orders, cancelling unpaid ones, purging expired idempotency keys)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence

logger = logging.getLogger(__name__)

Job = Callable[[], object]


class PeriodicTick:
    """Runs `jobs` every `interval` seconds on a daemon thread."""

    def __init__(self, interval: float, jobs: Sequence[Job]) -> None:
        self.interval = interval
        self.jobs = tuple(jobs)
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="periodic-tick", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stopping.set()
        if self._thread.is_alive():
            self._thread.join(timeout=10)

    def _loop(self) -> None:
        while not self._stopping.wait(self.interval):
            for job in self.jobs:
                try:
                    job()
                except Exception:
                    # A database or broker hiccup must not kill the tick; the next one retries.
                    logger.exception("periodic job %s failed", getattr(job, "__qualname__", job))
