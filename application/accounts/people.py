"""The operators' view of the people on the platform (`console/user/list`, `console/user/detail`):
users found by e-mail, uid or name, and one user's roles, shop, wallet, recent log-ins, standing
and the role grants waiting for a second operator."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Engine, Row, exists, func, or_, select

from application.accounts.login_history import LoginRecord, recent_logins
from application.accounts.ports import OwnedShop, ShopOwnedBy
from application.accounts.rules import require_role
from application.accounts.standing import AccountStandings
from application.accounts.tables import user_roles, users
from application.timeutil import as_utc
from domain.account_standing import approvals_needed
from domain.errors import BusinessRuleViolation, ErrorCode
from projections.paging import Paged, page_offset
from projections.wallet_balances import balance_of

MAX_UID = 2**63 - 1


def no_owned_shop(connection: Connection, uid: int) -> OwnedShop | None:
    return None


@dataclass(frozen=True)
class Person:
    uid: int
    email: str
    nickname: str
    avatar: str
    roles: list[str]
    disabled: bool
    created_at: datetime


@dataclass(frozen=True)
class Approver:
    uid: int
    nickname: str


@dataclass(frozen=True)
class PendingGrant:
    role: str
    approvals_needed: int
    approved_by: list[Approver]


@dataclass(frozen=True)
class PersonDetail:
    person: Person
    phone: str
    shop: OwnedShop | None
    available: int
    frozen: int
    """The wallet's balance, in cents."""
    logins: list[LoginRecord]
    disabled_reason: str
    disabled_at: datetime | None
    pending: list[PendingGrant]


class People:
    def __init__(
        self, engine: Engine, standings: AccountStandings, shop_owned_by: ShopOwnedBy
    ) -> None:
        self.engine = engine
        self.standings = standings
        self.shop_owned_by = shop_owned_by

    def page(
        self, keywords: str | None, role: str | None, page: int, page_size: int
    ) -> Paged[Person]:
        """Users whose e-mail or name holds `keywords` (any case) or whose uid it is, holding
        `role` when given (102 `role` for one that is none), newest first."""
        where = []
        text = (keywords or "").strip()
        if text:
            matches = [
                users.c.email.icontains(text, autoescape=True),
                users.c.nickname.icontains(text, autoescape=True),
            ]
            if text.isdigit() and int(text) <= MAX_UID:
                matches.append(users.c.uid == int(text))
            where.append(or_(*matches))
        if role is not None:
            held = user_roles.c.uid == users.c.uid
            where.append(exists().where(held, user_roles.c.role == require_role(role)))
        with self.engine.connect() as connection:
            total = connection.execute(
                select(func.count()).select_from(users).where(*where)
            ).scalar_one()
            rows = connection.execute(
                select(users)
                .where(*where)
                .order_by(users.c.uid.desc())
                .limit(page_size)
                .offset(page_offset(page, page_size))
            ).all()
            people = _people(connection, rows)
        return Paged(people, int(total), page, page_size)

    def detail(self, uid: int) -> PersonDetail:
        """One user as the operators see them; 103 `uid` when there is none."""
        with self.engine.connect() as connection:
            row = connection.execute(select(users).where(users.c.uid == uid)).first()
            if row is None:
                raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="uid")
            person = _people(connection, [row])[0]
            shop = self.shop_owned_by(connection, uid)
            available, frozen = balance_of(connection, uid)
            logins = recent_logins(connection, uid)
            standing = self.standings.peek(uid)
            held = set(person.roles)  # a grant the CLI made meanwhile waits no longer
            waiting = {
                role: uids
                for role, uids in (standing.pending if standing else {}).items()
                if role not in held
            }
            names = _nicknames(connection, {u for uids in waiting.values() for u in uids})
        pending = [
            PendingGrant(
                role, approvals_needed(role), [Approver(u, names.get(u, "")) for u in uids]
            )
            for role, uids in sorted(waiting.items())
        ]
        return PersonDetail(
            person=person,
            phone=str(row.phone),
            shop=shop,
            available=available,
            frozen=frozen,
            logins=logins,
            disabled_reason=standing.disabled_reason if standing and person.disabled else "",
            disabled_at=standing.disabled_at if standing and person.disabled else None,
            pending=pending,
        )


def _people(connection: Connection, rows: Sequence[Row[Any]]) -> list[Person]:
    """The users of `rows` with their roles, read in one query."""
    uids = [int(row.uid) for row in rows]
    roles: dict[int, list[str]] = {uid: [] for uid in uids}
    for uid, role in connection.execute(
        select(user_roles.c.uid, user_roles.c.role)
        .where(user_roles.c.uid.in_(uids))
        .order_by(user_roles.c.role)
    ):
        roles[int(uid)].append(str(role))
    return [
        Person(
            uid=int(row.uid),
            email=str(row.email),
            nickname=str(row.nickname),
            avatar=str(row.avatar),
            roles=roles[int(row.uid)],
            disabled=bool(row.disabled),
            created_at=as_utc(row.created_at),
        )
        for row in rows
    ]


def _nicknames(connection: Connection, uids: set[int]) -> dict[int, str]:
    if not uids:
        return {}
    rows = connection.execute(select(users.c.uid, users.c.nickname).where(users.c.uid.in_(uids)))
    return {int(uid): str(nickname) for uid, nickname in rows}
