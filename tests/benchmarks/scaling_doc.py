"""The generated part of docs/scaling.md: the last CPU-cost run's table, written between two
markers so the rest of the page stays hand-written."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from tests.benchmarks.cpu_accounting import LOAD, SERVING
from tests.benchmarks.figures import number

START = "<!-- measured:start -->"
END = "<!-- measured:end -->"


@dataclass(frozen=True)
class Phase:
    """One measured phase: `count` operations of one kind and what each cost."""

    operation: str
    unit: str
    count: int
    milliseconds: Mapping[str, float]
    """CPU ms per operation by group, with `total` over the serving groups."""
    events: float
    """Events appended per operation (the log head's advance over the count)."""


def replace_measured(page: str, block: str) -> str:
    """The page with everything between the markers replaced by `block`, markers kept."""
    start, end = page.find(START), page.find(END)
    if start < 0 or end < 0 or end < start:
        raise ValueError(f"the page needs {START} followed by {END}")
    return page[: start + len(START)] + "\n" + block.strip("\n") + "\n" + page[end:]


def cores_needed(operations_per_second: float, milliseconds_per_operation: float) -> float:
    """CPU cores kept busy by a rate of operations: each core gives 1,000 CPU ms a second, so
    at 1,000 operations a second the cores equal the CPU ms per operation."""
    return operations_per_second * milliseconds_per_operation / 1000


def measured_block(phases: Sequence[Phase], ceiling_lines: Sequence[str], run: str) -> str:
    header = "| CPU ms per operation | " + " | ".join(p.operation for p in phases) + " |"
    lines = [header, "|---|" + "---:|" * len(phases)]
    for group in SERVING:
        cells = " | ".join(number(p.milliseconds.get(group, 0.0)) for p in phases)
        lines.append(f"| {group} | {cells} |")
    lines.append(
        "| **total** | "
        + " | ".join(f"**{number(p.milliseconds['total'])}**" for p in phases)
        + " |"
    )
    lines.append(
        f"| {LOAD} (not counted) | "
        + " | ".join(number(p.milliseconds.get(LOAD, 0.0)) for p in phases)
        + " |"
    )
    lines.append(
        "| events appended per operation | " + " | ".join(f"{p.events:.1f}" for p in phases) + " |"
    )
    lines.append("| operations measured | " + " | ".join(f"{p.count:,}" for p in phases) + " |")
    checkout = next((p for p in phases if p.unit == "checkout"), None)
    summary = []
    if checkout is not None:
        cores = cores_needed(1000, checkout.milliseconds["total"])
        summary.append(
            f"- **Cores per 1,000 checkouts/s: {number(cores)}** (total CPU ms per checkout)."
        )
    summary.extend(f"- {line}" for line in ceiling_lines)
    return "\n".join([f"Last run: {run}.", "", *lines, "", *summary])


def write_measured(path: Path, block: str) -> None:
    path.write_text(replace_measured(path.read_text(), block))
