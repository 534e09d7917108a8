"""An API process's wake-ups within one window leave as one message: the highest notification
id and every subscriber named; a caller about to wait sends the window at once."""

from __future__ import annotations

import threading
import time
from datetime import UTC, datetime

from application.bazaar import Bazaar
from domain.cart import Cart, user_owner
from workers.coalesced_wake_ups import CoalescedWakeUps

Sent = list[tuple[int, list[str]]]


class Recorder:
    def __init__(self, failures: int = 0) -> None:
        self.sent: Sent = []
        self.failures = failures
        self.arrived = threading.Event()

    def send(self, last: int, names: list[str]) -> None:
        if self.failures:
            self.failures -= 1
            raise ConnectionError("broker away")
        self.sent.append((last, names))
        self.arrived.set()


def test_the_saves_of_one_window_wake_the_workers_once_with_the_last_id_and_all_names() -> None:
    recorder = Recorder()
    wake_ups = CoalescedWakeUps(recorder.send, window=0.2)
    began = time.monotonic()
    wake_ups(10, ["stock_movements"])
    wake_ups(12, ["transactional_mail"])
    wake_ups(11, ["stock_movements"])
    assert recorder.sent == []  # the window is still open

    assert recorder.arrived.wait(5)
    assert time.monotonic() - began >= 0.2
    assert recorder.sent == [(12, ["stock_movements", "transactional_mail"])]

    recorder.arrived.clear()
    wake_ups(13, ["orders"])  # a new window
    assert recorder.arrived.wait(5)
    assert recorder.sent[1:] == [(13, ["orders"])]


def test_a_caller_about_to_wait_sends_the_open_window_at_once() -> None:
    recorder = Recorder()
    wake_ups = CoalescedWakeUps(recorder.send, window=0.3)
    wake_ups(20, ["transactional_mail"])
    wake_ups.flush()
    assert recorder.sent == [(20, ["transactional_mail"])]

    time.sleep(0.5)  # the closed window is not sent again
    wake_ups.flush()  # and nothing open is nothing sent
    assert recorder.sent == [(20, ["transactional_mail"])]


def test_a_wake_up_the_broker_refused_does_not_stop_the_next_windows() -> None:
    recorder = Recorder(failures=1)
    wake_ups = CoalescedWakeUps(recorder.send, window=0.05)
    wake_ups(30, ["stock_movements"])
    time.sleep(0.3)
    wake_ups(31, ["stock_movements"])
    assert recorder.arrived.wait(5)
    assert recorder.sent == [(31, ["stock_movements"])]


def test_closing_the_application_sends_what_the_window_still_holds() -> None:
    recorder = Recorder()
    wake_ups = CoalescedWakeUps(recorder.send, window=60)  # never sent by the window itself
    bazaar = Bazaar(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
    bazaar.listen(
        lambda last, topics, brought_up: wake_ups(last, ["cart_lines"]), on_closing=wake_ups.flush
    )
    cart = Cart(user_owner(4))
    cart.add(1, 1, 1, 10, datetime(2026, 1, 1, tzinfo=UTC))
    last = bazaar.save_and_position(cart)
    assert recorder.sent == []

    bazaar.close()
    assert recorder.sent == [(last, ["cart_lines"])]
