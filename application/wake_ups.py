"""Holding a command's worker wake-ups until its caller has read its own writes.

Every save wakes a worker for the subscribers following its events (`Bazaar.listen`). A command
whose caller brings some of them up itself (`ProjectionWait` with read models, on a hot path)
would wake a worker to find them done: a message through the broker, its fetch and its
acknowledgement, and a look at the positions, for nothing. Inside `holding_wake_ups` the saves'
wake-ups are held instead; the read-your-writes step sends them leaving out what it brought up
(`release`). Whatever is still held when the command ends (it failed, or did not wait) is
sent then, so no wake-up is lost by holding it; a lost one would cost a tick of lag anyway.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import ParamSpec, TypeVar

WakeUp = Callable[[int, list[str], frozenset[str]], None]
"""Sends a wake-up: a save's last notification id, its events' topics, and the subscribers left
out (brought up to that id by the caller)."""

P = ParamSpec("P")
R = TypeVar("R")


@dataclass
class HeldWakeUps:
    saves: list[tuple[int, list[str], WakeUp]] = field(default_factory=list)

    def release(self, brought_up: Collection[str] = (), up_to: int = 0) -> None:
        """Sends every held wake-up; `brought_up` read models, already at `up_to`, are left out
        of those at or below it."""
        saves, self.saves = self.saves, []
        done = frozenset(brought_up)
        for notification_id, topics, send in saves:
            send(notification_id, topics, done if notification_id <= up_to else frozenset())


_HELD: ContextVar[HeldWakeUps | None] = ContextVar("bazaar_held_wake_ups", default=None)


def held_wake_ups() -> HeldWakeUps | None:
    """This command's held wake-ups, when it holds them."""
    return _HELD.get()


def holding_wake_ups(command: Callable[P, R]) -> Callable[P, R]:
    """Holds the wake-ups of the command's saves until its read-your-writes step releases
    them, or it ends."""

    @functools.wraps(command)
    def holding(*args: P.args, **kwargs: P.kwargs) -> R:
        if _HELD.get() is not None:  # an outer command holds them already
            return command(*args, **kwargs)
        held = HeldWakeUps()
        token = _HELD.set(held)
        try:
            return command(*args, **kwargs)
        finally:
            _HELD.reset(token)
            held.release()

    return holding
