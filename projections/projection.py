"""What the runner keeps up to date: read models (projections) and policies.

Both are a name (their row in `projection_position`) and one small function per event type,
applied in the transaction that moves that row, so each event takes effect exactly once.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from eventsourcing.utils import get_topic
from sqlalchemy import Connection, Table

EventHandler = Callable[[Connection, Any], None]
FoldHandler = Callable[[Any, Connection, Any], None]
"""(the rebuild's `projections.folding.Fold`, its connection, the event)"""

AFTER_COMMIT = "bazaar.after_commit"
"""Key in `Connection.info` of the actions the runner takes once a batch has committed."""


def after_commit(connection: Connection, action: Callable[[], None]) -> None:
    """Runs `action` once the runner's transaction applying this event commits, and never if
    it rolls back: a policy hands a queued mail to delivery only when its row can be read."""
    connection.info.setdefault(AFTER_COMMIT, []).append(action)


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
