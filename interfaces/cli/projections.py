"""`bazaar projections status|rebuild`: inspect and rebuild the read models."""

from __future__ import annotations

import click
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
from rich.table import Table

from interfaces.cli.output import console
from interfaces.cli.wiring import ReadModels, Wiring


@click.group()
def projections() -> None:
    """Inspect and rebuild the read models."""


@projections.command("status")
@click.pass_obj
def projections_status(wiring: Wiring) -> None:
    """Each projection's position, and its lag: the events it follows not applied yet."""
    with wiring.open() as process:
        table = Table("projection", "position", "head", "lag")
        for status in process.read_models.status():
            table.add_row(status.name, str(status.position), str(status.head), str(status.lag))
        console.print(table)


@projections.command("rebuild")
@click.argument("name", required=False)
@click.pass_obj
def projections_rebuild(wiring: Wiring, name: str | None) -> None:
    """Empty the tables and replay every event from zero (all projections, or NAME), in one
    transaction and one scan of the event log."""
    with wiring.open() as process:
        read_models = process.read_models
        chosen = _chosen_projections(read_models, name)
        with Progress(
            "[progress.description]{task.description}",
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=console,
        ) as progress:
            totals = read_models.events_to_replay(chosen)
            tasks = {
                chosen_name: progress.add_task(chosen_name, total=totals[chosen_name])
                for chosen_name in chosen
            }
            read_models.rebuild(
                chosen, progress=lambda rebuilt, count: progress.advance(tasks[rebuilt], count)
            )


def _chosen_projections(read_models: ReadModels, name: str | None) -> list[str]:
    known = read_models.names()
    if name is None:
        return known
    if name not in known:
        raise click.BadParameter(f"unknown projection {name!r}; known: {', '.join(known)}")
    return [name]
