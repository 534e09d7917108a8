"""`make bench`: every benchmark in one run against the real server on PostgreSQL + Redis with
the `large` demo data; writes docs/benchmarks.md (the table) and docs/benchmarks/results.json.

    .venv/bin/python -m tests.benchmarks [--quick]

Each figure stands next to a baseline measured in the same run on the same machine; the ratio
is the result, because these machines are shared and their absolute speed varies.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from rich.console import Console
from rich.table import Table

from infra.settings import PROJECT_ROOT
from tests.benchmarks import (
    catalogue,
    checkout,
    cpu_cost,
    flash_sale,
    frontend,
    projection_lag,
    rebuild,
    wallet_replay,
)
from tests.benchmarks.figures import Figure, markdown_table, number, ratio
from tests.benchmarks.stack import Stack, production_stack

console = Console(width=160)


def scenarios(quick: bool) -> list[tuple[str, Callable[[Stack], list[Figure]]]]:
    seconds = 2.0 if quick else 5.0
    return [
        (
            "catalogue",
            lambda stack: catalogue.run(
                stack,
                catalogue.CatalogueLoad(
                    rounds=1 if quick else 3, latency_requests=50 if quick else 200, seconds=seconds
                ),
            ),
        ),
        (
            "checkout",
            lambda stack: checkout.run(stack, checkout.CheckoutLoad(seconds=2 * seconds)),
        ),
        (
            "projection lag",
            lambda stack: projection_lag.run(
                stack,
                projection_lag.LagLoad(sustained_seconds=1.5 * seconds, paced_seconds=4 * seconds),
            ),
        ),
        (
            "cpu cost",
            lambda stack: cpu_cost.run(
                stack,
                cpu_cost.CostLoad(
                    checkouts=100 if quick else 300,
                    cart_adds=300 if quick else 1000,
                    pages=500 if quick else 2000,
                    appends=800 if quick else 6000,
                    ceiling_seconds=seconds,
                ),
                ", ".join(f"{key}: {value}" for key, value in machine().items())
                + (" (quick run)" if quick else ""),
            ),
        ),
        (
            "flash sale",
            lambda stack: flash_sale.run(
                stack, flash_sale.SaleLoad(buyers=1_000 if quick else 10_000)
            ),
        ),
        ("rebuild", rebuild.run),
        ("wallet replay", wallet_replay.run),
        ("storefront JavaScript and Lighthouse", lambda stack: frontend.run(stack)),
    ]


def machine() -> dict[str, str]:
    cpu = next(
        (
            line.split(":", 1)[1].strip()
            for line in Path("/proc/cpuinfo").read_text().splitlines()
            if line.startswith("model name")
        ),
        platform.processor(),
    )
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], cwd=PROJECT_ROOT, capture_output=True, text=True
    ).stdout.strip()
    return {
        "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "commit": commit,
        "cpu": f"{os.cpu_count()} × {cpu}",
        "python": platform.python_version(),
    }


def write_report(figures: list[Figure], about: dict[str, str], quick: bool) -> None:
    results = PROJECT_ROOT / "docs" / "benchmarks" / "results.json"
    results.parent.mkdir(parents=True, exist_ok=True)
    results.write_text(
        json.dumps(
            {"machine": about, "quick": quick, "figures": [f.as_json() for f in figures]},
            indent=2,
            ensure_ascii=False,
        )
        + "\n"
    )
    missed = [f for f in figures if f.met is False]
    summary = (
        "Every target holds."
        if not missed
        else "Targets missed: " + "; ".join(f"{f.scenario}, {f.measure}" for f in missed) + "."
    )
    page = PROJECT_ROOT / "docs" / "benchmarks.md"
    page.write_text(
        (PROJECT_ROOT / "tests" / "benchmarks" / "report.md")
        .read_text()
        .format(
            table=markdown_table(figures),
            summary=summary,
            run=", ".join(f"{key}: {value}" for key, value in about.items())
            + (" (quick run)" if quick else ""),
        )
    )
    console.print(f"wrote {page.relative_to(PROJECT_ROOT)} and {results.relative_to(PROJECT_ROOT)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--database-url",
        default=os.environ.get(
            "BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/bazaar_bench"
        ),
    )
    parser.add_argument(
        "--redis-url", default=os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/3")
    )
    parser.add_argument("--quick", action="store_true", help="short rounds, to try the harness")
    parser.add_argument("--only", nargs="*", help="run only these scenarios (by name)")
    args = parser.parse_args()

    figures: list[Figure] = []
    with production_stack(args.database_url, args.redis_url, worker_threads=2) as stack:
        for name, scenario in scenarios(args.quick):
            if args.only and name not in args.only:
                continue
            console.rule(name)
            began = time.perf_counter()
            found = scenario(stack)
            figures.extend(found)
            console.print(f"{name}: {time.perf_counter() - began:.0f} s")
            show(found)
    write_report(figures, machine(), args.quick)


def show(figures: list[Figure]) -> None:
    table = Table("scenario", "measure", "Bazaar", "baseline", "ratio", "met")
    for figure in figures:
        table.add_row(
            figure.scenario,
            figure.measure,
            number(figure.value),
            f"{figure.baseline}: {number(figure.baseline_value)}",
            ratio(figure.ratio),
            "" if figure.met is None else str(figure.met),
        )
    console.print(table)


if __name__ == "__main__":
    main()
