"""`bazaar audit reconcile` and `bazaar audit wallet` against a real embedded store."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner
from sqlalchemy import update

from infra.bootstrap import bootstrap
from infra.cli import cli
from infra.settings import Settings
from projections.wallet_balances import wallet_balances


class Steps:
    def __init__(self) -> None:
        self.now = datetime.now(UTC).replace(microsecond=0) + timedelta(seconds=5)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def runner(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CliRunner:
    for name in ("DATABASE_URL", "REDIS_URL", "SMTP_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "200")
    result = CliRunner().invoke(cli, ["migrate"])
    assert result.exit_code == 0, result.output
    return CliRunner()


def write_wallet(email: str) -> tuple[int, datetime]:
    """A recharge of 50.00, a withdrawal of 20.00 an hour later; caught up. Answers the uid
    and the moment of the recharge."""
    clock = Steps()
    start = clock.now
    container = bootstrap(Settings.from_environment(), clock=clock)
    try:
        uid = container.accounts.ensure_user(email, "secret-1", "cli")
        recharge_id, _ = container.wallets.request_recharge(uid, "m", 5000, "tx", "p.png", "a")
        container.wallets.approve_recharge(uid, recharge_id, 9, "ok")
        clock.now += timedelta(hours=1)
        container.wallets.request_withdrawal(uid, "m", 2000, "a")
        container.runner.catch_up_all()
    finally:
        container.close()
    return uid, start


def drift(uid: int) -> None:
    container = bootstrap(Settings.from_environment())
    try:
        with container.engine.begin() as connection:
            connection.execute(
                update(wallet_balances).where(wallet_balances.c.uid == uid).values(frozen=1)
            )
    finally:
        container.close()


def test_reconcile_exits_0_when_every_wallet_matches_and_1_listing_those_that_drifted(
    runner: CliRunner,
) -> None:
    uid, _ = write_wallet("cleo@bazaar.test")
    write_wallet("dan@bazaar.test")

    sound = runner.invoke(cli, ["audit", "reconcile"])
    assert sound.exit_code == 0, sound.output
    assert "2 wallets checked" in sound.output

    drift(uid)
    drifted = runner.invoke(cli, ["audit", "reconcile"])
    assert drifted.exit_code == 1, drifted.output
    assert "cleo@bazaar.test" in drifted.output
    assert "dan@bazaar.test" not in drifted.output
    assert "30.00 / 0.01" in drifted.output, "projected available / frozen"
    assert "30.00 / 20.00" in drifted.output, "replayed available / frozen"
    assert "1 of 2 wallets differ" in drifted.output


def test_audit_wallet_prints_every_event_and_the_balance_at_a_moment(runner: CliRunner) -> None:
    _, start = write_wallet("eve@bazaar.test")
    between = (start + timedelta(minutes=30)).strftime("%Y-%m-%dT%H:%M:%S")

    printed = runner.invoke(cli, ["audit", "wallet", "eve@bazaar.test", "--at", between])

    assert printed.exit_code == 0, printed.output
    for kind in ("opened", "recharge_requested", "recharge_approved", "withdraw_requested"):
        assert kind in printed.output
    assert "balance at" in printed.output and ": 50.00 / 0.00" in printed.output
    assert "current balance (available / frozen): 30.00 / 20.00" in printed.output
    unknown = runner.invoke(cli, ["audit", "wallet", "nobody@bazaar.test"])
    assert unknown.exit_code != 0 and "no account" in unknown.output
