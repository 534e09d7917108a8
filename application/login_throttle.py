"""Failed log-ins per e-mail and per client address, counted in the database so every process
sees the same counts."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import ColumnElement, Connection, Engine, delete, func, insert, or_, select

from application.ports import Clock
from application.schema import login_failures


class LoginThrottle:
    """Refuses log-in for an e-mail after `max_failures` failures within `window`, and from a
    client address after `max_failures_per_address` failures (password spraying: one guess
    at each of many accounts) within the same window."""

    def __init__(
        self,
        engine: Engine,
        clock: Clock,
        max_failures: int,
        window_seconds: int,
        max_failures_per_address: int,
    ) -> None:
        self.engine = engine
        self.clock = clock
        self.max_failures = max_failures
        self.max_failures_per_address = max_failures_per_address
        self.window = timedelta(seconds=window_seconds)

    def is_blocked(self, email: str, client_address: str) -> bool:
        """True when the recent failures for `email`, or from `client_address`, reach a limit."""
        since = self.clock() - self.window
        with self.engine.connect() as connection:
            by_email = self._count(connection, login_failures.c.email == email, since)
            if by_email >= self.max_failures:
                return True
            if not client_address:
                return False
            by_address = self._count(
                connection, login_failures.c.client_address == client_address, since
            )
        return by_address >= self.max_failures_per_address

    @staticmethod
    def _count(connection: Connection, matching: ColumnElement[bool], since: object) -> int:
        return int(
            connection.execute(
                select(func.count())
                .select_from(login_failures)
                .where(matching, login_failures.c.failed_at > since)
            ).scalar_one()
        )

    def record_failure(self, email: str, client_address: str) -> None:
        """Commits on its own: the refusal that follows must not roll the record back."""
        now = self.clock()
        with self.engine.begin() as connection:
            connection.execute(
                insert(login_failures).values(
                    email=email, client_address=client_address or None, failed_at=now
                )
            )
            # Rows outside the window never count again; dropping them keeps the table small.
            connection.execute(
                delete(login_failures).where(
                    or_(
                        login_failures.c.email == email,
                        login_failures.c.client_address == client_address,
                    ),
                    login_failures.c.failed_at <= now - self.window,
                )
            )

    def clear(self, connection: Connection, email: str) -> None:
        """A right password clears the account's count, never the address's: otherwise one
        account of the attacker's own would reset the address's count at will."""
        connection.execute(delete(login_failures).where(login_failures.c.email == email))
