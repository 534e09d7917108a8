"""The storefront content's rules in the domain: where a banner may lead, what a banner's and a
document's actions record, and that nothing is recorded for a save that changes nothing."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any
from uuid import uuid4

import pytest

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.storefront_content import Banner, StorefrontDocument
from domain.storefront_fields import BannerFields, site_link

AT = datetime(2027, 1, 12, 9, 0, tzinfo=UTC)
DEMO = BannerFields("/media/banners/1.jpg", "/list?categoryId=1", None, 10, True)


def events(aggregate: Banner | StorefrontDocument) -> list[Any]:
    """The events the aggregate has not saved yet, with their fields."""
    return list(aggregate.collect_events())


@pytest.mark.parametrize(
    "link", ["/list?categoryId=3", "/post-detail?rule=faq", "https://brand.example/sale?x=1"]
)
def test_a_banner_leads_to_a_site_path_or_an_https_address(link: str) -> None:
    assert site_link(f"  {link} ") == link


@pytest.mark.parametrize(
    "link",
    [
        "",
        "javascript:alert(1)",
        "http://plain.example/",
        "//evil.example/",
        "/\\evil.example",
        "https://",
        "https:/x",
        "list",
        "/a b",
        "/" + "x" * 255,
    ],
)
def test_any_other_link_is_refused_naming_it(link: str) -> None:
    with pytest.raises(BusinessRuleViolation) as refused:
        site_link(link)
    assert (refused.value.code, refused.value.field) == (ErrorCode.BAD_PARAMETER, "link")


def test_a_demo_banner_records_only_what_an_operator_changed() -> None:
    banner = Banner.start(uuid4(), DEMO)

    changed = BannerFields(DEMO.image, DEMO.link, "es", 10, False)
    assert banner.save(7, changed, image_is_upload=False, at=AT)

    [created, saved] = events(banner)
    assert created.as_stored == DEMO.as_record()
    assert (saved.actor_uid, saved.kind, saved.target) == (7, "banner_saved", f"banner:{banner.id}")
    assert (saved.before, saved.after) == (
        {"language": None, "visible": True},
        {"language": "es", "visible": False},
    )


def test_a_new_picture_must_be_an_upload_and_the_own_one_may_stay() -> None:
    banner = Banner.start(uuid4(), DEMO)
    elsewhere = BannerFields("https://elsewhere.example/p.png", DEMO.link, None, 10, True)

    with pytest.raises(BusinessRuleViolation) as refused:
        banner.save(7, elsewhere, image_is_upload=False, at=AT)

    assert refused.value.field == "image"
    assert not banner.save(7, DEMO, image_is_upload=False, at=AT), "unchanged: nothing recorded"


def test_a_deleted_banner_is_gone_for_saves_and_deletions() -> None:
    banner = Banner.start(uuid4(), None)
    banner.save(7, DEMO, image_is_upload=True, at=AT)
    banner.delete(8, AT)

    for act in (lambda: banner.delete(8, AT), lambda: banner.save(7, DEMO, True, AT)):
        with pytest.raises(BusinessRuleViolation) as refused:
            act()
        assert (refused.value.code, refused.value.field) == (ErrorCode.NOT_FOUND, "banner_id")
    deleted = events(banner)[-1]
    assert (deleted.kind, deleted.before, deleted.after) == ("banner_deleted", DEMO.as_record(), {})


def test_a_document_records_its_title_and_its_contents_length_and_digest_not_its_html() -> None:
    document = StorefrontDocument.start("about_us", "es", "Quiénes somos", "<p>Hola</p>")

    assert document.save(7, "  Sobre nosotros ", "<p>Hola</p>", AT)

    saved = events(document)[-1]
    assert (saved.target, saved.before, saved.after) == (
        "document:about_us/es",
        {"title": "Quiénes somos"},
        {"title": "Sobre nosotros"},
    )
    assert (saved.title, saved.content_html) == ("Sobre nosotros", "<p>Hola</p>")
    assert document.save(7, "Sobre nosotros", "<p>Hale</p>", AT)
    changed = events(document)[-1]
    assert set(changed.after) == {"content_sha256"}, "same length, another text"
    assert len(changed.after["content_sha256"]) == 16


@pytest.mark.parametrize(
    ("doc_id", "language", "field"), [("secret", "es", "id"), ("faq", "xx", "language")]
)
def test_only_the_six_documents_in_the_nine_languages_exist(
    doc_id: str, language: str, field: str
) -> None:
    with pytest.raises(BusinessRuleViolation) as refused:
        StorefrontDocument.start(doc_id, language, None, "")
    assert refused.value.field == field
