"""Shared fixtures: every storage-backed test runs on SQLite and, when configured, PostgreSQL.

With `CI` set, PostgreSQL and Redis are required: an unreachable service fails the test
instead of skipping it.
"""

from __future__ import annotations

import os
import secrets
import socket
import threading
from collections.abc import Iterator
from dataclasses import replace
from email import message_from_bytes
from email.message import Message
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest
import redis
from aiosmtpd.controller import Controller
from litestar.testing import TestClient

from infra.bootstrap import Container, bootstrap
from infra.migrate import upgrade_to_head
from infra.settings import Settings

IN_CI = bool(os.environ.get("CI"))


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
    # A database of its own, flushed by each test that uses it: 15 unless another test run on
    # this machine needs one of its own (BAZAAR_TEST_REDIS_DB).
    database = int(os.environ.get("BAZAAR_TEST_REDIS_DB", "15"))
    test_url = urlunsplit((parts.scheme, parts.netloc, f"/{database}", "", ""))
    try:
        redis.Redis.from_url(test_url, socket_connect_timeout=3).ping()
    except redis.RedisError as error:
        _unavailable(f"Redis unreachable: {error}")
    return test_url


@pytest.fixture
def fresh_postgres(postgres_url: str) -> Iterator[str]:
    """A brand-new database for one test, dropped afterwards."""
    name = f"bazaar_test_{secrets.token_hex(6)}"
    with psycopg.connect(postgres_url, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    parts = urlsplit(postgres_url)
    yield urlunsplit((parts.scheme, parts.netloc, f"/{name}", parts.query, ""))
    with psycopg.connect(postgres_url, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def base_settings(data_dir: Path, **overrides: Any) -> Settings:
    environ = {"BAZAAR_DATA_DIR": str(data_dir), "PROJECTION_TICK_SECONDS": "0.2"}
    settings = Settings.from_environment(environ)
    return replace(settings, **overrides)


@pytest.fixture(params=["sqlite", "postgres"])
def settings(request: pytest.FixtureRequest, tmp_path: Path) -> Settings:
    """Settings for the embedded SQLite store and for PostgreSQL."""
    if request.param == "postgres":
        url: str = request.getfixturevalue("fresh_postgres")
        return base_settings(tmp_path, database_url=url)
    return base_settings(tmp_path)


@pytest.fixture
def sqlite_settings(tmp_path: Path) -> Settings:
    return base_settings(tmp_path)


@pytest.fixture
def container(settings: Settings) -> Iterator[Container]:
    built = bootstrap(settings, create_event_tables=True)
    upgrade_to_head(built.engine)
    yield built
    built.close()


@pytest.fixture
def client(container: Container) -> Iterator[TestClient[Any]]:
    from infra.asgi import web_app

    with TestClient(web_app(container)) as test_client:
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
