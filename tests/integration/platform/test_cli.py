"""The `bazaar` command against a real embedded store."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from infra.bootstrap import bootstrap
from infra.cli import cli
from infra.settings import Settings


@pytest.fixture
def runner(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CliRunner:
    for name in ("DATABASE_URL", "REDIS_URL", "SMTP_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path))
    result = CliRunner().invoke(cli, ["migrate"])
    assert result.exit_code == 0, result.output
    return CliRunner()


def test_seed_demo_creates_the_six_demo_accounts_and_can_run_again(runner: CliRunner) -> None:
    first = runner.invoke(cli, ["seed-demo"])
    again = runner.invoke(cli, ["seed-demo"])
    assert first.exit_code == again.exit_code == 0
    # Two reviewers: a large recharge or withdrawal needs both.
    for email in ("shopper", "seller", "reviewer", "reviewer2", "auditor", "agent"):
        assert f"{email}@demo.bazaar.test" in again.output


def test_users_grant_gives_a_role_and_refuses_unknown_roles_and_accounts(
    runner: CliRunner,
) -> None:
    runner.invoke(cli, ["seed-demo"])
    granted = runner.invoke(cli, ["users", "grant", "shopper@demo.bazaar.test", "reviewer"])
    assert granted.exit_code == 0 and "now has the role reviewer" in granted.output
    repeated = runner.invoke(cli, ["users", "grant", "shopper@demo.bazaar.test", "reviewer"])
    assert "already had" in repeated.output
    unknown_role = runner.invoke(cli, ["users", "grant", "shopper@demo.bazaar.test", "king"])
    assert unknown_role.exit_code != 0 and "unknown role" in unknown_role.output
    nobody = runner.invoke(cli, ["users", "grant", "nobody@bazaar.test", "agent"])
    assert nobody.exit_code != 0 and "no account" in nobody.output


def test_projections_status_shows_the_lag_and_rebuild_replays_it_away(runner: CliRunner) -> None:
    container = bootstrap(Settings.from_environment())
    try:
        recharge_id, _ = container.wallets.request_recharge(1, "m", 2000, "tx", "p.png", "a")
        container.wallets.approve_recharge(1, recharge_id, 9, "ok")
    finally:
        container.close()

    before = runner.invoke(cli, ["projections", "status"])
    assert before.exit_code == 0
    # Opened, RechargeRequested, RechargeApproved: three events in the log; the lag counts
    # the two the balance follows (the request moves no money). Column widths follow the
    # longest projection name.
    assert re.search(r"│ wallet_balances\s+│ 0\s+│ 3\s+│ 2\s+│", before.output)

    rebuilt = runner.invoke(cli, ["projections", "rebuild", "wallet_balances"])
    assert rebuilt.exit_code == 0, rebuilt.output
    assert "2/2" in rebuilt.output, "the two balance-changing events were replayed"

    after = runner.invoke(cli, ["projections", "status"])
    assert re.search(r"│ wallet_balances\s+│ 3\s+│ 3\s+│ 0\s+│", after.output)
    assert runner.invoke(cli, ["projections", "rebuild", "nope"]).exit_code != 0

    everything = runner.invoke(cli, ["projections", "rebuild"])
    assert everything.exit_code == 0, everything.output
    assert "wallet_balances" in everything.output and "recharges" in everything.output
    assert re.search(
        r"│ recharges\s+│ 3\s+│ 3\s+│ 0\s+│", runner.invoke(cli, ["projections", "status"]).output
    )


def test_mail_outbox_prints_the_sign_up_code_without_smtp(runner: CliRunner) -> None:
    container = bootstrap(Settings.from_environment())
    try:
        container.accounts.send_code("someone@bazaar.test", "signup")
    finally:
        container.close()
    printed = runner.invoke(cli, ["mail", "outbox"])
    assert printed.exit_code == 0
    assert "someone@bazaar.test" in printed.output
    assert "verification code is" in printed.output
