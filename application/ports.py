"""The small interfaces application services depend on; infra supplies the real ones."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

Clock = Callable[[], datetime]

# Hands a queued outbox id to whatever delivers it (the send_mail Dramatiq actor).
MailDelivery = Callable[[int], object]

# Read-your-writes: blocks (bounded) until every projection has applied this notification id;
# False when the time ran out.
ProjectionWait = Callable[[int], bool]
