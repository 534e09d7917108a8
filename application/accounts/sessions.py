"""Server-side sessions keyed by `sid`: guests bring their own, log-in always issues a new one."""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass, field
from datetime import timedelta
from threading import Lock

from cachetools import LRUCache
from sqlalchemy import Connection, Engine, bindparam, delete, insert, select, update

from application.accounts.tables import sessions, shop_sign_in_tokens, user_roles, users
from application.ports import Clock
from application.reads import reading
from application.timeutil import as_utc
from projections.driver_path import send

GUEST_SID = re.compile(r"^[A-Za-z0-9]{32}$")
SESSION_LIFETIME = timedelta(days=1)
REMEMBERED_SESSION_LIFETIME = timedelta(days=30)


def sid_digest(sid: str) -> str:
    return hashlib.sha256(sid.encode()).hexdigest()


@dataclass(frozen=True)
class Session:
    """Who is calling: a guest (uid None) or a logged-in user with roles."""

    sid: str
    uid: int | None = None
    roles: frozenset[str] = field(default_factory=frozenset)

    @property
    def is_guest(self) -> bool:
        return self.uid is None


_SESSION_WITH_ROLES = (
    select(
        sessions.c.uid,
        sessions.c.expires_at,
        sessions.c.revoked_at,
        users.c.disabled,
        user_roles.c.role,
    )
    .join(users, users.c.uid == sessions.c.uid)
    .outerjoin(user_roles, user_roles.c.uid == sessions.c.uid)
    .where(sessions.c.sid_hash == bindparam("sid_hash"))
)
"""Every request's session look-up, built once (SQLAlchemy builds and keys a statement made
per call again each time: a measurable share of a request's CPU)."""

STRANGERS_REMEMBERED = 20_000
"""Per process: the guests' sids last seen with no session row (about 2 MB)."""


class SessionStore:
    """Issues, resolves and revokes sessions."""

    def __init__(self, engine: Engine, clock: Clock) -> None:
        self.engine = engine
        self.clock = clock
        # A sid with no session row never gets one: `issue` makes a fresh sid, never a guest's
        # (and a deleted row or user does not come back). So a guest's next calls need not
        # look again; a sid whose row exists (expired, revoked, its user disabled) is looked
        # up every time, since its row can change.
        self._strangers: LRUCache[str, bool] = LRUCache(STRANGERS_REMEMBERED)
        self._strangers_lock = Lock()

    def issue(self, connection: Connection, uid: int, remember: bool) -> str:
        """Makes a fresh server-side sid for `uid` (never promotes a guest's sid)."""
        sid = secrets.token_hex(16)
        now = self.clock()
        lifetime = REMEMBERED_SESSION_LIFETIME if remember else SESSION_LIFETIME
        connection.execute(
            insert(sessions).values(
                sid_hash=sid_digest(sid), uid=uid, created_at=now, expires_at=now + lifetime
            )
        )
        return sid

    def resolve_without_lookup(self, sid: str) -> Session | None:
        """The session when no query is needed to know it (a malformed sid, or a guest's sid
        remembered as a stranger), else None: the caller may then skip a worker thread."""
        if not GUEST_SID.match(sid):
            return Session(sid="")
        with self._strangers_lock:
            if sid in self._strangers:
                return Session(sid=sid)
        return None

    def resolve(self, sid: str) -> Session:
        """A live user session, or a guest session for any other well-formed sid."""
        known = self.resolve_without_lookup(sid)
        if known is not None:
            return known
        # One statement, the roles joined (a row per role), as every request asks it.
        with reading(self.engine) as connection:
            rows = send(connection, _SESSION_WITH_ROLES, {"sid_hash": sid_digest(sid)}).rows
        if not rows:
            with self._strangers_lock:
                self._strangers[sid] = True
            return Session(sid=sid)
        row = rows[0]
        if row.disabled or row.revoked_at is not None or as_utc(row.expires_at) <= self.clock():
            return Session(sid=sid)
        roles = frozenset(str(r.role) for r in rows if r.role is not None)
        return Session(sid=sid, uid=int(row.uid), roles=roles)

    def revoke(self, sid: str) -> None:
        """Ends one session (log-out) and voids its user's merchant links: a link copied
        from that session must not open a new one after the user signed out."""
        with self.engine.begin() as connection:
            uid = connection.execute(
                update(sessions)
                .where(sessions.c.sid_hash == sid_digest(sid), sessions.c.revoked_at.is_(None))
                .values(revoked_at=self.clock())
                .returning(sessions.c.uid)
            ).scalar()
            if uid is not None:
                self._void_merchant_links(connection, uid)

    def revoke_all(self, connection: Connection, uid: int) -> None:
        """Ends every session of `uid`, and voids its merchant links: each would open one."""
        connection.execute(
            update(sessions)
            .where(sessions.c.uid == uid, sessions.c.revoked_at.is_(None))
            .values(revoked_at=self.clock())
        )
        self._void_merchant_links(connection, uid)

    @staticmethod
    def _void_merchant_links(connection: Connection, uid: int) -> None:
        connection.execute(delete(shop_sign_in_tokens).where(shop_sign_in_tokens.c.uid == uid))
