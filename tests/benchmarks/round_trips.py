"""Counts what this process sends to PostgreSQL while it is turned on: statements (the read
side's through SQLAlchemy and the event store's alike, both psycopg), transaction control
(BEGIN, COMMIT, ROLLBACK, SAVEPOINT) and round trips (a statement or command outside a pipeline
waits for its answer; a pipeline's statements share one round trip per sync).

psycopg has no public hook for its transaction control or its pipeline syncs, so the counter
wraps the methods that send them; it is a benchmark's tool, never turned on in the app.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import psycopg
from psycopg import _pipeline_base  # no public hook for a pipeline's syncs

WORDS = re.compile(r"[A-Za-z_\"\.]+")


@dataclass
class Sent:
    statements: int = 0
    control: int = 0
    round_trips: int = 0
    shapes: Counter[str] = field(default_factory=Counter)
    """Each statement's first words (its verb and table), for reading where they come from."""

    def add(self, query: Any, connection: Any, is_control: bool) -> None:
        text = query if isinstance(query, str | bytes) else getattr(query, "as_string", None)
        if callable(text):
            text = text(connection)
        if isinstance(text, bytes):
            text = text.decode(errors="replace")
        shape = " ".join(WORDS.findall(str(text))[:6])
        self.shapes[("ctl: " if is_control else "") + shape] += 1
        if is_control:
            self.control += 1
        else:
            self.statements += 1
        if getattr(connection, "_pipeline", None) is None:
            self.round_trips += 1


def _wrap(kind: type, name: str, wrapper: Callable[[Callable[..., Any]], Any]) -> Any:
    """Replaces the method on the class that defines it; answers (that class, the original)."""
    owner = next(base for base in kind.__mro__ if name in base.__dict__)
    original = owner.__dict__[name]
    setattr(owner, name, wrapper(original))
    return owner, original


@contextmanager
def counting() -> Iterator[Sent]:
    """Counts everything this process sends through psycopg until the block ends."""
    sent = Sent()

    def statement(original: Callable[..., Any]) -> Callable[..., Any]:
        def execute(self: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
            sent.add(query, self.connection, is_control=False)
            return original(self, query, *args, **kwargs)

        return execute

    def command(original: Callable[..., Any]) -> Callable[..., Any]:
        def exec_command(self: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
            sent.add(query, self, is_control=True)
            return original(self, query, *args, **kwargs)

        return exec_command

    def sync(original: Callable[..., Any]) -> Callable[..., Any]:
        def synced(self: Any, *args: Any, **kwargs: Any) -> Any:
            sent.round_trips += 1
            return original(self, *args, **kwargs)

        return synced

    patched = [
        (psycopg.Cursor, "execute", statement),
        (psycopg.Cursor, "executemany", statement),
        (psycopg.Connection, "_exec_command", command),
        (_pipeline_base.BasePipeline, "_sync_gen", sync),
        (_pipeline_base.BasePipeline, "_exit_gen", sync),
    ]
    originals = [(name, *_wrap(kind, name, wrapper)) for kind, name, wrapper in patched]
    try:
        yield sent
    finally:
        for name, owner, original in reversed(originals):
            setattr(owner, name, original)
