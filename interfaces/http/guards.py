"""Who may call: resolved by Litestar guards, before the body is validated.

The /api router's one guard, `read_caller`, reads the caller's sid and language on every call
and, for a handler that takes the signed-in caller (`uid` or `user`), resolves the session and
answers 101 to a guest. Back-office controllers add `requires_role(...)`: 101 to a guest, 111
without the role. Either way the session is resolved once per call (on a worker thread when it
takes a query), and the `session`, `user` and `uid` dependencies hand that same session to the
handler."""

from __future__ import annotations

from typing import Any

from anyio import to_thread
from litestar import Request
from litestar.connection import ASGIConnection
from litestar.handlers.base import BaseRouteHandler

from application.accounts.sessions import Session
from application.errors import ServiceErrorCode
from domain.errors import BusinessRuleViolation, ErrorCode
from interfaces.http.context import read_sid_and_language
from interfaces.http.dependencies import services_of

SIGNED_IN_DEPENDENCIES = frozenset({"uid", "user"})
"""A handler taking one of these serves signed-in callers only."""

Guard = Any  # Litestar's guard type: (connection, handler) -> None, sync or async


async def read_caller(
    connection: ASGIConnection[Any, Any, Any, Any], handler: BaseRouteHandler
) -> None:
    """The /api router's guard: the sid and language, then 101 for a guest on a handler that
    takes the signed-in caller."""
    await read_sid_and_language(connection)
    if SIGNED_IN_DEPENDENCIES & handler.parsed_fn_signature.parameters.keys():
        await signed_in(connection)


def _session_of(connection: ASGIConnection[Any, Any, Any, Any]) -> Session:
    """The call's session, resolved on first use and kept on the call's state (a guest session
    for an unknown sid). Blocking: it may read the store."""
    session: Session | None = connection.state.get("session")
    if session is None:
        session = services_of(connection).sessions.resolve(connection.state.sid)
        connection.state.session = session
    return session


async def caller_session(connection: ASGIConnection[Any, Any, Any, Any]) -> Session:
    """The caller's session, resolved once per call: off the event loop when it takes a
    query, on it when it does not (a guest already known, as on every cart command after the
    first: the thread hop cost more than the answer)."""
    session: Session | None = connection.state.get("session")
    if session is not None:
        return session
    await read_sid_and_language(connection)
    session = services_of(connection).sessions.resolve_without_lookup(connection.state.sid)
    if session is None:
        return await to_thread.run_sync(_session_of, connection)
    connection.state.session = session
    return session


async def signed_in(connection: ASGIConnection[Any, Any, Any, Any]) -> Session:
    """The caller's session, or 101."""
    session = await caller_session(connection)
    if session.is_guest:
        raise BusinessRuleViolation(ServiceErrorCode.NOT_LOGGED_IN)
    return session


def requires_role(role: str) -> Guard:
    """A guard for back-office routes: 101 for guests, 111 without the role."""
    return requires_any_role(role)


def requires_any_role(*roles: str) -> Guard:
    """A guard for back-office routes several roles share: 101 for guests, 111 without any."""

    async def guard(connection: ASGIConnection[Any, Any, Any, Any], _: BaseRouteHandler) -> None:
        if not (await signed_in(connection)).roles & set(roles):
            raise BusinessRuleViolation(ErrorCode.PROHIBITED)

    return guard


async def provide_session(request: Request[Any, Any, Any]) -> Session:
    """Dependency: the caller's session; resolved here (`caller_session`) when no guard
    needed it."""
    return await caller_session(request)


def provide_user(request: Request[Any, Any, Any]) -> Session:
    """Dependency: the signed-in caller's session, which `read_caller` resolved and checked."""
    session = _session_of(request)
    if session.is_guest:
        raise BusinessRuleViolation(ServiceErrorCode.NOT_LOGGED_IN)
    return session


def provide_uid(request: Request[Any, Any, Any]) -> int:
    """Dependency: the signed-in caller's user id."""
    uid = provide_user(request).uid
    assert uid is not None, "a signed-in session names its user"
    return uid
