"""The `bazaar` command: serve, worker, migrate, seed-demo, projections, audit, mail, users,
api-docs. Each command group lives in its own module; this one only puts them together, over
the wiring the composition root (infra/cli.py) hands in."""

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
from interfaces.cli.wiring import Wiring

COMMANDS = (serve, worker, migrate, seed_demo, projections, audit, mail, users, api_docs)


def command_line(wiring: Wiring) -> click.Group:
    """The `bazaar` group; every command receives `wiring` as click's context object."""

    @click.group(context_settings={"obj": wiring})
    def cli() -> None:
        """Bazaar: a multi-vendor marketplace where every cent is an event."""

    for command in COMMANDS:
        cli.add_command(command)
    return cli
