"""Shared fixtures: every storage-backed test runs on SQLite and, when configured, PostgreSQL.

With `CI` set, PostgreSQL and Redis are required: an unreachable service fails the test
instead of skipping it.

The suite runs in parallel (pytest-xdist, `make test`): each worker has a Redis database of its
own (`redis_url`), ports come from the kernel (`free_port`), and each test has a PostgreSQL
database and a data folder of its own. A test's store starts as a copy of one migrated once per
worker (`migrated_postgres`, `sqlite_settings`): copying a database is cheaper than migrating
one, and the copy is the same as a fresh migration.
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import threading
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import replace
from email import message_from_bytes
from email.message import Message
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest
import redis
from aiosmtpd.controller import Controller
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from argon2 import PasswordHasher, Type
from litestar import Litestar
from litestar.datastructures import State
from litestar.testing import TestClient
from sqlalchemy import Engine

from application.accounts.passwords import Passwords
from infra.asgi import http_settings, web_app
from infra.bootstrap import Container, bootstrap
from infra.migrate import MIGRATIONS, upgrade_to_head
from infra.settings import Settings
from interfaces.http.dependencies import app_state

IN_CI = bool(os.environ.get("CI"))
# The CLI's console (interfaces/cli/output.py) takes its width from COLUMNS when it is first
# imported, by whichever test comes first on this worker; the CLI tests read whole table rows,
# so every worker prints 200 columns, in any order of the tests.
os.environ.setdefault("COLUMNS", "200")
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
"""The xdist worker running this process ("gw0", "gw1", ...); "gw0" when the run is serial."""
WORKER_INDEX = int(WORKER.removeprefix("gw") or 0)

# argon2id with the library's production parameters costs about 0.4 s a hash and as much a
# check on a loaded 2-core machine, and almost every API test signs someone up and in. The app
# the tests wire in-process hashes with small parameters (still argon2id, salted, and other
# than the "older parameters" the rehash test plants); `Passwords()` itself, the servers the
# tests start as processes and production keep the real ones.
TEST_PASSWORD_HASHER = PasswordHasher(
    time_cost=1, memory_cost=8 * 1024, parallelism=1, type=Type.ID
)


MEMORY_FILESYSTEM = Path("/dev/shm")


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    # Every test copies its SQLite store into its own folder and commits to it; on a disk each
    # commit waits for fsync, which a loaded CI machine makes the larger part of a test's time.
    # The tests' folders live in memory where the machine has it (a run can still put them
    # elsewhere with PYTEST_DEBUG_TEMPROOT); passing tests' folders go as they end
    # (tmp_path_retention_policy), so the run never holds more than a few of them.
    if MEMORY_FILESYSTEM.is_dir() and os.access(MEMORY_FILESYSTEM, os.W_OK):
        os.environ.setdefault("PYTEST_DEBUG_TEMPROOT", str(MEMORY_FILESYSTEM))


@pytest.fixture(scope="session", autouse=True)
def _cheap_password_hashing() -> Iterator[None]:
    from infra import wiring

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(wiring, "Passwords", lambda: Passwords(TEST_PASSWORD_HASHER))
        yield


ONE_AT_A_TIME = (
    # Each starts a private PostgreSQL and Redis, `bazaar serve` and workers, kills and
    # restarts them, and bounds how long the service takes to recover.
    "tests/reliability/",
    # Hundreds of concurrent calls, with a bound on their wall time.
    "tests/integration/wallet/test_wallet_concurrency.py",
    "tests/integration/orders/test_checkout_concurrency.py",
    # Two threads released together, round after round, to make cases' steps collide.
    "tests/integration/books/test_dispute_races.py",
    # A projection must arrive within a bound through a real worker, or must wait for a holder.
    "tests/integration/platform/test_projection_pipeline.py",
    "tests/integration/platform/test_read_your_writes.py",
    "tests/integration/platform/test_production_mode.py",
)
"""Tests that measure time or load the machine: under pytest-xdist (`--dist loadgroup`) they
all run on one worker, one after another, never two of them at once."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.nodeid.startswith(ONE_AT_A_TIME):
            item.add_marker(pytest.mark.xdist_group("one-at-a-time"))


def _unavailable(reason: str) -> None:
    if IN_CI:
        pytest.fail(f"{reason} (required in CI)")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def postgres_url() -> str:
    url = os.environ.get("DATABASE_URL")
    if not url:
        _unavailable("DATABASE_URL is not set")
        raise AssertionError("unreachable")
    try:
        psycopg.connect(url, connect_timeout=3).close()
    except psycopg.OperationalError as error:
        _unavailable(f"PostgreSQL unreachable: {error}")
    return url


@pytest.fixture(scope="session")
def redis_url() -> str:
    url = os.environ.get("REDIS_URL")
    if not url:
        _unavailable("REDIS_URL is not set")
        raise AssertionError("unreachable")
    parts = urlsplit(url)
    # A database of its own, flushed by each test that uses it: 15 for the first (or only)
    # worker unless another test run on this machine needs other ones (BAZAAR_TEST_REDIS_DB),
    # and one less for each further xdist worker (gw1: 14, gw2: 13, ...). Never database 0,
    # the machine's own.
    first = int(os.environ.get("BAZAAR_TEST_REDIS_DB", "15"))
    database = first - WORKER_INDEX
    if database < 1:
        pytest.fail(f"no Redis database left for worker {WORKER} (BAZAAR_TEST_REDIS_DB={first})")
    test_url = urlunsplit((parts.scheme, parts.netloc, f"/{database}", "", ""))
    try:
        redis.Redis.from_url(test_url, socket_connect_timeout=3).ping()
    except redis.RedisError as error:
        _unavailable(f"Redis unreachable: {error}")
    return test_url


def _database_url(server_url: str, name: str) -> str:
    parts = urlsplit(server_url)
    return urlunsplit((parts.scheme, parts.netloc, f"/{name}", parts.query, ""))


class DatabaseDropper:
    """Drops the tests' databases on threads of their own: the next test need not wait. Each
    DROP DATABASE waits for a checkpoint of the whole server (one to two seconds on a busy
    machine), and drops asked for together share one, so four run at once. The session waits
    for every drop."""

    def __init__(self, server_url: str) -> None:
        self.server_url = server_url
        self._pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="drop-database")
        self._drops: list[Future[None]] = []

    def drop(self, name: str) -> None:
        self._drops.append(self._pool.submit(self._drop_now, name))

    def _drop_now(self, name: str) -> None:
        with psycopg.connect(self.server_url, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def finish(self) -> None:
        self._pool.shutdown(wait=True)
        for drop in self._drops:
            drop.result()  # a failed drop fails the session's teardown, not silently


@pytest.fixture(scope="session")
def database_dropper(postgres_url: str) -> Iterator[DatabaseDropper]:
    dropper = DatabaseDropper(postgres_url)
    yield dropper
    dropper.finish()


def _create_database(postgres_url: str, template: str | None = None) -> str:
    name = f"bazaar_test_{secrets.token_hex(6)}"
    with psycopg.connect(postgres_url, autocommit=True) as admin:
        # PostgreSQL 15's default WAL_LOG strategy writes every page of the copy into the WAL,
        # and the drop after it then waits for a checkpoint that flushes them: a file copy
        # costs about half as much in all for a database of a few megabytes.
        strategy = " STRATEGY FILE_COPY" if admin.info.server_version >= 150000 else ""
        template_clause = f' TEMPLATE "{template}"{strategy}' if template else ""
        admin.execute(f'CREATE DATABASE "{name}"{template_clause}')
        # A test's commits need not wait for the disk: this trades only durability across a
        # crash of the server (which no test of these databases makes; the fault tests start
        # servers of their own), never what a transaction sees or when it conflicts.
        admin.execute(f'ALTER DATABASE "{name}" SET synchronous_commit = off')
    return name


@pytest.fixture
def fresh_postgres(postgres_url: str, database_dropper: DatabaseDropper) -> Iterator[str]:
    """A brand-new, empty database for one test, dropped afterwards."""
    name = _create_database(postgres_url)
    yield _database_url(postgres_url, name)
    database_dropper.drop(name)


# A command's answer waits longer for its read models than in service (2 s): on a loaded CI
# machine a wait that runs out fails the test that reads right after, and says nothing of the
# code under test.
TEST_READ_YOUR_WRITES_SECONDS = "10"


def base_settings(data_dir: Path, **overrides: Any) -> Settings:
    environ = {
        "BAZAAR_DATA_DIR": str(data_dir),
        "PROJECTION_TICK_SECONDS": "0.2",
        "READ_YOUR_WRITES_SECONDS": TEST_READ_YOUR_WRITES_SECONDS,
    }
    settings = Settings.from_environment(environ)
    return replace(settings, **overrides)


def _migrate(settings: Settings) -> None:
    """What the `container` fixture does to a new store, once, into a template."""
    built = bootstrap(settings, create_event_tables=True)
    upgrade_to_head(built.engine)
    built.close()


@pytest.fixture(scope="session")
def postgres_template(
    postgres_url: str, database_dropper: DatabaseDropper, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """A database migrated once for this worker, never used by a test: only copied."""
    name = _create_database(postgres_url)
    _migrate(
        base_settings(
            tmp_path_factory.mktemp("postgres-template"),
            database_url=_database_url(postgres_url, name),
        )
    )
    yield name
    database_dropper.drop(name)


@pytest.fixture
def migrated_postgres(
    postgres_url: str, postgres_template: str, database_dropper: DatabaseDropper
) -> Iterator[str]:
    """A database of its own for one test, already migrated (a copy of the template: CREATE
    DATABASE ... TEMPLATE), dropped afterwards."""
    name = _create_database(postgres_url, template=postgres_template)
    yield _database_url(postgres_url, name)
    database_dropper.drop(name)


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data folder whose SQLite files were migrated once for this worker."""
    folder = tmp_path_factory.mktemp("sqlite-template")
    settings = base_settings(folder)
    _migrate(settings)
    return folder


def copy_sqlite_store(template: Path, settings: Settings) -> None:
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    for target in (settings.sqlite_events_path, settings.sqlite_read_path):
        shutil.copyfile(template / target.name, target)


@pytest.fixture(params=["sqlite", "postgres"])
def settings(request: pytest.FixtureRequest, tmp_path: Path) -> Settings:
    """Settings for the embedded SQLite store and for PostgreSQL, both already migrated."""
    if request.param == "postgres":
        url: str = request.getfixturevalue("migrated_postgres")
        return base_settings(tmp_path, database_url=url)
    sqlite: Settings = request.getfixturevalue("sqlite_settings")
    return sqlite


@pytest.fixture
def sqlite_settings(tmp_path: Path, sqlite_template: Path) -> Settings:
    """The embedded store in the test's own folder, already migrated."""
    settings = base_settings(tmp_path)
    copy_sqlite_store(sqlite_template, settings)
    return settings


@cache
def _head_revision() -> str | None:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return ScriptDirectory.from_config(config).get_current_head()


def is_at_head(engine: Engine) -> bool:
    with engine.connect() as connection:
        current = MigrationContext.configure(connection).get_current_revision()
    return current is not None and current == _head_revision()


def migrate_if_new(engine: Engine) -> None:
    """Migrates a new store; one copied from a template is already at the head (and its
    reference data are in), which Alembic would take a fifth of a second to find out."""
    if not is_at_head(engine):
        upgrade_to_head(engine)


_IDLE_APPS: list[Litestar] = []


@contextmanager
def app_client(container: Container) -> Iterator[TestClient[Any]]:
    """A test client of `web_app(container)`. Building the Litestar app (700 handlers' signatures
    and dependencies checked) takes half a second; the app holds nothing of its own beyond what
    `web_app` hands it, its state (the container's services, the HTTP settings) and its shutdown
    hook (closing the container), so each worker builds it once and hands the same app the next
    test's container. A test that needs two apps at once gets a second one."""
    if _IDLE_APPS:
        app = _IDLE_APPS.pop()
        fresh = http_settings(container.settings)
        fresh.uploads_dir.mkdir(parents=True, exist_ok=True)
        app.state = app_state(container, fresh)
        app.on_shutdown = [container.close]
    else:
        app = web_app(container)
    try:
        with TestClient(app) as test_client:
            yield test_client
    finally:
        app.state = State()
        _IDLE_APPS.append(app)


@pytest.fixture
def container(settings: Settings) -> Iterator[Container]:
    built = bootstrap(settings, create_event_tables=True)
    migrate_if_new(built.engine)  # a test's own settings may name a new, empty store
    yield built
    built.close()


@pytest.fixture
def client(container: Container) -> Iterator[TestClient[Any]]:
    with app_client(container) as test_client:
        yield test_client


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class MailSink:
    """A real SMTP server (aiosmtpd) that keeps what it receives."""

    def __init__(self) -> None:
        self.messages: list[Message] = []
        self._arrived = threading.Condition()

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        with self._arrived:
            self.messages.append(message_from_bytes(envelope.content))
            self._arrived.notify_all()
        return "250 Message accepted for delivery"

    def wait_for(self, recipient: str, timeout: float = 10.0) -> Message:
        with self._arrived:
            found = self._arrived.wait_for(
                lambda: any(m["To"] == recipient for m in self.messages), timeout=timeout
            )
            if not found:
                raise AssertionError(f"no mail for {recipient} within {timeout}s")
            return [m for m in self.messages if m["To"] == recipient][-1]

    def wait_for_subject(self, recipient: str, subject_part: str, timeout: float = 10.0) -> Message:
        """The latest mail to `recipient` whose subject contains `subject_part`."""

        def matching() -> list[Message]:
            return [
                m
                for m in self.messages
                if m["To"] == recipient and subject_part in str(m["Subject"])
            ]

        with self._arrived:
            if not self._arrived.wait_for(lambda: bool(matching()), timeout=timeout):
                raise AssertionError(f"no '{subject_part}' mail for {recipient} in {timeout}s")
            return matching()[-1]


@pytest.fixture
def smtp_sink() -> Iterator[tuple[MailSink, str]]:
    sink = MailSink()
    port = free_port()
    controller = Controller(sink, hostname="127.0.0.1", port=port)
    controller.start()
    yield sink, f"smtp://127.0.0.1:{port}"
    controller.stop()


@pytest.fixture
def long_repeat_window(monkeypatch: pytest.MonkeyPatch) -> None:
    """The 105 guard's window stretched to a minute. A test of "the same call twice within the
    window" must not depend on the first call finishing within the real 1000 ms, which a loaded
    machine does not promise."""
    from interfaces.http import context

    monkeypatch.setattr(context, "REPEAT_WINDOW_MS", 60_000)
