"""support/newsletter/subscribe: one subscription per address, welcomed through the outbox."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient
from sqlalchemy import select

from application.errors import ServiceErrorCode
from application.site.tables import newsletter_subscriptions, outbox
from domain.errors import BusinessRuleViolation
from infra.bootstrap import Container

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


def test_subscribing_queues_a_welcome_mail_with_the_first_purchase_offer(
    container: Container, client: TestClient[Any]
) -> None:
    subscribe(client, email="cy@example.com", name="Cy")

    [mail] = outbox_mail(container)
    assert mail.recipient == "cy@example.com"
    assert "Welcome" in mail.subject
    assert "Hello Cy," in mail.body
    assert "up to 15% off your first purchase" in mail.body


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


def test_the_same_address_cannot_subscribe_twice(
    container: Container, client: TestClient[Any]
) -> None:
    assert subscribe(client, email="ed@example.com")["code"] == 0

    again = subscribe(client, email=" ED@example.com", name="Someone else")

    assert again["code"] == 10601
    assert again["msg"] == "This email is already subscribed"
    assert len(subscribers(container)) == 1
    assert len(outbox_mail(container)) == 1


def test_a_subscription_that_loses_a_race_answers_already_subscribed(
    container: Container, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Both requests passed the existence check; only the unique constraint can decide.
    monkeypatch.setattr("application.site.newsletter._is_subscribed", lambda *_: False)
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
