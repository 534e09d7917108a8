"""The small interfaces application services depend on; infra supplies the real ones."""

from __future__ import annotations

from collections.abc import Callable, Collection
from datetime import datetime
from email.message import EmailMessage
from typing import Protocol
from uuid import UUID

from sqlalchemy import Connection

Clock = Callable[[], datetime]

# Hands a queued outbox id to whatever delivers it (the send_mail Dramatiq actor).
MailDelivery = Callable[[int], object]


class ProjectionWait(Protocol):
    """Read-your-writes: blocks (bounded) until the read models have applied this notification
    id, so the answer to a command and the lists read right after it show the change. When the
    time runs out the write still stands: it is logged and the caller answers anyway."""

    def __call__(self, notification_id: int, read_models: Collection[str] | None = None) -> None:
        """Every projection and policy; or, on a hot path, only the `read_models` (projection
        names) its caller reads next, which are then brought up to date at once rather than
        waited for (the others follow from the workers)."""
        ...


class OwnWritesRead(Protocol):
    """Read-your-writes on the read side: blocks (bounded) until the `read_models` show every
    event the aggregate `originator_id` has saved, bringing them up at once when a worker has
    not yet; answers the notification id of its last event (0: it has none). For read models
    whose commands answer once saved (the cart's). When the time runs out the read goes on,
    and it is logged."""

    def __call__(self, originator_id: UUID, read_models: Collection[str]) -> int: ...


class RepeatGuard(Protocol):
    """Claims a request fingerprint for a short window: the repeat-submit (105) guard."""

    def claim(self, fingerprint: str, window_ms: int) -> bool:
        """True the first time within the window; False for a repeat."""
        ...


class MailOutbox(Protocol):
    """Queues an e-mail in the caller's transaction, so it goes only if that commits (the
    site's Mailbox)."""

    def queue(self, connection: Connection, recipient: str, subject: str, body: str) -> int:
        """Answers the outbox id to `dispatch` once the transaction has committed."""
        ...

    def dispatch(self, outbox_id: int) -> None: ...


class MailSender(Protocol):
    """Hands one e-mail to the outside world (SMTP in production); raises if it could not."""

    def send(self, message: EmailMessage) -> None: ...
