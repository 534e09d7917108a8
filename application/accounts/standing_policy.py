"""Policy: an account's standing takes effect (`domain.account_standing`). A disabled user's
sessions and merchant links go at once and `users.disabled` refuses their log-in (10203); an
enabled one may sign in again; a granted role is written to `user_roles`, a revoked one
deleted. The runner applies each event once; a rebuild of the read models never runs it, and
the same event applied again changes nothing (a role is inserted only when missing)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, delete, insert, select, update

from application.accounts.tables import sessions, shop_sign_in_tokens, user_roles, users
from domain.account_standing import AccountStanding
from projections.projection import EventHandler, Policy

POLICY_NAME = "account_standing"


def _disabled(connection: Connection, event: Any) -> None:
    uid = AccountStanding.subject_of(event)
    connection.execute(update(users).where(users.c.uid == uid).values(disabled=True))
    connection.execute(delete(sessions).where(sessions.c.uid == uid))
    connection.execute(delete(shop_sign_in_tokens).where(shop_sign_in_tokens.c.uid == uid))


def _enabled(connection: Connection, event: Any) -> None:
    uid = AccountStanding.subject_of(event)
    connection.execute(update(users).where(users.c.uid == uid).values(disabled=False))


def _granted(connection: Connection, event: Any) -> None:
    uid = AccountStanding.subject_of(event)
    held = connection.execute(
        select(user_roles.c.uid).where(user_roles.c.uid == uid, user_roles.c.role == event.role)
    ).first()
    if held is None:
        connection.execute(insert(user_roles).values(uid=uid, role=event.role))


def _revoked(connection: Connection, event: Any) -> None:
    uid = AccountStanding.subject_of(event)
    connection.execute(
        delete(user_roles).where(user_roles.c.uid == uid, user_roles.c.role == event.role)
    )


def account_standing() -> Policy:
    handlers: dict[type[Any], EventHandler] = {
        AccountStanding.Disabled: _disabled,
        AccountStanding.Enabled: _enabled,
        AccountStanding.RoleGranted: _granted,
        AccountStanding.RoleRevoked: _revoked,
    }
    return Policy(name=POLICY_NAME, handlers=handlers)
