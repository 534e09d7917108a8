"""`bazaar audit ledger|close|verify`: the marketplace's books, replayed from the event store."""

from __future__ import annotations

import sys
from datetime import UTC, date, datetime

import click
from rich.table import Table

from domain.errors import BusinessRuleViolation
from interfaces.cli.output import cents, console
from interfaces.cli.wiring import Wiring

ISO_TIMES = ["%Y-%m-%dT%H:%M:%S%z", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d"]


def ledger_command(audit: click.Group) -> None:
    @audit.command("ledger")
    @click.option(
        "--at",
        "moment",
        type=click.DateTime(formats=ISO_TIMES),
        help="ISO time (UTC unless it has an offset); now when omitted.",
    )
    @click.pass_obj
    def audit_ledger(wiring: Wiring, moment: datetime | None) -> None:
        """Approved recharges − approved withdrawals against wallets + escrow + revenue
        (exit 1 when they differ)."""
        at = None if moment is None else moment if moment.tzinfo else moment.replace(tzinfo=UTC)
        with wiring.open() as process:
            ledger = process.services.books.ledger(at)
        figures = ledger.positions
        table = Table("figure", "amount", title=f"ledger at {ledger.at.isoformat()}")
        for name, value in figures.as_dict().items():
            table.add_row(name, cents(value))
        table.add_row("difference", cents(figures.difference))
        console.print(table)
        if figures.difference != 0:
            console.print(f"[red]the books do not close: difference {cents(figures.difference)}[/]")
            sys.exit(1)
        console.print("[green]the books close to the cent[/]")


def close_command(audit: click.Group) -> None:
    @audit.command("close")
    @click.argument("day", type=click.DateTime(formats=["%Y-%m-%d"]))
    @click.pass_obj
    def audit_close(wiring: Wiring, day: datetime) -> None:
        """Close the UTC day DAY (YYYY-MM-DD) once it has ended, and every earlier open one."""
        with wiring.open() as process:
            try:
                record = process.services.books.close(day.date(), 0)
            except BusinessRuleViolation as error:
                raise click.ClickException(
                    f"{day:%Y-%m-%d} cannot be closed: it has not ended or is closed already"
                ) from error
        console.print(f"closed {record.day}: {record.events} money events, hash {record.hash}")
        for kind, amount in record.totals.items():
            console.print(f"  {kind:<12} {cents(amount):>14}")


def verify_command(audit: click.Group) -> None:
    @audit.command("verify")
    @click.pass_obj
    def audit_verify(wiring: Wiring) -> None:
        """Recompute every closed day from the event store (exit 1 naming the first day whose
        hash or totals no longer match)."""
        with wiring.open() as process:
            found = process.services.books.verify()
        if found.ok:
            console.print(f"[green]{found.checked} closed days verified; the chain holds[/]")
            return
        bad: date | None = found.first_bad_date
        console.print(
            f"[red]{bad} no longer matches its close[/] ({found.checked} days before it hold)"
        )
        sys.exit(1)
