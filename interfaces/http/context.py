"""Per-call context, in the order every /api call meets it:

1. the router's guard (`interfaces.http.guards.read_caller`) reads the sid and language from
   the body, decoded but not yet checked, and resolves the session and role where the route
   needs them (101, 111);
2. this module's `check_call` hook checks the body strictly (102) and applies the
   repeat-submit guard (105);
3. the handler's dependencies and the handler.

So who is calling is known before the body is judged: a guest never learns a back-office
call's fields from its 102s."""

from __future__ import annotations

import hashlib
from typing import Any, TypeGuard

from litestar import Request
from litestar.connection import ASGIConnection

from application.errors import ServiceErrorCode
from application.idempotency import KEY_HEADER
from domain.errors import BusinessRuleViolation
from interfaces.http.dependencies import services_of
from interfaces.http.error_catalogue import pick_language
from interfaces.http.request_body import check_json_body, json_body_type, read_json_document

REPEAT_WINDOW_MS = 1000
STATE_CHANGING = "state_changing"
IDEMPOTENT = "idempotent"
SID_IN_QUERY = "sid_in_query"
"""Only calls without a JSON body (the multipart upload) take `?sid=`: a sid in a URL ends up
in access logs and Referer headers."""


async def read_sid_and_language(connection: ASGIConnection[Any, Any, Any, Any]) -> None:
    """Caches the caller's sid and language on the connection, once. The JSON body is decoded
    (102 `body` when it cannot be: then nobody can be named) but its fields are not checked."""
    if "sid" in connection.state:
        return
    document = await read_json_document(connection) if _has_json_body(connection) else None
    payload: dict[str, Any] = document if isinstance(document, dict) else {}
    sid = payload.get("sid")
    if not sid and connection.route_handler.opt.get(SID_IN_QUERY):
        sid = connection.query_params.get("sid")
    connection.state.sid = sid if isinstance(sid, str) else ""
    connection.state.language = pick_language(
        payload.get("language"),
        connection.headers.get("accept-language"),
        services_of(connection).site.default_language,
    )


async def check_call(request: Request[Any, Any, Any]) -> None:
    """before_request hook, after the guards: the body strictly against the handler's type
    (102 naming the field), then the repeat-submit guard (105)."""
    await read_sid_and_language(request)
    body_type = json_body_type(request) if request.method == "POST" else None
    body = b""
    if body_type is not None:
        check_json_body(request, body_type)
        body = await request.body()
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


def _has_json_body(
    connection: ASGIConnection[Any, Any, Any, Any],
) -> TypeGuard[Request[Any, Any, Any]]:
    return (
        isinstance(connection, Request)
        and connection.method == "POST"
        and json_body_type(connection) is not None
    )


def _repeats_allowed(request: Request[Any, Any, Any]) -> bool:
    return request.headers.get("x-repeat-submit", "").lower() == "allow"


def _keyed(request: Request[Any, Any, Any]) -> bool:
    """An idempotent call with a key: a repeat must answer the first result, not 105, and
    the key (not this guard) is what stops it from acting twice."""
    return bool(request.route_handler.opt.get(IDEMPOTENT)) and (
        KEY_HEADER.lower() in request.headers
    )


def provide_language(request: Request[Any, Any, Any]) -> str:
    """Dependency: the caller's language, as `read_sid_and_language` picked it."""
    language: str = request.state.language
    return language
