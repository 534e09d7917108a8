"""One-time tokens handed to a user (the password-reset link, the merchant link): only their
SHA-256 is stored, and each expires and works once."""

from __future__ import annotations

import hashlib
import secrets
from datetime import datetime

from sqlalchemy import Connection, Table, insert, update


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def issue(connection: Connection, table: Table, uid: int, expires_at: datetime) -> str:
    """Stores a new token's digest for `uid`; answers the token (shown once, never stored)."""
    token = secrets.token_urlsafe(32)
    connection.execute(
        insert(table).values(token_hash=token_digest(token), uid=uid, expires_at=expires_at)
    )
    return token


def claim(connection: Connection, table: Table, token: str, now: datetime) -> int | None:
    """Marks an unused, unexpired token used and answers its owner (None otherwise). Claiming
    is the statement that finds it, so a concurrent reuse finds it already used."""
    found = connection.execute(
        update(table)
        .where(
            table.c.token_hash == token_digest(token),
            table.c.used_at.is_(None),
            table.c.expires_at > now,
        )
        .values(used_at=now)
        .returning(table.c.uid)
    ).scalar_one_or_none()
    return None if found is None else int(found)
