"""One measured figure next to its baseline from the same run, and the report built from them."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class Figure:
    scenario: str
    measure: str
    value: float
    baseline: str
    baseline_value: float
    target: str = ""
    met: bool | None = None

    @property
    def ratio(self) -> float:
        return self.value / self.baseline_value if self.baseline_value else float("nan")

    def as_json(self) -> dict[str, Any]:
        return {**asdict(self), "ratio": round(self.ratio, 4)}


def percentile(samples: list[float], fraction: float) -> float:
    """Nearest-rank percentile of a non-empty sample."""
    ordered = sorted(samples)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def number(value: float) -> str:
    if value >= 1000:
        return f"{value:,.0f}"
    if value >= 100:
        return f"{value:.0f}"
    return f"{value:.1f}" if value >= 10 else f"{value:.2f}"


def ratio(value: float) -> str:
    """Three significant digits: a ratio of 0.0004 must not print as 0.000."""
    return f"{value:.3g}"


def markdown_table(figures: list[Figure]) -> str:
    lines = [
        "| scenario | measure | Bazaar | baseline (same run) | ratio | target | met |",
        "|---|---|---:|---|---:|---|---|",
    ]
    for figure in figures:
        met = "" if figure.met is None else ("yes" if figure.met else "**no**")
        lines.append(
            f"| {figure.scenario} | {figure.measure} | {number(figure.value)} | "
            f"{figure.baseline}: {number(figure.baseline_value)} | {ratio(figure.ratio)} | "
            f"{figure.target} | {met} |"
        )
    return "\n".join(lines)
