"""`kill -9` of a projection worker during a burst of commands: nothing lost, nothing doubled,
and a rebuild from the event log gives tables identical to the live ones."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor

import httpx

from tests.reliability.services import production_stack
from tests.reliability.workload import (
    FULL,
    CartBurst,
    inspector,
    live_checksums,
    projected_cart_rows,
    projection_checksums,
    stocked_lines,
    wait_for_no_lag,
)

COMMANDS = 2000 if FULL else 240
KILLS = 6 if FULL else 2


def test_killing_workers_mid_burst_loses_and_duplicates_no_projected_row() -> None:
    with production_stack() as (bazaar, _postgres, _redis):
        worker = bazaar.start_worker()
        with httpx.Client(base_url=bazaar.url, timeout=30) as client:
            lines = stocked_lines(client, wanted=8, min_stock=COMMANDS // 12 + 2)
        burst = CartBurst(guests=12, commands=COMMANDS, lines=lines)

        with ThreadPoolExecutor(1) as background:
            running = background.submit(burst.run, bazaar.url)
            for kill in range(1, KILLS + 1):
                # Spread the kills over the burst, each while commands are being projected.
                while burst.done < COMMANDS * kill // (KILLS + 1) and not running.done():
                    time.sleep(0.02)
                bazaar.kill_worker(worker)
                worker = bazaar.start_worker()
            running.result()

        assert burst.refusals == []
        assert sum(burst.accepted.values()) == COMMANDS
        with inspector(bazaar) as container:
            wait_for_no_lag(container, timeout=120)
            expected = burst.expected_rows()
            cart_ids = {cart_id for cart_id, _, _ in expected}
            assert projected_cart_rows(container, cart_ids) == expected

            bazaar.kill_worker(worker)
            live = live_checksums(container)
            bazaar.command("projections", "rebuild")
            assert projection_checksums(container) == live
