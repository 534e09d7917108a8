"""The small interfaces application services depend on; infra supplies the real ones."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Protocol

Clock = Callable[[], datetime]


class MailDelivery(Protocol):
    """Hands a queued outbox message to whatever delivers it (a Dramatiq actor, or nothing)."""

    def __call__(self, outbox_id: int) -> None: ...
