"""A worker's wake-up moves only the subscribers a save concerns, less those its caller brought
up itself; the tick moves the others' positions. Waits and the lag count each subscriber's own
events, so a position left behind the head over events it does not follow is not behind."""

from __future__ import annotations

import time

from application.accounts.sessions import Session
from infra.bootstrap import Container
from infra.read_your_writes_wiring import WorkerWakeUps
from tests.integration.catalogue.fixture import seed_fixture_catalogue
from tests.integration.platform.test_read_your_writes import add_to_cart, cart_of

Sent = list[tuple[int, list[str]]]


class Capturing:
    """Stands in for the Dramatiq actor: records each wake-up, and applies it as a worker
    would when `apply` is set."""

    def __init__(self, container: Container, apply: bool) -> None:
        self.container, self.apply, self.sent = container, apply, list[tuple[int, list[str]]]()

    def send(self, notification_id: int, names: list[str]) -> None:
        self.sent.append((notification_id, names))
        if self.apply:
            self.container.runner.catch_up_named(notification_id, names)


def listen(container: Container, apply: bool = False) -> Capturing:
    capturing = Capturing(container, apply)
    actors = type("Actors", (), {"project": capturing})()
    container.application.listen(WorkerWakeUps(container.runner, actors))
    return capturing


def test_a_wake_up_names_only_the_subscribers_following_the_saved_events(
    container: Container,
) -> None:
    seed_fixture_catalogue(container.engine)
    container.runner.catch_up_all()
    worker = listen(container)
    notification_id = add_to_cart(container, 7, 1, 2)
    assert worker.sent == [(notification_id, ["cart_lines"])]

    container.runner.catch_up_named(*worker.sent[0])  # the worker's share
    positions = container.runner.positions()
    assert positions["cart_lines"] >= notification_id
    assert positions["orders"] < notification_id, "a subscriber not following carts stays"
    assert cart_of(container, 7) == [(1, 2)]
    # Nothing of their own is left, so nobody is behind, and a wait for them all answers.
    assert {status.name: status.lag for status in container.runner.status()} == dict.fromkeys(
        container.runner.subscribers, 0
    )
    began = time.monotonic()
    assert container.runner.wait_until_applied(notification_id, timeout=5)
    assert time.monotonic() - began < 1

    container.runner.catch_up_all()  # the tick
    assert min(container.runner.positions().values()) >= notification_id


def test_a_wait_and_the_lag_still_count_a_subscribers_own_unapplied_event(
    container: Container,
) -> None:
    seed_fixture_catalogue(container.engine)
    container.runner.catch_up_all()
    notification_id = add_to_cart(container, 8, 1, 1)
    add_to_cart(container, 8, 2, 1)

    lags = {status.name: status.lag for status in container.runner.status()}
    assert lags["cart_lines"] == 2 and lags["orders"] == 0
    assert not container.runner.wait_until_applied(notification_id, timeout=0.2)
    assert container.runner.wait_until_applied(notification_id, timeout=0.2, names=["orders"])


def test_a_cart_change_answers_once_saved_and_wakes_a_worker_for_its_lines(
    container: Container,
) -> None:
    seed_fixture_catalogue(container.engine)
    container.runner.catch_up_all()
    # SQLite's readers wait for their in-process workers, which apply as they are woken.
    worker = listen(container, apply=container.engine.dialect.name != "postgresql")
    shopper = Session(sid="s", uid=9)

    began = time.monotonic()
    container.carts.add(shopper, 1, 1, 3)
    assert [names for _, names in worker.sent] == [["cart_lines"]]
    view = container.carts.view(shopper)
    took = time.monotonic() - began

    assert [(line.offer.sku_id, line.num) for line in view.lines] == [(1, 3)]
    assert cart_of(container, 9) == [(1, 3)]
    assert took < 5, "the read waited for a wake-up that had not left"
