"""The site's promises written from what it does, on SQLite and PostgreSQL: `system/config`
carries the free-delivery threshold, the subscriber discount and the countries and cities of the
area tree, and the About, FAQ and return-policy documents state those figures in every
language, never a hard-coded one; so do the FAQ and the return policy with the receipt deadline
and the terms of a case, each number of days in the plural its language gives it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from litestar.testing import TestClient
from sqlalchemy import func, select

from application.site.content import DOCUMENT_IDS
from application.site.tables import areas
from domain.languages import LANGUAGES
from infra.asgi import web_app
from infra.bootstrap import Container, bootstrap
from infra.migrate import upgrade_to_head
from infra.settings import Settings

GUEST_SID = "p" * 32


def call(client: TestClient[Any], path: str, **body: Any) -> Any:
    response = client.post(f"/api/{path}", json={"sid": GUEST_SID, **body})
    assert response.status_code == 200, response.text
    answer = response.json()
    assert answer["code"] == 0, answer
    return answer["data"]


def document(client: TestClient[Any], doc_id: str, language: str = "en") -> str:
    html: str = call(client, f"information/document/{doc_id}", language=language)["content_html"]
    return html


def area_count(container: Container, level: int) -> int:
    with container.engine.connect() as connection:
        return int(
            connection.execute(
                select(func.count()).select_from(areas).where(areas.c.level == level)
            ).scalar_one()
        )


@pytest.fixture
def configured(settings: Settings) -> Iterator[TestClient[Any]]:
    """A site with free delivery from $75.50 and a 12 % subscriber discount of at most $5.50."""
    tuned = replace(
        settings,
        free_shipping_from=7550,
        subscriber_discount_percent=12,
        subscriber_discount_max=550,
    )
    container = bootstrap(tuned, create_event_tables=True)
    upgrade_to_head(container.engine)
    with TestClient(web_app(container)) as client:
        yield client
    container.close()


def test_the_config_carries_the_terms_and_the_area_trees_coverage(
    container: Container, client: TestClient[Any]
) -> None:
    config = call(client, "system/config")

    assert (config["free_shipping_from"], config["shipping_fee"]) == (4900, 499)
    assert config["subscriber_discount_percent"] == 15
    assert config["subscriber_discount_max"] == 2000
    assert config["countries_served"] == area_count(container, 1) >= 15
    assert config["cities_served"] == area_count(container, 3) > config["countries_served"]


def test_the_documents_state_the_default_terms_and_the_real_coverage(
    container: Container, client: TestClient[Any]
) -> None:
    countries, cities = area_count(container, 1), area_count(container, 3)
    about, faq = document(client, "about_us"), document(client, "faq")

    for text in (about, faq):
        assert "Free delivery on orders from $49.00 per shop." in text
        assert f"Delivery to {countries} countries and {cities} cities." in text
        assert "15% off the goods of your first order (up to $20.00)" in text
        assert "180" not in text
        assert "{{" not in text


def test_the_documents_follow_the_settings(configured: TestClient[Any]) -> None:
    about = document(configured, "about_us")

    assert "Free delivery on orders from $75.50 per shop." in about
    assert "12% off the goods of your first order (up to $5.50)" in about
    assert call(configured, "system/config")["subscriber_discount_max"] == 550
    assert "Mağaza başına $75.50 ve üzeri" in document(configured, "about_us", "tr")
    assert "%12 indirim (en fazla $5.50)" in document(configured, "faq", "tr")


def test_free_delivery_from_zero_and_no_discount_say_so(settings: Settings) -> None:
    container = bootstrap(
        replace(settings, free_shipping_from=0, subscriber_discount_percent=0),
        create_event_tables=True,
    )
    upgrade_to_head(container.engine)
    try:
        with TestClient(web_app(container)) as client:
            about, faq = document(client, "about_us"), document(client, "faq")
            assert call(client, "system/config")["free_shipping_from"] == 0
    finally:
        container.close()

    assert "Free delivery on every order." in about
    assert "There is no newsletter discount at the moment." in faq
    assert "%" not in about.replace("100%", "")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_fills_every_placeholder(client: TestClient[Any], language: str) -> None:
    for doc_id in DOCUMENT_IDS:
        text = document(client, doc_id, language)
        assert "{{" not in text
        assert "180" not in text
    assert "$49.00" in document(client, "about_us", language)


def test_the_return_policy_describes_the_order_pages_actions(client: TestClient[Any]) -> None:
    policy, faq = document(client, "return"), document(client, "faq")

    # The order page's actions (frontend order-actions: cancel unpaid, refund until shipped,
    # extend the receipt deadline, open a case) and nothing it does not have (no return window).
    for action in ("Cancel order", "Request refund", "Extend", "Problem with this order?"):
        assert f"<strong>{action}</strong>" in policy
    assert "<strong>Problem with this order?</strong>" in faq
    for text in (policy, faq):
        assert "no return request" not in text
        assert "14 days" not in text


def test_the_case_terms_are_the_default_settings(client: TestClient[Any]) -> None:
    policy, faq = document(client, "return"), document(client, "faq")

    assert "the receipt deadline: 10 days after shipment" in policy
    assert "to move the deadline by 5 days, once per order" in policy
    assert "The seller has 3 days to accept and refund what you asked" in policy
    assert "For a refund asked of $1,000.00 or more, two different arbiters must agree" in policy
    assert "confirmed automatically 10 days after shipment, unless a case is open" in faq
    assert "срок получения: 10 дней с момента отправки" in document(client, "return", "ru")


def test_the_case_terms_follow_the_settings_in_each_languages_plural(settings: Settings) -> None:
    tuned = replace(
        settings,
        order_receive_days=21,
        order_receive_extend_days=1,
        dispute_respond_days=2,
        review_second_approval_from=50_000,
    )
    container = bootstrap(tuned, create_event_tables=True)
    upgrade_to_head(container.engine)
    try:
        with TestClient(web_app(container)) as client:
            english = document(client, "return")
            russian = document(client, "return", "ru")
            arabic = document(client, "faq", "ar")
    finally:
        container.close()

    assert "21 days after shipment" in english and "by 1 day, once" in english
    assert "The seller has 2 days" in english and "$500.00 or more" in english
    assert "21 день с момента отправки" in russian and "на 1 день" in russian
    assert "У продавца есть 2 дня" in russian
    assert "بعد 21 يومًا من الشحن" in arabic and "لإضافة يوم واحد" in arabic
    assert "أمام البائع يومان" in arabic
