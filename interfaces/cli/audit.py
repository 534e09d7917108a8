"""`bazaar audit reconcile|wallet|ledger|close|verify`: replay wallets and the books from the
event store."""

from __future__ import annotations

import sys
from datetime import UTC, datetime

import click
from rich import box
from rich.table import Table

from application.wallet.audit import WalletTrail
from domain.errors import BusinessRuleViolation
from interfaces.cli.books import close_command, ledger_command, verify_command
from interfaces.cli.output import balance_text, cents, console
from interfaces.cli.wiring import Wiring


@click.group()
def audit() -> None:
    """Replay wallets and the marketplace's books from the event store."""


ledger_command(audit)
close_command(audit)
verify_command(audit)


@audit.command("reconcile")
@click.pass_obj
def audit_reconcile(wiring: Wiring) -> None:
    """Compare every wallet's replayed balance with the balances read model (exit 1 if any
    differs)."""
    with wiring.open() as process:
        found = process.services.wallet_audit.reconcile()
    if not found.discrepancies:
        console.print(
            f"[green]{found.checked} wallets checked at notification {found.position}; "
            "every projected balance equals its replay[/]"
        )
        return
    table = Table(
        "uid", "e-mail", "projected (available / frozen)", "replayed (available / frozen)"
    )
    for difference in found.discrepancies:
        table.add_row(
            str(difference.uid),
            difference.email,
            balance_text(difference.projected),
            balance_text(difference.replayed),
        )
    console.print(table)
    console.print(
        f"[red]{len(found.discrepancies)} of {found.checked} wallets differ[/] "
        f"(compared at notification {found.position})"
    )
    sys.exit(1)


@audit.command("wallet")
@click.argument("email")
@click.option(
    "--at",
    "moment",
    type=click.DateTime(formats=["%Y-%m-%dT%H:%M:%S%z", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d"]),
    help="ISO time (UTC unless it has an offset): also show the balance as it stood then.",
)
@click.pass_obj
def audit_wallet(wiring: Wiring, email: str, moment: datetime | None) -> None:
    """Every event of EMAIL's wallet, replayed from the event store, with running balances."""
    at = None if moment is None else moment if moment.tzinfo else moment.replace(tzinfo=UTC)
    with wiring.open() as process:
        try:
            trail = process.services.wallet_audit.wallet(None, email, at)
        except BusinessRuleViolation as error:
            raise click.ClickException(f"no account with e-mail {email!r}") from error
    console.print(f"wallet of {trail.email} (uid {trail.uid})")
    console.print(_trail_table(trail))
    if at is not None:
        console.print(f"balance at {at.isoformat()}: {balance_text(trail.balance_at)}")
    console.print(f"current balance (available / frozen): {balance_text(trail.current)}")


def _trail_table(trail: WalletTrail) -> Table:
    """One row per wallet event, with the balances after it."""
    table = Table(box=box.SIMPLE_HEAD)
    for header in ("v", "time (UTC)", "kind"):
        table.add_column(header, no_wrap=True)
    for header in ("±available", "±frozen", "available", "frozen"):
        table.add_column(header, justify="right", no_wrap=True)
    for header in ("by", "reference", "remark"):
        table.add_column(header)
    for event in trail.events:
        table.add_row(
            str(event.version),
            f"{event.at.astimezone(UTC):%Y-%m-%d %H:%M:%S}",
            event.kind,
            cents(event.amount_change),
            cents(event.frozen_change),
            cents(event.available),
            cents(event.frozen),
            "" if event.actor_uid is None else str(event.actor_uid),
            event.reference_id[:8],
            event.remark,
        )
    return table
