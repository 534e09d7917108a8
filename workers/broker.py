"""Dramatiq broker: Redis in production, the in-process StubBroker when embedded."""

from __future__ import annotations

import dramatiq
from dramatiq.brokers.redis import RedisBroker
from dramatiq.brokers.stub import StubBroker


def make_broker(redis_url: str | None) -> dramatiq.Broker:
    if redis_url is not None:
        return RedisBroker(url=redis_url, namespace="bazaar")  # type: ignore[no-untyped-call]
    return StubBroker()
