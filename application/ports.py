"""The small interfaces application services depend on; infra supplies the real ones."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from email.message import EmailMessage
from typing import Protocol

Clock = Callable[[], datetime]

# Hands a queued outbox id to whatever delivers it (the send_mail Dramatiq actor).
MailDelivery = Callable[[int], object]

# Read-your-writes: blocks (bounded) until every projection has applied this notification id,
# so the answer to a command and the lists read right after it show the change. When the time
# runs out the write still stands: it is logged and the caller answers anyway.
ProjectionWait = Callable[[int], None]


class RepeatGuard(Protocol):
    """Claims a request fingerprint for a short window: the repeat-submit (105) guard."""

    def claim(self, fingerprint: str, window_ms: int) -> bool:
        """True the first time within the window; False for a repeat."""
        ...


class MailSender(Protocol):
    """Hands one e-mail to the outside world (SMTP in production); raises if it could not."""

    def send(self, message: EmailMessage) -> None: ...
