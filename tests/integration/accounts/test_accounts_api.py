"""Accounts over HTTP: sign-up by e-mailed code, log-in, throttling, recovery and the profile.

Every test runs on SQLite and PostgreSQL through the `settings` fixture.
"""

from __future__ import annotations

import re
import secrets
import threading
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from argon2 import PasswordHasher
from litestar.testing import TestClient
from sqlalchemy import event, func, insert, select, update

from application.accounts.sessions import sid_digest
from application.accounts.tables import (
    login_failures,
    password_resets,
    sessions,
    users,
    verification_codes,
)
from application.accounts.users import RoleGrantError, SignedIn
from application.accounts.verification_codes import code_digest
from application.site.tables import outbox, uploads
from application.timeutil import as_utc
from domain.errors import BusinessRuleViolation
from infra.asgi import web_app
from infra.bootstrap import Container, bootstrap
from infra.migrate import upgrade_to_head
from infra.settings import Settings
from tests.conftest import MailSink

PASSWORD = "secret-1"


class FakeClock:
    """A clock the test moves by hand; always UTC like the real one."""

    def __init__(self) -> None:
        self.now = datetime(2030, 1, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def clocked(settings: Settings, clock: FakeClock) -> Iterator[tuple[Container, TestClient[Any]]]:
    """A container and client whose time is `clock`."""
    container = bootstrap(settings, clock=clock, create_event_tables=True)
    upgrade_to_head(container.engine)
    with TestClient(web_app(container)) as client:
        yield container, client
    container.close()


@pytest.fixture
def mailing(
    settings: Settings, smtp_sink: tuple[MailSink, str]
) -> Iterator[tuple[MailSink, TestClient[Any]]]:
    """A container that delivers mail over SMTP to the sink through its embedded workers."""
    sink, smtp_url = smtp_sink
    container = bootstrap(replace(settings, smtp_url=smtp_url), create_event_tables=True)
    upgrade_to_head(container.engine)
    container.start_embedded_workers()
    with TestClient(web_app(container)) as client:
        yield sink, client
    container.close()


def guest_sid() -> str:
    return secrets.token_hex(16)


def call(
    client: TestClient[Any], path: str, sid: str = "", allow_repeat: bool = True, **body: Any
) -> dict[str, Any]:
    """POSTs a call; repeats are allowed unless a test is about the repeat guard."""
    headers = {"X-Repeat-Submit": "allow"} if allow_repeat else {}
    response = client.post(f"/api/{path}", json={"sid": sid, **body}, headers=headers)
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def mails_to(container: Container, email: str) -> list[str]:
    with container.engine.connect() as connection:
        return list(
            connection.execute(
                select(outbox.c.body).where(outbox.c.recipient == email).order_by(outbox.c.id)
            ).scalars()
        )


def sent_code(container: Container, email: str) -> str:
    found = re.search(r"\b(\d{6})\b", mails_to(container, email)[-1])
    assert found is not None
    return found.group(1)


def sign_up(
    client: TestClient[Any], container: Container, email: str, **extra: Any
) -> dict[str, Any]:
    assert call(client, "user/send_code", guest_sid(), email=email, scene="signup")["code"] == 0
    answer = call(
        client,
        "user/signup",
        guest_sid(),
        email=email,
        password=PASSWORD,
        code=sent_code(container, email),
        **extra,
    )
    assert answer["code"] == 0, answer
    data: dict[str, Any] = answer["data"]
    return data


def logged_in(client: TestClient[Any], container: Container, email: str) -> str:
    """A sid for a (created if needed) account with PASSWORD."""
    container.accounts.ensure_user(email, PASSWORD, email.split("@")[0])
    answer = call(client, "user/login", guest_sid(), email=email, password=PASSWORD)
    assert answer["code"] == 0, answer
    sid: str = answer["data"]["sid"]
    return sid


def failure_count(container: Container, email: str) -> int:
    with container.engine.connect() as connection:
        return int(
            connection.execute(
                select(func.count())
                .select_from(login_failures)
                .where(login_failures.c.email == email)
            ).scalar_one()
        )


def reset_token(container: Container, email: str) -> str:
    link = re.search(r"(http\S+/reset-password\?token=\S+)", mails_to(container, email)[-1])
    assert link is not None
    return parse_qs(urlsplit(link.group(1)).query)["token"][0]


# -- send_code ----------------------------------------------------------------------------


def test_send_code_mails_a_six_digit_code_and_stores_only_its_digest(
    client: TestClient[Any], container: Container
) -> None:
    answer = call(client, "user/send_code", guest_sid(), email=" Ann@Example.COM ", scene="signup")
    assert answer == {"code": 0, "msg": "ok", "data": None}
    code = sent_code(container, "ann@example.com")
    with container.engine.connect() as connection:
        stored = connection.execute(select(verification_codes)).one()
    assert stored.email == "ann@example.com"
    assert stored.code_hash == code_digest(code)
    assert code not in stored.code_hash


def test_send_code_refuses_a_malformed_email_naming_the_field(client: TestClient[Any]) -> None:
    answer = call(client, "user/send_code", guest_sid(), email="not-an-email", scene="signup")
    assert (answer["code"], answer["data"]) == (102, {"field": "email"})


def test_send_code_refuses_an_unknown_scene(client: TestClient[Any]) -> None:
    answer = call(client, "user/send_code", guest_sid(), email="a@example.com", scene="shop")
    assert (answer["code"], answer["data"]) == (102, {"field": "scene"})


def test_send_code_refuses_an_address_already_registered(
    client: TestClient[Any], container: Container
) -> None:
    container.accounts.ensure_user("taken@example.com", PASSWORD, "taken")
    answer = call(client, "user/send_code", guest_sid(), email="taken@example.com", scene="signup")
    assert answer["code"] == 10109
    assert mails_to(container, "taken@example.com") == []


def test_send_code_allows_one_code_per_address_per_minute(
    clocked: tuple[Container, TestClient[Any]], clock: FakeClock
) -> None:
    container, client = clocked
    first = call(client, "user/send_code", guest_sid(), email="bo@example.com", scene="signup")
    clock.advance(seconds=59)
    second = call(client, "user/send_code", guest_sid(), email="bo@example.com", scene="signup")
    assert (first["code"], second["code"]) == (0, 105)
    assert second["msg"] == "The verification code failed to be sent"
    clock.advance(seconds=2)
    third = call(client, "user/send_code", guest_sid(), email="bo@example.com", scene="signup")
    assert third["code"] == 0
    assert len(mails_to(container, "bo@example.com")) == 2


# -- signup -------------------------------------------------------------------------------


def test_signup_creates_the_account_and_answers_a_new_sid(
    client: TestClient[Any], container: Container
) -> None:
    guest = guest_sid()
    call(client, "user/send_code", guest, email="cy@example.com", scene="signup")
    answer = call(
        client,
        "user/signup",
        guest,
        email="cy@example.com",
        password=PASSWORD,
        code=sent_code(container, "cy@example.com"),
    )
    assert answer["code"] == 0, answer
    data = answer["data"]
    assert data["sid"] != guest
    assert data["user_info"]["email"] == "cy@example.com"
    assert data["user_info"]["nickname"] == "cy"
    assert call(client, "mine/info", data["sid"])["data"]["uid"] == data["uid"]
    assert call(client, "mine/info", guest)["code"] == 101
    with container.engine.connect() as connection:
        stored_hash = connection.execute(select(users.c.password_hash)).scalar_one()
        codes_left = connection.execute(select(func.count()).select_from(verification_codes))
        assert codes_left.scalar_one() == 0
    assert stored_hash.startswith("$argon2id$")


def test_signup_keeps_a_given_nickname_trimmed(
    client: TestClient[Any], container: Container
) -> None:
    data = sign_up(client, container, "dee@example.com", nickname="  Dee D  ")
    assert data["user_info"]["nickname"] == "Dee D"


def test_signup_code_arrives_through_a_real_smtp_server(
    mailing: tuple[MailSink, TestClient[Any]],
) -> None:
    sink, client = mailing
    call(client, "user/send_code", guest_sid(), email="eve@example.com", scene="signup")
    message = sink.wait_for("eve@example.com")
    payload = message.get_payload(decode=True)
    assert isinstance(payload, bytes)
    found = re.search(r"\b(\d{6})\b", payload.decode())
    assert found is not None
    assert "verification code" in str(message["Subject"])
    answer = call(
        client,
        "user/signup",
        guest_sid(),
        email="eve@example.com",
        password=PASSWORD,
        code=found.group(1),
    )
    assert answer["code"] == 0, answer


@pytest.mark.parametrize(
    ("email", "password", "field"),
    [
        ("no-at-sign", PASSWORD, "email"),
        ("fay@example.com", "12345", "password"),
        ("fay@example.com", "x" * 21, "password"),
    ],
)
def test_signup_refuses_bad_fields_naming_them(
    client: TestClient[Any], email: str, password: str, field: str
) -> None:
    answer = call(client, "user/signup", guest_sid(), email=email, password=password, code="123456")
    assert (answer["code"], answer["data"]) == (102, {"field": field})


def test_signup_refuses_a_wrong_code(client: TestClient[Any], container: Container) -> None:
    call(client, "user/send_code", guest_sid(), email="gus@example.com", scene="signup")
    wrong = f"{(int(sent_code(container, 'gus@example.com')) + 1) % 1_000_000:06d}"
    answer = call(
        client, "user/signup", guest_sid(), email="gus@example.com", password=PASSWORD, code=wrong
    )
    assert answer["code"] == 10106
    assert answer["msg"] == "Verification code error"


def test_signup_refuses_a_code_older_than_ten_minutes(
    clocked: tuple[Container, TestClient[Any]], clock: FakeClock
) -> None:
    container, client = clocked
    call(client, "user/send_code", guest_sid(), email="hal@example.com", scene="signup")
    clock.advance(minutes=10, seconds=1)
    answer = call(
        client,
        "user/signup",
        guest_sid(),
        email="hal@example.com",
        password=PASSWORD,
        code=sent_code(container, "hal@example.com"),
    )
    assert answer["code"] == 10106


def test_five_wrong_codes_void_the_code(client: TestClient[Any], container: Container) -> None:
    call(client, "user/send_code", guest_sid(), email="ivy@example.com", scene="signup")
    right = sent_code(container, "ivy@example.com")
    wrong = f"{(int(right) + 1) % 1_000_000:06d}"
    body: dict[str, Any] = {"email": "ivy@example.com", "password": PASSWORD}
    codes = [call(client, "user/signup", guest_sid(), **body, code=wrong)["code"] for _ in range(5)]
    assert codes == [10106] * 5
    assert call(client, "user/signup", guest_sid(), **body, code=right)["code"] == 10106


def test_signup_refuses_an_address_already_registered(
    client: TestClient[Any], container: Container
) -> None:
    sign_up(client, container, "jo@example.com")
    answer = call(
        client,
        "user/signup",
        guest_sid(),
        email="JO@example.com",
        password=PASSWORD,
        code=sent_code(container, "jo@example.com"),
    )
    assert (answer["code"], answer["msg"]) == (10109, "This email has been registered")


def test_concurrent_signups_for_one_address_make_one_account(
    client: TestClient[Any], container: Container
) -> None:
    call(client, "user/send_code", guest_sid(), email="kim@example.com", scene="signup")
    code = sent_code(container, "kim@example.com")
    start = threading.Barrier(2)
    outcomes: list[object] = []

    def attempt() -> None:
        start.wait()
        try:
            outcomes.append(
                container.accounts.signup("kim@example.com", PASSWORD, code, None, guest_sid())
            )
        except BusinessRuleViolation as refusal:
            outcomes.append(int(refusal.code))

    threads = [threading.Thread(target=attempt) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sum(isinstance(outcome, SignedIn) for outcome in outcomes) == 1
    assert next(o for o in outcomes if not isinstance(o, SignedIn)) in {10106, 10109}
    with container.engine.connect() as connection:
        assert connection.execute(select(func.count()).select_from(users)).scalar_one() == 1


@pytest.mark.usefixtures("long_repeat_window")
def test_the_same_signup_twice_within_a_second_is_refused_unless_allowed(
    client: TestClient[Any], container: Container
) -> None:
    guest = guest_sid()
    call(client, "user/send_code", guest, email="lu@example.com", scene="signup")
    body: dict[str, Any] = {"email": "lu@example.com", "password": PASSWORD}
    body["code"] = sent_code(container, "lu@example.com")
    first = call(client, "user/signup", guest, allow_repeat=False, **body)
    repeat = call(client, "user/signup", guest, allow_repeat=False, **body)
    allowed = call(client, "user/signup", guest, allow_repeat=True, **body)
    assert (first["code"], repeat["code"]) == (0, 105)
    assert repeat["msg"] == "Please do not submit repeatedly"
    # Processed this time: the address is now taken.
    assert allowed["code"] == 10109


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("user/signup", {"email": "a@example.com", "code": "123456"}, "password"),
        ("user/login", {"password": PASSWORD}, "email"),
        ("user/reset_password", {"password": PASSWORD}, "token"),
        (
            "user/login",
            {"email": "a@example.com", "password": PASSWORD, "remember": "y"},
            "remember",
        ),
    ],
)
def test_a_missing_or_mistyped_field_answers_102_naming_it(
    client: TestClient[Any], path: str, body: dict[str, Any], field: str
) -> None:
    answer = call(client, path, guest_sid(), **body)
    assert (answer["code"], answer["msg"], answer["data"]) == (
        102,
        "Error parameters",
        {"field": field},
    )


# -- login and logout ---------------------------------------------------------------------


def test_login_answers_a_fresh_sid_not_the_guest_sid(
    client: TestClient[Any], container: Container
) -> None:
    container.accounts.ensure_user("mo@example.com", PASSWORD, "Mo")
    guest = guest_sid()
    answer = call(client, "user/login", guest, email="MO@example.com", password=PASSWORD)
    assert answer["code"] == 0, answer
    assert answer["data"]["sid"] != guest
    assert answer["data"]["user_info"]["nickname"] == "Mo"
    assert call(client, "mine/info", guest)["code"] == 101
    assert call(client, "mine/info", answer["data"]["sid"])["code"] == 0


@pytest.mark.parametrize(("remember", "lifetime"), [(True, 30), (False, 1)])
def test_remember_me_makes_the_session_last_thirty_days(
    client: TestClient[Any], container: Container, remember: bool, lifetime: int
) -> None:
    container.accounts.ensure_user("ned@example.com", PASSWORD, "Ned")
    answer = call(
        client,
        "user/login",
        guest_sid(),
        email="ned@example.com",
        password=PASSWORD,
        remember=remember,
    )
    with container.engine.connect() as connection:
        row = connection.execute(
            select(sessions).where(sessions.c.sid_hash == sid_digest(answer["data"]["sid"]))
        ).one()
    assert as_utc(row.expires_at) - as_utc(row.created_at) == timedelta(days=lifetime)


def test_login_refuses_a_malformed_email_with_10205(client: TestClient[Any]) -> None:
    answer = call(client, "user/login", guest_sid(), email="nobody", password=PASSWORD)
    assert (answer["code"], answer["msg"]) == (10205, "Username format error")


def test_a_wrong_password_and_an_unknown_email_both_answer_10202_and_count_as_failures(
    client: TestClient[Any], container: Container
) -> None:
    container.accounts.ensure_user("oz@example.com", PASSWORD, "Oz")
    wrong = call(client, "user/login", guest_sid(), email="oz@example.com", password="nope-nope")
    unknown = call(client, "user/login", guest_sid(), email="who@example.com", password=PASSWORD)
    assert (wrong["code"], unknown["code"]) == (10202, 10202)
    assert wrong["msg"] == "Login failed"
    assert failure_count(container, "oz@example.com") == 1
    assert failure_count(container, "who@example.com") == 1


def test_a_disabled_account_cannot_log_in(client: TestClient[Any], container: Container) -> None:
    uid = container.accounts.ensure_user("pat@example.com", PASSWORD, "Pat")
    with container.engine.begin() as connection:
        connection.execute(update(users).where(users.c.uid == uid).values(disabled=True))
    answer = call(client, "user/login", guest_sid(), email="pat@example.com", password=PASSWORD)
    assert answer["code"] == 10203


def test_login_from_the_same_address_waits_after_too_many_failures_even_with_the_right_password(
    clocked: tuple[Container, TestClient[Any]],
) -> None:
    container, client = clocked
    container.accounts.ensure_user("quin@example.com", PASSWORD, "Quin")
    limit = container.settings.login_max_failures
    for _ in range(limit):
        call(client, "user/login", guest_sid(), email="quin@example.com", password="bad-guess")
    answer = call(client, "user/login", guest_sid(), email="quin@example.com", password=PASSWORD)
    assert (answer["code"], answer["msg"]) == (105, "Too many attempts, please try again later")
    # A throttled attempt is not itself recorded, so the wait does not extend itself.
    assert failure_count(container, "quin@example.com") == limit


def test_throttling_holds_in_a_second_process_on_the_same_database(
    clocked: tuple[Container, TestClient[Any]], clock: FakeClock
) -> None:
    container, client = clocked
    container.accounts.ensure_user("ray@example.com", PASSWORD, "Ray")
    for _ in range(container.settings.login_max_failures):
        call(client, "user/login", guest_sid(), email="ray@example.com", password="bad-guess")
    second = bootstrap(container.settings, clock=clock)
    try:
        with TestClient(web_app(second)) as other_client:
            answer = call(
                other_client, "user/login", guest_sid(), email="ray@example.com", password=PASSWORD
            )
    finally:
        second.close()
    assert answer["code"] == 105


def test_failures_older_than_the_window_stop_counting(
    clocked: tuple[Container, TestClient[Any]], clock: FakeClock
) -> None:
    container, client = clocked
    container.accounts.ensure_user("sue@example.com", PASSWORD, "Sue")
    for _ in range(container.settings.login_max_failures):
        call(client, "user/login", guest_sid(), email="sue@example.com", password="bad-guess")
    clock.advance(seconds=container.settings.login_window_seconds + 1)
    answer = call(client, "user/login", guest_sid(), email="sue@example.com", password=PASSWORD)
    assert answer["code"] == 0


def test_a_successful_login_clears_the_failures(
    client: TestClient[Any], container: Container
) -> None:
    container.accounts.ensure_user("tom@example.com", PASSWORD, "Tom")
    call(client, "user/login", guest_sid(), email="tom@example.com", password="bad-guess")
    call(client, "user/login", guest_sid(), email="tom@example.com", password=PASSWORD)
    assert failure_count(container, "tom@example.com") == 0


def test_login_rehashes_a_password_hashed_with_older_parameters(
    client: TestClient[Any], container: Container
) -> None:
    uid = container.accounts.ensure_user("uma@example.com", PASSWORD, "Uma")
    weak = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1).hash(PASSWORD)
    with container.engine.begin() as connection:
        connection.execute(update(users).where(users.c.uid == uid).values(password_hash=weak))
    answer = call(client, "user/login", guest_sid(), email="uma@example.com", password=PASSWORD)
    assert answer["code"] == 0
    with container.engine.connect() as connection:
        stored = connection.execute(select(users.c.password_hash)).scalar_one()
    assert stored != weak
    assert stored.startswith("$argon2id$")
    assert not container.accounts.passwords.needs_rehash(stored)


def test_a_logged_out_sid_answers_101(client: TestClient[Any], container: Container) -> None:
    sid = logged_in(client, container, "vi@example.com")
    assert call(client, "user/logout", sid)["code"] == 0
    answer = call(client, "mine/info", sid)
    assert (answer["code"], answer["msg"]) == (101, "Please log in first")


def test_a_guest_logout_answers_0(client: TestClient[Any]) -> None:
    assert call(client, "user/logout", guest_sid())["code"] == 0


# -- password recovery --------------------------------------------------------------------


def test_forget_password_refuses_a_malformed_email_with_10206(client: TestClient[Any]) -> None:
    answer = call(client, "user/forget_password", guest_sid(), email="nope")
    assert (answer["code"], answer["msg"]) == (10206, "Email address error")


def test_forget_password_answers_0_for_an_unknown_email_and_mails_nothing(
    client: TestClient[Any], container: Container
) -> None:
    answer = call(client, "user/forget_password", guest_sid(), email="ghost@example.com")
    assert answer["code"] == 0
    assert mails_to(container, "ghost@example.com") == []


def test_a_reset_link_sets_the_password_and_ends_every_session(
    client: TestClient[Any], container: Container
) -> None:
    sid = logged_in(client, container, "wes@example.com")
    assert call(client, "user/forget_password", guest_sid(), email="wes@example.com")["code"] == 0
    token = reset_token(container, "wes@example.com")
    assert (
        mails_to(container, "wes@example.com")[-1].count(
            f"{container.settings.public_url}/reset-password?token="
        )
        == 1
    )
    with container.engine.connect() as connection:
        assert connection.execute(select(password_resets.c.token_hash)).scalar_one() != token
    answer = call(client, "user/reset_password", guest_sid(), token=token, password="new-pass-1")
    assert answer["code"] == 0, answer
    assert call(client, "mine/info", sid)["code"] == 101
    old = call(client, "user/login", guest_sid(), email="wes@example.com", password=PASSWORD)
    new = call(client, "user/login", guest_sid(), email="wes@example.com", password="new-pass-1")
    assert (old["code"], new["code"]) == (10202, 0)


def test_a_reset_link_works_only_once(client: TestClient[Any], container: Container) -> None:
    container.accounts.ensure_user("xan@example.com", PASSWORD, "Xan")
    call(client, "user/forget_password", guest_sid(), email="xan@example.com")
    token = reset_token(container, "xan@example.com")
    first = call(client, "user/reset_password", guest_sid(), token=token, password="new-pass-1")
    again = call(client, "user/reset_password", guest_sid(), token=token, password="new-pass-2")
    assert (first["code"], again["code"]) == (0, 10207)
    assert again["msg"] == "Invalid password reset link"


def test_a_reset_link_expires_after_thirty_minutes(
    clocked: tuple[Container, TestClient[Any]], clock: FakeClock
) -> None:
    container, client = clocked
    container.accounts.ensure_user("yul@example.com", PASSWORD, "Yul")
    call(client, "user/forget_password", guest_sid(), email="yul@example.com")
    token = reset_token(container, "yul@example.com")
    clock.advance(minutes=30, seconds=1)
    answer = call(client, "user/reset_password", guest_sid(), token=token, password="new-pass-1")
    assert answer["code"] == 10207


def test_reset_password_refuses_an_unknown_token_and_a_bad_length(
    client: TestClient[Any], container: Container
) -> None:
    unknown = call(
        client, "user/reset_password", guest_sid(), token="made-up", password="new-pass-1"
    )
    container.accounts.ensure_user("zed@example.com", PASSWORD, "Zed")
    call(client, "user/forget_password", guest_sid(), email="zed@example.com")
    token = reset_token(container, "zed@example.com")
    short = call(client, "user/reset_password", guest_sid(), token=token, password="12345")
    assert unknown["code"] == 10207
    assert (short["code"], short["data"]) == (102, {"field": "password"})


# -- mine ---------------------------------------------------------------------------------


def test_mine_info_needs_login(client: TestClient[Any]) -> None:
    assert call(client, "mine/info", guest_sid())["code"] == 101


def test_mine_info_shows_the_account_with_its_roles(
    client: TestClient[Any], container: Container
) -> None:
    sid = logged_in(client, container, "abe@example.com")
    assert container.accounts.grant_role("abe@example.com", "reviewer") is True
    assert container.accounts.grant_role("abe@example.com", "auditor") is True
    assert container.accounts.grant_role("abe@example.com", "auditor") is False
    info = call(client, "mine/info", sid)["data"]
    assert info == {
        "uid": info["uid"],
        "email": "abe@example.com",
        "nickname": "abe",
        "avatar": "",
        "avatar_url": "",
        "phone": "",
        "shop_state": 0,
        "shop_token": "",
        "seller_url": container.settings.seller_url,
        "roles": ["auditor", "reviewer"],
    }


def test_modify_saves_a_trimmed_nickname_and_phone(
    client: TestClient[Any], container: Container
) -> None:
    sid = logged_in(client, container, "bea@example.com")
    answer = call(client, "mine/modify", sid, nickname="  Bea  ", phone=" +1 555 0100 ")
    assert answer["code"] == 0, answer
    assert (answer["data"]["nickname"], answer["data"]["phone"]) == ("Bea", "+1 555 0100")
    assert call(client, "mine/info", sid)["data"]["nickname"] == "Bea"


@pytest.mark.parametrize(
    ("nickname", "phone", "field"),
    [
        ("   ", "555", "nickname"),
        ("Cal", " ", "phone"),
        ("x" * 65, "555", "nickname"),
        ("Cal", "5" * 33, "phone"),
    ],
)
def test_modify_requires_a_nickname_and_a_phone(
    client: TestClient[Any], container: Container, nickname: str, phone: str, field: str
) -> None:
    sid = logged_in(client, container, "cal@example.com")
    answer = call(client, "mine/modify", sid, nickname=nickname, phone=phone)
    assert (answer["code"], answer["data"]) == (102, {"field": field})


def test_modify_takes_only_an_avatar_the_user_uploaded(
    client: TestClient[Any], container: Container
) -> None:
    sid = logged_in(client, container, "dan@example.com")
    with container.engine.begin() as connection:
        for path, uploader in [("2030/01/mine.png", sid), ("2030/01/theirs.png", guest_sid())]:
            connection.execute(
                insert(uploads).values(
                    path=path,
                    sha256="0" * 64,
                    uploader_sid_hash=sid_digest(uploader),
                    uid=None,
                    content_type="image/png",
                    size=10,
                    created_at=datetime.now(UTC),
                )
            )
    profile: dict[str, Any] = {"nickname": "Dan", "phone": "555"}
    unknown = call(client, "mine/modify", sid, avatar="2030/01/nothing.png", **profile)
    theirs = call(client, "mine/modify", sid, avatar="2030/01/theirs.png", **profile)
    mine = call(client, "mine/modify", sid, avatar="2030/01/mine.png", **profile)
    assert (unknown["code"], unknown["data"]) == (102, {"field": "avatar"})
    assert (theirs["code"], theirs["data"]) == (102, {"field": "avatar"})
    assert mine["code"] == 0
    assert mine["data"]["avatar"] == "2030/01/mine.png"
    assert mine["data"]["avatar_url"] == "/uploads/2030/01/mine.png"


def test_change_password_refuses_a_wrong_current_password(
    client: TestClient[Any], container: Container
) -> None:
    sid = logged_in(client, container, "eli@example.com")
    answer = call(
        client, "mine/security/change_password", sid, old_password="not-it", password="new-pass-1"
    )
    assert (answer["code"], answer["msg"]) == (10301, "The current password is wrong")


def test_change_password_refuses_a_new_password_of_bad_length(
    client: TestClient[Any], container: Container
) -> None:
    sid = logged_in(client, container, "fox@example.com")
    answer = call(
        client, "mine/security/change_password", sid, old_password=PASSWORD, password="x" * 21
    )
    assert (answer["code"], answer["data"]) == (102, {"field": "password"})


def test_change_password_ends_other_sessions_and_answers_a_fresh_sid(
    client: TestClient[Any], container: Container
) -> None:
    caller = logged_in(client, container, "gil@example.com")
    other = logged_in(client, container, "gil@example.com")
    answer = call(
        client,
        "mine/security/change_password",
        caller,
        old_password=PASSWORD,
        password="new-pass-1",
    )
    assert answer["code"] == 0, answer
    fresh = answer["data"]["sid"]
    assert fresh not in {caller, other}
    assert call(client, "mine/info", caller)["code"] == 101
    assert call(client, "mine/info", other)["code"] == 101
    assert call(client, "mine/info", fresh)["data"]["email"] == "gil@example.com"
    login = call(client, "user/login", guest_sid(), email="gil@example.com", password="new-pass-1")
    assert login["code"] == 0


# -- operators ----------------------------------------------------------------------------


def test_granting_refuses_an_unknown_role_or_account(container: Container) -> None:
    container.accounts.ensure_user("hu@example.com", PASSWORD, "Hu")
    with pytest.raises(RoleGrantError, match="unknown role"):
        container.accounts.grant_role("hu@example.com", "admin")
    with pytest.raises(RoleGrantError, match="no account"):
        container.accounts.grant_role("nobody@example.com", "seller")


def test_ensure_user_creates_once_and_keeps_the_existing_account(container: Container) -> None:
    first = container.accounts.ensure_user("ida@example.com", PASSWORD, "Ida", ["seller"])
    again = container.accounts.ensure_user("ida@example.com", "other-pass", "Other", ["agent"])
    assert first == again
    info = container.accounts.user_info(first)
    assert (info.nickname, info.roles) == ("Ida", ["agent", "seller"])
    with container.engine.connect() as connection:
        stored = connection.execute(select(users.c.password_hash)).scalar_one()
    assert container.accounts.passwords.verify(stored, PASSWORD)


def test_sign_in_listeners_learn_the_guest_sid_and_the_new_uid(
    client: TestClient[Any], container: Container
) -> None:
    told: list[tuple[str, int]] = []
    container.accounts.sign_in_listeners.append(lambda guest, uid: told.append((guest, uid)))
    uid = container.accounts.ensure_user("jan@example.com", PASSWORD, "Jan")
    guest = guest_sid()
    call(client, "user/login", guest, email="jan@example.com", password=PASSWORD)
    assert told == [(guest, uid)]


def session_lookups(container: Container) -> list[str]:
    """Records the statements that read the sessions table from now on."""
    seen: list[str] = []

    def record(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        if "FROM sessions" in statement:
            seen.append(statement)

    event.listen(container.engine, "before_cursor_execute", record)
    return seen


def test_a_guests_sid_is_looked_up_once_and_a_signed_in_one_every_time(
    container: Container,
) -> None:
    sessions_store = container.sessions
    lookups = session_lookups(container)
    guest = guest_sid()
    assert [sessions_store.resolve(guest).is_guest for _ in range(3)] == [True, True, True]
    assert len(lookups) == 1

    uid = container.accounts.ensure_user("stu@example.com", PASSWORD, "Stu")
    with container.engine.begin() as connection:
        sid = sessions_store.issue(connection, uid, remember=False)
    assert [sessions_store.resolve(sid).uid for _ in range(2)] == [uid, uid]
    assert len(lookups) == 3


def test_a_disabled_users_session_counts_again_once_the_user_is_enabled(
    container: Container,
) -> None:
    uid = container.accounts.ensure_user("uma@example.com", PASSWORD, "Uma")
    with container.engine.begin() as connection:
        sid = container.sessions.issue(connection, uid, remember=False)

    def disabled(flag: bool) -> None:
        with container.engine.begin() as connection:
            connection.execute(update(users).where(users.c.uid == uid).values(disabled=flag))

    disabled(True)
    assert container.sessions.resolve(sid).is_guest
    disabled(False)
    assert container.sessions.resolve(sid).uid == uid


def test_a_revoked_session_is_a_guests_from_then_on(container: Container) -> None:
    uid = container.accounts.ensure_user("val@example.com", PASSWORD, "Val")
    with container.engine.begin() as connection:
        sid = container.sessions.issue(connection, uid, remember=False)
    assert container.sessions.resolve(sid).uid == uid
    container.sessions.revoke(sid)
    assert container.sessions.resolve(sid).is_guest
    assert container.sessions.resolve(sid).is_guest
