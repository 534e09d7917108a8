"""`Idempotency-Key`: a money-moving call acts once per key; replays answer the first result.

The claim is an INSERT on the (uid, key) primary key, so of two identical calls arriving
together exactly one wins, whatever the database; the other waits for the winner's answer.
Business refusals are answers too: a replay of a refused call is refused the same way.
A key lives `max_age` (24 hours by default): past it the key is ignored as if never used, so
the call acts again, and the periodic tick deletes such rows in bounded batches.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable, Mapping
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import (
    BigInteger,
    Column,
    DateTime,
    Engine,
    Index,
    String,
    Table,
    Text,
    delete,
    insert,
    select,
    tuple_,
    update,
)
from sqlalchemy.exc import IntegrityError

from application.errors import ServiceErrorCode
from application.metadata import state_metadata
from application.ports import Clock
from application.timeutil import as_utc
from domain.errors import BusinessRuleViolation, ErrorCode

KEY_HEADER = "Idempotency-Key"
MAX_KEY_LENGTH = 128
PURGE_BATCH = 1000
"""Rows deleted per statement, so a purge never holds a long lock on the table."""
PURGE_MAX_BATCHES = 10
"""Batches per tick; a larger backlog is finished by the following ticks."""

Answer = dict[str, Any]

idempotency_keys = Table(
    "idempotency_keys",
    state_metadata,
    # The primary key is the concurrency guard: of two identical calls only one insert wins.
    Column("uid", BigInteger, primary_key=True),
    Column("key", String(128), primary_key=True),
    Column("request_hash", String(64), nullable=False),
    # The first answer as JSON; NULL while the first call is still acting.
    Column("outcome", Text, nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    # The periodic purge deletes the oldest keys first.
    Index("ix_idempotency_keys_created_at", "created_at"),
)


def request_fingerprint(operation: str, fields: Mapping[str, Any]) -> str:
    """A digest of what the call asks for (not of the session or the language it asks in)."""
    canonical = json.dumps([operation, dict(fields)], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


class IdempotencyKeys:
    """Runs a call at most once per (user, key) and remembers its answer."""

    def __init__(
        self,
        engine: Engine,
        clock: Clock,
        wait_seconds: float = 10.0,
        max_age: timedelta = timedelta(hours=24),
    ) -> None:
        self.engine = engine
        self.clock = clock
        self.wait_seconds = wait_seconds
        self.max_age = max_age

    def once(
        self,
        uid: int,
        key: str | None,
        operation: str,
        fields: Mapping[str, Any],
        act: Callable[[], Answer],
    ) -> Answer:
        """`act()` at most once per key (the request's fields must match the first use of
        the key); without a key, simply `act()`."""
        if key is None:
            return act()
        return self.run(uid, key, request_fingerprint(operation, fields), act)

    def run(self, uid: int, key: str, fingerprint: str, act: Callable[[], Answer]) -> Answer:
        """`act()` once; a replay answers (or raises) what the first call did."""
        if not 0 < len(key) <= MAX_KEY_LENGTH or not key.isprintable():
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=KEY_HEADER)
        deadline = time.monotonic() + self.wait_seconds
        while not self._claim(uid, key, fingerprint):
            with self.engine.connect() as connection:
                row = connection.execute(
                    select(
                        idempotency_keys.c.request_hash,
                        idempotency_keys.c.outcome,
                        idempotency_keys.c.created_at,
                    ).where(idempotency_keys.c.uid == uid, idempotency_keys.c.key == key)
                ).first()
            if row is None:
                continue  # the first call let go of the key: claim it again
            if self._expired(row.created_at):
                # Too old to replay: forget it (only that use, not a fresh claim made
                # meanwhile by a concurrent call) and claim the key anew.
                self._forget(uid, key, row.created_at)
                continue
            if row.request_hash != fingerprint:
                raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=KEY_HEADER)
            if row.outcome is not None:
                return _answer_of(json.loads(row.outcome))
            if time.monotonic() >= deadline:
                # Still acting, or its process died mid-call: acting now could act twice.
                raise BusinessRuleViolation(ServiceErrorCode.REPEAT_SUBMIT)
            time.sleep(0.02)
        try:
            answer = act()
        except BusinessRuleViolation as refusal:
            self._record(uid, key, _refusal_outcome(refusal))
            raise
        except BaseException:
            # Nothing was decided, or nobody knows: a retry with this key may act.
            self._release(uid, key)
            raise
        self._record(uid, key, {"code": 0, "data": answer})
        return answer

    def _claim(self, uid: int, key: str, fingerprint: str) -> bool:
        try:
            with self.engine.begin() as connection:
                connection.execute(
                    insert(idempotency_keys).values(
                        uid=uid,
                        key=key,
                        request_hash=fingerprint,
                        outcome=None,
                        created_at=self.clock(),
                    )
                )
        except IntegrityError:
            return False
        return True

    def _record(self, uid: int, key: str, outcome: Answer) -> None:
        with self.engine.begin() as connection:
            connection.execute(
                update(idempotency_keys)
                .where(idempotency_keys.c.uid == uid, idempotency_keys.c.key == key)
                .values(outcome=json.dumps(outcome))
            )

    def purge_expired(self) -> int:
        """Deletes keys older than `max_age`, oldest first, in bounded batches; answers how
        many. Run by the periodic tick; several workers running it at once only share the work."""
        cutoff = self.clock() - self.max_age
        purged = 0
        for _ in range(PURGE_MAX_BATCHES):
            with self.engine.begin() as connection:
                oldest = (
                    select(idempotency_keys.c.uid, idempotency_keys.c.key)
                    .where(idempotency_keys.c.created_at < cutoff)
                    .order_by(idempotency_keys.c.created_at)
                    .limit(PURGE_BATCH)
                )
                deleted = connection.execute(
                    delete(idempotency_keys).where(
                        tuple_(idempotency_keys.c.uid, idempotency_keys.c.key).in_(oldest),
                        # A key reclaimed since the select is young again: keep it.
                        idempotency_keys.c.created_at < cutoff,
                    )
                ).rowcount
            purged += deleted
            if deleted < PURGE_BATCH:
                break
        return purged

    def _expired(self, created_at: datetime) -> bool:
        return as_utc(created_at) <= self.clock() - self.max_age

    def _forget(self, uid: int, key: str, created_at: datetime) -> None:
        with self.engine.begin() as connection:
            connection.execute(
                delete(idempotency_keys).where(
                    idempotency_keys.c.uid == uid,
                    idempotency_keys.c.key == key,
                    idempotency_keys.c.created_at == created_at,
                )
            )

    def _release(self, uid: int, key: str) -> None:
        with self.engine.begin() as connection:
            connection.execute(
                delete(idempotency_keys).where(
                    idempotency_keys.c.uid == uid, idempotency_keys.c.key == key
                )
            )


def _refusal_outcome(refusal: BusinessRuleViolation) -> Answer:
    return {"code": int(refusal.code), "context": refusal.context, "field": refusal.field}


def _answer_of(outcome: Answer) -> Answer:
    if outcome["code"] != 0:
        raise BusinessRuleViolation(
            ErrorCode(outcome["code"]), context=outcome.get("context"), field=outcome.get("field")
        )
    data: Answer = outcome["data"]
    return data
