"""Failed log-ins per e-mail, counted in the database so every process sees the same count."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import Connection, Engine, delete, func, insert, select

from application.ports import Clock
from application.schema import login_failures


class LoginThrottle:
    """Refuses log-in for an e-mail after `max_failures` failures within `window`."""

    def __init__(
        self, engine: Engine, clock: Clock, max_failures: int, window_seconds: int
    ) -> None:
        self.engine = engine
        self.clock = clock
        self.max_failures = max_failures
        self.window = timedelta(seconds=window_seconds)

    def is_blocked(self, email: str) -> bool:
        """True when the recent failures for `email` reach the limit."""
        since = self.clock() - self.window
        with self.engine.connect() as connection:
            failures = connection.execute(
                select(func.count())
                .select_from(login_failures)
                .where(login_failures.c.email == email, login_failures.c.failed_at > since)
            ).scalar_one()
        return int(failures) >= self.max_failures

    def record_failure(self, email: str) -> None:
        """Commits on its own: the refusal that follows must not roll the record back."""
        now = self.clock()
        with self.engine.begin() as connection:
            connection.execute(insert(login_failures).values(email=email, failed_at=now))
            # Rows outside the window never count again; dropping them keeps the table small.
            connection.execute(
                delete(login_failures).where(
                    login_failures.c.email == email,
                    login_failures.c.failed_at <= now - self.window,
                )
            )

    def clear(self, connection: Connection, email: str) -> None:
        connection.execute(delete(login_failures).where(login_failures.c.email == email))
