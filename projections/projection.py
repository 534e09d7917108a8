"""What a projection is: tables plus one small function per event type."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from eventsourcing.utils import get_topic
from sqlalchemy import Connection, Table

EventHandler = Callable[[Connection, Any], None]


@dataclass(frozen=True)
class Projection:
    """A read model: its tables and how each event type changes them."""

    name: str
    tables: tuple[Table, ...]
    handlers: Mapping[type[Any], EventHandler]

    @property
    def topics(self) -> tuple[str, ...]:
        return tuple(get_topic(event_class) for event_class in self.handlers)

    def apply(self, connection: Connection, domain_event: Any) -> None:
        handler = self.handlers.get(type(domain_event))
        if handler is not None:
            handler(connection, domain_event)
