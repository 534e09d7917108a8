"""information/area/list and information/document/{id}, on SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient
from sqlalchemy import func, select

from application.site.content import DOCUMENT_IDS, seed_reference_data
from application.site.tables import areas
from domain.languages import LANGUAGES
from infra.bootstrap import Container

GUEST_SID = "g" * 32
REQUIRED_COUNTRIES = {"United States", "United Kingdom", "Hong Kong", "Japan", "China"}


def call(client: TestClient[Any], path: str, **body: Any) -> dict[str, Any]:
    response = client.post(f"/api/{path}", json={"sid": GUEST_SID, **body})
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def area_list(client: TestClient[Any], parent_id: int, level: int) -> list[dict[str, Any]]:
    answer = call(client, "information/area/list", parent_id=parent_id, level=level)
    assert answer["code"] == 0, answer
    found: list[dict[str, Any]] = answer["data"]["list"]
    return found


def named(options: list[dict[str, Any]], name: str) -> dict[str, Any]:
    return next(option for option in options if option["name"] == name)


def test_countries_are_listed_under_parent_zero_at_level_one(client: TestClient[Any]) -> None:
    countries = area_list(client, parent_id=0, level=1)

    names = [country["name"] for country in countries]
    assert set(names) >= REQUIRED_COUNTRIES
    assert all(c["parent_id"] == 0 and c["level"] == 1 for c in countries)
    assert names == sorted(names, key=str.casefold)


def test_area_cascade_leads_from_country_to_province_to_city(client: TestClient[Any]) -> None:
    united_states = named(area_list(client, parent_id=0, level=1), "United States")
    provinces = area_list(client, parent_id=united_states["area_id"], level=2)
    california = named(provinces, "California")
    cities = area_list(client, parent_id=california["area_id"], level=3)

    assert len(provinces) >= 50
    assert all(p["parent_id"] == united_states["area_id"] and p["level"] == 2 for p in provinces)
    assert {"Los Angeles", "San Francisco"} <= {city["name"] for city in cities}
    assert all(c["parent_id"] == california["area_id"] and c["level"] == 3 for c in cities)


def test_every_required_country_has_provinces_with_cities(client: TestClient[Any]) -> None:
    countries = area_list(client, parent_id=0, level=1)
    for name in REQUIRED_COUNTRIES:
        provinces = area_list(client, parent_id=named(countries, name)["area_id"], level=2)
        assert provinces, name
        assert area_list(client, parent_id=provinces[0]["area_id"], level=3), name


def test_area_list_under_an_unknown_parent_is_empty(client: TestClient[Any]) -> None:
    assert area_list(client, parent_id=987_654, level=2) == []


def test_area_level_outside_one_to_three_is_a_parameter_error(client: TestClient[Any]) -> None:
    answer = call(client, "information/area/list", parent_id=0, level=4)

    assert answer["code"] == 102
    assert answer["data"] == {"field": "level"}


def test_reseeding_keeps_area_ids_and_numbers_new_areas_after_them(container: Container) -> None:
    north = {"name": "North", "children": [{"name": "X"}]}
    tree = [{"code": "AA", "name": "Aland", "children": [north]}]
    with container.engine.begin() as connection:
        connection.execute(areas.delete())
        seed_reference_data(connection, area_tree=tree, document_texts={})
        first = {row.name: row.area_id for row in connection.execute(select(areas))}
        grown = [
            {
                "code": "AA",
                "name": "Aland",
                "children": [
                    {"name": "East", "children": [{"name": "Y"}]},
                    {"name": "North", "children": [{"name": "X"}, {"name": "Z"}]},
                ],
            }
        ]
        seed_reference_data(connection, area_tree=grown, document_texts={})
        second = {row.name: row.area_id for row in connection.execute(select(areas))}
        seed_reference_data(connection, area_tree=grown, document_texts={})
        third = {row.name: row.area_id for row in connection.execute(select(areas))}

    assert first == {"Aland": 1, "North": 2, "X": 3}
    assert {name: second[name] for name in first} == first
    assert min(second["East"], second["Y"], second["Z"]) > max(first.values())
    assert third == second


def test_seeding_twice_adds_no_rows(container: Container) -> None:
    with container.engine.begin() as connection:
        before = connection.execute(select(func.count()).select_from(areas)).scalar_one()
        seed_reference_data(connection)
        after = connection.execute(select(func.count()).select_from(areas)).scalar_one()

    assert before == after > 100


@pytest.mark.parametrize("doc_id", DOCUMENT_IDS)
def test_each_document_is_translated_into_every_language(
    client: TestClient[Any], doc_id: str
) -> None:
    english = call(client, f"information/document/{doc_id}", language="en")
    assert english["code"] == 0
    assert english["data"]["id"] == doc_id
    assert english["data"]["title"] and english["data"]["content_html"]

    for language in LANGUAGES:
        if language == "en":
            continue
        answer = call(client, f"information/document/{doc_id}", language=language)
        assert answer["code"] == 0, (doc_id, language)
        assert answer["data"]["title"] != english["data"]["title"], (doc_id, language)
        assert answer["data"]["content_html"] != english["data"]["content_html"]


def test_document_without_a_known_language_is_english(client: TestClient[Any]) -> None:
    english = call(client, "information/document/terms", language="en")["data"]

    assert call(client, "information/document/terms", language="xx")["data"] == english
    assert call(client, "information/document/terms")["data"] == english


def test_unknown_document_answers_not_found(client: TestClient[Any]) -> None:
    answer = call(client, "information/document/secret_plans", language="en")

    assert answer["code"] == 103
    assert answer["msg"] == "The record does not exist"


def test_document_html_is_sanitized_when_seeded(
    container: Container, client: TestClient[Any]
) -> None:
    hostile = (
        '<h2 onclick="steal()">Hi</h2><script>alert(1)</script><img src=x onerror=alert(1)>'
        '<p>Read <a href="javascript:alert(1)">this</a> or <a href="https://ok.test">that</a>'
        ' or <a href="mailto:help@bazaar.test">mail</a></p><iframe src="https://evil.test"></iframe>'
    )
    with container.engine.begin() as connection:
        seed_reference_data(
            connection,
            area_tree=[],
            document_texts={"faq": {"en": {"title": "FAQ", "content_html": hostile}}},
        )
    container.content.forget()

    html = call(client, "information/document/faq", language="en")["data"]["content_html"]

    assert html == (
        '<h2>Hi</h2><p>Read <a rel="noopener noreferrer">this</a> or '
        '<a href="https://ok.test" rel="noopener noreferrer">that</a> or '
        '<a href="mailto:help@bazaar.test" rel="noopener noreferrer">mail</a></p>'
    )
    assert call(client, "information/document/terms", language="en")["code"] == 103


def test_area_list_is_not_refused_as_a_repeat(client: TestClient[Any]) -> None:
    for _ in range(3):
        assert call(client, "information/area/list", parent_id=0, level=1)["code"] == 0
