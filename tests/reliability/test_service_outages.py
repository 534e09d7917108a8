"""Redis stopped and PostgreSQL restarted under load: commands keep their promises.

- Redis gone: Dramatiq's wake-up messages cannot be sent, yet every command succeeds (the
  wake-up is only a hint) and the workers' catch-up tick keeps the read tables current; when
  Redis returns, everything is projected.
- PostgreSQL restarted: calls made while it is down answer a clear 503, never a 500; a
  command either happened entirely or not at all; the service answers again by itself.
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from uuid import UUID

import httpx

from tests.reliability.services import api, production_stack, wait_until
from tests.reliability.workload import (
    FULL,
    CartBurst,
    cart_id_of,
    inspector,
    projected_cart_rows,
    stocked_lines,
    wait_for_no_lag,
)

REDIS_OUTAGE_SECONDS = 30.0 if FULL else 6.0


def test_commands_succeed_while_redis_is_down_and_projections_catch_up() -> None:
    with production_stack() as (bazaar, _postgres, redis_server):
        bazaar.start_worker()
        with httpx.Client(base_url=bazaar.url, timeout=30) as client:
            lines = stocked_lines(client, wanted=4, min_stock=40)
        burst = CartBurst(guests=6, commands=120, lines=lines)
        redis_server.stop()
        outage_started = time.monotonic()
        burst.run(bazaar.url, threads=4)
        assert burst.refusals == []
        remaining = REDIS_OUTAGE_SECONDS - (time.monotonic() - outage_started)
        if remaining > 0:
            time.sleep(remaining)

        with inspector(bazaar) as container:
            expected = burst.expected_rows()
            cart_ids = {cart_id for cart_id, _, _ in expected}
            redis_server.start()
            wait_for_no_lag(container, timeout=60)
            assert projected_cart_rows(container, cart_ids) == expected


def test_a_postgres_restart_answers_503_then_recovers_with_no_partial_write() -> None:
    with production_stack() as (bazaar, postgres, _redis):
        bazaar.start_worker()
        with httpx.Client(base_url=bazaar.url, timeout=30) as client:
            lines = stocked_lines(client, wanted=4, min_stock=200)
        burst = CartBurst(guests=6, commands=0, lines=lines)
        statuses: list[int] = []
        accepted: list[tuple[str, tuple[int, int]]] = []
        cut_off: set[tuple[str, int, int]] = set()
        stop = threading.Event()

        def keep_adding() -> None:
            with httpx.Client(base_url=bazaar.url, timeout=30) as client:
                index = 0
                while not stop.is_set():
                    sid = burst.sids[index % len(burst.sids)]
                    line = lines[index % len(lines)]
                    response = api(
                        client, "mall/cart/add", sid, shop_goods_id=line[0], sku_id=line[1], num=1
                    )
                    statuses.append(response.status_code)
                    if response.status_code == 200 and response.json()["code"] == 0:
                        accepted.append((sid, line))
                    elif response.status_code == 503:
                        cut_off.add((cart_id_of(sid), *line))
                    index += 1

        with ThreadPoolExecutor(3) as pool:
            adders = [pool.submit(keep_adding) for _ in range(3)]
            wait_until(lambda: len(accepted) >= 20, 60, "commands flowing before the restart")
            postgres.stop("immediate")
            # Down until a call has answered 503 (a fixed pause can end while every adder is
            # still inside one slow call), bounded so a service that never says 503 fails.
            wait_until(lambda: 503 in statuses, 30, "a call answering 503 while down", pause=0.1)
            postgres.start()
            with httpx.Client(base_url=bazaar.url, timeout=30) as client:
                wait_until(
                    lambda: api(client, "mall/cart/list", burst.sids[0]).status_code == 200,
                    60,
                    "the service answering again",
                    pause=0.5,
                )
            settled = len(accepted)
            wait_until(lambda: len(accepted) >= settled + 20, 60, "commands after the restart")
            stop.set()
            for adder in adders:
                adder.result()

        assert 503 in statuses, "calls made while PostgreSQL was down should answer 503"
        assert set(statuses) <= {200, 503}, sorted(set(statuses))
        for sid, line in accepted:
            burst.accepted[(sid, line)] += 1
        with inspector(bazaar) as container:
            wait_for_no_lag(container, timeout=60)
            expected = burst.expected_rows()
            projected = projected_cart_rows(container, {cart_id for cart_id, _, _ in expected})
            in_event_store: dict[tuple[str, int, int], int] = {
                key: container.application.repository.get(UUID(key[0])).quantity(key[1], key[2])
                for key in projected
            }
        assert projected == in_event_store
        # Every add that answered 0 is there exactly once. An add cut off by the restart may
        # have committed without its answer arriving, so a line may hold one more per 503,
        # never less and never a fraction of a command; such an add can even be a line of its
        # own, but only where a 503 was.
        unanswered = statuses.count(503)
        assert set(expected) <= set(projected)
        assert set(projected) - set(expected) <= cut_off
        surplus = sum(projected[key] - expected.get(key, 0) for key in projected)
        assert all(projected[key] >= expected.get(key, 0) for key in projected)
        assert 0 <= surplus <= unanswered
