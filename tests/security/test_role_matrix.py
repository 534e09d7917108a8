"""The back office's role matrix: which role reaches which call, checked on every back-office
operation of the served OpenAPI document. A holder of one role calling another role's call is
answered 111 before anything is read or changed: an operator cannot approve money or decide a
case, a reviewer cannot suspend a shop or grant a role, a seller reaches none of the platform's
calls, and an auditor only reads. A new back-office call fails here until this table says who
may call it."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient

from infra.bootstrap import Container
from tests.integration.accounts.fixture import Shopper, sign_in
from tests.security.test_hostile_bodies import EVERY_ROLE, url_of
from tests.security.test_injection_probe import Operation, json_operations

ALL = frozenset(EVERY_ROLE)
OPERATOR = frozenset({"operator"})
REVIEWER = frozenset({"reviewer"})
SELLER = frozenset({"seller"})

WHO_MAY_CALL: dict[str, frozenset[str]] = {
    # Longest prefix wins.
    "console/overview": ALL,
    "console/audit/": frozenset({"auditor"}),
    "console/audit/actions": frozenset({"auditor", "operator"}),
    "console/recharge/": REVIEWER,
    "console/withdraw/": REVIEWER,
    "console/shop_application/": REVIEWER,
    "console/dispute/decide": REVIEWER,
    "console/dispute/list": frozenset({"reviewer", "seller"}),
    "console/dispute/respond": SELLER,
    "console/dispute/return_received": SELLER,
    "console/goods/": SELLER,
    "console/order/": SELLER,
    "console/shop/": SELLER,
    "console/chat/": frozenset({"agent", "seller"}),
    "console/category/": OPERATOR,
    "console/brand/": OPERATOR,
    "console/banner/": OPERATOR,
    "console/document/": OPERATOR,
    "console/commission/": OPERATOR,
    "console/shops/": OPERATOR,
    "console/moderation/": OPERATOR,
    "console/user/": OPERATOR,
}
PUBLIC = {"console/auth/shop_token"}


def who_may_call(path: str) -> frozenset[str] | None:
    matches = [prefix for prefix in WHO_MAY_CALL if path == prefix or path.startswith(prefix)]
    return WHO_MAY_CALL[max(matches, key=len)] if matches else None


def _code(client: TestClient[Any], operation: Operation, sid: str) -> Any:
    response = client.post(
        url_of(operation), json={"sid": sid}, headers={"X-Repeat-Submit": "allow"}
    )
    return response.json()["code"] if response.status_code == 200 else response.status_code


@pytest.fixture
def back_office(client: TestClient[Any]) -> list[Operation]:
    operations = json_operations(client.get("/api/schema/openapi.json").json())
    return [
        operation
        for operation in operations
        if operation.path.startswith("console/") and operation.path not in PUBLIC
    ]


@pytest.fixture
def holders(container: Container, client: TestClient[Any]) -> dict[str, Shopper]:
    """One signed-in user per back-office role, holding that role alone."""
    found = {}
    for role in EVERY_ROLE:
        container.accounts.ensure_user(f"{role}-only@bazaar.test", "secret-1", role, [role])
        found[role] = sign_in(container, client, f"{role}-only@bazaar.test")
    return found


def test_every_back_office_call_names_who_may_call_it(back_office: list[Operation]) -> None:
    unlisted = [operation.path for operation in back_office if who_may_call(operation.path) is None]
    assert unlisted == []
    assert len(back_office) >= 60


def test_each_role_reaches_exactly_its_own_calls(
    client: TestClient[Any], back_office: list[Operation], holders: dict[str, Shopper]
) -> None:
    wrong = []
    for operation in back_office:
        allowed = who_may_call(operation.path) or frozenset()
        for role, holder in holders.items():
            code = _code(client, operation, holder.sid) if role not in allowed else None
            if code is not None and code != 111:
                wrong.append(f"{role} reached {operation.path}: {code}")
            # A caller who may call gets past the guard: a missing field is named (102), never 111.
            if role in allowed and operation.required:
                code = _code(client, operation, holder.sid)
                if code == 111:
                    wrong.append(f"{role} refused {operation.path}")
    assert wrong == []
