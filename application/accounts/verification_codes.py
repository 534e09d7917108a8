"""Six-digit e-mail codes stored as digests, with expiry, resend spacing and an attempt cap."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from datetime import timedelta

from sqlalchemy import Connection, Engine, delete, insert, update
from sqlalchemy.exc import IntegrityError

from application.accounts.tables import verification_codes
from application.errors import ServiceErrorCode
from application.ports import Clock
from domain.errors import BusinessRuleViolation

CODE_LIFETIME = timedelta(minutes=10)
RESEND_INTERVAL = timedelta(seconds=60)
MAX_ATTEMPTS = 5


def code_digest(code: str) -> str:
    return hashlib.sha256(code.encode()).hexdigest()


class VerificationCodes:
    """One live code per (e-mail, scene); a new one replaces the old."""

    def __init__(self, engine: Engine, clock: Clock) -> None:
        self.engine = engine
        self.clock = clock

    def issue(self, connection: Connection, email: str, scene: str) -> str:
        """A fresh code stored as its digest; 105 when the last one is under 60 s old."""
        now = self.clock()
        code = f"{secrets.randbelow(1_000_000):06d}"
        values = {
            "code_hash": code_digest(code),
            "sent_at": now,
            "expires_at": now + CODE_LIFETIME,
            "attempts": 0,
        }
        replaced = connection.execute(
            update(verification_codes)
            .where(
                verification_codes.c.email == email,
                verification_codes.c.scene == scene,
                verification_codes.c.sent_at <= now - RESEND_INTERVAL,
            )
            .values(**values)
        ).rowcount
        if replaced == 0:
            try:
                connection.execute(
                    insert(verification_codes).values(email=email, scene=scene, **values)
                )
            except IntegrityError:
                # A row exists but is too recent (or a concurrent send just made one).
                raise BusinessRuleViolation(
                    ServiceErrorCode.REPEAT_SUBMIT, context="code"
                ) from None
        return code

    def attempt(self, email: str, scene: str, code: str) -> str | None:
        """Counts one attempt (committed at once) and answers the stored digest when `code` matches.

        The count is taken before comparing, so the fifth wrong try voids the code even when
        several tries race.
        """
        now = self.clock()
        with self.engine.begin() as connection:
            stored = connection.execute(
                update(verification_codes)
                .where(
                    verification_codes.c.email == email,
                    verification_codes.c.scene == scene,
                    verification_codes.c.expires_at > now,
                    verification_codes.c.attempts < MAX_ATTEMPTS,
                )
                .values(attempts=verification_codes.c.attempts + 1)
                .returning(verification_codes.c.code_hash)
            ).scalar_one_or_none()
        if stored is None or not hmac.compare_digest(stored, code_digest(code)):
            return None
        return str(stored)

    def consume(self, connection: Connection, email: str, scene: str, digest: str) -> bool:
        """Deletes the matched code; False if another request consumed or replaced it first."""
        removed = connection.execute(
            delete(verification_codes).where(
                verification_codes.c.email == email,
                verification_codes.c.scene == scene,
                verification_codes.c.code_hash == digest,
            )
        ).rowcount
        return bool(removed == 1)
