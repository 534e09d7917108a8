"""Issue 33's bounds in the benchmark report: a flash sale's tail against its typical answer, a
search nobody asked before against the bare endpoint, and a landing page's performance score
against the bare app's, each from the same run."""

from __future__ import annotations

from collections import Counter

from tests.benchmarks.catalogue import BASELINE, COLD_KEYWORD, KEYWORD, CatalogueLoad, figures
from tests.benchmarks.flash_sale import Outcomes, SaleLoad, sale_figure
from tests.benchmarks.frontend import _page_figure
from tests.benchmarks.load import Latency, Throughput


def answers(typical: float, slow: float) -> Outcomes:
    """99 answers of `typical` seconds and one of `slow`: the p99 is the slow one."""
    return Outcomes(
        seconds=[typical] * 98 + [slow] * 2,
        statuses=Counter({200: 100}),
        codes=Counter({"order/create 0": 10, "order/pay 0": 10}),
        paid=10,
    )


def test_a_flash_sale_meets_its_target_only_with_a_tail_within_three_times_its_median() -> None:
    load = SaleLoad(buyers=100, units=10)
    within = sale_figure(load, answers(0.2, 0.6), sold=10, reserved=0, elapsed=5.0)
    beyond = sale_figure(load, answers(0.2, 0.61), sold=10, reserved=0, elapsed=5.0)
    assert within.met is True
    assert beyond.met is False
    assert within.target == "≤ 3× p50, exactly 10 sold, no 5xx"


def test_a_flash_sale_that_oversells_misses_its_target_whatever_its_tail() -> None:
    figure = sale_figure(SaleLoad(buyers=100, units=10), answers(0.2, 0.2), 11, 0, 5.0)
    assert figure.met is False


def catalogue_figures(cold_p99: float, bare_p99: float) -> dict[str, bool | None]:
    def rounds(p99: float) -> list[Latency]:
        return [Latency(p50_ms=p99 / 2, p99_ms=p99, requests=200)]

    latencies = {BASELINE: rounds(bare_p99), KEYWORD: rounds(20.0), COLD_KEYWORD: rounds(cold_p99)}
    throughputs = {
        name: [Throughput(requests_per_second=1000.0, requests=5000, errors=0)]
        for name in latencies
    }
    found = figures(latencies, throughputs, CatalogueLoad())
    return {f"{f.scenario} / {f.measure}": f.met for f in found}


def test_a_search_nobody_asked_before_is_bounded_by_fifteen_times_the_bare_endpoint() -> None:
    cold = f"goods/list, {COLD_KEYWORD} / p99 ms, 1 client (worst round)"
    assert catalogue_figures(cold_p99=30.0, bare_p99=2.0)[cold] is True
    assert catalogue_figures(cold_p99=30.5, bare_p99=2.0)[cold] is False
    rate = f"goods/list, {COLD_KEYWORD} / req/s, 8 clients (0 errors)"
    assert catalogue_figures(cold_p99=30.0, bare_p99=2.0)[rate] is None


def test_a_pages_performance_needs_the_absolute_bound_and_a_share_of_the_bare_apps() -> None:
    assert _page_figure("Lighthouse", "home", "performance", 95.0, 100.0).met is True
    assert _page_figure("Lighthouse", "home", "performance", 94.0, 100.0).met is False
    assert _page_figure("Lighthouse", "home", "performance", 89.0, 90.0).met is False
    figure = _page_figure("Lighthouse", "home", "performance", 95.0, 98.0)
    assert figure.target == "≥ 90 and ≥ 0.95× bare"
