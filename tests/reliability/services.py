"""Servers the reliability suite owns, so it may kill and restart them.

The machine's own PostgreSQL and Redis are shared with everything else, so each fault test
starts a private PostgreSQL cluster (initdb, pg_ctl) and a private redis-server on free ports,
and runs `bazaar serve` and `bazaar worker` as real processes against them.
"""

from __future__ import annotations

import glob
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest
import redis

from infra.settings import PROJECT_ROOT
from tests.conftest import IN_CI, free_port

BAZAAR = [sys.executable, "-m", "infra.cli"]


def _missing(reason: str) -> None:
    """Fails in CI (where the binaries must be installed), skips on a partial machine."""
    if IN_CI:
        pytest.fail(f"{reason} (required in CI)")
    pytest.skip(reason)


def wait_until(check: Callable[[], bool], timeout: float, what: str, pause: float = 0.1) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(pause)
    raise AssertionError(f"{what} did not happen within {timeout:.0f} s")


def _postgres_bin() -> Path:
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    on_path = shutil.which("initdb")
    if on_path:
        candidates.append(on_path)
    if not candidates:
        _missing("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
    return Path(candidates[-1]).parent


class PrivatePostgres:
    """A throw-away PostgreSQL cluster; PostgreSQL refuses to run as root, so root runs it
    as the `postgres` system user."""

    def __init__(self) -> None:
        self.bin = _postgres_bin()
        self.port = free_port()
        self.directory = Path(tempfile.mkdtemp(prefix="bazaar-pg-"))
        self.data = self.directory / "data"
        self.log = self.directory / "server.log"
        self._as_owner: list[str] = []
        if os.geteuid() == 0:
            self._as_owner = ["runuser", "-u", "postgres", "--"]
            shutil.chown(self.directory, "postgres", "postgres")

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/bazaar"

    def _run(self, *command: str) -> None:
        subprocess.run([*self._as_owner, *command], check=True, capture_output=True, timeout=120)

    def create(self) -> None:
        self._run(
            str(self.bin / "initdb"),
            "-D",
            str(self.data),
            "-U",
            "postgres",
            "-A",
            "trust",
            "--no-sync",
        )
        self.start()
        with psycopg.connect(
            f"postgresql://postgres@127.0.0.1:{self.port}/postgres", autocommit=True
        ) as admin:
            admin.execute("CREATE DATABASE bazaar")

    def start(self) -> None:
        options = f"-p {self.port} -k {self.directory} -c listen_addresses=127.0.0.1"
        self._run(
            str(self.bin / "pg_ctl"),
            "-D",
            str(self.data),
            "-l",
            str(self.log),
            "-o",
            options,
            "-w",
            "start",
        )

    def stop(self, mode: str = "fast") -> None:
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w", "stop")

    def destroy(self) -> None:
        with suppress(subprocess.CalledProcessError):  # already stopped
            self.stop("immediate")
        shutil.rmtree(self.directory, ignore_errors=True)


class PrivateRedis:
    """A redis-server that keeps nothing on disk, on a port of its own."""

    def __init__(self) -> None:
        binary = shutil.which("redis-server")
        if binary is None:
            _missing("redis-server is not installed")
        self.binary = str(binary)
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.process = subprocess.Popen(
            [
                self.binary,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        client = redis.Redis.from_url(self.url, socket_connect_timeout=1)
        wait_until(lambda: _answers(client), 15, "redis-server start")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=15)
            self.process = None


def _answers(client: redis.Redis[bytes]) -> bool:
    try:
        return bool(client.ping())
    except redis.RedisError:
        return False


@dataclass
class Bazaar:
    """`bazaar serve` plus any number of `bazaar worker` processes in production mode."""

    environment: dict[str, str]
    data_dir: Path
    port: int = field(default_factory=free_port)
    server: subprocess.Popen[bytes] | None = None
    workers: list[subprocess.Popen[bytes]] = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def command(self, *arguments: str) -> None:
        subprocess.run(
            [*BAZAAR, *arguments],
            cwd=PROJECT_ROOT,
            env=self.environment,
            check=True,
            capture_output=True,
            timeout=600,
        )

    def _spawn(self, name: str, *arguments: str) -> subprocess.Popen[bytes]:
        log = (self.data_dir / f"{name}.log").open("ab")
        return subprocess.Popen(
            [*BAZAAR, *arguments],
            cwd=PROJECT_ROOT,
            env=self.environment,
            stdout=log,
            stderr=subprocess.STDOUT,
        )

    def serve(self) -> None:
        self.server = self._spawn("server", "serve", "--port", str(self.port))
        wait_until(self._serving, 60, "bazaar serve answering", pause=0.3)

    def _serving(self) -> bool:
        assert self.server is not None
        if self.server.poll() is not None:
            raise AssertionError(f"bazaar serve exited with {self.server.returncode}")
        try:
            return httpx.post(f"{self.url}/api/system/config", json={}, timeout=2).is_success
        except httpx.HTTPError:
            return False

    def start_worker(self, threads: int = 2) -> subprocess.Popen[bytes]:
        worker = self._spawn(f"worker-{len(self.workers)}", "worker", "--threads", str(threads))
        self.workers.append(worker)
        return worker

    def kill_worker(self, worker: subprocess.Popen[bytes]) -> None:
        """SIGKILL: no shutdown hook runs, whatever the worker was doing is cut off."""
        worker.send_signal(signal.SIGKILL)
        worker.wait(timeout=15)
        self.workers.remove(worker)

    def stop(self) -> None:
        for process in [*self.workers, self.server]:
            if process is not None and process.poll() is None:
                process.terminate()
        for process in [*self.workers, self.server]:
            if process is not None:
                try:
                    process.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    process.kill()
        self.workers.clear()
        self.server = None


@contextmanager
def production_stack(
    seed: bool = True, **extra_environment: str
) -> Iterator[tuple[Bazaar, PrivatePostgres, PrivateRedis]]:
    """A private PostgreSQL and Redis, migrated and seeded, with `bazaar serve` running."""
    postgres = PrivatePostgres()
    redis_server = PrivateRedis()
    data_dir = Path(tempfile.mkdtemp(prefix="bazaar-reliability-"))
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in {"DATABASE_URL", "REDIS_URL", "SMTP_URL"}
    }
    try:
        postgres.create()
        redis_server.start()
        environment.update(
            {
                "DATABASE_URL": postgres.url,
                "REDIS_URL": redis_server.url,
                "BAZAAR_DATA_DIR": str(data_dir),
                "PROJECTION_TICK_SECONDS": "0.5",
                **extra_environment,
            }
        )
        bazaar = Bazaar(environment, data_dir)
        bazaar.command("migrate")
        if seed:
            bazaar.command("seed-demo")
        bazaar.serve()
        try:
            yield bazaar, postgres, redis_server
        except BaseException:
            # What the processes said goes with the failure (pytest shows a failing test's
            # output): their folder goes with the stack.
            _print_logs(data_dir, postgres.log)
            raise
        finally:
            bazaar.stop()
    finally:
        redis_server.stop()
        postgres.destroy()
        shutil.rmtree(data_dir, ignore_errors=True)


def _print_logs(data_dir: Path, postgres_log: Path) -> None:
    for log in [*sorted(data_dir.glob("*.log")), postgres_log]:
        if log.is_file():
            print(f"----- the end of {log.name} -----")
            print(log.read_text(errors="replace")[-6000:])


def api(client: httpx.Client, path: str, sid: str, **body: Any) -> httpx.Response:
    return client.post(
        f"/api/{path}", json={"sid": sid, **body}, headers={"X-Repeat-Submit": "allow"}
    )
