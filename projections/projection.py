"""What the runner keeps up to date: read models (projections) and policies.

Both are a name (their row in `projection_position`) and one small function per event type,
applied in the transaction that moves that row, so each event takes effect exactly once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, TypeVar

from eventsourcing.utils import get_topic
from sqlalchemy import Connection, Engine, Table

from projections.write_transactions import writing

EventHandler = Callable[[Connection, Any], None]
FoldHandler = Callable[[Any, Connection, Any], None]
"""(the rebuild's `projections.folding.Fold`, its connection, the event)"""

AFTER_COMMIT = "bazaar.after_commit"
"""Key in `Connection.info` of the actions the runner takes once a batch has committed."""


def after_commit(connection: Connection, action: Callable[[], None]) -> None:
    """Runs `action` once the runner's transaction applying this event commits, and never if
    it rolls back: a policy hands a queued mail to delivery only when its row can be read."""
    connection.info.setdefault(AFTER_COMMIT, []).append(action)


BEFORE_COMMIT = "bazaar.before_commit"
"""Key in `Connection.info` of what a batch's handlers gathered to write at its end."""

T = TypeVar("T")
Flush = Callable[[Connection, list[T]], None]


def gathered(connection: Connection, flush: Flush[T]) -> list[T]:
    """A list living as long as the runner's transaction applying this event: what handlers
    add to it over a batch's events is handed to `flush` once, after the last event and before
    the commit, so a batch's writes of one kind can be a statement or two instead of one or two
    per event. Dropped, unwritten, if the batch rolls back."""
    pending: dict[Flush[Any], list[Any]] = connection.info.setdefault(BEFORE_COMMIT, {})
    return pending.setdefault(flush, [])


def write_gathered(connection: Connection) -> None:
    """Writes what handlers have `gathered` on this connection: the runner's batch before it
    commits, a rebuild right after each handler it calls (one without a fold)."""
    pending: dict[Flush[Any], list[Any]] = connection.info.pop(BEFORE_COMMIT, {})
    for flush, items in pending.items():
        flush(connection, items)


@contextmanager
def batch_transaction(engine: Engine) -> Iterator[Connection]:
    """The transaction of one batch of the runner's: what its handlers `gathered` is flushed
    before it commits, and their `after_commit` actions run once it has."""
    with writing(engine) as connection:
        # `info` outlives the transaction with the pooled connection: what one that rolled
        # back left there is dropped here.
        connection.info.pop(AFTER_COMMIT, None)
        connection.info.pop(BEFORE_COMMIT, None)
        yield connection
        write_gathered(connection)
        committed: list[Callable[[], None]] = connection.info.pop(AFTER_COMMIT, [])
    for action in committed:
        action()


class Subscriber:
    """A name and the handlers of the event types it follows."""

    name: str
    handlers: Mapping[type[Any], EventHandler]

    @cached_property
    def topics(self) -> tuple[str, ...]:
        """Its handlers are fixed when it is made; every batch asks for these."""
        return tuple(get_topic(event_class) for event_class in self.handlers)

    def apply(self, connection: Connection, domain_event: Any) -> None:
        handler = self.handlers.get(type(domain_event))
        if handler is not None:
            handler(connection, domain_event)


@dataclass(frozen=True)
class Projection(Subscriber):
    """A read model: writes only its own tables, so it can be emptied and replayed (rebuilt)."""

    name: str
    tables: tuple[Table, ...]
    handlers: Mapping[type[Any], EventHandler]
    folds: Mapping[type[Any], FoldHandler] = field(default_factory=dict)
    """The rebuild's batched path (`projections.folding`): per event type, a function folding
    the event into rows in memory, giving the rows its handler gives. Optional, per type."""


@dataclass(frozen=True)
class Policy(Subscriber):
    """A process manager: acts on the application's own state (opens a shop, grants a role,
    shows stock in the catalogue). Never rebuilt: a replay would act a second time."""

    name: str
    handlers: Mapping[type[Any], EventHandler]
