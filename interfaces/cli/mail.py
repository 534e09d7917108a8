"""`bazaar mail outbox`: the latest queued e-mails."""

from __future__ import annotations

import click

from infra.bootstrap import bootstrap
from interfaces.cli.output import console


@click.group()
def mail() -> None:
    """Outgoing mail."""


@mail.command("outbox")
@click.option("--limit", default=10, show_default=True, type=int)
def mail_outbox(limit: int) -> None:
    """Print the latest queued e-mails (how to finish sign-up locally without SMTP)."""
    container = bootstrap()
    try:
        for message in container.mailbox.recent(limit):
            console.rule(f"#{message.outbox_id} to {message.recipient}: {message.subject}")
            console.print(message.body, markup=False)
    finally:
        container.close()
