"""An unpaid order holds its stock only until its payment deadline: the periodic job cancels it
as the system and puts the units back; paying past the deadline is refused and debits nothing;
a pay and the sweep racing each other leave exactly one of them in effect."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any
from uuid import UUID

import pytest

from domain.order import Order
from domain.order_status import SYSTEM_UID
from infra.bootstrap import Container
from tests.integration.api_client import ApiClient, User
from tests.integration.orders.conftest import Shop, line
from tests.integration.wallet.steps import balance, fund
from workers.tick import PeriodicTick

PAY_WINDOW_SECONDS = 30 * 60


@pytest.fixture
def no_tick(api: ApiClient) -> Iterator[None]:
    """The embedded periodic tick stopped, so only the test runs the sweep (the projection
    wake-ups still flow through the Dramatiq worker)."""
    for part in api.container._workers:
        if isinstance(part, PeriodicTick):
            part.stop()
    yield


def place(api: ApiClient, user: User, address_id: int, *lines: dict[str, Any]) -> str:
    answer = api.data("order/create", user, lines=list(lines), address_id=address_id)
    order_id: str = answer["order_ids"][0]
    return order_id


def settle_projections(container: Container) -> None:
    head = container.application.recorder.max_notification_id() or 0
    assert container.runner.wait_until_applied(head)


def order_events(container: Container, order_id: str) -> list[Any]:
    return list(container.application.events.get(UUID(order_id)))


def test_an_unpaid_order_shows_its_deadline_and_its_stock_returns_after_it(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    press = shop.item("Glass French Press")  # stock 6
    order_id = place(api, buyer, shop.address(buyer), line(press, 6))
    detail = api.data("order/detail", buyer, order_id=order_id)
    assert detail["pay_deadline_time"] == detail["add_time"] + PAY_WINDOW_SECONDS
    listed = api.data("order/list", buyer)["list"][0]
    assert listed["pay_deadline_time"] == detail["pay_deadline_time"]
    assert detail["cancel_reason"] is None
    assert shop.stock(press) == (0, 0)

    api.clock.advance(seconds=PAY_WINDOW_SECONDS - 1)
    api.container.orders.expire_due()
    settle_projections(api.container)
    assert api.data("order/detail", buyer, order_id=order_id)["status"] == "wait_payment"

    api.clock.advance(seconds=1)
    api.container.orders.expire_due()  # the embedded tick may have been first
    settle_projections(api.container)

    assert shop.stock(press) == (6, 6)
    detail = api.data("order/detail", buyer, order_id=order_id)
    assert (detail["status"], detail["pay_deadline_time"]) == ("cancelled", None)
    assert detail["cancel_reason"] == "payment_timeout"
    assert detail["timeline"][-1]["status"] == "cancelled"
    assert detail["timeline"][-1]["reason"] == "payment_timeout"
    cancelled = order_events(api.container, order_id)[-1]
    assert isinstance(cancelled, Order.Cancelled)
    assert (cancelled.by_uid, cancelled.reason) == (SYSTEM_UID, "payment_timeout")
    other = api.sign_in("carol@bazaar.test")
    assert (
        api.call("order/create", other, lines=[line(press, 6)], address_id=shop.address(other))[
            "code"
        ]
        == 0
    )


def test_paying_past_the_deadline_answers_108_and_debits_nothing_even_before_the_sweep(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User, no_tick: None
) -> None:
    press = shop.item("Glass French Press")
    order_id = place(api, buyer, shop.address(buyer), line(press, 2))
    fund(api, buyer, 20_000, reviewer)
    api.clock.advance(seconds=PAY_WINDOW_SECONDS)

    late = api.call("order/pay", buyer, order_ids=[order_id])

    assert late["code"] == 108
    assert balance(api, buyer) == (20_000, 0)
    assert api.data("order/detail", buyer, order_id=order_id)["status"] == "wait_payment"
    assert api.container.orders.expire_due() == 1
    settle_projections(api.container)
    assert api.call("order/pay", buyer, order_ids=[order_id])["code"] == 108
    assert balance(api, buyer) == (20_000, 0)
    assert shop.stock(press) == (6, 6)


def test_an_order_paid_before_the_deadline_is_left_alone_by_the_sweep(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User, no_tick: None
) -> None:
    press = shop.item("Glass French Press")
    order_id = place(api, buyer, shop.address(buyer), line(press, 2))
    fund(api, buyer, 20_000, reviewer)
    api.clock.advance(seconds=PAY_WINDOW_SECONDS - 1)
    api.data("order/pay", buyer, order_ids=[order_id])
    api.clock.advance(hours=2)

    assert api.container.orders.expire_due() == 0

    detail = api.data("order/detail", buyer, order_id=order_id)
    assert (detail["status"], detail["pay_deadline_time"]) == ("wait_confirm", None)
    assert shop.stock(press) == (4, 4)


def test_a_pay_that_saves_first_keeps_the_order_paid_when_the_sweep_races_it(
    api: ApiClient,
    shop: Shop,
    buyer: User,
    reviewer: User,
    no_tick: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    press = shop.item("Glass French Press")
    order_id = place(api, buyer, shop.address(buyer), line(press, 2))
    fund(api, buyer, 20_000, reviewer)
    orders, clock = api.container.orders, api.clock
    load = orders.load
    raced = threading.Event()

    def load_then_let_the_buyer_pay(wanted: str) -> Order:
        # The sweep has read the order (still unpaid) when the buyer's pay, one second before
        # the deadline, saves first.
        order = load(wanted)
        if not raced.is_set():
            raced.set()
            clock.advance(seconds=-2)
            api.container.checkout.pay(buyer.uid, [order_id], None)
            clock.advance(seconds=2)
        return order

    clock.advance(seconds=PAY_WINDOW_SECONDS + 1)
    monkeypatch.setattr(orders, "load", load_then_let_the_buyer_pay)

    assert orders.expire_due() == 0

    settle_projections(api.container)
    assert api.data("order/detail", buyer, order_id=order_id)["status"] == "wait_confirm"
    assert balance(api, buyer)[0] < 20_000
    assert shop.stock(press) == (4, 4)


def test_an_expiry_that_saves_first_makes_a_racing_pay_answer_108_and_debit_nothing(
    api: ApiClient,
    shop: Shop,
    buyer: User,
    reviewer: User,
    no_tick: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    press = shop.item("Glass French Press")
    order_id = place(api, buyer, shop.address(buyer), line(press, 2))
    fund(api, buyer, 20_000, reviewer)
    orders, clock = api.container.orders, api.clock
    wallets_load = orders.wallets.load
    raced = threading.Event()

    def load_wallet_while_the_sweep_runs(uid: int, now: Any) -> Any:
        # The pay has decided (one second before the deadline) when the sweep, at the
        # deadline, saves first.
        if not raced.is_set():
            raced.set()
            clock.advance(seconds=1)
            assert orders.expire_due() == 1
            clock.advance(seconds=-1)
        return wallets_load(uid, now)

    clock.advance(seconds=PAY_WINDOW_SECONDS - 1)
    monkeypatch.setattr(orders.wallets, "load", load_wallet_while_the_sweep_runs)

    answer = api.call("order/pay", buyer, order_ids=[order_id])

    assert answer["code"] == 108
    assert raced.is_set()
    settle_projections(api.container)
    assert balance(api, buyer) == (20_000, 0)
    assert api.data("order/detail", buyer, order_id=order_id)["status"] == "cancelled"
    assert shop.stock(press) == (6, 6)


def test_several_workers_sweeping_at_once_cancel_each_order_once(
    api: ApiClient, shop: Shop, buyer: User, no_tick: None
) -> None:
    press, oven = shop.item("Glass French Press"), shop.item("Cast Iron Dutch Oven")
    address_id = shop.address(buyer)
    placed = [place(api, buyer, address_id, line(item, 1)) for item in (press, oven, press)]
    api.clock.advance(seconds=PAY_WINDOW_SECONDS)
    counts: list[int] = []

    def sweep() -> None:
        counts.append(api.container.orders.expire_due())

    workers = [threading.Thread(target=sweep) for _ in range(3)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()

    assert sum(counts) == len(placed)
    settle_projections(api.container)
    assert shop.stock(press) == (6, 6)
    assert shop.stock(oven) == (oven.stock, oven.stock)
    for order_id in placed:
        cancellations = [
            event
            for event in order_events(api.container, order_id)
            if isinstance(event, Order.Cancelled)
        ]
        assert len(cancellations) == 1


def test_the_periodic_tick_runs_the_expiry_and_key_purge_jobs(api: ApiClient) -> None:
    container = api.container
    jobs = container.periodic_tick().jobs
    assert container.orders.expire_due in jobs
    assert container.idempotency.purge_expired in jobs


def test_an_idempotency_key_on_create_and_pay_replays_for_a_day_then_acts_again(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User
) -> None:
    press = shop.item("Glass French Press")
    address_id = shop.address(buyer)
    fund(api, buyer, 20_000, reviewer)
    body: dict[str, Any] = {"lines": [line(press, 1)], "address_id": address_id}
    created = api.call("order/create", buyer, key="create-k", **body)
    order_ids = created["data"]["order_ids"]
    paid = api.call("order/pay", buyer, key="pay-k", order_ids=order_ids)
    assert (created["code"], paid["code"]) == (0, 0)
    paid_balance = balance(api, buyer)

    api.clock.advance(hours=23, minutes=59)
    assert api.call("order/create", buyer, key="create-k", **body) == created
    assert api.call("order/pay", buyer, key="pay-k", order_ids=order_ids) == paid
    assert balance(api, buyer) == paid_balance
    assert api.data("order/list", buyer)["total"] == 1

    api.clock.advance(minutes=2)
    buyer = api.sign_in(buyer.email)  # the day-long session ran out too
    again = api.call("order/create", buyer, key="create-k", **body)
    assert again["code"] == 0 and again["data"]["order_ids"] != order_ids
    # The old pay acts again and is refused: its order is paid already; nothing is debited.
    assert api.call("order/pay", buyer, key="pay-k", order_ids=order_ids)["code"] == 108
    assert balance(api, buyer) == paid_balance
    assert api.data("order/list", buyer)["total"] == 2
