"""The JSON body of an /api call, read once before the handler: decoded without ever raising
past us, cleaned of bidirectional-override characters, and checked strictly against the
handler's request type.

Litestar converts bodies in msgspec's lax mode (the same conversion serves query strings), so
`"amount": "1e4"` would become 10,000 cents; the strict check here refuses any value of the
wrong JSON type first. The cleaned document is handed to Litestar, which then neither decodes
the body again nor sees what was removed."""

from __future__ import annotations

import re
from typing import Any

import msgspec
from litestar import Request
from litestar.enums import RequestEncodingType
from litestar.params import BodyKwarg
from litestar.types import Empty
from litestar.utils.scope.state import ScopeState

from domain.errors import BusinessRuleViolation, ErrorCode

BIDI_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069]")
"""Embeddings, overrides and isolates (U+202A–E, U+2066–9): in displayed text they make
'‮evil‬' read as 'live', so they are removed from everything a user sends."""

# Secrets are compared, never displayed: changing them would change what the user chose.
_VERBATIM_FIELDS = frozenset({"password", "old_password"})
# msgspec names the path of the bad value (`$.remarks[0].shop_id`); a missing field is
# reported on the object that lacks it, so its own name is only in the message.
_PATH_IN_MESSAGE = re.compile(r"at `\$\.([^`]+)`")
_MISSING_FIELD = re.compile(r"missing required field `([A-Za-z0-9_]+)`")
_UNDECODABLE = (msgspec.DecodeError, RecursionError, UnicodeDecodeError, ValueError)


def json_body_type(request: Request[Any, Any, Any]) -> Any | None:
    """The type the handler declares for its JSON `data`, or None when it takes no JSON body."""
    data = request.route_handler.parsed_fn_signature.parameters.get("data")
    if data is None or not isinstance(data.kwarg_definition, BodyKwarg):
        return None
    if data.kwarg_definition.media_type != RequestEncodingType.JSON:
        return None
    return data.annotation


async def read_json_document(request: Request[Any, Any, Any]) -> Any:
    """The body as a cleaned document, decoded once (102 `body` when it cannot be), its fields
    not yet checked: guards read the sid from it before anything judges the rest. Litestar's
    own `request.json()` answers this same document afterwards."""
    state = ScopeState.from_scope(request.scope)
    if state.json is Empty:
        state.json = without_bidi_controls(decode_json(await request.body()))
    return state.json


def check_json_body(request: Request[Any, Any, Any], body_type: Any) -> None:
    """The document `read_json_document` kept, checked strictly against the handler's type
    (102 naming the first bad field)."""
    check_strictly(ScopeState.from_scope(request.scope).json, body_type)


MAX_JSON_DEPTH = 64
"""No call nests deeper than a few levels; a body nested deeper is refused before decoding."""
_JSON_STRINGS = re.compile(rb'"(?:[^"\\]|\\.)*"')
_JSON_BRACKETS = re.compile(rb"[\[\]{}]")


def decode_json(raw: bytes) -> Any:
    """Any JSON document, or 102 `body` for one that cannot be decoded: malformed, invalid
    UTF-8 inside a string, or nested deeper than MAX_JSON_DEPTH."""
    if _nested_too_deeply(raw):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="body")
    try:
        return msgspec.json.decode(raw or b"null")
    except _UNDECODABLE as error:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="body") from error


def _nested_too_deeply(raw: bytes) -> bool:
    # The decoder recurses once per level: left to find a thousand-deep body itself, it ran the
    # interpreter to its recursion limit, and a garbage collection it triggered down there ran
    # other objects' finalizers with no stack left. Counting first costs two scans of the bytes;
    # only a body with that many brackets has its depth measured (outside strings).
    if raw.count(b"[") + raw.count(b"{") <= MAX_JSON_DEPTH:
        return False
    depth = 0
    for bracket in _JSON_BRACKETS.findall(_JSON_STRINGS.sub(b"", raw)):
        depth += 1 if bracket in (b"[", b"{") else -1
        if depth > MAX_JSON_DEPTH:
            return True
    return False


def without_bidi_controls(value: Any, field: str | None = None) -> Any:
    """`value` with bidi controls removed from every string, except secrets."""
    if isinstance(value, str):
        return value if field in _VERBATIM_FIELDS else BIDI_CONTROLS.sub("", value)
    if isinstance(value, list):
        return [without_bidi_controls(item, field) for item in value]
    if isinstance(value, dict):
        return {key: without_bidi_controls(item, key) for key, item in value.items()}
    return value


def check_strictly(document: Any, body_type: Any) -> None:
    """102 naming the first field whose JSON type is wrong: integers must be JSON integers,
    booleans JSON booleans, never strings that happen to parse as one."""
    try:
        msgspec.convert(document, body_type, strict=True)
    except msgspec.ValidationError as error:
        field = field_named_in(str(error)) or "body"
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=field) from error


def field_named_in(message: str) -> str | None:
    """The request field a msgspec validation message is about, if it names one, with its
    path inside the body (`remarks[0].shop_id`)."""
    path = _PATH_IN_MESSAGE.search(message)
    missing = _MISSING_FIELD.search(message)
    if missing:
        return f"{path.group(1)}.{missing.group(1)}" if path else missing.group(1)
    return path.group(1) if path else None
