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
from tests.integration.orders.conftest import Shop, line
from tests.integration.wallet.conftest import User, WalletApi
from workers.tick import PeriodicTick

PAY_WINDOW_SECONDS = 30 * 60


@pytest.fixture
def no_tick(wallet_api: WalletApi) -> Iterator[None]:
    """The embedded periodic tick stopped, so only the test runs the sweep (the projection
    wake-ups still flow through the Dramatiq worker)."""
    for part in wallet_api.container._workers:
        if isinstance(part, PeriodicTick):
            part.stop()
    yield


def place(api: WalletApi, user: User, address_id: int, *lines: dict[str, Any]) -> str:
    answer = api.data("order/create", user, lines=list(lines), address_id=address_id)
    order_id: str = answer["order_ids"][0]
    return order_id


def settle_projections(container: Container) -> None:
    head = container.application.recorder.max_notification_id() or 0
    assert container.runner.wait_until_applied(head)


def order_events(container: Container, order_id: str) -> list[Any]:
    return list(container.application.events.get(UUID(order_id)))


def test_an_unpaid_order_shows_its_deadline_and_its_stock_returns_after_it(
    wallet_api: WalletApi, shop: Shop, buyer: User
) -> None:
    press = shop.item("Glass French Press")  # stock 6
    order_id = place(wallet_api, buyer, shop.address(buyer), line(press, 6))
    detail = wallet_api.data("order/detail", buyer, order_id=order_id)
    assert detail["pay_deadline_time"] == detail["add_time"] + PAY_WINDOW_SECONDS
    listed = wallet_api.data("order/list", buyer)["list"][0]
    assert listed["pay_deadline_time"] == detail["pay_deadline_time"]
    assert detail["cancel_reason"] is None
    assert shop.stock(press) == (0, 0)

    wallet_api.clock.advance(seconds=PAY_WINDOW_SECONDS - 1)
    wallet_api.container.orders.expire_due()
    settle_projections(wallet_api.container)
    assert wallet_api.data("order/detail", buyer, order_id=order_id)["status"] == "wait_payment"

    wallet_api.clock.advance(seconds=1)
    wallet_api.container.orders.expire_due()  # the embedded tick may have been first
    settle_projections(wallet_api.container)

    assert shop.stock(press) == (6, 6)
    detail = wallet_api.data("order/detail", buyer, order_id=order_id)
    assert (detail["status"], detail["pay_deadline_time"]) == ("cancelled", None)
    assert detail["cancel_reason"] == "payment_timeout"
    assert detail["timeline"][-1]["status"] == "cancelled"
    assert detail["timeline"][-1]["reason"] == "payment_timeout"
    cancelled = order_events(wallet_api.container, order_id)[-1]
    assert isinstance(cancelled, Order.Cancelled)
    assert (cancelled.by_uid, cancelled.reason) == (SYSTEM_UID, "payment_timeout")
    other = wallet_api.sign_in("carol@bazaar.test")
    assert (
        wallet_api.call(
            "order/create", other, lines=[line(press, 6)], address_id=shop.address(other)
        )["code"]
        == 0
    )


def test_paying_past_the_deadline_answers_108_and_debits_nothing_even_before_the_sweep(
    wallet_api: WalletApi, shop: Shop, buyer: User, reviewer: User, no_tick: None
) -> None:
    press = shop.item("Glass French Press")
    order_id = place(wallet_api, buyer, shop.address(buyer), line(press, 2))
    wallet_api.fund(buyer, 20_000, reviewer)
    wallet_api.clock.advance(seconds=PAY_WINDOW_SECONDS)

    late = wallet_api.call("order/pay", buyer, order_ids=[order_id])

    assert late["code"] == 108
    assert wallet_api.balance(buyer) == (20_000, 0)
    assert wallet_api.data("order/detail", buyer, order_id=order_id)["status"] == "wait_payment"
    assert wallet_api.container.orders.expire_due() == 1
    settle_projections(wallet_api.container)
    assert wallet_api.call("order/pay", buyer, order_ids=[order_id])["code"] == 108
    assert wallet_api.balance(buyer) == (20_000, 0)
    assert shop.stock(press) == (6, 6)


def test_an_order_paid_before_the_deadline_is_left_alone_by_the_sweep(
    wallet_api: WalletApi, shop: Shop, buyer: User, reviewer: User, no_tick: None
) -> None:
    press = shop.item("Glass French Press")
    order_id = place(wallet_api, buyer, shop.address(buyer), line(press, 2))
    wallet_api.fund(buyer, 20_000, reviewer)
    wallet_api.clock.advance(seconds=PAY_WINDOW_SECONDS - 1)
    wallet_api.data("order/pay", buyer, order_ids=[order_id])
    wallet_api.clock.advance(hours=2)

    assert wallet_api.container.orders.expire_due() == 0

    detail = wallet_api.data("order/detail", buyer, order_id=order_id)
    assert (detail["status"], detail["pay_deadline_time"]) == ("wait_confirm", None)
    assert shop.stock(press) == (4, 4)


def test_a_pay_that_saves_first_keeps_the_order_paid_when_the_sweep_races_it(
    wallet_api: WalletApi,
    shop: Shop,
    buyer: User,
    reviewer: User,
    no_tick: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    press = shop.item("Glass French Press")
    order_id = place(wallet_api, buyer, shop.address(buyer), line(press, 2))
    wallet_api.fund(buyer, 20_000, reviewer)
    orders, clock = wallet_api.container.orders, wallet_api.clock
    load = orders.load
    raced = threading.Event()

    def load_then_let_the_buyer_pay(wanted: str) -> Order:
        # The sweep has read the order (still unpaid) when the buyer's pay, one second before
        # the deadline, saves first.
        order = load(wanted)
        if not raced.is_set():
            raced.set()
            clock.advance(seconds=-2)
            wallet_api.container.checkout.pay(buyer.uid, [order_id], None)
            clock.advance(seconds=2)
        return order

    clock.advance(seconds=PAY_WINDOW_SECONDS + 1)
    monkeypatch.setattr(orders, "load", load_then_let_the_buyer_pay)

    assert orders.expire_due() == 0

    settle_projections(wallet_api.container)
    assert wallet_api.data("order/detail", buyer, order_id=order_id)["status"] == "wait_confirm"
    assert wallet_api.balance(buyer)[0] < 20_000
    assert shop.stock(press) == (4, 4)


def test_an_expiry_that_saves_first_makes_a_racing_pay_answer_108_and_debit_nothing(
    wallet_api: WalletApi,
    shop: Shop,
    buyer: User,
    reviewer: User,
    no_tick: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    press = shop.item("Glass French Press")
    order_id = place(wallet_api, buyer, shop.address(buyer), line(press, 2))
    wallet_api.fund(buyer, 20_000, reviewer)
    orders, clock = wallet_api.container.orders, wallet_api.clock
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

    answer = wallet_api.call("order/pay", buyer, order_ids=[order_id])

    assert answer["code"] == 108
    assert raced.is_set()
    settle_projections(wallet_api.container)
    assert wallet_api.balance(buyer) == (20_000, 0)
    assert wallet_api.data("order/detail", buyer, order_id=order_id)["status"] == "cancelled"
    assert shop.stock(press) == (6, 6)


def test_several_workers_sweeping_at_once_cancel_each_order_once(
    wallet_api: WalletApi, shop: Shop, buyer: User, no_tick: None
) -> None:
    press, oven = shop.item("Glass French Press"), shop.item("Cast Iron Dutch Oven")
    address_id = shop.address(buyer)
    placed = [place(wallet_api, buyer, address_id, line(item, 1)) for item in (press, oven, press)]
    wallet_api.clock.advance(seconds=PAY_WINDOW_SECONDS)
    counts: list[int] = []

    def sweep() -> None:
        counts.append(wallet_api.container.orders.expire_due())

    workers = [threading.Thread(target=sweep) for _ in range(3)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()

    assert sum(counts) == len(placed)
    settle_projections(wallet_api.container)
    assert shop.stock(press) == (6, 6)
    assert shop.stock(oven) == (oven.stock, oven.stock)
    for order_id in placed:
        cancellations = [
            event
            for event in order_events(wallet_api.container, order_id)
            if isinstance(event, Order.Cancelled)
        ]
        assert len(cancellations) == 1


def test_the_periodic_tick_runs_the_expiry_and_key_purge_jobs(wallet_api: WalletApi) -> None:
    container = wallet_api.container
    jobs = container.periodic_tick().jobs
    assert container.orders.expire_due in jobs
    assert container.idempotency.purge_expired in jobs


def test_an_idempotency_key_on_create_and_pay_replays_for_a_day_then_acts_again(
    wallet_api: WalletApi, shop: Shop, buyer: User, reviewer: User
) -> None:
    press = shop.item("Glass French Press")
    address_id = shop.address(buyer)
    wallet_api.fund(buyer, 20_000, reviewer)
    body: dict[str, Any] = {"lines": [line(press, 1)], "address_id": address_id}
    created = wallet_api.call("order/create", buyer, key="create-k", **body)
    order_ids = created["data"]["order_ids"]
    paid = wallet_api.call("order/pay", buyer, key="pay-k", order_ids=order_ids)
    assert (created["code"], paid["code"]) == (0, 0)
    balance = wallet_api.balance(buyer)

    wallet_api.clock.advance(hours=23, minutes=59)
    assert wallet_api.call("order/create", buyer, key="create-k", **body) == created
    assert wallet_api.call("order/pay", buyer, key="pay-k", order_ids=order_ids) == paid
    assert wallet_api.balance(buyer) == balance
    assert wallet_api.data("order/list", buyer)["total"] == 1

    wallet_api.clock.advance(minutes=2)
    buyer = wallet_api.sign_in(buyer.email)  # the day-long session ran out too
    again = wallet_api.call("order/create", buyer, key="create-k", **body)
    assert again["code"] == 0 and again["data"]["order_ids"] != order_ids
    # The old pay acts again and is refused: its order is paid already; nothing is debited.
    assert wallet_api.call("order/pay", buyer, key="pay-k", order_ids=order_ids)["code"] == 108
    assert wallet_api.balance(buyer) == balance
    assert wallet_api.data("order/list", buyer)["total"] == 2
