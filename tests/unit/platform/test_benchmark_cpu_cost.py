"""The CPU-cost benchmark's arithmetic and the generated part of docs/scaling.md."""

from __future__ import annotations

import pytest

from tests.benchmarks.cpu_accounting import (
    API,
    LOAD,
    PG_BACKENDS,
    PG_BACKGROUND,
    REDIS,
    WORKER,
    milliseconds_per_operation,
    pooled,
    spent,
    vanished,
)
from tests.benchmarks.cpu_cost import cost_figure
from tests.benchmarks.scaling_doc import (
    END,
    START,
    Phase,
    cores_needed,
    measured_block,
    replace_measured,
)

PAGE = f"# Scaling\n\nHand-written intro.\n\n{START}\nold table\n{END}\n\nHand-written plan.\n"


def test_a_process_alive_at_both_snapshots_costs_the_difference() -> None:
    before = {API: {10: 1.0}, WORKER: {20: 2.0}}
    after = {API: {10: 1.5}, WORKER: {20: 2.25}}

    assert spent(before, after) == {API: 0.5, WORKER: 0.25}


def test_a_process_started_during_the_phase_counts_from_zero() -> None:
    before = {PG_BACKENDS: {30: 4.0}}
    after = {PG_BACKENDS: {30: 4.0, 31: 0.75}}

    assert spent(before, after) == {PG_BACKENDS: 0.75}


def test_a_connection_classed_differently_at_each_end_is_matched_by_pid() -> None:
    before = {LOAD: {40: 3.0}, PG_BACKENDS: {}}
    after = {LOAD: {}, PG_BACKENDS: {40: 3.5}}

    assert spent(before, after)[PG_BACKENDS] == 0.5


def test_processes_gone_by_the_second_snapshot_are_counted_as_vanished() -> None:
    before = {API: {1: 1.0}, PG_BACKENDS: {2: 1.0, 3: 1.0}, LOAD: {9: 1.0}}
    after = {API: {1: 2.0}, PG_BACKENDS: {3: 2.0}, LOAD: {}}

    assert vanished(before, after) == 1  # the load generator's own are not counted


def test_milliseconds_per_operation_totals_the_serving_groups_without_the_load_generator() -> None:
    seconds = {API: 0.2, WORKER: 0.1, PG_BACKENDS: 0.1, PG_BACKGROUND: 0.0, REDIS: 0.0, LOAD: 5.0}

    per = milliseconds_per_operation(seconds, 100)

    assert per[API] == pytest.approx(2.0)
    assert per[LOAD] == pytest.approx(50.0)
    assert per["total"] == pytest.approx(4.0)


def test_a_phase_without_operations_is_refused() -> None:
    with pytest.raises(ValueError):
        milliseconds_per_operation({API: 1.0}, 0)


def test_cores_are_operations_per_second_times_cpu_seconds_each() -> None:
    assert cores_needed(500, 4.0) == pytest.approx(2.0)
    assert cores_needed(1000, 59.8) == pytest.approx(59.8)


def test_the_measured_block_replaces_only_the_text_between_the_markers() -> None:
    page = replace_measured(PAGE, "new table\n")

    assert page == (
        f"# Scaling\n\nHand-written intro.\n\n{START}\nnew table\n{END}\n\nHand-written plan.\n"
    )
    assert replace_measured(page, "new table") == page


@pytest.mark.parametrize("broken", ["no markers", f"{END}\nswapped\n{START}", f"{START} only"])
def test_a_page_without_both_markers_in_order_is_refused(broken: str) -> None:
    with pytest.raises(ValueError):
        replace_measured(broken, "table")


def test_the_measured_block_shows_each_group_and_the_cores_per_thousand_checkouts() -> None:
    checkout = Phase("checkout", "checkout", 100, {API: 20.0, WORKER: 10.0, "total": 42.5}, 9.0)
    page = Phase("goods/list", "catalogue page", 500, {API: 1.0, "total": 1.5}, 0.0)

    block = measured_block([checkout, page], ["ceiling line"], "date: today")

    assert block.startswith("Last run: date: today.")
    assert "| API (bazaar serve) | 20.0 | 1.00 |" in block
    assert "| **total** | **42.5** | **1.50** |" in block
    assert "| events appended per operation | 9.0 | 0.0 |" in block
    assert "Cores per 1,000 checkouts/s: 42.5" in block
    assert block.endswith("- ceiling line")


def test_only_the_totals_of_a_checkout_and_a_cart_add_carry_the_issue_33_targets() -> None:
    checkout = Phase("checkout (order/create + order/pay)", "checkout", 10, {"total": 20.0}, 9)
    cart = Phase("cart/add (guest)", "cart add", 10, {"total": 5.5, API: 2.0}, 2)

    within = cost_figure(checkout, "total", 1.0)
    over = cost_figure(cart, "total", 1.0)
    part = cost_figure(cart, API, 1.0)

    assert (within.target, within.met) == ("≤ 20× bare appends", True)
    assert (over.target, over.met) == ("≤ 5× bare appends", False)
    assert (part.target, part.met) == ("", None)


def test_rounds_pool_every_groups_seconds_and_the_operations_served() -> None:
    first = ({API: 0.5, PG_BACKENDS: 0.25}, 100)  # 5 ms of API per operation
    second = ({API: 0.3, REDIS: 0.125}, 300)  # 1 ms

    seconds, served = pooled([first, second])

    assert seconds == {API: 0.8, PG_BACKENDS: 0.25, REDIS: 0.125}
    assert served == 400
    # Each round weighs by its operations: 2 ms, not the 3 ms mean of the rounds' figures.
    assert milliseconds_per_operation(seconds, served)[API] == pytest.approx(2.0)
