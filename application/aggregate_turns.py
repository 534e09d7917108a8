"""Commands on the same aggregate take turns within a process.

The store decides concurrent saves optimistically: of two commands that loaded the same version
of an aggregate, the second save fails on the version (IntegrityError) and the command is
decided again on what the first one saved (`retry_on_conflict`). That is right across
processes, and cheap while aggregates are rarely shared. On a hot one (the one SKU of a flash
sale, which every buyer's order/create reserves on and every order/pay sells from) the threads
of one API process race each other: each loses to whichever saved first, waits and loads
again, and a buyer that loses many times in a row waits for all of it.

Here those commands queue instead: each holds its aggregates' turn from its load to its save,
so inside the process the next one loads what the last one saved and does not lose. Other
processes still race, and a lost save is still retried. Turns are `STRIPES` reentrant locks,
always taken in stripe order, so two commands over overlapping sets never wait on each other
in a circle.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import ExitStack, contextmanager
from threading import RLock
from uuid import UUID

STRIPES = 256


class AggregateTurns:
    def __init__(self, stripes: int = STRIPES) -> None:
        self._locks = [RLock() for _ in range(stripes)]

    @contextmanager
    def taking(self, aggregate_ids: Iterable[UUID]) -> Iterator[None]:
        """Holds the turn of every aggregate in `aggregate_ids` until the block ends."""
        stripes = sorted({hash(aggregate_id) % len(self._locks) for aggregate_id in aggregate_ids})
        with ExitStack() as held:
            for stripe in stripes:
                held.enter_context(self._locks[stripe])
            yield
