"""Log-in throttling by growing delays, counted in the database so every process sees the same
counts.

Nothing locks an account against everyone (OWASP's authentication cheat sheet warns that a
lock-out lets anyone deny its owner; django-axes and Devise key on IP + user name for the same
reason). Two keys are slowed down instead:

- the (client address, e-mail) pair: after `max_failures` failures in the window, each further
  attempt must wait a delay that doubles with every failure, up to a cap. The owner logging in
  from another address has another pair and is not affected.
- the client address alone, by the number of DISTINCT e-mails it failed on (password spraying:
  one guess at each of many accounts never trips a pair's limit). A pair that has logged in
  from that address before is exempt, so a regular user behind the same NAT as a sprayer is
  not held back; a newcomer there waits at most the cap.

An attempt inside a wait answers at once, without checking the password, and is not counted,
so waiting out the delay is the fastest way to try again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import ColumnElement, Connection, Engine, Table, delete, func, insert, select
from sqlalchemy.dialects.postgresql import Insert as PgInsert
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import Insert as SqliteInsert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from application.accounts.tables import known_login_pairs, login_failures
from application.ports import Clock
from application.timeutil import as_utc

# 2 ** 30 times any first delay is far past any cap; the exponent stops growing there.
_MAX_DOUBLINGS = 30


@dataclass(frozen=True)
class ThrottlePolicy:
    """The limits, from the settings."""

    max_failures: int
    """Failures of one (address, e-mail) pair within the window before attempts must wait."""
    max_emails_per_address: int
    """Distinct e-mails one address may fail on within the window before attempts must wait."""
    window: timedelta
    """How long a failure counts."""
    first_delay: timedelta
    """The wait once a limit is reached; it doubles with each further failure."""
    longest_delay: timedelta
    """The cap on any wait."""
    known_pair_lifetime: timedelta
    """How long a pair's successful log-in exempts it from its address's spraying limit."""

    def delay(self, count: int, allowed: int) -> timedelta:
        """The wait after `count` failures against a limit of `allowed` (none below it)."""
        if count < allowed:
            return timedelta(0)
        doublings = min(count - allowed, _MAX_DOUBLINGS)
        return min(self.first_delay * (1 << doublings), self.longest_delay)


def _address_value(client_address: str) -> str | None:
    return client_address[:45] or None


def _same_address(client_address: str) -> ColumnElement[bool]:
    value = _address_value(client_address)
    if value is None:
        return login_failures.c.client_address.is_(None)
    return login_failures.c.client_address == value


class LoginThrottle:
    """Slows down repeated failures of one (address, e-mail) pair, and addresses failing on
    many e-mails; see the module's docstring."""

    def __init__(self, engine: Engine, clock: Clock, policy: ThrottlePolicy) -> None:
        self.engine = engine
        self.clock = clock
        self.policy = policy

    def is_blocked(self, email: str, client_address: str) -> bool:
        """True while the pair, or the address, must still wait before another attempt."""
        return self.wait(email, client_address) > timedelta(0)

    def wait(self, email: str, client_address: str) -> timedelta:
        """How long the pair must still wait before its password is checked again."""
        now = self.clock()
        since = now - self.policy.window
        with self.engine.connect() as connection:
            count, latest = connection.execute(
                select(func.count(), func.max(login_failures.c.failed_at)).where(
                    login_failures.c.email == email,
                    _same_address(client_address),
                    login_failures.c.failed_at > since,
                )
            ).one()
            until = self._until(latest, int(count), self.policy.max_failures)
            if client_address and not self._is_known(connection, email, client_address, now):
                emails, latest_from_address = connection.execute(
                    select(
                        func.count(func.distinct(login_failures.c.email)),
                        func.max(login_failures.c.failed_at),
                    ).where(_same_address(client_address), login_failures.c.failed_at > since)
                ).one()
                until = max(
                    until,
                    self._until(
                        latest_from_address, int(emails), self.policy.max_emails_per_address
                    ),
                )
        return max(until - now, timedelta(0))

    def _until(self, latest: datetime | None, count: int, allowed: int) -> datetime:
        if latest is None:
            return datetime.min.replace(tzinfo=self.clock().tzinfo)
        return as_utc(latest) + self.policy.delay(count, allowed)

    def _is_known(
        self, connection: Connection, email: str, client_address: str, now: datetime
    ) -> bool:
        return (
            connection.execute(
                select(known_login_pairs.c.email).where(
                    known_login_pairs.c.email == email,
                    known_login_pairs.c.client_address == client_address[:45],
                    known_login_pairs.c.last_success_at > now - self.policy.known_pair_lifetime,
                )
            ).first()
            is not None
        )

    def record_failure(self, email: str, client_address: str) -> None:
        """Commits on its own: the refusal that follows must not roll the record back."""
        now = self.clock()
        with self.engine.begin() as connection:
            connection.execute(
                insert(login_failures).values(
                    email=email, client_address=_address_value(client_address), failed_at=now
                )
            )
            # Rows outside the window never count again; dropping them keeps the table small.
            connection.execute(
                delete(login_failures).where(
                    _same_address(client_address),
                    login_failures.c.failed_at <= now - self.policy.window,
                )
            )

    def record_success(self, connection: Connection, email: str, client_address: str) -> None:
        """A right password clears its own pair's failures, never the address's count of other
        e-mails (one account of the attacker's own would otherwise reset it at will), and
        marks the pair as known."""
        connection.execute(
            delete(login_failures).where(
                login_failures.c.email == email, _same_address(client_address)
            )
        )
        address = _address_value(client_address)
        if address is None:
            return
        # An upsert: two log-ins of the same pair at once must not collide on the key.
        upsert = _dialect_insert(connection.dialect.name)(known_login_pairs).values(
            email=email, client_address=address, last_success_at=self.clock()
        )
        connection.execute(
            upsert.on_conflict_do_update(
                index_elements=[known_login_pairs.c.email, known_login_pairs.c.client_address],
                set_={"last_success_at": upsert.excluded.last_success_at},
            )
        )


def _dialect_insert(dialect: str) -> Callable[[Table], PgInsert | SqliteInsert]:
    return postgresql_insert if dialect == "postgresql" else sqlite_insert
