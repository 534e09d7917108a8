"""Schemathesis against the served OpenAPI document, with every check.

Every operation is called with generated valid and invalid bodies (examples, coverage, fuzzing
and stateful phases), as a guest and as a signed-in shopper. The checks: no 5xx, status codes
and content types as documented, every response body valid against its documented schema, and
invalid input refused (see schemathesis_hooks.py for what "refused" means in Bazaar's
envelope). The run is schemathesis' own CLI: its pytest loader does not support pytest 9.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from infra.settings import PROJECT_ROOT
from tests.reliability.services import Bazaar

FULL = os.environ.get("SECURITY_SCALE", "bounded") == "full"
EXAMPLES = 100 if FULL else 10
DEMO_SHOPPER = ("shopper@demo.bazaar.test", "demo-pass-1")


@pytest.fixture(scope="module")
def served() -> Iterator[Bazaar]:
    """`bazaar serve` in the embedded mode over the demo data, as `make run` serves it."""
    data_dir = Path(tempfile.mkdtemp(prefix="bazaar-schemathesis-"))
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in {"DATABASE_URL", "REDIS_URL", "SMTP_URL"}
    }
    environment["BAZAAR_DATA_DIR"] = str(data_dir)
    bazaar = Bazaar(environment, data_dir)
    bazaar.command("migrate")
    bazaar.command("seed-demo")
    bazaar.serve()
    try:
        yield bazaar
    finally:
        bazaar.stop()
        shutil.rmtree(data_dir, ignore_errors=True)


@pytest.fixture(scope="module")
def shopper_sid(served: Bazaar) -> str:
    email, password = DEMO_SHOPPER
    answer = httpx.post(
        f"{served.url}/api/user/login",
        json={"sid": "g" * 32, "email": email, "password": password},
        timeout=10,
    ).json()
    assert answer["code"] == 0, answer
    sid: str = answer["data"]["sid"]
    return sid


@pytest.mark.timeout(3600 if FULL else 900)
def test_every_operation_keeps_its_documented_contract(
    served: Bazaar, shopper_sid: str, tmp_path: Path
) -> None:
    schemathesis_cli = Path(sys.executable).with_name("st")
    environment = {
        **os.environ,
        "SCHEMATHESIS_HOOKS": "tests.security.schemathesis_hooks",
        "BAZAAR_FUZZ_SID": shopper_sid,
        "PYTHONPATH": str(PROJECT_ROOT),
    }
    run = subprocess.run(
        [
            str(schemathesis_cli),
            "run",
            f"{served.url}/api/schema/openapi.json",
            "--checks",
            "all",
            "--exclude-checks",
            "negative_data_rejection",
            "--max-examples",
            str(EXAMPLES),
            "--header",
            "X-Repeat-Submit: allow",
            "--seed",
            "20261122",
            "--no-color",
            "--report",
            "junit",
            "--report-dir",
            str(tmp_path),
        ],
        cwd=tmp_path,  # schemathesis keeps its run data (.schemathesis/) in the working folder
        env=environment,
        capture_output=True,
        text=True,
        timeout=3500,
    )
    summary = run.stdout[run.stdout.rfind("SUMMARY") :] if "SUMMARY" in run.stdout else run.stdout
    assert run.returncode == 0, run.stdout[-20000:] + run.stderr[-5000:]
    assert "Tested:" in summary, summary
