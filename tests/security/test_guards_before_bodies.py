"""Who is calling is settled before what they sent: on every operation of the served OpenAPI
document that needs a signed-in caller, a guest is answered 101 and, on a back-office call, a
user without the role 111, whatever the body (empty, incomplete, every field of the wrong
type), before any 102 could name a field. A caller who may call still gets 102 for a bad body.

Which operations need a signed-in caller follows from the path (the back office, the account
and the orders), with the few public ones named below: a new operation there is checked
without being listed.
"""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient

from infra.bootstrap import Container
from tests.integration.accounts.fixture import Shopper, sign_in
from tests.security.test_hostile_bodies import EVERY_ROLE, url_of
from tests.security.test_injection_probe import Field, Operation, json_operations

SIGNED_IN_PREFIXES = ("console/", "mine/", "order/", "mall/goods/comment/add")
PUBLIC = {
    "console/auth/shop_token": "redeems a merchant link: the caller is not signed in yet",
    "order/track": "tracks a parcel by its order number",
}
GUEST_SID = "g" * 32
UNKNOWN_SID = "0123456789abcdef0123456789abcdef"
WRONG_TYPE = {"string": 7, "integer": "7", "number": "7", "boolean": "yes", "array": "x"}


def _signed_in_only(operation: Operation) -> bool:
    return operation.path.startswith(SIGNED_IN_PREFIXES) and operation.path not in PUBLIC


def _back_office(operation: Operation) -> bool:
    return _signed_in_only(operation) and operation.path.startswith("console/")


def _wrong(field: Field) -> Any:
    return WRONG_TYPE.get(field.kind, "x")


def _bodies(operation: Operation, sid: str | None) -> dict[str, dict[str, Any]]:
    """An empty body, the session alone, and the session with every other field wrong."""
    session = {} if sid is None else {"sid": sid}
    wrong = {f.name: _wrong(f) for f in operation.fields if f.name not in ("sid", "language")}
    return {"empty": {}, "session only": session, "every field wrong": {**session, **wrong}}


def _code(client: TestClient[Any], operation: Operation, body: dict[str, Any]) -> Any:
    response = client.post(url_of(operation), json=body, headers={"X-Repeat-Submit": "allow"})
    if response.status_code != 200:
        return f"HTTP {response.status_code}"
    return response.json()["code"]


@pytest.fixture
def guarded(client: TestClient[Any]) -> list[Operation]:
    operations = json_operations(client.get("/api/schema/openapi.json").json())
    found = [operation for operation in operations if _signed_in_only(operation)]
    listed = {operation.path for operation in operations}
    assert set(PUBLIC) <= listed, "every public exception is still an operation"
    assert len([o for o in found if _back_office(o) and o.required]) >= 20
    return found


@pytest.fixture
def shopper(container: Container, client: TestClient[Any]) -> Shopper:
    return sign_in(container, client, "shopper@bazaar.test")


@pytest.fixture
def staff(container: Container, client: TestClient[Any]) -> Shopper:
    container.accounts.ensure_user("staff@bazaar.test", "secret-1", "staff", EVERY_ROLE)
    return sign_in(container, client, "staff@bazaar.test")


def test_a_guest_is_answered_101_before_the_body_is_judged(
    client: TestClient[Any], guarded: list[Operation]
) -> None:
    wrong = []
    for operation in guarded:
        for sid in (None, GUEST_SID, UNKNOWN_SID):
            for name, body in _bodies(operation, sid).items():
                code = _code(client, operation, body)
                if code != 101:
                    wrong.append(f"{operation.path} sid={sid} {name}: {code}")
    assert wrong == []


def test_a_user_without_the_role_is_answered_111_before_the_body_is_judged(
    client: TestClient[Any], guarded: list[Operation], shopper: Shopper
) -> None:
    wrong = []
    for operation in filter(_back_office, guarded):
        for name, body in _bodies(operation, shopper.sid).items():
            if name == "empty":
                continue  # no session in it: a guest's call
            code = _code(client, operation, body)
            if code != 111:
                wrong.append(f"{operation.path} {name}: {code}")
    assert wrong == []


def test_a_caller_who_may_call_still_gets_102_for_a_missing_field(
    client: TestClient[Any], guarded: list[Operation], staff: Shopper
) -> None:
    wrong = []
    for operation in guarded:
        code = _code(client, operation, {"sid": staff.sid})
        if operation.required and code != 102:
            wrong.append(f"{operation.path}: {code}")
        if code == 101:
            wrong.append(f"{operation.path}: 101 for a signed-in caller")
    assert wrong == []
