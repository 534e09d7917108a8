"""Reading one setting from the environment: typed, range-checked, failing fast with the
setting's name."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from urllib.parse import urlsplit


class SettingsError(ValueError):
    """A setting is missing or malformed; raised at start-up, never later."""


def flag(env: dict[str, str], name: str, default: bool) -> bool:
    raw = env.get(name)
    if raw is None or raw == "":
        return default
    lowered = raw.strip().lower()
    if lowered in {"1", "true", "yes", "on"}:
        return True
    if lowered in {"0", "false", "no", "off"}:
        return False
    raise SettingsError(f"{name} must be a boolean, got {env.get(name)!r}")


def integer(env: dict[str, str], name: str, default: int) -> int:
    raw = env.get(name)
    if raw is None or raw == "":
        return default
    try:
        return int(raw)
    except ValueError as error:
        raise SettingsError(f"{name} must be an integer, got {raw!r}") from error


def positive(env: dict[str, str], name: str, default: int) -> int:
    value = integer(env, name, default)
    if value <= 0:
        raise SettingsError(f"{name} must be a positive integer, got {env.get(name)!r}")
    return value


def non_negative(env: dict[str, str], name: str, default: int) -> int:
    value = integer(env, name, default)
    if value < 0:
        raise SettingsError(f"{name} must not be negative, got {env.get(name)!r}")
    return value


def percent(env: dict[str, str], name: str, default: Decimal) -> Decimal:
    raw = env.get(name, "").strip()
    try:
        value = Decimal(raw) if raw else default
    except InvalidOperation:
        value = Decimal(-1)
    if not Decimal(0) <= value <= Decimal(100):
        raise SettingsError(f"{name} must be a percentage from 0 to 100, got {raw!r}")
    return value


def whole_percent(env: dict[str, str], name: str, default: int) -> int:
    """A percentage in whole numbers, 0 to 100."""
    value = integer(env, name, default)
    if not 0 <= value <= 100:
        raise SettingsError(f"{name} must be a whole percentage from 0 to 100, got {value!r}")
    return value


def optional_url(env: dict[str, str], name: str, schemes: frozenset[str]) -> str | None:
    """An endpoint URL of one of `schemes` with a host, or None when unset."""
    raw = env.get(name, "").strip()
    if not raw:
        return None
    parts = urlsplit(raw)
    if parts.scheme not in schemes or not parts.hostname:
        shown = " or ".join(f"{scheme}://" for scheme in sorted(schemes))
        raise SettingsError(f"{name} must be a URL starting with {shown}, got {raw!r}")
    return raw


def optional_text(env: dict[str, str], name: str) -> str | None:
    """A free text setting, trimmed; None when unset or blank."""
    return env.get(name, "").strip() or None


def service_urls(env: dict[str, str]) -> tuple[str | None, str | None, str | None]:
    """DATABASE_URL, REDIS_URL and SMTP_URL, each unset or of the right scheme."""
    database_url = env.get("DATABASE_URL") or None
    if database_url is not None and urlsplit(database_url).scheme not in {
        "postgresql",
        "postgres",
    }:
        raise SettingsError("DATABASE_URL must start with postgresql://")
    redis_url = env.get("REDIS_URL") or None
    if redis_url is not None and urlsplit(redis_url).scheme not in {"redis", "rediss"}:
        raise SettingsError("REDIS_URL must start with redis://")
    smtp_url = env.get("SMTP_URL") or None
    if smtp_url is not None:
        parts = urlsplit(smtp_url)
        if parts.scheme not in {"smtp", "smtps"} or not parts.hostname:
            raise SettingsError("SMTP_URL must look like smtp://host:port")
    return database_url, redis_url, smtp_url
