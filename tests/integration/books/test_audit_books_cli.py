"""`bazaar audit ledger|close|verify` against a real embedded store: books written two days ago
(a recharge, a paid order, a withdrawal request), then read, closed and verified by the
command, before and after an edit of the stored events in place."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner
from sqlalchemy import select

from application.catalogue.offers import offers_for
from application.catalogue.tables import goods, skus
from application.orders.cart import PricedLine
from domain.wallet import Wallet
from infra.bootstrap import bootstrap
from infra.cli import cli
from infra.settings import Settings
from tests.integration.books.tamper import Edit, edit_stored_event, times
from tests.integration.catalogue.fixture import seed_fixture_catalogue


class FixedClock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


@dataclass(frozen=True)
class Written:
    day: date
    """The UTC day every money event happened on."""
    first_moment: datetime
    order_total: int


@pytest.fixture
def runner(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CliRunner:
    for name in ("DATABASE_URL", "REDIS_URL", "SMTP_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "200")
    result = CliRunner().invoke(cli, ["migrate"])
    assert result.exit_code == 0, result.output
    return CliRunner()


def write_books() -> Written:
    """At 10:00 UTC two days ago: 200.00 recharged and approved, a Dutch oven (83.99 with its
    tax) bought, then 20.00 asked back."""
    day = datetime.now(UTC).date() - timedelta(days=2)
    clock = FixedClock(datetime.combine(day, time(10), UTC))
    start = clock.now
    container = bootstrap(Settings.from_environment(), clock=clock)
    try:
        seed_fixture_catalogue(container.engine)
        uid = container.accounts.ensure_user("cleo@bazaar.test", "secret-1", "cleo")
        recharge_id, _ = container.wallets.request_recharge(uid, "m", 20_000, "tx", "p.png", "a")
        container.wallets.approve_recharge(uid, recharge_id, 9, "ok")
        clock.now += timedelta(minutes=5)
        with container.engine.connect() as connection:
            sku_id = connection.execute(
                select(skus.c.sku_id)
                .join(goods, goods.c.goods_id == skus.c.goods_id)
                .where(goods.c.name == "Cast Iron Dutch Oven")
            ).scalar_one()
            offer = offers_for(connection, [sku_id])[sku_id]
        placed = container.orders.place(uid, [PricedLine(offer, 1)], {"name": "Cleo"}, {}, [])
        container.orders.pay(uid, placed.order_ids)
        clock.now += timedelta(hours=1)
        container.wallets.request_withdrawal(uid, "m", 2000, "a")
        container.runner.catch_up_all()
    finally:
        container.close()
    return Written(day, start, placed.pay_amount)


def tamper(kind: type[Wallet.Event], edit: Edit) -> None:
    container = bootstrap(Settings.from_environment())
    try:
        edit_stored_event(container, kind, edit)
    finally:
        container.close()


def test_audit_ledger_exits_0_when_the_books_balance_and_1_once_a_payment_is_edited(
    runner: CliRunner,
) -> None:
    written = write_books()
    assert written.order_total == 8399

    sound = runner.invoke(cli, ["audit", "ledger"])

    assert sound.exit_code == 0, sound.output
    assert "the books close to the cent" in sound.output
    for figure, amount in (
        ("recharged", "200.00"),
        ("available", "96.01"),  # 200.00 − 83.99 − 20.00
        ("frozen", "20.00"),
        ("escrow", "83.99"),
        ("difference", "0.00"),
    ):
        assert any(figure in row and amount in row for row in sound.output.splitlines()), figure
    before = (written.first_moment - timedelta(minutes=1)).strftime("%Y-%m-%dT%H:%M:%S")
    earlier = runner.invoke(cli, ["audit", "ledger", "--at", before])
    assert earlier.exit_code == 0, earlier.output
    assert any("recharged" in row and "0.00" in row for row in earlier.output.splitlines())
    assert "200.00" not in earlier.output

    tamper(Wallet.PaymentDebited, times(2))  # the wallet pays twice what escrow received
    broken = runner.invoke(cli, ["audit", "ledger"])

    assert broken.exit_code == 1, broken.output
    assert "the books do not close: difference 83.99" in broken.output


def test_audit_close_then_verify_names_the_day_whose_events_were_edited(
    runner: CliRunner,
) -> None:
    written = write_books()
    day = written.day.isoformat()

    closed = runner.invoke(cli, ["audit", "close", day])

    assert closed.exit_code == 0, closed.output
    # The recharge, the wallet's debit, the order's payment and the withdrawal request.
    assert f"closed {day}: 4 money events" in closed.output
    assert any("recharges" in row and "200.00" in row for row in closed.output.splitlines())
    assert any("payments" in row and "83.99" in row for row in closed.output.splitlines())
    again = runner.invoke(cli, ["audit", "close", day])
    assert again.exit_code == 1 and "cannot be closed" in again.output
    today = runner.invoke(cli, ["audit", "close", datetime.now(UTC).date().isoformat()])
    assert today.exit_code == 1 and "cannot be closed" in today.output
    assert runner.invoke(cli, ["audit", "close", "someday"]).exit_code == 2
    sound = runner.invoke(cli, ["audit", "verify"])
    assert sound.exit_code == 0, sound.output
    assert "1 closed days verified" in sound.output

    # Ten times the recharge on both sides of the equation: the ledger still balances, the
    # closed day's hash and totals no longer do.
    tamper(Wallet.RechargeApproved, times(10))

    assert runner.invoke(cli, ["audit", "ledger"]).exit_code == 0
    broken = runner.invoke(cli, ["audit", "verify"])
    assert broken.exit_code == 1, broken.output
    assert f"{day} no longer matches its close" in broken.output
