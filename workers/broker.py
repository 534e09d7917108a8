"""Dramatiq broker: Redis in production, the in-process StubBroker when embedded."""

from __future__ import annotations

import dramatiq
from dramatiq.brokers.redis import RedisBroker
from dramatiq.brokers.stub import StubBroker

from infra.settings import Settings


def make_broker(settings: Settings) -> dramatiq.Broker:
    if settings.redis_url is not None:
        return RedisBroker(url=settings.redis_url, namespace="bazaar")  # type: ignore[no-untyped-call]
    return StubBroker()
