"""UTC helpers: every stored time is UTC, but SQLite hands datetimes back naive."""

from __future__ import annotations

from datetime import UTC, datetime


def utc_now() -> datetime:
    """The real clock, injected into services by bootstrap."""
    return datetime.now(UTC)


def as_utc(moment: datetime) -> datetime:
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment


def unix_seconds(moment: datetime) -> int:
    return int(as_utc(moment).timestamp())
