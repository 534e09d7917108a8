"""List pages: fresh for a while, then answered stale while one refresh reads them again."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any

from application.catalogue.page_cache import StaleWhileRevalidate


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class HeldRefreshes(Executor):
    """Keeps submitted refreshes until the test runs them, as a busy thread pool would."""

    def __init__(self) -> None:
        self.pending: list[Callable[[], Any]] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        self.pending.append(lambda: fn(*args, **kwargs))
        return Future()

    def run_all(self) -> None:
        while self.pending:
            self.pending.pop(0)()


def counting(values: list[str]) -> Callable[[], str]:
    def compute() -> str:
        values.append(f"page {len(values) + 1}")
        return values[-1]

    return compute


def test_a_fresh_page_is_reused_and_a_stale_one_answered_while_one_refresh_runs() -> None:
    clock, refreshes = Clock(), HeldRefreshes()
    computed: list[str] = []
    pages: StaleWhileRevalidate[str] = StaleWhileRevalidate(8, 10, 120, clock, refreshes)
    compute = counting(computed)

    assert pages.get("shoes", compute) == "page 1"
    clock.now = 9.9
    assert pages.get("shoes", compute) == "page 1"
    assert refreshes.pending == []

    clock.now = 30
    assert pages.get("shoes", compute) == "page 1"  # stale, answered at once
    assert pages.get("shoes", compute) == "page 1"
    assert len(refreshes.pending) == 1  # one refresh for many askers
    refreshes.run_all()
    assert pages.get("shoes", compute) == "page 2"
    assert computed == ["page 1", "page 2"]


def test_a_page_past_the_stale_window_is_computed_while_the_shopper_waits() -> None:
    clock, refreshes = Clock(), HeldRefreshes()
    computed: list[str] = []
    pages: StaleWhileRevalidate[str] = StaleWhileRevalidate(8, 10, 120, clock, refreshes)
    compute = counting(computed)
    pages.get("shoes", compute)

    clock.now = 130
    assert pages.get("shoes", compute) == "page 2"
    assert refreshes.pending == []


def test_a_failed_refresh_keeps_the_stale_page_and_lets_a_later_one_try_again() -> None:
    clock, refreshes = Clock(), HeldRefreshes()
    pages: StaleWhileRevalidate[str] = StaleWhileRevalidate(8, 10, 120, clock, refreshes)
    pages.get("shoes", lambda: "page 1")

    def broken() -> str:
        raise RuntimeError("database gone")

    clock.now = 20
    assert pages.get("shoes", broken) == "page 1"
    refreshes.run_all()
    assert pages.get("shoes", lambda: "page 2") == "page 1"
    refreshes.run_all()
    assert pages.get("shoes", lambda: "page 3") == "page 2"
