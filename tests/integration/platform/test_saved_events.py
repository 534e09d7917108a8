"""A caller reading its own writes applies the domain events it has just saved, not their
copies decoded from the log (`projections.saved_events`): the two must be equal, for every
kind of event a shop's trade and a wallet's history record."""

from __future__ import annotations

from infra.bootstrap import Container
from projections.saved_events import SavedEvents
from tests.integration.platform.test_projection_pipeline import write_commerce, write_history


def test_every_event_kept_equals_its_copy_from_the_log(container: Container) -> None:
    write_history(container, users=4)
    write_commerce(container, 0)
    application = container.application
    compared: set[str] = set()
    position = 0
    while page := application.recorder.select_notifications(
        start=position, limit=500, inclusive_of_start=False
    ):
        for notification in page:
            kept = application.saved_events.get(notification.id)
            if kept is not None:
                assert kept == application.mapper.to_domain_event(notification), notification.topic
                compared.add(notification.topic)
        position = page[-1].id
    assert len(compared) > 30, sorted(compared)


def test_only_the_latest_are_kept() -> None:
    saved = SavedEvents(kept=3)
    saved.remember((number, f"event {number}") for number in range(1, 6))
    assert [saved.get(number) for number in range(1, 6)] == [
        None,
        None,
        "event 3",
        "event 4",
        "event 5",
    ]
