"""Dramatiq broker: Redis in production, the in-process StubBroker when embedded."""

from __future__ import annotations

import threading
from typing import Any

import dramatiq
from dramatiq.brokers.redis import RedisBroker
from dramatiq.brokers.stub import StubBroker
from dramatiq.middleware import Middleware, default_middleware
from dramatiq.middleware.time_limit import TimeLimit, _CtypesTimeoutManager


def make_broker(redis_url: str | None) -> dramatiq.Broker:
    middleware = _middleware()
    if redis_url is not None:
        return RedisBroker(url=redis_url, namespace="bazaar", middleware=middleware)  # type: ignore[no-untyped-call]
    return StubBroker(middleware=middleware)


def _middleware() -> list[Middleware]:
    """Dramatiq's default middleware, with a time limit whose watcher ends with the workers."""
    return [EndingTimeLimit() if kind is TimeLimit else kind() for kind in default_middleware]


class _EndingTimeouts(_CtypesTimeoutManager):
    def __init__(self, interval: int, logger: Any = None) -> None:
        super().__init__(interval, logger=logger)  # type: ignore[no-untyped-call]
        self.ending = threading.Event()

    def run(self) -> None:
        while not self.ending.wait(self.interval):
            try:
                self._handle_deadlines()  # type: ignore[no-untyped-call]
            except Exception:
                self.logger.exception("Unhandled error while running the time limit handler.")


class EndingTimeLimit(TimeLimit):
    """Dramatiq's TimeLimit, whose watcher thread ends when the process stops its workers.

    The stock watcher loops forever, one thread per boot of the workers. A process boots them
    once, but the tests boot a container's workers for each test and the demo seeding twice:
    each boot left a thread that woke every second, a thousand of them by the end of a test
    run, taking the interpreter's lock from the tests a thousand times a second."""

    def __init__(self, *, time_limit: float = 600_000, interval: int = 1000) -> None:
        super().__init__(time_limit=time_limit, interval=interval)
        if isinstance(self.manager, _CtypesTimeoutManager):
            self.manager = _EndingTimeouts(interval, logger=self.logger)

    def end(self) -> None:
        if isinstance(self.manager, _EndingTimeouts):
            self.manager.ending.set()


def end_time_limits(broker: dramatiq.Broker) -> None:
    """The other half of the `process_boot` signal: the time limits' watchers end. (Called, not
    signalled: dramatiq has no such signal, and emitting one logs a failure per middleware.)"""
    for middleware in broker.middleware:
        if isinstance(middleware, EndingTimeLimit):
            middleware.end()
