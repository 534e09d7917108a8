"""What the tests of the operators' console of people share: two operators, and the record of
staff actions as the auditors will read it."""

from __future__ import annotations

from typing import Any

from projections.staff_actions import ActionRow, page_of_actions
from tests.integration.api_client import ApiClient, User

CALLS: dict[str, dict[str, Any]] = {
    "console/user/list": {},
    "console/user/detail": {"uid": 1},
    "console/user/disable": {"uid": 1, "reason": "fraud"},
    "console/user/enable": {"uid": 1},
    "console/user/role": {"uid": 1, "role": "agent", "grant": True},
}
"""Every call of the console of people, with a body that would pass validation."""


def operator(api: ApiClient, name: str = "olga") -> User:
    return api.sign_in(f"{name}@bazaar.test", "operator")


def record_of(api: ApiClient, uid: int) -> list[ActionRow]:
    """The record's actions on user `uid`, oldest first."""
    api.container.runner.catch_up_all()
    with api.container.engine.connect() as connection:
        found = page_of_actions(connection, 1, 100)
    return [row for row in reversed(found.list) if row.target == f"user:{uid}"]


def roles(api: ApiClient, operator: User, uid: int) -> list[str]:
    held: list[str] = api.data("console/user/detail", operator, uid=uid)["roles"]
    return held
