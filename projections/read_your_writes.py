"""Read-your-writes on a hot path: the read models a command's caller reads next are brought up
to its notification id here, in the caller's process, instead of waiting for a worker's wake-up
to reach them (a Redis round trip, a consumer's idle back-off, then every projection and policy
in turn). The others (the catalogue's stock, the sellers' views, the mail) follow from the
workers as before.

Exactly once all the same: a batch runs under its position row's lock, in one transaction with
its rows, whoever runs it. Whoever holds the lock applies every event committed so far, so a
caller that finds the row locked does not queue for it (eight checkouts at once queued there,
each holding the lock for a batch): it looks at the position again shortly, and takes the lock
only when it is free and its event still not applied.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Collection

from projections.runner import ProjectionRunner

logger = logging.getLogger(__name__)

PAUSE = 0.001
LONGEST_PAUSE = 0.01
"""Seconds between looks at a position another transaction is moving."""


def bring_up_to(
    runner: ProjectionRunner, notification_id: int, names: Collection[str], timeout: float
) -> bool:
    """True once every read model in `names` has passed `notification_id`; False when
    `timeout` ran out first. A failure here (the write has committed, its answer must not fail
    now) is left to the workers, and waited for."""
    if runner.engine.dialect.name != "postgresql":
        # SQLite has one write lock and no row locks to skip: its in-process workers apply.
        return runner.wait_until_applied(notification_id, timeout, names)
    deadline = time.monotonic() + timeout
    positions = runner.positions()
    try:
        for name in names:
            if not _bring_one(runner, name, positions.get(name, 0), notification_id, deadline):
                return False
    except Exception:
        logger.warning("could not apply %s here; waiting for a worker", names, exc_info=True)
        remaining = max(deadline - time.monotonic(), 0)
        return runner.wait_until_applied(notification_id, remaining, names)
    return True


def _bring_one(
    runner: ProjectionRunner, name: str, position: int, notification_id: int, deadline: float
) -> bool:
    """Applies the read model's next batch whenever its position row is free; while another
    transaction holds it (a worker or another caller, applying everything committed, this
    event included if it was then), looks again after a short pause instead of queueing."""
    subscriber = runner.subscribers[name]
    pause = PAUSE
    while position < notification_id:
        if time.monotonic() >= deadline:
            return False
        done = runner.advance(subscriber, notification_id, skip_locked=True)
        if done is not None:
            position = done[1]
            continue
        time.sleep(pause)
        pause = min(pause * 2, LONGEST_PAUSE)
        position = runner.positions().get(name, 0)
    return True
