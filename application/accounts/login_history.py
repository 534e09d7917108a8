"""The last successful log-ins of each user (time, address, browser), which the operators see
on a user's page (`console/user/detail`): written with every log-in, the newest 20 kept."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, delete, insert, select

from application.accounts.tables import login_history
from application.timeutil import as_utc

KEPT_PER_USER = 20
USER_AGENT_MAX_LENGTH = 255
ADDRESS_MAX_LENGTH = 45


@dataclass(frozen=True)
class LoginRecord:
    at: datetime
    client_address: str
    user_agent: str


def record_login(
    connection: Connection, uid: int, at: datetime, client_address: str, user_agent: str
) -> None:
    """Adds a log-in, in the caller's transaction, and forgets those past the newest 20."""
    connection.execute(
        insert(login_history).values(
            uid=uid,
            at=at,
            client_address=client_address[:ADDRESS_MAX_LENGTH],
            user_agent=user_agent[:USER_AGENT_MAX_LENGTH],
        )
    )
    oldest_kept = connection.execute(
        select(login_history.c.id)
        .where(login_history.c.uid == uid)
        .order_by(login_history.c.id.desc())
        .offset(KEPT_PER_USER - 1)
        .limit(1)
    ).scalar()
    if oldest_kept is not None:
        connection.execute(
            delete(login_history).where(
                login_history.c.uid == uid, login_history.c.id < oldest_kept
            )
        )


def recent_logins(connection: Connection, uid: int) -> list[LoginRecord]:
    """The user's last log-ins, newest first."""
    rows = connection.execute(
        select(login_history.c.at, login_history.c.client_address, login_history.c.user_agent)
        .where(login_history.c.uid == uid)
        .order_by(login_history.c.id.desc())
        .limit(KEPT_PER_USER)
    ).all()
    return [LoginRecord(as_utc(row.at), row.client_address, row.user_agent) for row in rows]
