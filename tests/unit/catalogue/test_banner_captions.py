"""The home banners' captions: every top category's, in every storefront language."""

from __future__ import annotations

from application.catalogue import demo_data
from application.catalogue.banner_captions import banner_caption
from domain.product import LANGUAGES


def test_every_top_category_has_a_translated_headline_line_and_call_to_action() -> None:
    tops = demo_data.category_rows().top_ids
    for key in tops:
        english = banner_caption(key, "", "en")
        for language in LANGUAGES:
            caption = banner_caption(key, "", language)
            assert caption.headline and caption.subtitle and caption.cta, (key, language)
            if language != "en":
                assert caption != english, f"{key} is not translated into {language}"


def test_a_category_without_a_caption_shows_its_name_and_the_default_call_to_action() -> None:
    caption = banner_caption("garden", "Jardín", "es")

    assert (caption.headline, caption.subtitle, caption.cta) == ("Jardín", "", "Comprar ahora")
