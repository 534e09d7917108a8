"""The one-way import rule of docs/architecture.md is enforced by `make lint` (import-linter):
prove the contracts fail on a planted wrong-way import, on a copy of the code."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
PACKAGES = ("domain", "application", "projections", "workers", "interfaces", "infra")
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def copy_of_the_code(target: Path) -> Path:
    for package in PACKAGES:
        shutil.copytree(
            ROOT / package,
            target / package,
            ignore=shutil.ignore_patterns("__pycache__", "migrations", "data", "*.json"),
        )
    shutil.copy(ROOT / "pyproject.toml", target / "pyproject.toml")
    return target


def lint_imports(code: Path) -> subprocess.CompletedProcess[str]:
    # The copy comes first on the path, ahead of the editable install of the real tree.
    environment = {**os.environ, "PYTHONPATH": str(code)}
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache"],
        cwd=code,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def plant(code: Path, module: str, import_line: str) -> None:
    path = code / module
    path.write_text(path.read_text() + f"\n{import_line}\n")


def test_the_code_as_it_is_keeps_every_contract(tmp_path: Path) -> None:
    result = lint_imports(copy_of_the_code(tmp_path))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


@pytest.mark.parametrize(
    ("module", "import_line", "reported"),
    [
        ("domain/money.py", "import application.bazaar", "domain.money -> application.bazaar"),
        (
            "application/wallet/service.py",
            "import interfaces.http.envelope",
            "application.wallet.service -> interfaces.http.envelope",
        ),
        (
            "projections/wallet_balances.py",
            "import workers.tick",
            "projections.wallet_balances -> workers.tick",
        ),
        (
            "interfaces/http/envelope.py",
            "import projections.paging",
            "interfaces.http.envelope -> projections.paging",
        ),
    ],
)
def test_a_planted_wrong_way_import_fails_the_lint(
    tmp_path: Path, module: str, import_line: str, reported: str
) -> None:
    assert_the_lint_refuses(tmp_path, module, import_line, reported)


@pytest.mark.parametrize(
    ("module", "import_line", "reported"),
    [
        (
            "interfaces/http/envelope.py",
            "import infra.settings",
            "interfaces.http.envelope -> infra.settings",
        ),
        ("interfaces/cli/output.py", "import infra.bootstrap", "interfaces.cli.output -> infra"),
        ("workers/tick.py", "import infra.smtp", "workers.tick -> infra.smtp"),
    ],
)
def test_the_edge_and_the_workers_do_not_import_the_composition_root(
    tmp_path: Path, module: str, import_line: str, reported: str
) -> None:
    assert_the_lint_refuses(tmp_path, module, import_line, reported)


@pytest.mark.parametrize(
    ("module", "import_line", "reported"),
    [
        (
            "application/accounts/users.py",
            "import application.orders.cart",
            "application.accounts.users -> application.orders.cart",
        ),
        (
            "application/accounts/service.py",
            "import application.site.mail",
            "application.accounts.service -> application.site.mail",
        ),
        (
            "application/shops/profile.py",
            "import application.wallet.service",
            "application.shops.profile -> application.wallet.service",
        ),
        (
            "application/ports.py",
            "import application.site.mail",
            "application.ports -> application.site.mail",
        ),
    ],
)
def test_a_capability_imports_only_the_capabilities_below_it(
    tmp_path: Path, module: str, import_line: str, reported: str
) -> None:
    assert_the_lint_refuses(tmp_path, module, import_line, reported)


def test_a_new_capability_folder_must_be_given_its_place_in_the_contract(tmp_path: Path) -> None:
    code = copy_of_the_code(tmp_path)
    (code / "application" / "loyalty").mkdir()
    (code / "application" / "loyalty" / "__init__.py").write_text("")
    result = lint_imports(code)
    assert result.returncode != 0
    assert "application.loyalty" in result.stdout


def assert_the_lint_refuses(tmp_path: Path, module: str, import_line: str, reported: str) -> None:
    """Plants `import_line` in a copy of the code and sees lint-imports name it broken."""
    code = copy_of_the_code(tmp_path)
    plant(code, module, import_line)
    result = lint_imports(code)
    assert result.returncode != 0
    assert "BROKEN" in result.stdout
    assert reported in result.stdout
