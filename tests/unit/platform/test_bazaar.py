"""What every use case does with the Bazaar: load or start an aggregate, save and learn the
position, and decide again when a concurrent save won."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from eventsourcing.persistence import IntegrityError

from application import aggregate_cache
from application.bazaar import Bazaar, retry_on_conflict
from application.errors import ServiceErrorCode
from domain.cart import Cart, user_owner
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.wallet import Wallet


@pytest.fixture
def bazaar() -> Iterator[Bazaar]:
    application = Bazaar()
    yield application
    application.close()


def test_load_or_start_answers_the_stored_aggregate_or_a_new_unsaved_one(bazaar: Bazaar) -> None:
    owner = user_owner(5)
    started = bazaar.load_or_start(Cart.create_id(owner), lambda: Cart(owner=owner))
    assert started.version == 1 and started.lines == {}
    assert bazaar.get_or_none(started.id, Cart) is None  # not saved yet

    started.add(1, 2, 3, 10, _at())
    assert bazaar.save_and_position(started) > 0
    loaded = bazaar.load_or_start(started.id, lambda: Cart(owner="never used"))
    assert loaded.quantity(1, 2) == 3


def test_get_or_none_answers_none_for_another_kind_of_aggregate(bazaar: Bazaar) -> None:
    cart = Cart(owner=user_owner(5))
    bazaar.save_and_position(cart)
    assert bazaar.get_or_none(cart.id, Cart) is not None
    assert bazaar.get_or_none(cart.id, Wallet) is None


def test_saving_nothing_new_answers_position_0(bazaar: Bazaar) -> None:
    cart = Cart(owner=user_owner(5))
    first = bazaar.save_and_position(cart)
    assert first > 0
    assert bazaar.save_and_position(cart) == 0


def test_the_conflict_retry_decides_again_but_never_retries_a_refusal() -> None:
    calls: list[str] = []

    @retry_on_conflict(max_attempts=3, wait=0)
    def stale_twice(name: str) -> str:
        calls.append(name)
        if len(calls) < 3:
            raise IntegrityError("a concurrent save won")
        return name.upper()

    assert stale_twice("ann") == "ANN"
    assert calls == ["ann"] * 3

    @retry_on_conflict(max_attempts=3, wait=0)
    def refused() -> None:
        calls.append("refused")
        raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)

    calls.clear()
    with pytest.raises(BusinessRuleViolation):
        refused()
    assert calls == ["refused"]


def test_the_conflict_retry_gives_up_after_its_attempts() -> None:
    attempts: list[int] = []

    @retry_on_conflict(max_attempts=2, wait=0)
    def always_stale() -> None:
        attempts.append(1)
        raise IntegrityError("lost again")

    with pytest.raises(IntegrityError):
        always_stale()
    assert len(attempts) == 2


def test_no_code_is_both_a_domain_and_a_service_code() -> None:
    assert not {int(code) for code in ErrorCode} & {int(code) for code in ServiceErrorCode}


def _at() -> datetime:
    return datetime(2026, 1, 1, tzinfo=UTC)


def test_a_saved_aggregate_loads_from_the_cache_as_saved_without_a_replay(bazaar: Bazaar) -> None:
    cart = Cart(owner=user_owner(6))
    cart.add(1, 2, 3, 10, _at())
    bazaar.save_and_position(cart)
    replays: list[object] = []
    bazaar.repository._reconstruct_aggregate = lambda *args: replays.append(args)  # type: ignore[method-assign, assignment]

    loaded = bazaar.load_or_start(cart.id, lambda: Cart(owner="never used"))
    assert replays == []  # from the cache, not from a snapshot and the log
    assert (loaded.version, loaded.quantity(1, 2)) == (cart.version, 3)
    assert loaded is not cart


def test_what_the_saver_changes_after_its_save_never_reaches_the_cache(bazaar: Bazaar) -> None:
    cart = Cart(owner=user_owner(7))
    cart.add(1, 2, 3, 10, _at())
    bazaar.save_and_position(cart)
    cart.add(1, 2, 4, 10, _at())  # not saved

    loaded = bazaar.load_or_start(cart.id, lambda: Cart(owner="never used"))
    assert (loaded.version, loaded.quantity(1, 2)) == (cart.version - 1, 3)


def test_an_older_save_never_replaces_a_newer_cached_version(bazaar: Bazaar) -> None:
    cart = Cart(owner=user_owner(8))
    bazaar.save_and_position(cart)
    older = bazaar.load_or_start(cart.id, lambda: Cart(owner="never used"))
    newer = bazaar.load_or_start(cart.id, lambda: Cart(owner="never used"))
    newer.add(1, 2, 5, 10, _at())
    bazaar.save_and_position(newer)

    bazaar.repository.remember([older])  # type: ignore[attr-defined]
    loaded = bazaar.load_or_start(cart.id, lambda: Cart(owner="never used"))
    assert (loaded.version, loaded.quantity(1, 2)) == (newer.version, 5)


@pytest.fixture
def copies(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """What the aggregate cache deep-copies from here on."""
    copied: list[object] = []

    def counted(value: object) -> object:
        copied.append(value)
        return copy.deepcopy(value)

    monkeypatch.setattr(aggregate_cache, "deepcopy", counted)
    return copied


def test_a_save_moves_the_cached_copy_on_by_its_events_instead_of_copying(
    bazaar: Bazaar, copies: list[object]
) -> None:
    cart = Cart(owner=user_owner(9))
    cart.add(1, 2, 3, 10, _at())
    bazaar.save_and_position(cart)  # a new aggregate: made from its events
    cart.add(1, 2, 4, 10, _at())
    bazaar.save_and_position(cart)  # the cached version before: moved on
    assert copies == []

    loaded = bazaar.load_or_start(cart.id, lambda: Cart(owner="never used"))
    assert (loaded.version, loaded.quantity(1, 2)) == (cart.version, 7)
    cart.add(1, 2, 1, 10, _at())  # not saved
    again = bazaar.load_or_start(cart.id, lambda: Cart(owner="never used"))
    assert (again.version, again.quantity(1, 2)) == (cart.version - 1, 7)


def test_a_save_after_a_version_the_cache_missed_is_cached_as_a_copy(
    bazaar: Bazaar, copies: list[object]
) -> None:
    cart = Cart(owner=user_owner(10))
    cart.add(1, 2, 3, 10, _at())
    bazaar.save_and_position(cart)
    cache = bazaar.repository.cache
    assert cache is not None
    cache.put(cart.id, None)  # evicted, say
    cart.add(1, 2, 1, 10, _at())
    bazaar.save_and_position(cart)
    assert copies == [cart]
    loaded = bazaar.load_or_start(cart.id, lambda: Cart(owner="never used"))
    assert (loaded.version, loaded.quantity(1, 2)) == (cart.version, 4)
