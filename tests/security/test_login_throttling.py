"""Log-in throttling against password spraying: one guess at each of many accounts from one
client address. The per-account limit never triggers there; the per-address limit does."""

from __future__ import annotations

import secrets
from dataclasses import replace
from typing import Any

import pytest
from litestar.testing import TestClient

from domain.errors import BusinessRuleViolation, ErrorCode
from infra.bootstrap import Container
from infra.settings import Settings

PASSWORD = "right-password-1"
ADDRESS_LIMIT = 6


@pytest.fixture
def settings(sqlite_settings: Settings) -> Settings:
    return replace(sqlite_settings, login_max_failures_per_address=ADDRESS_LIMIT)


def _login(client: TestClient[Any], email: str, password: str) -> dict[str, Any]:
    response = client.post(
        "/api/user/login",
        json={"sid": secrets.token_hex(16), "email": email, "password": password},
        headers={"X-Repeat-Submit": "allow"},
    )
    assert response.status_code == 200
    answer: dict[str, Any] = response.json()
    return answer


def test_spraying_many_accounts_from_one_address_is_throttled(
    container: Container, client: TestClient[Any]
) -> None:
    container.accounts.ensure_user("victim@bazaar.test", PASSWORD, "Victim")
    for attempt in range(ADDRESS_LIMIT):
        answer = _login(client, f"target{attempt}@bazaar.test", "guess-123456")
        assert answer["code"] == 10202, answer

    # Even the right password is refused from this address until the window passes.
    answer = _login(client, "victim@bazaar.test", PASSWORD)
    assert (answer["code"], answer["msg"]) == (105, "Too many attempts, please try again later")


def test_another_address_is_not_throttled_by_the_sprayer(container: Container) -> None:
    container.accounts.ensure_user("victim@bazaar.test", PASSWORD, "Victim")
    for attempt in range(ADDRESS_LIMIT):
        with pytest.raises(BusinessRuleViolation):
            container.accounts.login(
                f"target{attempt}@bazaar.test", "guess-123456", False, "g" * 32, "203.0.113.9"
            )

    signed_in = container.accounts.login(
        "victim@bazaar.test", PASSWORD, False, "g" * 32, "198.51.100.7"
    )
    assert signed_in.sid


def test_a_right_password_does_not_reset_the_address_count(container: Container) -> None:
    container.accounts.ensure_user("own@bazaar.test", PASSWORD, "Own")
    sprayer = "203.0.113.9"
    for attempt in range(ADDRESS_LIMIT - 1):
        with pytest.raises(BusinessRuleViolation):
            container.accounts.login(
                f"t{attempt}@bazaar.test", "guess-123456", False, "g" * 32, sprayer
            )
    # The attacker's own account logs in fine once...
    container.accounts.login("own@bazaar.test", PASSWORD, False, "g" * 32, sprayer)
    with pytest.raises(BusinessRuleViolation):
        container.accounts.login("t-last@bazaar.test", "guess-123456", False, "g" * 32, sprayer)
    # ...but it did not wipe the address's failures: the limit is now reached.
    with pytest.raises(BusinessRuleViolation) as refused:
        container.accounts.login("own@bazaar.test", PASSWORD, False, "g" * 32, sprayer)
    assert refused.value.code == ErrorCode.REPEAT_SUBMIT
