"""`make lint` fails when the client's generated wire types no longer match the contract."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from infra.settings import PROJECT_ROOT

SCRIPT = PROJECT_ROOT / "frontend" / "scripts" / "api-schema.sh"
COMMITTED = PROJECT_ROOT / "frontend" / "src" / "api" / "schema.d.ts"
GENERATOR = PROJECT_ROOT / "frontend" / "node_modules" / ".bin" / "openapi-typescript"


def _check(schema_file: Path) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "PYTHON": sys.executable, "SCHEMA_FILE": str(schema_file)}
    return subprocess.run(
        [str(SCRIPT), "--check"], env=environment, capture_output=True, text=True, timeout=120
    )


@pytest.fixture
def generator() -> None:
    if not GENERATOR.exists():
        if os.environ.get("CI"):
            pytest.fail("frontend/node_modules lacks openapi-typescript: run `make install`")
        pytest.skip("frontend/node_modules is not installed")


@pytest.mark.usefixtures("generator")
def test_the_committed_wire_types_match_the_served_contract_and_a_stale_copy_fails(
    tmp_path: Path,
) -> None:
    current = tmp_path / "current.d.ts"
    current.write_text(COMMITTED.read_text(encoding="utf-8"), encoding="utf-8")
    assert _check(current).returncode == 0

    stale = tmp_path / "stale.d.ts"
    # A field the server renamed: the committed types still name the old one.
    stale.write_text(
        COMMITTED.read_text(encoding="utf-8").replace("order_sn:", "order_number:", 1),
        encoding="utf-8",
    )
    checked = _check(stale)
    assert checked.returncode == 1
    assert "is stale" in checked.stderr and "order_number" in checked.stderr
