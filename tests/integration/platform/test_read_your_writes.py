"""Read-your-writes on the hot paths: the read models a caller reads next are brought up to its
event in its own process, exactly once, whether or not a worker runs, and without queueing
behind a transaction that holds their position."""

from __future__ import annotations

import threading
import time

from sqlalchemy import Connection, event, select, update

from application.accounts.sessions import Session
from domain.cart import user_owner
from infra.bootstrap import Container
from projections.cart_lines import lines_of
from projections.metadata import projection_position
from projections.read_your_writes import CallersHere, bring_up_to
from tests.integration.catalogue.fixture import seed_fixture_catalogue


def add_to_cart(container: Container, uid: int, sku_id: int, num: int) -> int:
    cart = container.carts.load(user_owner(uid))
    cart.add(1, sku_id, num, 10, container.clock())
    return container.application.save_and_position(cart)


def cart_of(container: Container, uid: int) -> list[tuple[int, int]]:
    cart = container.carts.load(user_owner(uid))
    with container.engine.connect() as connection:
        return [(line.sku_id, line.num) for line in lines_of(connection, str(cart.id))]


def test_the_named_read_model_shows_the_event_when_the_call_returns_with_no_worker_running(
    container: Container,
) -> None:
    seed_fixture_catalogue(container.engine)
    container.runner.catch_up_all()
    notification_id = add_to_cart(container, 7, 1, 2)

    if container.engine.dialect.name == "postgresql":
        assert bring_up_to(container.runner, notification_id, ["cart_lines"], timeout=2)
        assert cart_of(container, 7) == [(1, 2)]
        # Applied once: the worker's catch-up finds nothing left for the cart.
        container.runner.catch_up_all()
        assert cart_of(container, 7) == [(1, 2)]
    else:
        # SQLite leaves the applying to its in-process workers: without one, it times out.
        assert not bring_up_to(container.runner, notification_id, ["cart_lines"], timeout=0.2)
        assert cart_of(container, 7) == []


def hold_position(connection: Connection, name: str) -> None:
    """Takes a read model's position row, as a worker applying a batch does, until the
    transaction of `connection` ends."""
    connection.execute(
        update(projection_position)
        .where(projection_position.c.name == name)
        .values(position=projection_position.c.position)
    )


def test_a_caller_finding_the_position_held_waits_for_its_holder_and_applies_nothing_twice(
    container: Container,
) -> None:
    if container.engine.dialect.name != "postgresql":
        return  # SQLite has no row locks to find held
    seed_fixture_catalogue(container.engine)
    container.runner.catch_up_all()
    notification_id = add_to_cart(container, 8, 1, 3)
    held = threading.Event()

    def hold_then_apply() -> None:
        # Another transaction (a worker) holds the row for a while, then applies the event.
        with container.engine.begin() as connection:
            hold_position(connection, "cart_lines")
            held.set()
            time.sleep(0.3)
        container.runner.catch_up_all()

    holder = threading.Thread(target=hold_then_apply)
    holder.start()
    held.wait(timeout=5)
    began = time.monotonic()
    assert bring_up_to(container.runner, notification_id, ["cart_lines"], timeout=5)
    holder.join()

    assert time.monotonic() - began >= 0.25, "it answered before the holder let go"
    assert cart_of(container, 8) == [(1, 3)]
    with container.engine.connect() as connection:
        position = connection.execute(
            select(projection_position.c.position).where(projection_position.c.name == "cart_lines")
        ).scalar_one()
    assert position >= notification_id


def test_read_models_brought_up_together_apply_the_free_one_while_another_is_held(
    container: Container,
) -> None:
    if container.engine.dialect.name != "postgresql":
        return  # SQLite has no row locks to find held
    seed_fixture_catalogue(container.engine)
    container.runner.catch_up_all()
    notification_id = add_to_cart(container, 9, 1, 4)
    held = threading.Event()
    seen_while_held: list[list[tuple[int, int]]] = []

    def hold_orders() -> None:
        with container.engine.begin() as connection:
            hold_position(connection, "orders")
            held.set()
            deadline = time.monotonic() + 3
            while not cart_of(container, 9) and time.monotonic() < deadline:
                time.sleep(0.02)
            seen_while_held.append(cart_of(container, 9))
        container.runner.catch_up_all()

    holder = threading.Thread(target=hold_orders)
    holder.start()
    held.wait(timeout=5)
    assert bring_up_to(container.runner, notification_id, ["orders", "cart_lines"], timeout=5)
    holder.join()

    assert seen_while_held == [[(1, 4)]], "the free read model waited for the held one"
    container.runner.catch_up_all()
    assert cart_of(container, 9) == [(1, 4)]
    positions = container.runner.positions()
    assert positions["cart_lines"] >= notification_id
    assert positions["orders"] >= notification_id


def test_callers_in_one_process_queue_here_and_those_a_batch_covered_send_no_statement(
    container: Container,
) -> None:
    if container.engine.dialect.name != "postgresql":
        return  # SQLite leaves the applying to its in-process workers
    seed_fixture_catalogue(container.engine)
    container.runner.catch_up_all()
    here = CallersHere()
    # Three shoppers' cart changes committed while a worker holds the cart's position row.
    events = [add_to_cart(container, uid, 1, uid - 20) for uid in (21, 22, 23)]
    statements: dict[int, int] = {}

    def count(*_: object) -> None:
        caller = threading.get_ident()
        statements[caller] = statements.get(caller, 0) + 1

    event.listen(container.engine, "before_cursor_execute", count)
    answers: list[bool] = []
    try:
        with container.engine.begin() as worker:
            hold_position(worker, "cart_lines")
            callers = [
                threading.Thread(
                    target=lambda at=at: answers.append(
                        bring_up_to(container.runner, at, ["cart_lines"], 5, here=here)
                    )
                )
                for at in events
            ]
            for caller in callers:
                caller.start()
            time.sleep(0.3)  # every caller is queued by now, here or on the row
        for caller in callers:
            caller.join()
    finally:
        event.remove(container.engine, "before_cursor_execute", count)

    assert answers == [True, True, True]
    assert [cart_of(container, uid) for uid in (21, 22, 23)] == [[(1, 1)], [(1, 2)], [(1, 3)]]
    sent = [statements.get(caller.ident or 0, 0) for caller in callers]
    # One caller queued on the row and applied all three events; the other two waited for it
    # here and found their events applied without asking the database.
    assert sorted(sent)[:2] == [0, 0], sent
    assert not here.behind(["cart_lines"], max(events))


def test_a_cart_read_brings_the_lines_up_to_the_carts_last_event_only_when_behind(
    container: Container,
) -> None:
    if container.engine.dialect.name != "postgresql":
        return  # SQLite's reads wait for its in-process workers (test_worker_wake_ups)
    seed_fixture_catalogue(container.engine)
    container.runner.catch_up_all()
    shopper = Session(sid="reader", uid=31)
    assert container.carts.lines(shopper) == [], "a cart never changed"

    container.carts.add(shopper, 1, 1, 2)
    container.carts.add(shopper, 2, 3, 1)
    # No worker runs here: the commands answered once saved, before the lines moved.
    assert cart_of(container, 31) == []
    statements: list[str] = []

    def count(_connection: object, _cursor: object, statement: str, *_: object) -> None:
        statements.append(statement)

    event.listen(container.engine, "before_cursor_execute", count)
    try:
        first = [(line.sku_id, line.num) for line in container.carts.lines(shopper)]
        brought_up = len(statements)
        again = [(line.sku_id, line.num) for line in container.carts.lines(shopper)]
    finally:
        event.remove(container.engine, "before_cursor_execute", count)

    assert first == again == [(3, 1), (1, 2)], "the shopper's own changes, newest first"
    assert brought_up > 2, "the first read brought the lines up"
    # Caught up: the look at the cart's last event and the lines' position, then the lines.
    assert len(statements) - brought_up == 2, statements[brought_up:]
