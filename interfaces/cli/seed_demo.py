"""`bazaar seed-demo`: the demo accounts and the demo catalogue."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence

import click
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TimeElapsedColumn
from rich.table import Table

from application.catalogue.demo_data import DEMO_PLANS
from application.catalogue.seeding import seed_demo_catalogue
from infra.bootstrap import Container, bootstrap
from infra.migrate import upgrade_to_head
from interfaces.cli.output import console

DEMO_PASSWORD = "demo-pass-1"  # noqa: S105  (documented in the README; demo only)


DEMO_ACCOUNTS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("shopper@demo.bazaar.test", "Demo Shopper", ()),
    ("seller@demo.bazaar.test", "Demo Seller", ("seller",)),
    ("reviewer@demo.bazaar.test", "Demo Reviewer", ("reviewer",)),
    ("auditor@demo.bazaar.test", "Demo Auditor", ("auditor",)),
    ("agent@demo.bazaar.test", "Demo Agent", ("agent",)),
)


@click.command("seed-demo")
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
