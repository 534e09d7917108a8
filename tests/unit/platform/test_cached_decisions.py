"""A command decided on cached aggregates without asking the store, its save proving them
current: two Bazaar instances on one SQLite event store stand for two processes, each with
its own aggregate cache."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest

from application.bazaar import Bazaar, retry_on_conflict
from application.cached_decisions import decided_on_cache_first
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.inventory import Inventory

AT = datetime(2026, 1, 1, tzinfo=UTC)
orders = itertools.count(1)


@pytest.fixture
def processes(tmp_path: Path) -> Iterator[tuple[Bazaar, Bazaar]]:
    env = {"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": str(tmp_path / "e.db")}
    here, there = Bazaar(env=env), Bazaar(env=env)
    yield here, there
    here.close()
    there.close()


def store_reads(bazaar: Bazaar) -> list[UUID]:
    """The aggregates whose events `bazaar` reads from its store from now on."""
    read: list[UUID] = []
    original = bazaar.events.get

    def get(originator_id: UUID, *args: Any, **kwargs: Any) -> Any:
        read.append(originator_id)
        return original(originator_id, *args, **kwargs)

    bazaar.events.get = get  # type: ignore[method-assign]
    return read


def command(bazaar: Bazaar, decide: Callable[[], int]) -> int:
    """`decide` as a use case runs it: on the cache first, decided again on a conflict."""
    return retry_on_conflict(max_attempts=3, wait=0)(decided_on_cache_first(decide))()


def reserving(bazaar: Bazaar, sku_id: int, qty: int) -> Callable[[], int]:
    def decide() -> int:
        inventory: Inventory = bazaar.repository.get(Inventory.create_id(sku_id))
        inventory.reserve(f"order-{next(orders)}", qty, AT)
        bazaar.save(inventory)
        return int(inventory.available)

    return decide


def stocked(bazaar: Bazaar, sku_id: int, stock: int) -> UUID:
    inventory = Inventory(sku_id=sku_id, goods_id=1, stock=stock)
    bazaar.save(inventory)
    return inventory.id


def test_a_command_on_a_cached_aggregate_reads_nothing_from_the_store(
    processes: tuple[Bazaar, Bazaar],
) -> None:
    here, _ = processes
    stocked(here, 1, 10)  # cached as saved
    read = store_reads(here)

    assert command(here, reserving(here, 1, 3)) == 7
    assert read == []
    assert here.repository.get(Inventory.create_id(1)).available == 7


def test_a_save_that_lost_to_another_process_is_decided_again_on_the_store(
    processes: tuple[Bazaar, Bazaar],
) -> None:
    here, there = processes
    inventory_id = stocked(here, 2, 10)
    command(there, reserving(there, 2, 3))  # `here` still caches 10 available
    read = store_reads(here)

    assert command(here, reserving(here, 2, 2)) == 5
    assert read == [inventory_id]  # once, for the decision that stood
    assert [event.originator_version for event in there.events.get(inventory_id)] == [1, 2, 3]


def test_a_refusal_decided_on_a_stale_cache_is_decided_again_on_the_store(
    processes: tuple[Bazaar, Bazaar],
) -> None:
    here, there = processes
    inventory_id = stocked(here, 3, 5)

    def restock() -> int:
        inventory: Inventory = there.repository.get(inventory_id)
        inventory.adjust(10, "restock", 9, AT)
        there.save(inventory)
        return int(inventory.available)

    command(there, restock)  # 15 available; `here` caches 5

    assert command(here, reserving(here, 3, 8)) == 7


def test_a_refusal_on_a_current_cache_stands_after_one_read_of_the_store(
    processes: tuple[Bazaar, Bazaar],
) -> None:
    here, _ = processes
    inventory_id = stocked(here, 4, 5)
    read = store_reads(here)

    with pytest.raises(BusinessRuleViolation) as refused:
        command(here, reserving(here, 4, 6))
    assert refused.value.code == ErrorCode.OUT_OF_STOCK
    assert read == [inventory_id]


def test_an_aggregate_read_from_the_cache_and_not_saved_is_read_again_on_the_store(
    processes: tuple[Bazaar, Bazaar],
) -> None:
    here, there = processes
    guide_id = stocked(here, 5, 4)
    stocked(here, 6, 50)
    command(there, reserving(there, 5, 1))  # the guide has 3 available; `here` caches 4

    def as_many_as_the_guide_has() -> int:
        guide: Inventory = here.repository.get(guide_id)  # read, never saved
        return reserving(here, 6, guide.available)()

    assert command(here, as_many_as_the_guide_has) == 47
