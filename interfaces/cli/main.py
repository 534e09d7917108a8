"""The `bazaar` command: serve, worker, migrate, seed-demo, projections, audit, mail, users."""

from __future__ import annotations

import signal
import sys
import threading
import time
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from functools import partial

import click
import dramatiq
import uvicorn
from rich import box
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TimeElapsedColumn
from rich.table import Table

from application.accounts.users import RoleGrantError
from application.catalogue.demo_data import DEMO_PLANS
from application.catalogue.seeding import seed_demo_catalogue
from application.wallet.audit import Balance
from domain.errors import BusinessRuleViolation
from infra.bootstrap import Container, bootstrap
from infra.log_format import configure_process_logging
from infra.migrate import upgrade_to_head
from projections.projection import Projection

console = Console()


@click.group()
def cli() -> None:
    """Bazaar: a multi-vendor marketplace where every cent is an event."""


@cli.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8000, envvar="PORT", show_default=True, type=int)
@click.option("--workers", default=1, show_default=True, type=int, help="Server processes.")
def serve(host: str, port: int, workers: int) -> None:
    """Serve the storefront and /api (embedded mode also runs the workers in-process)."""
    uvicorn.run(
        "interfaces.http.asgi:create_served_app",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        # The client address comes from TRUSTED_PROXY_HEADER only (http/client_address.py);
        # uvicorn must not rewrite it from a client-sent X-Forwarded-For on its own.
        proxy_headers=False,
        log_level="info",
    )


@cli.command()
@click.option("--threads", default=4, show_default=True, type=int)
def worker(threads: int) -> None:
    """Run Dramatiq workers and the periodic tick (production mode, needs REDIS_URL)."""
    configure_process_logging()
    container = bootstrap()
    if container.settings.redis_url is None:
        raise click.UsageError(
            "REDIS_URL is not set: in embedded mode `bazaar serve` runs the workers itself."
        )
    container.broker.emit_after("process_boot")
    dramatiq_worker = dramatiq.Worker(container.broker, worker_threads=threads)
    ticker = container.periodic_tick()
    stopping = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopping.set())
    signal.signal(signal.SIGINT, lambda *_: stopping.set())
    dramatiq_worker.start()
    ticker.start()
    console.print(f"[green]worker running[/] with {threads} threads; Ctrl-C to stop")
    stopping.wait()
    ticker.stop()
    dramatiq_worker.stop()
    container.broker.emit_before("process_stop")
    container.close()


@cli.command()
def migrate() -> None:
    """Create or upgrade every table (Alembic) and load the reference data."""
    # The event store creates its own tables when built with create_event_tables.
    container = bootstrap(create_event_tables=True)
    try:
        upgrade_to_head(container.engine)
    finally:
        container.close()
    console.print("[green]database is up to date[/]")


@cli.group()
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


@cli.group()
def audit() -> None:
    """Replay wallets from the event store."""


def _cents(value: int) -> str:
    return f"{value / 100:,.2f}"


def _balance(balance: Balance) -> str:
    return f"{_cents(balance.available)} / {_cents(balance.frozen)}"


@audit.command("reconcile")
def audit_reconcile() -> None:
    """Compare every wallet's replayed balance with the balances read model (exit 1 if any
    differs)."""
    container = bootstrap()
    try:
        found = container.wallet_audit.reconcile()
    finally:
        container.close()
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
            _balance(difference.projected),
            _balance(difference.replayed),
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
def audit_wallet(email: str, moment: datetime | None) -> None:
    """Every event of EMAIL's wallet, replayed from the event store, with running balances."""
    at = None if moment is None else moment if moment.tzinfo else moment.replace(tzinfo=UTC)
    container = bootstrap()
    try:
        trail = container.wallet_audit.wallet(None, email, at)
    except BusinessRuleViolation as error:
        raise click.ClickException(f"no account with e-mail {email!r}") from error
    finally:
        container.close()
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
            _cents(event.amount_change),
            _cents(event.frozen_change),
            _cents(event.available),
            _cents(event.frozen),
            "" if event.actor_uid is None else str(event.actor_uid),
            event.reference_id[:8],
            event.remark,
        )
    console.print(f"wallet of {trail.email} (uid {trail.uid})")
    console.print(table)
    if at is not None:
        console.print(f"balance at {at.isoformat()}: {_balance(trail.balance_at)}")
    console.print(f"current balance (available / frozen): {_balance(trail.current)}")


@cli.group()
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


@cli.command("api-docs")
@click.option("--output", default="docs/api.md", show_default=True)
def api_docs(output: str) -> None:
    """Regenerate docs/api.md from the served OpenAPI document."""
    from pathlib import Path

    from interfaces.http.api_docs import render_api_docs
    from interfaces.http.app import create_app

    container = bootstrap()
    try:
        schema = create_app(container).openapi_schema.to_schema()
        Path(output).write_text(render_api_docs(schema), encoding="utf-8")
    finally:
        container.close()
    console.print(f"[green]wrote {output}[/]")


DEMO_PASSWORD = "demo-pass-1"  # noqa: S105  (documented in the README; demo only)
DEMO_ACCOUNTS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("shopper@demo.bazaar.test", "Demo Shopper", ()),
    ("seller@demo.bazaar.test", "Demo Seller", ("seller",)),
    ("reviewer@demo.bazaar.test", "Demo Reviewer", ("reviewer",)),
    ("auditor@demo.bazaar.test", "Demo Auditor", ("auditor",)),
    ("agent@demo.bazaar.test", "Demo Agent", ("agent",)),
)


@cli.command("seed-demo")
@click.option("--size", type=click.Choice(["small", "large"]), default="small", show_default=True)
def seed_demo(size: str) -> None:
    """Create the demo accounts (password demo-pass-1) and the demo catalogue; safe to run again.

    `small` is a browsable marketplace (30 shops, 2,000 products); `large` has 100,000 products
    for benchmarks. The same size always gives the same data; a seeded size is not rewritten.
    """
    container = bootstrap()
    try:
        upgrade_to_head(container.engine)
        table = Table("e-mail", "roles", "uid")
        for email, nickname, roles in DEMO_ACCOUNTS:
            uid = container.accounts.ensure_user(email, DEMO_PASSWORD, nickname, roles)
            table.add_row(email, ", ".join(roles) or "shopper", str(uid))
        console.print(table)
        console.print(f"[green]demo accounts ready[/]; password: {DEMO_PASSWORD}")
        _seed_catalogue(container, size)
    finally:
        container.close()


class _RichSeedProgress:
    def __init__(self, progress: Progress) -> None:
        self.progress = progress
        self.task: TaskID | None = None

    def stage(self, description: str, total: int) -> None:
        self.task = self.progress.add_task(description, total=total)

    def advance(self, amount: int) -> None:
        if self.task is not None:
            self.progress.advance(self.task, amount)


def _seed_catalogue(container: Container, size: str) -> None:
    plan = DEMO_PLANS[size]

    def sellers(entries: Sequence[tuple[str, str]]) -> Mapping[str, int]:
        return container.accounts.ensure_users(entries, DEMO_PASSWORD, ("seller",))

    started = time.perf_counter()
    with Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
    ) as progress:
        outcome = seed_demo_catalogue(container.engine, plan, sellers, _RichSeedProgress(progress))
    container.catalogue.cache.forget()
    if outcome.seeded:
        console.print(
            f"[green]demo catalogue ({size}) ready[/]: {outcome.goods:,} products "
            f"in {time.perf_counter() - started:.1f} s; checksum {outcome.checksum[:16]}"
        )
    else:
        console.print(f"[green]demo catalogue ({size}) already in place[/]")


@cli.group()
def users() -> None:
    """Accounts and roles."""


@users.command("grant")
@click.argument("email")
@click.argument("role")
def users_grant(email: str, role: str) -> None:
    """Grant ROLE (reviewer, auditor, seller or agent) to the account with EMAIL."""
    container = bootstrap()
    try:
        added = container.accounts.grant_role(email, role)
    except RoleGrantError as error:
        raise click.ClickException(str(error)) from error
    finally:
        container.close()
    console.print(f"{email} {'now has' if added else 'already had'} the role {role}")


if __name__ == "__main__":
    cli()
