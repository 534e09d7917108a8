"""A save wakes a worker, naming its events' topics; a command whose caller reads its own writes
holds its saves' wake-ups until it has, and leaves out what it brought up."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from application.bazaar import Bazaar
from application.wake_ups import held_wake_ups, holding_wake_ups
from domain.cart import Cart, user_owner

Sent = list[tuple[int, list[str], frozenset[str]]]
AT = datetime(2026, 1, 1, tzinfo=UTC)


@pytest.fixture
def bazaar() -> Iterator[Bazaar]:
    application = Bazaar(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
    yield application
    application.close()


def listening(bazaar: Bazaar) -> Sent:
    sent: Sent = []
    bazaar.listen(lambda last, topics, brought_up: sent.append((last, topics, brought_up)))
    return sent


def save_a_cart_line(bazaar: Bazaar, uid: int) -> int:
    cart = bazaar.load_or_start(Cart.create_id(user_owner(uid)), lambda: Cart(user_owner(uid)))
    cart.add(1, 1, 1, 10, AT)
    return bazaar.save_and_position(cart)


def test_a_save_wakes_at_once_naming_its_events_topics(bazaar: Bazaar) -> None:
    sent = listening(bazaar)
    last = save_a_cart_line(bazaar, 1)
    assert len(sent) == 1
    notification_id, topics, brought_up = sent[0]
    assert notification_id == last
    assert topics == sorted(set(topics)) and all("domain.cart:Cart." in t for t in topics)
    assert brought_up == frozenset()


def test_a_held_wake_up_leaves_out_what_its_caller_brought_up_to_its_id(bazaar: Bazaar) -> None:
    sent = listening(bazaar)

    @holding_wake_ups
    def command() -> int:
        first = save_a_cart_line(bazaar, 2)
        second = save_a_cart_line(bazaar, 3)
        assert sent == [], "held until the caller has read its own writes"
        held = held_wake_ups()
        assert held is not None
        held.release(["cart_lines"], first)  # brought up to the first save only
        return second

    second = command()
    assert [(brought_up, last) for last, _, brought_up in sent] == [
        (frozenset({"cart_lines"}), sent[0][0]),
        (frozenset(), second),
    ]
    assert held_wake_ups() is None


def test_what_is_still_held_when_the_command_fails_is_sent(bazaar: Bazaar) -> None:
    sent = listening(bazaar)

    @holding_wake_ups
    def failing() -> None:
        save_a_cart_line(bazaar, 4)
        raise RuntimeError("after the save")

    with pytest.raises(RuntimeError):
        failing()
    assert len(sent) == 1 and sent[0][2] == frozenset()


def test_a_command_inside_another_leaves_the_holding_to_the_outer_one(bazaar: Bazaar) -> None:
    sent = listening(bazaar)

    @holding_wake_ups
    def inner() -> int:
        return save_a_cart_line(bazaar, 5)

    @holding_wake_ups
    def outer() -> None:
        inner()
        assert sent == []

    outer()
    assert len(sent) == 1
