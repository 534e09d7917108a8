"""Per-call context: sid, language and the repeat-submit guard, read once before the handler."""

from __future__ import annotations

import hashlib
from typing import Any

from litestar import Request
from litestar.connection import ASGIConnection
from litestar.handlers.base import BaseRouteHandler

from application.accounts.sessions import Session
from application.errors import ServiceErrorCode
from application.idempotency import KEY_HEADER
from domain.errors import BusinessRuleViolation, ErrorCode
from interfaces.http.dependencies import services_of
from interfaces.http.error_catalogue import pick_language
from interfaces.http.request_body import json_body_type, read_json_body

REPEAT_WINDOW_MS = 1000
STATE_CHANGING = "state_changing"
IDEMPOTENT = "idempotent"
SID_IN_QUERY = "sid_in_query"
"""Only calls without a JSON body (the multipart upload) take `?sid=`: a sid in a URL ends up
in access logs and Referer headers."""


async def read_call_context(request: Request[Any, Any, Any]) -> None:
    """before_request hook: caches sid and language, then applies the repeat-submit guard."""
    body = await _load_context(request)
    if (
        request.route_handler.opt.get(STATE_CHANGING)
        and not _repeats_allowed(request)
        and not _keyed(request)
    ):
        fingerprint = hashlib.sha256(
            b"\0".join([request.state.sid.encode(), request.url.path.encode(), body])
        ).hexdigest()
        if not services_of(request).repeat_guard.claim(fingerprint, REPEAT_WINDOW_MS):
            raise BusinessRuleViolation(ServiceErrorCode.REPEAT_SUBMIT)


async def _load_context(request: Request[Any, Any, Any]) -> bytes:
    """Reads sid and language once (guards run before the before_request hook). The JSON body
    is decoded and checked here, so a body that cannot be read answers 102 before any use."""
    payload: dict[str, Any] = {}
    body = b""
    body_type = json_body_type(request) if request.method == "POST" else None
    if body_type is not None:
        body = await request.body()
        payload = await read_json_body(request, body_type)
    sid = payload.get("sid")
    if not sid and request.route_handler.opt.get(SID_IN_QUERY):
        sid = request.query_params.get("sid")
    request.state.sid = sid if isinstance(sid, str) else ""
    request.state.language = pick_language(
        payload.get("language"),
        request.headers.get("accept-language"),
        services_of(request).site.default_language,
    )
    return body


def _repeats_allowed(request: Request[Any, Any, Any]) -> bool:
    return request.headers.get("x-repeat-submit", "").lower() == "allow"


def _keyed(request: Request[Any, Any, Any]) -> bool:
    """An idempotent call with a key: a repeat must answer the first result, not 105, and
    the key (not this guard) is what stops it from acting twice."""
    return bool(request.route_handler.opt.get(IDEMPOTENT)) and (
        KEY_HEADER.lower() in request.headers
    )


def provide_session(request: Request[Any, Any, Any]) -> Session:
    """Dependency: the caller's session (a guest session when the sid is unknown)."""
    return services_of(request).sessions.resolve(request.state.sid)


def provide_language(request: Request[Any, Any, Any]) -> str:
    """Dependency: the caller's language, as `read_call_context` picked it."""
    language: str = request.state.language
    return language


def provide_user(request: Request[Any, Any, Any]) -> Session:
    """Dependency: a logged-in session, or 101."""
    session = provide_session(request)
    if session.is_guest:
        raise BusinessRuleViolation(ServiceErrorCode.NOT_LOGGED_IN)
    return session


def requires_role(role: str) -> Any:
    """A guard for back-office routes: 101 for guests, 111 without the role."""
    return requires_any_role(role)


def requires_any_role(*roles: str) -> Any:
    """A guard for back-office routes several roles share: 101 for guests, 111 without any."""

    async def guard(connection: ASGIConnection[Any, Any, Any, Any], _: BaseRouteHandler) -> None:
        if isinstance(connection, Request):
            await _load_context(connection)
        session = services_of(connection).sessions.resolve(connection.state.get("sid", ""))
        if session.is_guest:
            raise BusinessRuleViolation(ServiceErrorCode.NOT_LOGGED_IN)
        if not session.roles & set(roles):
            raise BusinessRuleViolation(ErrorCode.PROHIBITED)

    return guard
