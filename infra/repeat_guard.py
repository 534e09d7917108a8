"""The repeat-submit (105) guard's two homes: Redis, shared by every API process, and memory."""

from __future__ import annotations

import threading
import time

import redis

from application.ports import RepeatGuard


class RedisRepeatGuard:
    """Shared by every API process, so a repeat is caught whichever process gets it."""

    def __init__(self, redis_url: str) -> None:
        self.client = redis.Redis.from_url(redis_url, socket_timeout=2, socket_connect_timeout=2)

    def claim(self, fingerprint: str, window_ms: int) -> bool:
        try:
            return bool(self.client.set(f"bazaar:repeat:{fingerprint}", 1, nx=True, px=window_ms))
        except redis.RedisError:
            # Losing the guard must not take writes down; duplicates stay harmless (idempotent
            # keys and aggregate rules), only the 105 courtesy is skipped.
            return True


class MemoryRepeatGuard:
    """For the embedded single-process mode."""

    def __init__(self) -> None:
        self._expiry: dict[str, float] = {}
        self._lock = threading.Lock()

    def claim(self, fingerprint: str, window_ms: int) -> bool:
        now = time.monotonic()
        with self._lock:
            if len(self._expiry) > 10_000:
                self._expiry = {k: t for k, t in self._expiry.items() if t > now}
            if self._expiry.get(fingerprint, 0.0) > now:
                return False
            self._expiry[fingerprint] = now + window_ms / 1000
            return True


def make_repeat_guard(redis_url: str | None) -> RepeatGuard:
    return RedisRepeatGuard(redis_url) if redis_url else MemoryRepeatGuard()
