"""`bazaar seed-demo`: the demo accounts and the demo catalogue."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence

import click
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TimeElapsedColumn
from rich.table import Table

from application.books.demo_reviews import review_authors
from application.books.demo_trades import TradeParties
from application.catalogue.demo_data import DEMO_PLANS
from interfaces.cli.output import console
from interfaces.cli.wiring import Process, Wiring

DEMO_PASSWORD = "demo-pass-1"  # noqa: S105  (documented in the README; demo only)


DEMO_ACCOUNTS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("shopper@demo.bazaar.test", "Demo Shopper", ()),
    ("seller@demo.bazaar.test", "Demo Seller", ("seller",)),
    ("reviewer@demo.bazaar.test", "Demo Reviewer", ("reviewer",)),
    # A second reviewer, so that the two-person rule on large amounts can be tried out.
    ("reviewer2@demo.bazaar.test", "Demo Reviewer Two", ("reviewer",)),
    ("auditor@demo.bazaar.test", "Demo Auditor", ("auditor",)),
    ("agent@demo.bazaar.test", "Demo Agent", ("agent",)),
    # The platform's staff; two, because granting a staff role takes two different operators.
    ("operator@demo.bazaar.test", "Demo Operator", ("operator",)),
    ("operator2@demo.bazaar.test", "Demo Operator Two", ("operator",)),
    # Whose past orders from the demo seller were settled: the books and the seller's money.
    ("buyer@demo.bazaar.test", "Demo Buyer", ()),
)


@click.command("seed-demo")
@click.option("--size", type=click.Choice(["small", "large"]), default="small", show_default=True)
@click.pass_obj
def seed_demo(wiring: Wiring, size: str) -> None:
    """Create the demo accounts (password demo-pass-1) and the demo catalogue; safe to run again.

    `small` is a browsable marketplace (30 shops, 2,000 products); `large` has 100,000 products
    for benchmarks. The same size always gives the same data; a seeded size is not rewritten.
    """
    with wiring.open() as process:
        process.upgrade_tables()
        table = Table("e-mail", "roles", "uid")
        uids: dict[str, int] = {}
        for email, nickname, roles in DEMO_ACCOUNTS:
            uid = process.services.accounts.ensure_user(email, DEMO_PASSWORD, nickname, roles)
            uids[email] = uid
            table.add_row(email, ", ".join(roles) or "shopper", str(uid))
        console.print(table)
        console.print(f"[green]demo accounts ready[/]; password: {DEMO_PASSWORD}")
        _seed_catalogue(process, size)
        authors = process.services.accounts.ensure_users(
            [(author.email, author.nickname) for author in review_authors()], DEMO_PASSWORD
        )
        parties = TradeParties(
            buyer_uid=uids["buyer@demo.bazaar.test"],
            seller_uid=uids["seller@demo.bazaar.test"],
            reviewer_uids=(uids["reviewer@demo.bazaar.test"], uids["reviewer2@demo.bazaar.test"]),
            review_authors=authors,
        )
        placed = process.seed_demo_trades(parties)
        console.print(f"[green]demo trade history ready[/] ({placed} new orders)")


class _RichSeedProgress:
    def __init__(self, progress: Progress) -> None:
        self.progress = progress
        self.task: TaskID | None = None

    def stage(self, description: str, total: int) -> None:
        self.task = self.progress.add_task(description, total=total)

    def advance(self, amount: int) -> None:
        if self.task is not None:
            self.progress.advance(self.task, amount)


def _seed_catalogue(process: Process, size: str) -> None:
    plan = DEMO_PLANS[size]
    services = process.services

    def sellers(entries: Sequence[tuple[str, str]]) -> Mapping[str, int]:
        return services.accounts.ensure_users(entries, DEMO_PASSWORD, ("seller",))

    started = time.perf_counter()
    with Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
    ) as progress:
        outcome = process.seed_demo_catalogue(plan, sellers, _RichSeedProgress(progress))
    services.catalogue.cache.forget()
    if outcome.seeded:
        console.print(
            f"[green]demo catalogue ({size}) ready[/]: {outcome.goods:,} products "
            f"in {time.perf_counter() - started:.1f} s; checksum {outcome.checksum[:16]}"
        )
    else:
        console.print(f"[green]demo catalogue ({size}) already in place[/]")
