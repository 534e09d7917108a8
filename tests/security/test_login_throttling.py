"""Log-in throttling slows down attackers without locking owners out: failures are keyed by the
(client address, e-mail) pair with a growing delay, and password spraying (one address, many
e-mails) is slowed by the number of distinct e-mails the address failed on. The client's
address comes from the trusted proxy header only when one is configured."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from enum import IntEnum
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from application.errors import ServiceErrorCode
from domain.errors import BusinessRuleViolation
from infra.asgi import web_app
from infra.bootstrap import Container, bootstrap
from infra.migrate import upgrade_to_head
from infra.settings import Settings
from tests.conftest import base_settings

PASSWORD = "right-password-1"
PAIR_LIMIT = 5
ADDRESS_LIMIT = 6
LONGEST_DELAY = 8
ATTACKER = "203.0.113.9"
OWNER = "198.51.100.7"
VICTIM = "victim@bazaar.test"


class FakeClock:
    """Time that moves only when the test says so."""

    def __init__(self) -> None:
        self.now = datetime(2030, 1, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture(params=["sqlite", "postgres"])
def settings(request: pytest.FixtureRequest, tmp_path: Path) -> Settings:
    """Both stores, unlike the rest of this suite: the counting is done by the database."""
    database_url = (
        request.getfixturevalue("fresh_postgres") if request.param == "postgres" else None
    )
    return replace(
        base_settings(tmp_path, database_url=database_url),
        login_max_failures=PAIR_LIMIT,
        login_max_emails_per_address=ADDRESS_LIMIT,
        login_delay_seconds=1,
        login_max_delay_seconds=LONGEST_DELAY,
    )


@pytest.fixture
def container(settings: Settings, clock: FakeClock) -> Iterator[Container]:
    built = bootstrap(settings, clock=clock, create_event_tables=True)
    upgrade_to_head(built.engine)
    yield built
    built.close()


def login(container: Container, email: str, password: str, address: str) -> IntEnum | None:
    """The refusal's code, or None for a successful log-in."""
    try:
        container.accounts.login(email, password, False, "g" * 32, address)
    except BusinessRuleViolation as refused:
        return refused.code
    return None


def fail(container: Container, email: str, address: str) -> None:
    assert login(container, email, "wrong-guess-1", address) == ServiceErrorCode.LOGIN_FAILED


def seconds_to_wait(container: Container, email: str, address: str) -> float:
    return container.accounts.throttle.wait(email, address).total_seconds()


def test_the_owner_logs_in_from_another_address_after_an_attackers_failures(
    container: Container,
) -> None:
    container.accounts.ensure_user(VICTIM, PASSWORD, "Victim")
    for _ in range(PAIR_LIMIT + 3):
        login(container, VICTIM, "wrong-guess-1", ATTACKER)

    assert login(container, VICTIM, PASSWORD, OWNER) is None


def test_an_attackers_pair_waits_a_doubling_delay_up_to_the_cap(
    container: Container, clock: FakeClock
) -> None:
    container.accounts.ensure_user(VICTIM, PASSWORD, "Victim")
    for _ in range(PAIR_LIMIT - 1):
        fail(container, VICTIM, ATTACKER)
    assert seconds_to_wait(container, VICTIM, ATTACKER) == 0

    waits = []
    for _ in range(6):
        fail(container, VICTIM, ATTACKER)
        wait = seconds_to_wait(container, VICTIM, ATTACKER)
        waits.append(wait)
        clock.advance(wait)

    assert waits == [1, 2, 4, 8, LONGEST_DELAY, LONGEST_DELAY]


def test_an_attempt_inside_the_wait_is_refused_without_checking_or_counting_it(
    container: Container, clock: FakeClock
) -> None:
    container.accounts.ensure_user(VICTIM, PASSWORD, "Victim")
    for _ in range(PAIR_LIMIT):
        fail(container, VICTIM, ATTACKER)
    clock.advance(1)
    fail(container, VICTIM, ATTACKER)
    clock.advance(1.5)  # of a 2 s wait

    # Even the right password: checking it inside the wait would let guesses through.
    assert login(container, VICTIM, PASSWORD, ATTACKER) == ServiceErrorCode.REPEAT_SUBMIT
    assert seconds_to_wait(container, VICTIM, ATTACKER) == 0.5
    clock.advance(0.5)
    assert login(container, VICTIM, PASSWORD, ATTACKER) is None


def test_spraying_many_emails_from_one_address_is_slowed_down_more_with_each_new_email(
    container: Container, clock: FakeClock
) -> None:
    for number in range(ADDRESS_LIMIT - 1):
        fail(container, f"target{number}@bazaar.test", ATTACKER)
    assert seconds_to_wait(container, "next@bazaar.test", ATTACKER) == 0

    waits = []
    for number in range(ADDRESS_LIMIT, ADDRESS_LIMIT + 3):
        fail(container, f"target{number}@bazaar.test", ATTACKER)
        fresh = f"fresh{number}@bazaar.test"
        assert login(container, fresh, "guess-1", ATTACKER) == ServiceErrorCode.REPEAT_SUBMIT
        waits.append(seconds_to_wait(container, fresh, ATTACKER))
        clock.advance(waits[-1])

    assert waits == [1, 2, 4]
    # The sprayer's address is slowed, not another one.
    assert seconds_to_wait(container, "fresh@bazaar.test", OWNER) == 0


def test_a_user_known_at_the_sprayers_address_logs_in_at_once(
    container: Container,
) -> None:
    # Owner and sprayer share one NAT address; the owner signed in from it before.
    container.accounts.ensure_user(VICTIM, PASSWORD, "Victim")
    assert login(container, VICTIM, PASSWORD, ATTACKER) is None
    for number in range(ADDRESS_LIMIT + 4):
        login(container, f"target{number}@bazaar.test", "guess-1", ATTACKER)

    assert login(container, VICTIM, PASSWORD, ATTACKER) is None


def test_a_newcomer_at_the_sprayers_address_waits_at_most_the_longest_delay(
    container: Container, clock: FakeClock
) -> None:
    container.accounts.ensure_user("new@bazaar.test", PASSWORD, "Newcomer")
    for number in range(ADDRESS_LIMIT + 6):
        clock.advance(LONGEST_DELAY)
        fail(container, f"target{number}@bazaar.test", ATTACKER)

    assert login(container, "new@bazaar.test", PASSWORD, ATTACKER) == ServiceErrorCode.REPEAT_SUBMIT
    clock.advance(LONGEST_DELAY)
    assert login(container, "new@bazaar.test", PASSWORD, ATTACKER) is None


def test_a_right_password_does_not_reset_the_addresss_count_of_other_emails(
    container: Container,
) -> None:
    container.accounts.ensure_user("own@bazaar.test", PASSWORD, "Own")
    for number in range(ADDRESS_LIMIT - 1):
        fail(container, f"t{number}@bazaar.test", ATTACKER)
    # The attacker's own account logs in fine...
    assert login(container, "own@bazaar.test", PASSWORD, ATTACKER) is None
    fail(container, "t-last@bazaar.test", ATTACKER)
    # ...but it did not wipe the address's failures: the limit is now reached.
    assert (
        login(container, "t-next@bazaar.test", "guess-1", ATTACKER)
        == ServiceErrorCode.REPEAT_SUBMIT
    )


def test_the_window_forgets_old_failures(container: Container, clock: FakeClock) -> None:
    container.accounts.ensure_user(VICTIM, PASSWORD, "Victim")
    for _ in range(PAIR_LIMIT + 2):
        fail(container, VICTIM, ATTACKER)
        clock.advance(LONGEST_DELAY)
    clock.advance(container.settings.login_window_seconds)

    assert seconds_to_wait(container, VICTIM, ATTACKER) == 0


# -- the client's address over HTTP -------------------------------------------------------


def http_login(
    client: TestClient[Any], email: str, password: str, forwarded_for: str
) -> dict[str, Any]:
    response = client.post(
        "/api/user/login",
        json={"sid": secrets.token_hex(16), "email": email, "password": password},
        headers={"X-Repeat-Submit": "allow", "X-Forwarded-For": forwarded_for},
    )
    assert response.status_code == 200
    answer: dict[str, Any] = response.json()
    return answer


@pytest.fixture
def proxied(
    settings: Settings, clock: FakeClock, request: pytest.FixtureRequest
) -> Iterator[tuple[Container, TestClient[Any]]]:
    """A container and client; `indirect` parametrizes the trusted proxy header."""
    header: str | None = getattr(request, "param", None)
    built = bootstrap(
        replace(settings, trusted_proxy_header=header), clock=clock, create_event_tables=True
    )
    upgrade_to_head(built.engine)
    with TestClient(web_app(built)) as client:
        yield built, client
    built.close()


@pytest.mark.parametrize("proxied", [None], indirect=True)
def test_a_forged_x_forwarded_for_is_ignored_without_a_trusted_proxy_header(
    proxied: tuple[Container, TestClient[Any]],
) -> None:
    container, client = proxied
    container.accounts.ensure_user(VICTIM, PASSWORD, "Victim")
    for _ in range(PAIR_LIMIT):
        http_login(client, VICTIM, "wrong-guess-1", ATTACKER)

    # Another address named in the header changes nothing: the peer is the same.
    answer = http_login(client, VICTIM, PASSWORD, OWNER)
    assert (answer["code"], answer["msg"]) == (105, "Too many attempts, please try again later")


@pytest.mark.parametrize("proxied", ["X-Forwarded-For"], indirect=True)
def test_the_trusted_proxy_header_names_the_client_when_configured(
    proxied: tuple[Container, TestClient[Any]],
) -> None:
    container, client = proxied
    container.accounts.ensure_user(VICTIM, PASSWORD, "Victim")
    for _ in range(PAIR_LIMIT):
        # What the client wrote comes first; the proxy appended the address it saw.
        http_login(client, VICTIM, "wrong-guess-1", f"10.9.9.9, {ATTACKER}")

    # Only the entry the proxy appended counts, so the attacker cannot claim another address.
    spoofed = http_login(client, VICTIM, PASSWORD, f"{OWNER}, {ATTACKER}")
    assert spoofed["code"] == 105
    assert http_login(client, VICTIM, PASSWORD, OWNER)["code"] == 0
