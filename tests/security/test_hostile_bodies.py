"""Bodies a stranger sends to every JSON call of the served OpenAPI document: nested past any
decoder's recursion limit, invalid UTF-8 inside a string, numbers and booleans dressed as
strings, and text carrying bidirectional overrides. Each answers inside the envelope with a
parameter error naming what was wrong (never a 500), or is stored with the overrides removed.

The caller holds every staff role, so the back-office guards let each body reach the decoder.
"""

from __future__ import annotations

import logging
import sys
from typing import Any

import pytest
from litestar.testing import TestClient

from infra.bootstrap import Container
from tests.integration.accounts.fixture import Shopper, post, sign_in
from tests.security.test_injection_probe import (
    CATALOGUED,
    Field,
    Operation,
    baseline,
    json_operations,
)

EVERY_ROLE = ("reviewer", "auditor", "agent", "seller", "operator")
HOSTILE_BODIES = {
    "nested arrays 1,000 deep": b"[" * 1000 + b"]" * 1000,
    "nested objects 3,000 deep": b'{"a":' * 3000 + b"1" + b"}" * 3000,
    "invalid UTF-8 in a string": b'{"keywords":"caf\xe9","name":"x"}',
}
# Wrong-typed values for a field whose schema says integer or boolean (a float with an
# integral value is not a JSON integer either).
DISGUISED = {"integer": ("3", "1e4", 3.0, True), "boolean": ("true", 1)}


@pytest.fixture
def staff(container: Container, client: TestClient[Any]) -> Shopper:
    container.accounts.ensure_user("staff@bazaar.test", "secret-1", "staff", EVERY_ROLE)
    return sign_in(container, client, "staff@bazaar.test")


@pytest.fixture
def operations(client: TestClient[Any]) -> list[Operation]:
    found = json_operations(client.get("/api/schema/openapi.json").json())
    assert len(found) > 80, "the document lists every JSON call"
    return found


def url_of(operation: Operation) -> str:
    path = operation.path
    for parameter in operation.path_parameters:
        path = path.replace(f"{{{parameter}}}", "terms")
    return f"/api/{path}"


def test_every_json_call_answers_an_undecodable_body_with_102_naming_body(
    client: TestClient[Any], operations: list[Operation], staff: Shopper
) -> None:
    wrong = []
    for operation in operations:
        for name, body in HOSTILE_BODIES.items():
            response = client.post(
                f"{url_of(operation)}",
                content=body,
                headers={"content-type": "application/json", "X-Repeat-Submit": "allow"},
            )
            answer = response.json() if response.status_code == 200 else None
            if answer is None or (answer["code"], answer["data"]) != (102, {"field": "body"}):
                wrong.append(f"{operation.path} {name}: {response.status_code} {response.text}")
    assert wrong == []


def test_every_integer_and_boolean_field_refuses_a_disguised_value_naming_the_field(
    client: TestClient[Any], operations: list[Operation], staff: Shopper
) -> None:
    wrong, checked = [], 0
    for operation in operations:
        for field in operation.fields:
            for value in DISGUISED.get(field.kind, ()):
                body = {"sid": staff.sid, field.name: value}
                response = client.post(
                    url_of(operation), json=body, headers={"X-Repeat-Submit": "allow"}
                )
                checked += 1
                answer = response.json() if response.status_code == 200 else None
                if answer is None or (answer["code"], answer["data"]) != (
                    102,
                    {"field": field.name},
                ):
                    wrong.append(f"{operation.path} {field.name}={value!r}: {response.text}")
    assert wrong == []
    assert checked > 100, "the document has integer and boolean fields to probe"


def test_bidi_overrides_never_reach_what_others_are_shown(
    client: TestClient[Any], container: Container, staff: Shopper
) -> None:
    shopper = sign_in(container, client, "sender@bazaar.test")
    disguised = "\u202eevil\u202c \u2066gnp.exe\u2069"
    sent = post(
        client,
        "support/customer_service/send",
        shopper.sid,
        shop_id=0,
        type=1,
        content=f"see {disguised}",
    )
    assert sent["code"] == 0, sent
    inbox = post(client, "console/chat/list", staff.sid, page=1)
    assert inbox["code"] == 0, inbox
    previews = [str(chat) for chat in inbox["data"]["list"]]
    assert any("evil gnp.exe" in preview for preview in previews), previews
    assert not any(any(c in preview for c in "\u202e\u202c\u2066\u2069") for preview in previews)


def _configured_handlers() -> list[logging.Handler]:
    """The root logger's handlers that format records, and those a queue handler hands its
    records to (the one that formats depends on the Python version)."""
    found: list[logging.Handler] = []
    for handler in logging.getLogger().handlers:
        listener = getattr(handler, "listener", None)
        found.extend([handler, *getattr(listener, "handlers", ())])
    # pytest's own capturing handlers sit on the root logger too; they are not the app's.
    return [
        handler
        for handler in found
        if handler.formatter is not None and not type(handler).__module__.startswith("_pytest")
    ]


def test_a_logged_client_string_cannot_forge_a_log_line(client: TestClient[Any]) -> None:
    # The app configured logging when the client started it; its handlers format the record.
    forged = "/x\nERROR - 2026-01-01 00:00:00,000 - bazaar.http - FORGED\x00\x1b[2J"
    try:
        raise ValueError(f"bad path {forged}")
    except ValueError:
        record = logging.getLogger("bazaar.http").makeRecord(
            "bazaar.http",
            logging.ERROR,
            __file__,
            1,
            "unhandled error on %s",
            (forged,),
            sys.exc_info(),
        )
    handlers = _configured_handlers()
    assert handlers, "the app configures logging"
    for handler in handlers:
        written = handler.format(record)
        first, *rest = written.splitlines()
        assert first.endswith(
            "unhandled error on /x\\nERROR - 2026-01-01 00:00:00,000 - bazaar.http - "
            "FORGED\\x00\\x1b[2J"
        ), first
        # Traceback lines, the exception's own message included, never start a record.
        assert rest and all(line.startswith("    | ") for line in rest), written
        assert not any(line.startswith("ERROR") for line in rest), written


# The first and the last day a date can name, as each kind of date or time field carries them.
EXTREME_DAYS = ("0001-01-01", "9999-12-31")
EXTREME_UNIX_SECONDS = (-62_135_596_800, 253_402_214_400, 253_402_300_799)
"""0001-01-01 00:00, 9999-12-31 00:00 and its last second, UTC."""
EXTREME_AGES_HOURS = (17_758_704, -69_890_688)
"""Hours from late 2026 back to 0001-01-01 and forward to 9999-12-31."""
# Names that would mean a date or a time: a field named so must be one of the kinds above.
_TIME_WORDS = ("date", "time", "_at", "since", "until", "hours")


def extreme_dates(field: Field) -> tuple[Any, ...]:
    """Both extreme days in the field's own form: an ISO day, Unix seconds or an age in hours;
    none for a field that holds no date or time."""
    if field.format == "date":
        return EXTREME_DAYS
    if field.kind == "integer" and (field.name == "at" or field.name.endswith("_time")):
        return EXTREME_UNIX_SECONDS
    if field.kind == "integer" and field.name.endswith("_hours"):
        return EXTREME_AGES_HOURS
    return ()


def test_every_date_and_time_field_takes_the_first_and_last_day_without_a_500(
    client: TestClient[Any], operations: list[Operation], staff: Shopper
) -> None:
    wrong, checked = [], set()
    for operation in operations:
        for field in operation.fields:
            if any(word in field.name for word in _TIME_WORDS) and not extreme_dates(field):
                wrong.append(f"{operation.path} {field.name}: a time field of no known kind")
            for value in extreme_dates(field):
                body = {f.name: baseline(f, staff) for f in operation.fields if f.name != "email"}
                response = client.post(
                    url_of(operation),
                    json={**body, field.name: value},
                    headers={"X-Repeat-Submit": "allow"},
                )
                checked.add(f"{operation.path} {field.name}")
                answer = response.json() if response.status_code == 200 else None
                if (
                    answer is None
                    or answer["code"] not in CATALOGUED
                    or (answer["code"] == 102 and answer["data"] != {"field": field.name})
                ):
                    wrong.append(f"{operation.path} {field.name}={value!r}: {response.text}")
    assert wrong == []
    assert {
        "console/audit/close date",
        "console/audit/ledger at",
        "console/audit/wallet at",
        "console/recharge/list min_age_hours",
    } <= checked, "the document's date and time fields are found"
