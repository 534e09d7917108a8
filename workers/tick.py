"""The periodic catch-up: a lost wake-up message costs at most one tick of lag."""

from __future__ import annotations

import logging
import threading

from projections.runner import ProjectionRunner

logger = logging.getLogger(__name__)


class CatchUpTicker:
    """Runs every projection's catch-up every `interval` seconds on a daemon thread."""

    def __init__(self, runner: ProjectionRunner, interval: float) -> None:
        self.runner = runner
        self.interval = interval
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="projection-tick", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stopping.set()
        if self._thread.is_alive():
            self._thread.join(timeout=10)

    def _loop(self) -> None:
        while not self._stopping.wait(self.interval):
            try:
                self.runner.catch_up_all()
            except Exception:
                # A database hiccup must not kill the tick; the next one retries.
                logger.exception("projection catch-up tick failed")
