"""The Dramatiq actor that verifies one queued recharge on its chain."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import dramatiq


def register_chain_actor(broker: dramatiq.Broker, verify: Callable[[str], object]) -> Any:
    """Declares `verify_chain_recharge` on `broker`. The recharge id is only a hint: the due
    row is the truth, so a repeated or stale message reads the row again and does no harm.
    A chain that cannot be asked is not an error (the row stays due for the tick); anything
    else is retried by Dramatiq and, failing that, by the next tick."""

    def verify_chain_recharge(recharge_id: str) -> None:
        verify(recharge_id)

    decorate = dramatiq.actor(
        broker=broker,
        actor_name="verify_chain_recharge",
        queue_name="chains",
        max_retries=3,
        min_backoff=1_000,
        max_backoff=30_000,
        # A node that hangs past its HTTP timeouts must not hold a worker thread for ever.
        time_limit=120_000,
    )
    return decorate(verify_chain_recharge)
