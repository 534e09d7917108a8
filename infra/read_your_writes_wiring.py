"""How a save wakes a worker, and how its caller reads its own writes: the two meet in the
command's held wake-ups (`application.wake_ups`)."""

from __future__ import annotations

import logging
from collections.abc import Collection

from application.ports import ProjectionWait
from application.wake_ups import WakeUp, held_wake_ups
from projections.read_your_writes import bring_up_to
from projections.runner import ProjectionRunner
from workers.actors import Actors

logger = logging.getLogger(__name__)


def wake_up_workers(runner: ProjectionRunner, actors: Actors) -> WakeUp:
    """A save's wake-up names the subscribers following its events, less those its caller
    brought up; none left, no message."""

    def wake_up(last: int, topics: list[str], brought_up: frozenset[str]) -> None:
        names = runner.concerned(topics) - brought_up
        if names:
            actors.project.send(last, sorted(names))

    return wake_up


def read_your_writes(runner: ProjectionRunner, seconds: float) -> ProjectionWait:
    def await_projections(notification_id: int, read_models: Collection[str] | None = None) -> None:
        held = held_wake_ups()

        def release_before_waiting() -> None:  # the workers must know before anyone waits
            if held is not None:
                held.release()

        if read_models is None:
            release_before_waiting()
            done = runner.wait_until_applied(notification_id, timeout=seconds)
        else:
            done = bring_up_to(
                runner, notification_id, read_models, seconds, release_before_waiting
            )
            if held is not None:
                held.release(read_models if done else (), notification_id)
        if not done:
            logger.warning(
                "projections had not reached notification %s in time; answering anyway",
                notification_id,
            )

    return await_projections
