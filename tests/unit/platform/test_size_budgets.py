"""The size budgets of docs/architecture.md are enforced by `make lint`
(infra/scripts/check_size_budgets.py): prove the check fails on a planted oversize function and
module, and passes a tree within budget."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

CHECK = Path(__file__).resolve().parents[3] / "infra" / "scripts" / "check_size_budgets.py"


def check(root: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(CHECK), str(root)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def plant(root: Path, module: str, source: str) -> None:
    path = root / module
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(source)


def function(name: str, body_lines: int, indent: str = "") -> str:
    """A function of exactly 1 + body_lines lines, behind a decorator that does not count."""
    body = "".join(f"{indent}    x{i} = {i}\n" for i in range(body_lines - 1))
    return f"{indent}@staticmethod\n{indent}def {name}() -> None:\n{body}{indent}    return None\n"


def test_a_tree_within_budget_passes(tmp_path: Path) -> None:
    plant(tmp_path, "domain/fine.py", function("forty_lines", 39))
    plant(tmp_path, "application/long.py", "\n" * 300)
    # Tests and generated migrations are exempt.
    plant(tmp_path, "tests/test_long.py", function("long_test", 80) + "\n" * 400)
    plant(tmp_path, "infra/migrations/versions/0001_big.py", function("upgrade", 80))

    result = check(tmp_path)

    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout == ""


def test_an_oversize_function_and_module_fail_naming_both(tmp_path: Path) -> None:
    plant(tmp_path, "domain/fine.py", function("forty_lines", 39))
    plant(tmp_path, "projections/long.py", "\n" * 301)
    plant(
        tmp_path,
        "interfaces/http/big.py",
        "class Controller:\n" + function("handle", 41, indent="    "),
    )

    result = check(tmp_path)

    assert result.returncode == 1
    assert "projections/long.py:1 module 301 lines (budget 300)" in result.stdout
    assert "interfaces/http/big.py:3 Controller.handle 42 lines (budget 40)" in result.stdout
    assert "fine.py" not in result.stdout
