"""How a save wakes a worker, and how its caller reads its own writes: the two meet in the
command's held wake-ups (`application.wake_ups`)."""

from __future__ import annotations

import logging
from collections.abc import Collection
from uuid import UUID

from application.wake_ups import held_wake_ups
from projections.own_writes import last_event_and_positions
from projections.read_your_writes import CallersHere, bring_up_to
from projections.runner import ProjectionRunner
from workers.actors import Actors
from workers.coalesced_wake_ups import CoalescedWakeUps

logger = logging.getLogger(__name__)


class WorkerWakeUps:
    """A save's wake-up names the subscribers following its events, less those its caller
    brought up; none left, no message. With a `window` (a broker between processes), the
    wake-ups of that many seconds leave as one message (`workers.coalesced_wake_ups`)."""

    def __init__(self, runner: ProjectionRunner, actors: Actors, window: float = 0) -> None:
        self._runner = runner
        self._coalesced = CoalescedWakeUps(actors.project.send, window) if window > 0 else None
        self._send = actors.project.send if self._coalesced is None else self._coalesced

    def __call__(self, last: int, topics: list[str], brought_up: frozenset[str]) -> None:
        names = self._runner.concerned(topics) - brought_up
        if names:
            self._send(last, sorted(names))

    def flush(self) -> None:
        """Sends what the window holds: a caller is about to wait for the workers."""
        if self._coalesced is not None:
            self._coalesced.flush()


class ReadYourWrites:
    """Both sides of reading one's own writes, sharing this process's callers' turns
    (`CallersHere`): a command's caller brings its read models up before answering
    (`after_command`), or a reader brings them up to one aggregate's last event
    (`before_reading`)."""

    def __init__(self, runner: ProjectionRunner, seconds: float, wake_ups: WorkerWakeUps) -> None:
        self._runner, self._seconds, self._wake_ups = runner, seconds, wake_ups
        self._here = CallersHere()

    def after_command(
        self, notification_id: int, read_models: Collection[str] | None = None
    ) -> None:
        held = held_wake_ups()

        def release_before_waiting() -> None:  # the workers must know before anyone waits
            if held is not None:
                held.release()
            self._wake_ups.flush()

        if read_models is None:
            release_before_waiting()
            done = self._runner.wait_until_applied(notification_id, timeout=self._seconds)
        else:
            done = bring_up_to(
                self._runner,
                notification_id,
                read_models,
                self._seconds,
                release_before_waiting,
                self._here,
            )
            if held is not None:
                held.release(read_models if done else (), notification_id)
        if not done:
            _late(notification_id)

    def before_reading(self, originator_id: UUID, read_models: Collection[str]) -> int:
        last, positions = last_event_and_positions(self._runner, originator_id, read_models)
        self._here.saw(positions)
        behind = self._here.behind(read_models, last)
        if behind and not bring_up_to(
            self._runner, last, behind, self._seconds, self._wake_ups.flush, self._here
        ):
            _late(last)
        return last


def _late(notification_id: int) -> None:
    logger.warning(
        "projections had not reached notification %s in time; answering anyway", notification_id
    )
