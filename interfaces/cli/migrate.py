"""`bazaar migrate`: create or upgrade the tables."""

from __future__ import annotations

import click

from infra.bootstrap import bootstrap
from infra.migrate import upgrade_to_head
from interfaces.cli.output import console


@click.command()
def migrate() -> None:
    """Create or upgrade every table (Alembic) and load the reference data."""
    # The event store creates its own tables when built with create_event_tables.
    container = bootstrap(create_event_tables=True)
    try:
        upgrade_to_head(container.engine)
    finally:
        container.close()
    console.print("[green]database is up to date[/]")
