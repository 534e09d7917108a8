"""The one map from exceptions to responses: business refusals become envelopes."""

from __future__ import annotations

import logging
from typing import Any

import eventsourcing.persistence
import psycopg
import sqlalchemy.exc
from litestar import MediaType, Request, Response
from litestar.exceptions import HTTPException, ValidationException
from litestar.status_codes import (
    HTTP_200_OK,
    HTTP_400_BAD_REQUEST,
    HTTP_404_NOT_FOUND,
    HTTP_500_INTERNAL_SERVER_ERROR,
)
from litestar.types import ExceptionHandlersMap

from domain.errors import BusinessRuleViolation, ErrorCode
from interfaces.http.error_catalogue import message_for, pick_language
from interfaces.http.request_body import field_named_in

logger = logging.getLogger("bazaar.http")


def _language(request: Request[Any, Any, Any]) -> str:
    language = request.state.get("language")
    if isinstance(language, str):
        return language
    return pick_language(None, request.headers.get("accept-language"), "en")


def _envelope(code: int, msg: str, data: Any) -> Response[Any]:
    return Response(
        {"code": code, "msg": msg, "data": data},
        status_code=HTTP_200_OK,
        media_type=MediaType.JSON,
    )


def business_rule_violation(
    request: Request[Any, Any, Any], error: BusinessRuleViolation
) -> Response[Any]:
    data = {"field": error.field} if error.field else None
    return _envelope(int(error.code), message_for(error.catalogue_key, _language(request)), data)


def validation_failed(request: Request[Any, Any, Any], error: ValidationException) -> Response[Any]:
    """msgspec and Litestar validation failures are 102, naming the first failing field."""
    return _envelope(
        int(ErrorCode.BAD_PARAMETER),
        message_for("102", _language(request)),
        {"field": _first_field(error)},
    )


def _first_field(error: ValidationException) -> str:
    extra = error.extra if isinstance(error.extra, list) else []
    for item in extra:
        if isinstance(item, dict):
            # A missing field is reported on the object lacking it: the message names it.
            message = str(item.get("message", ""))
            key = item.get("key")
            if "missing required" not in message and isinstance(key, str) and key:
                return key
            named = field_named_in(message)
            if named:
                return named
    return field_named_in(str(error.detail)) or "body"


def http_exception(request: Request[Any, Any, Any], error: HTTPException) -> Response[Any]:
    """Transport faults keep their status (404, 405, 413) with a plain JSON body; a body the
    API cannot parse (malformed JSON, wrong content type) is a parameter error, 102."""
    if error.status_code == HTTP_400_BAD_REQUEST and request.url.path.startswith("/api/"):
        return _envelope(
            int(ErrorCode.BAD_PARAMETER), message_for("102", _language(request)), {"field": "body"}
        )
    # A 404's detail may name what was looked for (a static router puts the filesystem path
    # there): the answer never repeats it.
    msg = "Not Found" if error.status_code == HTTP_404_NOT_FOUND else error.detail
    return Response(
        {"code": error.status_code, "msg": msg, "data": None},
        status_code=error.status_code,
        media_type=MediaType.JSON,
        headers=error.headers,
    )


def infrastructure_down(request: Request[Any, Any, Any], error: Exception) -> Response[Any]:
    logger.error("storage unavailable: %s", error)
    return Response(
        {"code": 503, "msg": "Service temporarily unavailable", "data": None},
        status_code=503,
        media_type=MediaType.JSON,
        headers={"Retry-After": "5"},
    )


def unexpected(request: Request[Any, Any, Any], error: Exception) -> Response[Any]:
    if _is_storage_outage(error):
        return infrastructure_down(request, error)
    # A 500 is always a defect: log everything, reveal nothing.
    logger.exception("unhandled error on %s", request.url.path, exc_info=error)
    return Response(
        {"code": 500, "msg": "Internal server error", "data": None},
        status_code=HTTP_500_INTERNAL_SERVER_ERROR,
        media_type=MediaType.JSON,
    )


_OUTAGES: tuple[type[BaseException], ...] = (
    sqlalchemy.exc.OperationalError,
    sqlalchemy.exc.InterfaceError,
    psycopg.OperationalError,
    eventsourcing.persistence.OperationalError,
    eventsourcing.persistence.InterfaceError,
)


def _is_storage_outage(error: BaseException) -> bool:
    return isinstance(error, _OUTAGES)


EXCEPTION_HANDLERS: ExceptionHandlersMap = {
    BusinessRuleViolation: business_rule_violation,
    ValidationException: validation_failed,
    HTTPException: http_exception,
    Exception: unexpected,
}
