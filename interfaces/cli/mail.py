"""`bazaar mail outbox`: the latest queued e-mails."""

from __future__ import annotations

import click

from interfaces.cli.output import console
from interfaces.cli.wiring import Wiring


@click.group()
def mail() -> None:
    """Outgoing mail."""


@mail.command("outbox")
@click.option("--limit", default=10, show_default=True, type=int)
@click.pass_obj
def mail_outbox(wiring: Wiring, limit: int) -> None:
    """Print the latest queued e-mails (how to finish sign-up locally without SMTP)."""
    with wiring.open() as process:
        for message in process.services.mailbox.recent(limit):
            console.rule(f"#{message.outbox_id} to {message.recipient}: {message.subject}")
            console.print(message.body, markup=False)
