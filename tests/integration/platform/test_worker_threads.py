"""The embedded workers' threads end with their container, and the time limit still holds."""

from __future__ import annotations

import threading
import time

import dramatiq
from dramatiq.middleware.time_limit import TimeLimitExceeded

from infra.bootstrap import bootstrap
from infra.settings import Settings
from workers.broker import end_time_limits, make_broker


def _threads_left_after(before: set[threading.Thread], bound: float = 5.0) -> set[threading.Thread]:
    deadline = time.monotonic() + bound
    while (left := set(threading.enumerate()) - before) and time.monotonic() < deadline:
        time.sleep(0.05)
    return left


def test_closing_a_container_ends_every_thread_its_workers_started(
    sqlite_settings: Settings,
) -> None:
    before = set(threading.enumerate())
    for _ in range(3):
        container = bootstrap(sqlite_settings)
        container.start_embedded_workers()
        container.close()

    assert _threads_left_after(before) == set()


def test_an_actor_past_its_time_limit_is_interrupted_until_the_workers_stop() -> None:
    broker = make_broker(None)
    outcomes: list[str] = []

    @dramatiq.actor(broker=broker, time_limit=300, max_retries=0)
    def overrun() -> None:
        try:
            time.sleep(10)
            outcomes.append("ran to the end")
        except TimeLimitExceeded:
            outcomes.append("interrupted")

    before = set(threading.enumerate())
    broker.emit_after("process_boot")
    worker = dramatiq.Worker(broker, worker_threads=1, worker_timeout=100)
    worker.start()
    overrun.send()
    deadline = time.monotonic() + 10
    while not outcomes and time.monotonic() < deadline:
        time.sleep(0.05)
    worker.stop()
    end_time_limits(broker)

    assert outcomes == ["interrupted"]
    assert _threads_left_after(before) == set()
