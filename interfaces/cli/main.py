"""The `bazaar` command: serve, worker, migrate, seed-demo, projections, audit, mail, users,
api-docs. Each command group lives in its own module; this one only puts them together."""

from __future__ import annotations

import click

from interfaces.cli.api_docs import api_docs
from interfaces.cli.audit import audit
from interfaces.cli.mail import mail
from interfaces.cli.migrate import migrate
from interfaces.cli.projections import projections
from interfaces.cli.seed_demo import seed_demo
from interfaces.cli.server import serve, worker
from interfaces.cli.users import users


@click.group()
def cli() -> None:
    """Bazaar: a multi-vendor marketplace where every cent is an event."""


for command in (serve, worker, migrate, seed_demo, projections, audit, mail, users, api_docs):
    cli.add_command(command)


if __name__ == "__main__":
    cli()
