"""A started process sets what it built aside from the garbage collector's full collections,
after freeing start-up's own garbage."""

from __future__ import annotations

import gc
import weakref

from infra.process_memory import set_aside_what_startup_built


class Node:
    def __init__(self) -> None:
        self.itself = self  # a reference cycle: only the collector frees it


def test_what_startup_built_is_set_aside_and_its_garbage_freed() -> None:
    kept = Node()
    garbage = Node()
    freed: list[bool] = []
    weakref.finalize(garbage, freed.append, True)
    del garbage
    was_enabled = gc.isenabled()
    gc.disable()  # no collection of its own before the call
    try:
        assert freed == []
        set_aside_what_startup_built()

        assert freed == [True]
        assert gc.get_freeze_count() > 0
        # A frozen object is in no generation a collection walks.
        assert not any(tracked is kept for tracked in gc.get_objects())
        gc.unfreeze()
        assert any(tracked is kept for tracked in gc.get_objects())
    finally:
        gc.unfreeze()
        if was_enabled:
            gc.enable()
