"""`bazaar projections status|rebuild`: inspect and rebuild the read models."""

from __future__ import annotations

from functools import partial

import click
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
from rich.table import Table

from infra.bootstrap import Container, bootstrap
from interfaces.cli.output import console
from projections.projection import Projection


@click.group()
def projections() -> None:
    """Inspect and rebuild the read models."""


@projections.command("status")
def projections_status() -> None:
    """Each projection's position and lag behind the event log."""
    container = bootstrap()
    try:
        table = Table("projection", "position", "head", "lag")
        for status in container.runner.status():
            table.add_row(status.name, str(status.position), str(status.head), str(status.lag))
        console.print(table)
    finally:
        container.close()


@projections.command("rebuild")
@click.argument("name", required=False)
def projections_rebuild(name: str | None) -> None:
    """Empty the tables and replay every event from zero (all projections, or NAME)."""
    container = bootstrap()
    try:
        chosen = _chosen_projections(container, name)
        with Progress(
            "[progress.description]{task.description}",
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=console,
        ) as progress:
            for projection in chosen:
                task = progress.add_task(
                    projection.name, total=container.runner.count_all(projection)
                )
                container.runner.rebuild(projection, progress=partial(progress.advance, task))
    finally:
        container.close()


def _chosen_projections(container: Container, name: str | None) -> list[Projection]:
    known = container.runner.projections
    if name is None:
        return list(known.values())
    if name not in known:
        raise click.BadParameter(f"unknown projection {name!r}; known: {', '.join(known)}")
    return [known[name]]
