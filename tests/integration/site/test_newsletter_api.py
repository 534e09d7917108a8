"""support/newsletter/subscribe: one subscription per address, welcomed through the outbox."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from email.message import Message
from typing import Any
from urllib.parse import unquote

import pytest
from litestar.testing import TestClient
from sqlalchemy import select, update

from application.errors import ServiceErrorCode
from application.site.tables import newsletter_subscriptions, outbox
from domain.errors import BusinessRuleViolation
from infra.asgi import web_app
from infra.bootstrap import Container, bootstrap
from infra.migrate import upgrade_to_head
from infra.settings import Settings
from tests.conftest import MailSink

GUEST_SID = "n" * 32


def subscribe(client: TestClient[Any], **body: Any) -> dict[str, Any]:
    response = client.post(
        "/api/support/newsletter/subscribe",
        json={"sid": GUEST_SID, **body},
        headers={"X-Repeat-Submit": "allow"},
    )
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def subscribers(container: Container) -> list[Any]:
    with container.engine.connect() as connection:
        return list(connection.execute(select(newsletter_subscriptions)))


def outbox_mail(container: Container) -> list[Any]:
    with container.engine.connect() as connection:
        return list(connection.execute(select(outbox)))


def test_subscribing_stores_the_trimmed_lowercase_address(
    container: Container, client: TestClient[Any]
) -> None:
    answer = subscribe(client, email="  Ada@Example.COM ", name=" Ada ", gender="female")

    assert (answer["code"], answer["data"]) == (0, None)
    [row] = subscribers(container)
    assert (row.email, row.name, row.gender) == ("ada@example.com", "Ada", "female")


def test_gender_and_name_are_optional(container: Container, client: TestClient[Any]) -> None:
    assert subscribe(client, email="bo@example.com")["code"] == 0

    [row] = subscribers(container)
    assert (row.name, row.gender) == ("", "unknown")


def token_in(body: str) -> str:
    found = re.search(r"/newsletter/confirm\?token=(\S+)", body)
    assert found, body
    return unquote(found.group(1))


def text_of(message: Message) -> str:
    payload = message.get_payload(decode=True)
    assert isinstance(payload, bytes)
    return payload.decode()


def confirm(client: TestClient[Any], token: str) -> dict[str, Any]:
    response = client.post(
        "/api/support/newsletter/confirm",
        json={"sid": GUEST_SID, "token": token},
        headers={"X-Repeat-Submit": "allow"},
    )
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def test_subscribing_mails_a_confirmation_link_and_promises_nothing_yet(
    container: Container, client: TestClient[Any]
) -> None:
    subscribe(client, email="cy@example.com", name="Cy")

    [mail] = outbox_mail(container)
    assert mail.recipient == "cy@example.com"
    assert mail.subject == "Confirm your Bazaar newsletter subscription"
    assert "Hello Cy," in mail.body
    assert token_in(mail.body)
    [row] = subscribers(container)
    assert row.confirmed_at is None


def test_the_link_confirms_once_and_the_welcome_states_the_real_offer(
    container: Container, client: TestClient[Any]
) -> None:
    subscribe(client, email="cy@example.com", name="Cy")
    token = token_in(outbox_mail(container)[0].body)

    assert confirm(client, token)["code"] == 0
    again = confirm(client, token)

    assert again["code"] == 10602
    [row] = subscribers(container)
    assert row.confirmed_at is not None
    welcome = outbox_mail(container)[-1]
    assert (welcome.recipient, welcome.subject) == (
        "cy@example.com",
        "Welcome to the Bazaar newsletter",
    )
    assert "15% of the goods of your first order is on us" in welcome.body
    assert len(outbox_mail(container)) == 2


@pytest.mark.parametrize("token", ["", "not-a-token", "x" * 256])
def test_an_unknown_link_answers_10602(client: TestClient[Any], token: str) -> None:
    assert confirm(client, token)["code"] == 10602


def test_a_link_older_than_a_week_has_expired(
    container: Container, client: TestClient[Any]
) -> None:
    subscribe(client, email="old@example.com")
    token = token_in(outbox_mail(container)[0].body)
    with container.engine.begin() as connection:
        connection.execute(
            update(newsletter_subscriptions).values(
                confirm_sent_at=datetime.now(UTC) - timedelta(days=8)
            )
        )

    assert confirm(client, token)["code"] == 10602


def test_subscribing_again_before_confirming_sends_a_new_link_and_kills_the_old(
    container: Container, client: TestClient[Any]
) -> None:
    subscribe(client, email="ed@example.com")
    first = token_in(outbox_mail(container)[0].body)

    assert subscribe(client, email=" ED@example.com")["code"] == 0
    second = token_in(outbox_mail(container)[1].body)

    assert confirm(client, first)["code"] == 10602
    assert confirm(client, second)["code"] == 0
    assert len(subscribers(container)) == 1


def test_welcome_mail_is_dispatched_only_after_the_subscription_commits(
    container: Container, client: TestClient[Any]
) -> None:
    seen_at_dispatch: list[tuple[int, int]] = []

    def deliver(outbox_id: int) -> None:
        # A separate connection sees only committed rows.
        seen_at_dispatch.append((outbox_id, len(outbox_mail(container))))

    container.mailbox.deliver = deliver
    subscribe(client, email="di@example.com")

    [mail] = outbox_mail(container)
    assert seen_at_dispatch == [(mail.id, 1)]


def test_a_confirmed_address_cannot_subscribe_twice(
    container: Container, client: TestClient[Any]
) -> None:
    assert subscribe(client, email="ed@example.com")["code"] == 0
    assert confirm(client, token_in(outbox_mail(container)[0].body))["code"] == 0

    again = subscribe(client, email=" ED@example.com", name="Someone else")

    assert again["code"] == 10601
    assert again["msg"] == "This email is already subscribed"
    assert len(subscribers(container)) == 1
    assert len(outbox_mail(container)) == 2


def test_the_confirmation_and_the_welcome_arrive_over_smtp(
    settings: Settings, smtp_sink: tuple[MailSink, str]
) -> None:
    sink, smtp_url = smtp_sink
    container = bootstrap(replace(settings, smtp_url=smtp_url), create_event_tables=True)
    upgrade_to_head(container.engine)
    container.start_embedded_workers()
    try:
        with TestClient(web_app(container)) as client:
            subscribe(client, email="sm@example.com")
            link_mail = sink.wait_for_subject("sm@example.com", "Confirm")
            token = token_in(text_of(link_mail))
            assert confirm(client, token)["code"] == 0
            welcome = sink.wait_for_subject("sm@example.com", "Welcome")
            assert "15% of the goods" in text_of(welcome)
    finally:
        container.close()


def test_a_subscription_that_loses_a_race_answers_already_subscribed(
    container: Container, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Both requests found no subscription to renew; only the unique constraint can decide.
    monkeypatch.setattr("application.site.newsletter._renewed", lambda *_: False)
    container.newsletter.subscribe("fay@example.com")

    with pytest.raises(BusinessRuleViolation) as refused:
        container.newsletter.subscribe("Fay@example.com")

    assert refused.value.code == ServiceErrorCode.ALREADY_SUBSCRIBED
    assert len(subscribers(container)) == 1
    assert len(outbox_mail(container)) == 1


@pytest.mark.parametrize("email", ["", "   ", "not-an-email", "a@b", "a b@example.com", "@x.io"])
def test_an_empty_or_malformed_address_names_the_email_field(
    container: Container, client: TestClient[Any], email: str
) -> None:
    answer = subscribe(client, email=email)

    assert (answer["code"], answer["data"]) == (102, {"field": "email"})
    assert subscribers(container) == []
    assert outbox_mail(container) == []


def test_a_missing_email_names_the_email_field(client: TestClient[Any]) -> None:
    answer = subscribe(client, name="Gil")

    assert (answer["code"], answer["data"]) == (102, {"field": "email"})


def test_an_unknown_gender_names_the_gender_field(client: TestClient[Any]) -> None:
    answer = subscribe(client, email="hal@example.com", gender="robot")

    assert (answer["code"], answer["data"]) == (102, {"field": "gender"})


@pytest.mark.usefixtures("long_repeat_window")
def test_an_identical_subscription_within_a_second_is_a_repeat(client: TestClient[Any]) -> None:
    body = {"sid": GUEST_SID, "email": "ivy@example.com"}
    first = client.post("/api/support/newsletter/subscribe", json=body).json()
    second = client.post("/api/support/newsletter/subscribe", json=body).json()

    assert (first["code"], second["code"]) == (0, 105)
