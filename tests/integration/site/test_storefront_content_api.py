"""The operators' storefront content, on both stores: the home page's banners
(`console/banner/*`) and the six documents (`console/document/*`), each action on the record of
staff actions, the storefront following as soon as a call answers, and every refusal."""

from __future__ import annotations

from typing import Any

import pytest

from application.catalogue.demo_banners import write_demo_banners
from application.timeutil import utc_now
from tests.integration.api_client import ApiClient, User
from tests.integration.catalogue.fixture import FixtureCatalogue

BANNER_CALLS: list[tuple[str, dict[str, Any]]] = [
    ("console/banner/list", {}),
    (
        "console/banner/save",
        {"image": "x.png", "link": "/list", "sort": 1, "visible": True},
    ),
    ("console/banner/delete", {"banner_id": "00000000-0000-0000-0000-000000000000"}),
    ("console/document/get", {"id": "about_us", "language": "es"}),
    (
        "console/document/save",
        {"id": "about_us", "language": "es", "title": "T", "content_html": "<p>x</p>"},
    ),
]


@pytest.fixture
def operator(api: ApiClient) -> User:
    return api.sign_in("olga@bazaar.test", "operator")


def record(api: ApiClient, kind: str) -> list[dict[str, Any]]:
    """The record of staff actions of one kind, newest first, as an auditor reads it now."""
    auditor = api.sign_in("ada-reads@bazaar.test", "auditor")
    found: list[dict[str, Any]] = api.data(
        "console/audit/actions", auditor, kind=kind, page_size=50
    )["list"]
    return found


def home_banners(api: ApiClient, language: str = "en") -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = api.data("mall/home", language=language)["banners"]
    return found


def console_banners(api: ApiClient, operator: User) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = api.data("console/banner/list", operator)["list"]
    return found


def save_banner(api: ApiClient, operator: User, **fields: Any) -> dict[str, Any]:
    body = {"link": "/list?categoryId=1", "sort": 15, "visible": True, **fields}
    if "image" not in body:
        body["image"] = api.upload(operator)
    return api.call("console/banner/save", operator, **body)


def document(api: ApiClient, doc_id: str, language: str) -> dict[str, Any]:
    found: dict[str, Any] = api.data(f"information/document/{doc_id}", language=language)
    return found


# -- banners ---------------------------------------------------------------------------------


def test_the_demo_banners_are_listed_for_the_operator_in_the_home_pages_order(
    api: ApiClient, operator: User, shelf: FixtureCatalogue
) -> None:
    listed = console_banners(api, operator)

    electronics = shelf.category_ids["electronics"]
    assert [(b["image"], b["sort"], b["language"], b["visible"]) for b in listed] == [
        (f"/media/banners/{n}.jpg", n * 10, None, True) for n in range(1, 5)
    ]
    assert listed[0]["link"] == f"/list?categoryId={electronics}"
    assert [b["image"] for b in home_banners(api)] == [b["image"] for b in listed]


def test_an_added_banner_shows_on_the_home_page_at_once_and_is_on_the_record(
    api: ApiClient, operator: User, shelf: FixtureCatalogue
) -> None:
    home_banners(api)  # the home page is cached now
    picture = api.upload(operator)

    saved = save_banner(api, operator, image=picture, link="https://brand.example/sale")

    assert saved["code"] == 0, saved
    banner_id = saved["data"]["banner_id"]
    shown = home_banners(api)
    assert [b["image"] for b in shown][:3] == [
        "/media/banners/1.jpg",
        f"/uploads/{picture}",
        "/media/banners/2.jpg",
    ]
    # Not a category's list: the picture alone, no caption over it.
    assert shown[1] == {
        "image": f"/uploads/{picture}",
        "title": "",
        "link": "https://brand.example/sale",
        "subtitle": "",
        "cta": "",
    }
    [action] = record(api, "banner_saved")
    assert (action["actor"]["uid"], action["target"], action["reason"]) == (
        operator.uid,
        f"banner:{banner_id}",
        "",
    )
    assert (action["actor"]["email"], action["time"]) == (
        operator.email,
        int(api.clock().timestamp()),
    )
    assert (action["before"], action["after"]) == (
        {},
        {
            "image": f"/uploads/{picture}",
            "link": "https://brand.example/sale",
            "language": None,
            "sort": 15,
            "visible": True,
        },
    )


def test_a_banner_leading_to_a_category_wears_its_caption_in_the_shoppers_language(
    api: ApiClient, operator: User, shelf: FixtureCatalogue
) -> None:
    cookware = shelf.category_ids["cookware"]
    saved = save_banner(api, operator, link=f"/list?categoryId={cookware}", sort=5)

    first = home_banners(api, "es")[0]
    assert saved["code"] == 0, saved
    assert first["link"] == f"/list?categoryId={cookware}"
    assert (first["title"], first["cta"]) == ("Menaje de cocina", "Comprar ahora")


def test_a_banner_in_one_language_shows_only_in_that_language(
    api: ApiClient, operator: User, shelf: FixtureCatalogue
) -> None:
    picture = api.upload(operator)
    saved = save_banner(api, operator, image=picture, language="es", sort=1)

    assert saved["code"] == 0, saved
    assert home_banners(api, "es")[0]["image"] == f"/uploads/{picture}"
    assert f"/uploads/{picture}" not in [b["image"] for b in home_banners(api, "en")]
    assert console_banners(api, operator)[0]["language"] == "es"


def test_editing_a_demo_banner_records_only_what_changed_and_hiding_it_leaves_the_home_page(
    api: ApiClient, operator: User, shelf: FixtureCatalogue
) -> None:
    first = console_banners(api, operator)[0]
    fashion = shelf.category_ids["fashion"]
    body = {key: first[key] for key in ("banner_id", "image", "sort", "visible")}

    moved = api.call("console/banner/save", operator, **body, link=f"/list?categoryId={fashion}")
    hidden = api.call(
        "console/banner/save", operator, **{**body, "visible": False}, link=first["link"]
    )

    assert (moved["code"], hidden["code"]) == (0, 0)
    assert moved["data"]["banner_id"] == first["banner_id"]
    assert "/media/banners/1.jpg" not in [b["image"] for b in home_banners(api)]
    assert console_banners(api, operator)[0]["visible"] is False
    hiding, moving = record(api, "banner_saved")
    assert (moving["before"], moving["after"]) == (
        {"link": first["link"]},
        {"link": f"/list?categoryId={fashion}"},
    )
    assert (hiding["before"], hiding["after"]) == (
        {"link": f"/list?categoryId={fashion}", "visible": True},
        {"link": first["link"], "visible": False},
    )


def test_saving_a_banner_unchanged_records_nothing(
    api: ApiClient, operator: User, shelf: FixtureCatalogue
) -> None:
    first = console_banners(api, operator)[0]

    again = api.call("console/banner/save", operator, **first)

    assert again["code"] == 0, again
    assert record(api, "banner_saved") == []


def test_a_deleted_banner_leaves_the_home_page_and_is_gone_for_good(
    api: ApiClient, operator: User, shelf: FixtureCatalogue
) -> None:
    second = console_banners(api, operator)[1]

    deleted = api.call("console/banner/delete", operator, banner_id=second["banner_id"])
    again = api.call("console/banner/delete", operator, banner_id=second["banner_id"])
    saved = api.call("console/banner/save", operator, **second)

    assert deleted["code"] == 0, deleted
    assert (again["code"], again["data"]) == (103, {"field": "banner_id"})
    assert (saved["code"], saved["data"]) == (103, {"field": "banner_id"})
    assert "/media/banners/2.jpg" not in [b["image"] for b in home_banners(api)]
    assert len(console_banners(api, operator)) == 3
    [action] = record(api, "banner_deleted")
    assert (action["actor"]["uid"], action["target"], action["after"]) == (
        operator.uid,
        f"banner:{second['banner_id']}",
        {},
    )
    assert action["before"] == {
        key: second[key] for key in ("image", "link", "language", "sort", "visible")
    }


def test_the_demo_banners_are_written_once_so_a_reseed_brings_back_none_deleted(
    api: ApiClient, operator: User, shelf: FixtureCatalogue
) -> None:
    second = console_banners(api, operator)[1]
    api.data("console/banner/delete", operator, banner_id=second["banner_id"])

    with api.container.engine.begin() as connection:
        written = write_demo_banners(connection, utc_now())

    assert written is False
    assert len(console_banners(api, operator)) == 3


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"link": "javascript:alert(1)"}, "link"),
        ({"link": "http://plain.example/"}, "link"),
        ({"link": "//evil.example/"}, "link"),
        ({"link": "list?categoryId=1"}, "link"),
        ({"link": "/a path"}, "link"),
        ({"link": ""}, "link"),
        ({"language": "xx"}, "language"),
        ({"language": ""}, "language"),
        ({"sort": -1}, "sort"),
        ({"sort": 10000}, "sort"),
        ({"image": ""}, "image"),
        ({"image": "2030/01/not-uploaded.png"}, "image"),
        ({"image": "https://elsewhere.example/picture.png"}, "image"),
        ({"image": "/media/banners/1.jpg"}, "image"),
    ],
)
def test_a_banner_with_a_wrong_field_is_refused_naming_it(
    api: ApiClient, operator: User, fields: dict[str, Any], field: str
) -> None:
    refused = save_banner(api, operator, **fields)

    assert (refused["code"], refused["data"]) == (102, {"field": field})
    assert console_banners(api, operator) == []


def test_a_picture_uploaded_by_someone_else_is_refused(api: ApiClient, operator: User) -> None:
    other = api.sign_in("otto@bazaar.test", "operator")

    refused = save_banner(api, operator, image=api.upload(other))

    assert (refused["code"], refused["data"]) == (102, {"field": "image"})


@pytest.mark.parametrize("banner_id", ["not-a-uuid", "7b0c2d8e-95c6-4a7e-9e35-1f1f3d2f0a11"])
def test_an_unknown_banner_is_not_found(api: ApiClient, operator: User, banner_id: str) -> None:
    saved = save_banner(api, operator, banner_id=banner_id)
    deleted = api.call("console/banner/delete", operator, banner_id=banner_id)

    assert (saved["code"], saved["data"]) == (103, {"field": "banner_id"})
    assert (deleted["code"], deleted["data"]) == (103, {"field": "banner_id"})


# -- access ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("path", "body"), BANNER_CALLS)
def test_only_operators_reach_the_storefront_content(
    api: ApiClient, path: str, body: dict[str, Any]
) -> None:
    staff = [
        api.sign_in("rita@bazaar.test", "reviewer"),
        api.sign_in("sam@bazaar.test", "seller"),
        api.sign_in("sue@bazaar.test"),
        api.sign_in("ada@bazaar.test", "auditor"),
    ]

    assert api.call(path, None, **body)["code"] == 101
    assert [api.call(path, user, **body)["code"] for user in staff] == [111, 111, 111, 111]


# -- documents -------------------------------------------------------------------------------


def test_an_operator_reads_a_document_as_stored_with_its_promises_as_placeholders(
    api: ApiClient, operator: User
) -> None:
    stored = api.data("console/document/get", operator, id="about_us", language="es")
    served = document(api, "about_us", "es")

    assert (stored["id"], stored["language"], stored["title"]) == (
        "about_us",
        "es",
        served["title"],
    )
    assert "{{free_delivery}}" in stored["content_html"]
    assert "{{free_delivery}}" not in served["content_html"]


def test_a_saved_document_is_served_at_once_in_its_language_only_and_is_on_the_record(
    api: ApiClient, operator: User
) -> None:
    seeded = api.data("console/document/get", operator, id="about_us", language="es")
    english = document(api, "about_us", "en")  # both are cached now
    document(api, "about_us", "es")
    html = "<h2>Hola</h2><p><strong>Bazaar</strong> es tuyo. {{free_delivery}}</p>"

    saved = api.call(
        "console/document/save",
        operator,
        id="about_us",
        language="es",
        title="  Sobre nosotros  ",
        content_html=html,
    )

    assert saved["code"] == 0, saved
    served = document(api, "about_us", "es")
    assert served["title"] == "Sobre nosotros"
    assert served["content_html"].startswith("<h2>Hola</h2><p><strong>Bazaar</strong> es tuyo. ")
    assert "{{" not in served["content_html"]
    assert document(api, "about_us", "en") == english
    stored = api.data("console/document/get", operator, id="about_us", language="es")
    assert (stored["title"], stored["content_html"]) == ("Sobre nosotros", html)
    [action] = record(api, "document_saved")
    assert (action["actor"]["uid"], action["target"], action["reason"]) == (
        operator.uid,
        "document:about_us/es",
        "",
    )
    assert action["before"]["title"] == seeded["title"]
    assert action["before"]["content_length"] == len(seeded["content_html"])
    assert action["after"]["title"] == "Sobre nosotros"
    assert action["after"]["content_length"] == len(html)
    assert len(action["after"]["content_sha256"]) == 16
    assert action["after"]["content_sha256"] != action["before"]["content_sha256"]


def test_a_document_is_stored_sanitized_so_no_script_or_handler_comes_back(
    api: ApiClient, operator: User
) -> None:
    hostile = (
        '<h2 onclick="steal()">Help</h2><script>alert(1)</script>'
        '<img src="x" onerror="alert(1)"><p style="x">Read <a href="javascript:alert(1)">this'
        '</a> or <a href="https://ok.example">that</a></p><iframe src="https://evil.example">'
        "</iframe><blockquote><u>Kept</u> <s>too</s></blockquote>"
    )

    api.data(
        "console/document/save",
        operator,
        id="faq",
        language="it",
        title="FAQ",
        content_html=hostile,
    )

    expected = (
        '<h2>Help</h2><p>Read <a rel="noopener noreferrer">this</a> or '
        '<a href="https://ok.example" rel="noopener noreferrer">that</a></p>'
        "<blockquote><u>Kept</u> <s>too</s></blockquote>"
    )
    stored = api.data("console/document/get", operator, id="faq", language="it")
    assert stored["content_html"] == expected
    assert document(api, "faq", "it")["content_html"] == expected


def test_an_operators_document_survives_a_reseed_of_the_bundled_texts(
    api: ApiClient, operator: User
) -> None:
    bundled_terms = document(api, "terms", "ru")
    api.data(
        "console/document/save",
        operator,
        id="terms",
        language="tr",
        title="Koşullar",
        content_html="<p>Yeni metin</p>",
    )

    api.container.content.reseed()

    assert document(api, "terms", "tr") == {
        "id": "terms",
        "title": "Koşullar",
        "content_html": "<p>Yeni metin</p>",
    }
    assert document(api, "terms", "ru") == bundled_terms


def test_saving_a_document_unchanged_records_nothing(api: ApiClient, operator: User) -> None:
    stored = api.data("console/document/get", operator, id="privacy", language="hi")

    api.data(
        "console/document/save",
        operator,
        id="privacy",
        language="hi",
        title=stored["title"],
        content_html=stored["content_html"],
    )

    assert record(api, "document_saved") == []


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"id": "secret_plans"}, "id"),
        ({"language": "xx"}, "language"),
        ({"title": ""}, "title"),
        ({"title": "   "}, "title"),
        ({"title": "T" * 256}, "title"),
        ({"content_html": "<p>" + "x" * 100_000 + "</p>"}, "content_html"),
    ],
)
def test_a_document_with_a_wrong_field_is_refused_naming_it(
    api: ApiClient, operator: User, fields: dict[str, Any], field: str
) -> None:
    body = {"id": "about_us", "language": "es", "title": "T", "content_html": "<p>x</p>", **fields}

    refused = api.call("console/document/save", operator, **body)

    assert (refused["code"], refused["data"]) == (102, {"field": field})
    assert record(api, "document_saved") == []


def test_reading_an_unknown_document_or_language_is_refused(api: ApiClient, operator: User) -> None:
    unknown = api.call("console/document/get", operator, id="secret_plans", language="es")
    language = api.call("console/document/get", operator, id="about_us", language="xx")

    assert (unknown["code"], unknown["data"]) == (103, {"field": "id"})
    assert (language["code"], language["data"]) == (102, {"field": "language"})
