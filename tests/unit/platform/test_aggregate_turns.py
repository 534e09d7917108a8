"""`AggregateTurns`: commands on the same aggregates queue; on different ones they do not; and
two commands over overlapping sets, named in any order, never wait on each other in a circle."""

from __future__ import annotations

import threading
from uuid import UUID, uuid4

from application.aggregate_turns import AggregateTurns


class Holder:
    """A thread that takes `ids` and holds them until `release` is set."""

    def __init__(self, turns: AggregateTurns, ids: list[UUID]) -> None:
        self.entered, self.release = threading.Event(), threading.Event()
        threading.Thread(target=self._hold, args=(turns, ids), daemon=True).start()

    def _hold(self, turns: AggregateTurns, ids: list[UUID]) -> None:
        with turns.taking(ids):
            self.entered.set()
            self.release.wait(5)


def test_a_second_command_on_the_same_aggregate_waits_for_the_first() -> None:
    turns, shared = AggregateTurns(), uuid4()
    first = Holder(turns, [shared])
    assert first.entered.wait(5)
    second = Holder(turns, [uuid4(), shared])

    assert not second.entered.wait(0.2)
    first.release.set()
    assert second.entered.wait(5)
    second.release.set()


def test_commands_on_other_aggregates_do_not_wait() -> None:
    turns, held = AggregateTurns(stripes=1024), uuid4()
    other = next(id_ for id_ in iter(uuid4, None) if hash(id_) % 1024 != hash(held) % 1024)
    first = Holder(turns, [held])
    assert first.entered.wait(5)

    second = Holder(turns, [other])

    assert second.entered.wait(5)
    first.release.set()
    second.release.set()


def test_overlapping_sets_taken_in_opposite_orders_all_finish() -> None:
    turns, a, b = AggregateTurns(), uuid4(), uuid4()
    finished: list[int] = []

    def many(ids: list[UUID]) -> None:
        for _ in range(2_000):
            with turns.taking(ids):
                pass
        finished.append(1)

    threads = [threading.Thread(target=many, args=(order,)) for order in ([a, b], [b, a]) * 2]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert len(finished) == 4


def test_a_command_may_take_its_own_turn_again() -> None:
    turns, shared = AggregateTurns(), uuid4()
    with turns.taking([shared]), turns.taking([shared, uuid4()]):
        pass
