"""`bazaar migrate`: create or upgrade the tables."""

from __future__ import annotations

import click

from interfaces.cli.output import console
from interfaces.cli.wiring import Wiring


@click.command()
@click.pass_obj
def migrate(wiring: Wiring) -> None:
    """Create or upgrade every table (Alembic) and load the reference data."""
    # The event store creates its own tables when built with create_event_tables.
    with wiring.open(create_event_tables=True) as process:
        process.upgrade_tables()
    console.print("[green]database is up to date[/]")
