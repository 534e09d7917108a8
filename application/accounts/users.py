"""Who an account is: the answers about a user (`UserInfo`, `SignedIn`), the do-nothing sign-in
hooks (the real ones are plugged in through application/accounts/ports.py), and the rows of the
users and user_roles tables."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, Engine, insert, select, update
from sqlalchemy.exc import IntegrityError

from application.accounts.ports import CarriedOverLine, ShopStatus
from application.accounts.rules import NICKNAME_MAX_LENGTH, require_email, require_text
from application.accounts.sessions import SESSION_LIFETIME, sid_digest
from application.accounts.tables import sessions, user_roles, users
from application.errors import ServiceErrorCode
from application.ports import Clock
from application.timeutil import as_utc
from domain.errors import BusinessRuleViolation
from domain.languages import LANGUAGES


def no_cart(guest_sid: str, uid: int) -> Sequence[CarriedOverLine]:
    return []


def no_shop(connection: Connection, uid: int) -> tuple[int, str]:
    return 0, ""


@dataclass(frozen=True)
class UserInfo:
    uid: int
    email: str
    nickname: str
    avatar: str
    avatar_url: str
    phone: str
    shop_state: int
    shop_token: str
    seller_url: str
    roles: list[str]


@dataclass(frozen=True)
class SignedIn:
    """A freshly issued server-side session and who it belongs to."""

    sid: str
    uid: int
    user_info: UserInfo
    cart_adjustments: tuple[CarriedOverLine, ...] = ()
    """Guest cart lines that did not carry over in full (capped at the stock or 999)."""


@dataclass(frozen=True)
class Credentials:
    uid: int
    password_hash: str
    disabled: bool


class RoleGrantError(ValueError):
    """An operator command named an unknown role or e-mail (shown as is by the CLI)."""


def credentials_by_email(engine: Engine, email: str) -> Credentials | None:
    with engine.connect() as connection:
        row = connection.execute(
            select(users.c.uid, users.c.password_hash, users.c.disabled).where(
                users.c.email == email
            )
        ).first()
    if row is None:
        return None
    return Credentials(int(row.uid), str(row.password_hash), bool(row.disabled))


def set_password_hash(connection: Connection, uid: int, password_hash: str) -> None:
    connection.execute(update(users).where(users.c.uid == uid).values(password_hash=password_hash))


def language_of(engine: Engine, uid: int) -> str | None:
    """The language the user last signed in with (their e-mails' and documents'), if any."""
    with engine.connect() as connection:
        found = connection.execute(select(users.c.language).where(users.c.uid == uid)).scalar()
    return None if found is None else str(found)


def set_language(connection: Connection, uid: int, language: str | None) -> None:
    """Remembers the language the user signed in with, which their e-mails are written in;
    one Bazaar does not speak leaves the last one in place."""
    if language in LANGUAGES:
        connection.execute(update(users).where(users.c.uid == uid).values(language=language))


def is_remembered(connection: Connection, sid: str) -> bool:
    row = connection.execute(
        select(sessions.c.created_at, sessions.c.expires_at).where(
            sessions.c.sid_hash == sid_digest(sid)
        )
    ).first()
    if row is None:
        return False
    return as_utc(row.expires_at) - as_utc(row.created_at) > SESSION_LIFETIME


def insert_user(
    connection: Connection, email: str, password_hash: str, nickname: str, now: datetime
) -> int:
    uid = connection.execute(
        insert(users)
        .values(email=email, password_hash=password_hash, nickname=nickname, created_at=now)
        .returning(users.c.uid)
    ).scalar_one()
    return int(uid)


def add_roles(connection: Connection, uid: int, roles: Iterable[str]) -> bool:
    held = set(
        connection.execute(select(user_roles.c.role).where(user_roles.c.uid == uid)).scalars()
    )
    missing = sorted(set(roles) - held)
    for role in missing:
        connection.execute(insert(user_roles).values(uid=uid, role=role))
    return bool(missing)


def read_user_info(
    connection: Connection, uid: int, shop_status: ShopStatus, seller_url: str
) -> UserInfo:
    """The user's profile, roles and shop state, read in the caller's transaction."""
    row = connection.execute(select(users).where(users.c.uid == uid)).first()
    if row is None:
        raise BusinessRuleViolation(ServiceErrorCode.NOT_LOGGED_IN)
    # Read to the end before the hook writes: in SQLite, a statement still open holds a
    # read snapshot, and a write begun over a stale snapshot fails at once ("database is
    # locked") instead of waiting for the lock.
    roles = list(
        connection.execute(
            select(user_roles.c.role).where(user_roles.c.uid == uid).order_by(user_roles.c.role)
        ).scalars()
    )
    shop_state, shop_token = shop_status(connection, uid)
    return UserInfo(
        uid=uid,
        email=row.email,
        nickname=row.nickname,
        avatar=row.avatar,
        avatar_url=f"/uploads/{row.avatar}" if row.avatar else "",
        phone=row.phone,
        shop_state=shop_state,
        shop_token=shop_token,
        seller_url=seller_url,
        roles=roles,
    )


def ensure_account(
    engine: Engine,
    clock: Clock,
    raw_email: str,
    nickname: str,
    password_hash: Callable[[], str],
    roles: list[str],
) -> int:
    """Demo seeding: the account's uid, creating it if missing (an existing one keeps its
    password and profile), holding `roles`."""
    email = require_email(raw_email)
    account = credentials_by_email(engine, email)
    if account is None:
        name = require_text(nickname, "nickname", NICKNAME_MAX_LENGTH)
        try:
            with engine.begin() as connection:
                uid = insert_user(connection, email, password_hash(), name, clock())
                add_roles(connection, uid, roles)
            return uid
        except IntegrityError:  # made by a seeder running at the same time
            account = credentials_by_email(engine, email)
            if account is None:
                raise
    with engine.begin() as connection:
        add_roles(connection, account.uid, roles)
    return account.uid
