"""The system under test: `bazaar serve` and a `bazaar worker` in production mode (PostgreSQL +
Redis, the `large` demo data), and the bare Litestar app the catalogue is compared with."""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import httpx
import psycopg
import redis

from infra.bootstrap import Container, bootstrap
from infra.settings import PROJECT_ROOT, Settings
from tests.conftest import free_port

BAZAAR = [sys.executable, "-m", "infra.cli"]
BENCH_DATA_DIR = PROJECT_ROOT / "var" / "bench"


@dataclass(frozen=True)
class Stack:
    api: str
    bare: str
    settings: Settings
    api_pid: int = 0
    worker_pid: int = 0


def ensure_database(url: str) -> None:
    """Creates the benchmark database on first use; it is kept so the seed runs once."""
    parts = urlsplit(url)
    name = parts.path.lstrip("/")
    admin = urlunsplit((parts.scheme, parts.netloc, "/postgres", "", ""))
    with psycopg.connect(admin, autocommit=True) as connection:
        exists = connection.execute(
            "SELECT 1 FROM pg_database WHERE datname = %s", (name,)
        ).fetchone()
        if not exists:
            connection.execute(f'CREATE DATABASE "{name}"')


def require_redis(url: str) -> None:
    try:
        redis.Redis.from_url(url).ping()
    except redis.RedisError as error:
        raise SystemExit(f"make bench needs Redis at {url}: {error}") from error


@contextmanager
def process(
    command: list[str], environment: dict[str, str], log: Path
) -> Iterator[subprocess.Popen[bytes]]:
    with log.open("ab") as output:
        process = subprocess.Popen(
            command, cwd=PROJECT_ROOT, env=environment, stdout=output, stderr=subprocess.STDOUT
        )
    try:
        yield process
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()


def wait_answering(url: str, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"{process.args!r} exited with {process.returncode}")
        try:
            httpx.get(url, timeout=1)
            return
        except httpx.HTTPError:
            time.sleep(0.3)
    raise SystemExit(f"{url} did not answer within 90 s")


@contextmanager
def scratch_database(database_url: str) -> Iterator[str]:
    """A new database on the benchmark's server, dropped afterwards, for measurements whose
    events must not land in the marketplace's event store."""
    name = f"bazaar_bench_scratch_{secrets.token_hex(4)}"
    parts = urlsplit(database_url)
    admin = urlunsplit((parts.scheme, parts.netloc, "/postgres", "", ""))
    with psycopg.connect(admin, autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    try:
        yield urlunsplit((parts.scheme, parts.netloc, f"/{name}", parts.query, ""))
    finally:
        with psycopg.connect(admin, autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def scratch_settings(settings: Settings, url: str) -> Settings:
    """The served stack's settings on a scratch database, without its Redis. A save there
    wakes a worker with a notification id of the scratch log; sent to the stack's worker, that
    id was taken for the head of the benchmark database's log, and every read model it followed
    was moved past events not yet written (a rebuild's 180,050 over a log of 71,750): the next
    run's commands then found their read models "up to date" and applied nothing."""
    return replace(settings, database_url=url, redis_url=None)


def settle(database_url: str) -> None:
    """Vacuums and analyzes the benchmark database before anything is measured. Right after the
    seed copies its 100,000 products in, PostgreSQL's autovacuum and autoanalyze work through
    the new tables for minutes, as backends of this database, and the machine runs slower
    beside them: a `cpu cost` run then gave a checkout at 29 bare appends where the same code
    on the settled database gave 15 to 19. Done here, each run starts settled (on a database
    kept from an earlier run it takes seconds)."""
    with psycopg.connect(database_url, autocommit=True) as connection:
        connection.execute("VACUUM (ANALYZE)")


def run_command(environment: dict[str, str], *arguments: str) -> None:
    subprocess.run([*BAZAAR, *arguments], cwd=PROJECT_ROOT, env=environment, check=True)


@contextmanager
def production_stack(database_url: str, redis_url: str, worker_threads: int) -> Iterator[Stack]:
    """Migrates and seeds (idempotent, so a second run skips the 100,000 products), then serves
    the API, one worker process and the bare app, each its own process, on loopback."""
    ensure_database(database_url)
    require_redis(redis_url)
    BENCH_DATA_DIR.mkdir(parents=True, exist_ok=True)
    environment = {key: value for key, value in os.environ.items() if key != "SMTP_URL"}
    environment.update(
        {
            "DATABASE_URL": database_url,
            "REDIS_URL": redis_url,
            "BAZAAR_DATA_DIR": str(BENCH_DATA_DIR),
        }
    )
    run_command(environment, "migrate")
    run_command(environment, "seed-demo", "--size", "large")
    settle(database_url)
    api_port, bare_port = free_port(), free_port()
    bare_command = [
        sys.executable,
        "-m",
        "uvicorn",
        "--factory",
        "tests.benchmarks.bare_app:create_bare_app",
        "--port",
        str(bare_port),
        "--workers",
        "1",
        "--log-level",
        "warning",
        "--no-access-log",
    ]
    logs = BENCH_DATA_DIR
    with ExitStack() as processes:
        server = processes.enter_context(
            process([*BAZAAR, "serve", "--port", str(api_port)], environment, logs / "server.log")
        )
        worker = processes.enter_context(
            process(
                [*BAZAAR, "worker", "--threads", str(worker_threads)],
                environment,
                logs / "worker.log",
            )
        )
        bare = processes.enter_context(process(bare_command, environment, logs / "bare.log"))
        api_url, bare_url = f"http://127.0.0.1:{api_port}", f"http://127.0.0.1:{bare_port}"
        wait_answering(api_url + "/", server)
        wait_answering(bare_url + "/", bare)
        settings = Settings.from_environment(environment)
        yield Stack(api_url, bare_url, settings, api_pid=server.pid, worker_pid=worker.pid)


@contextmanager
def inspector(settings: Settings) -> Iterator[Container]:
    """An in-process container on the benchmark database, for set-up and for reading positions.
    It sends projection wake-ups to Redis like the server does; the worker process applies them."""
    container = bootstrap(settings)
    try:
        yield container
    finally:
        container.close()
