"""Production mode: PostgreSQL + Redis, `bazaar serve --workers 2` and a `bazaar worker`."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
import redis
from sqlalchemy import select

from infra.bootstrap import bootstrap
from infra.settings import PROJECT_ROOT, Settings
from projections.wallet_balances import wallet_balances
from tests.conftest import free_port

BAZAAR = [sys.executable, "-m", "infra.cli"]


@dataclass
class Deployment:
    url: str
    environment: dict[str, str]


@pytest.fixture
def deployment(fresh_postgres: str, redis_url: str, tmp_path: Path) -> Iterator[Deployment]:
    redis.Redis.from_url(redis_url).flushdb()
    port = free_port()
    environment = {k: v for k, v in os.environ.items() if k not in {"SMTP_URL"}}
    environment.update(
        {
            "DATABASE_URL": fresh_postgres,
            "REDIS_URL": redis_url,
            "BAZAAR_DATA_DIR": str(tmp_path),
            # An hour-long tick: projections must arrive through Redis wake-ups alone.
            "PROJECTION_TICK_SECONDS": "3600",
            "PUBLIC_URL": f"http://127.0.0.1:{port}",
        }
    )
    subprocess.run([*BAZAAR, "migrate"], cwd=PROJECT_ROOT, env=environment, check=True)
    # The processes' output goes to a file, so a failure to come up can say why.
    log_path = tmp_path / "processes.log"
    with log_path.open("wb") as log:
        processes = [
            subprocess.Popen(
                [*BAZAAR, "serve", "--workers", "2", "--port", str(port)],
                cwd=PROJECT_ROOT,
                env=environment,
                stdout=log,
                stderr=subprocess.STDOUT,
            ),
            subprocess.Popen(
                [*BAZAAR, "worker", "--threads", "2"],
                cwd=PROJECT_ROOT,
                env=environment,
                stdout=log,
                stderr=subprocess.STDOUT,
            ),
        ]
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_answering(url, processes, log_path)
        yield Deployment(url, environment)
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            process.wait(timeout=30)


def _wait_until_answering(url: str, processes: list[subprocess.Popen[bytes]], log: Path) -> None:
    # Three uvicorn and worker processes start beside two busy test workers and Vitest on a
    # 2-core CI machine: their imports alone can take a minute there, so the bound is generous
    # and each try waits for a slow first answer instead of giving up after two seconds.
    deadline = time.monotonic() + 240
    last_answer = "no answer"
    while True:
        try:
            answer = httpx.post(f"{url}/api/system/config", json={}, timeout=15)
            if answer.status_code == 200:
                return
            last_answer = f"HTTP {answer.status_code}: {answer.text[:300]}"
        except httpx.HTTPError as error:
            last_answer = repr(error)
        exited = [p.args for p in processes if p.poll() is not None]
        output = log.read_text(errors="replace")[-3000:]
        assert not exited, f"a process exited early: {exited}\n{output}"
        assert time.monotonic() < deadline, f"server did not come up ({last_answer})\n{output}"
        time.sleep(0.5)


@pytest.mark.postgres
@pytest.mark.redis
def test_a_separate_worker_process_projects_commands_woken_through_redis(
    deployment: Deployment,
) -> None:
    settings = Settings.from_environment(deployment.environment)
    container = bootstrap(settings)
    try:
        recharge_id, _ = container.wallets.request_recharge(
            41, "usdt_trc20", 7000, "tx-prod", "proof.png", "addr"
        )
        notification_id = container.wallets.approve_recharge(41, recharge_id, 1, "ok")

        assert container.runner.wait_until_applied(notification_id, timeout=20)
        with container.engine.connect() as connection:
            row = connection.execute(
                select(wallet_balances).where(wallet_balances.c.uid == 41)
            ).one()
        assert (row.available, row.frozen) == (7000, 0)
    finally:
        container.close()


@pytest.mark.postgres
@pytest.mark.redis
def test_every_server_process_answers_and_serves_the_openapi_document(
    deployment: Deployment,
) -> None:
    # Each process's first answers are its slowest (the OpenAPI document is built on its first
    # request): on a loaded 2-core CI machine one took longer than 5 s. The bound says whether
    # a process answers at all, not how fast.
    answers = [
        httpx.post(f"{deployment.url}/api/system/config", json={}, timeout=30) for _ in range(6)
    ]
    assert all(a.status_code == 200 and a.json()["code"] == 0 for a in answers)
    schema = httpx.get(f"{deployment.url}/api/schema/openapi.json", timeout=30).json()
    assert "/api/system/config" in schema["paths"]
