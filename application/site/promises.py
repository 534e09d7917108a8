"""What the site promises, written from what it does: the free-delivery threshold
(`FREE_SHIPPING_FROM`), the countries and cities of the area tree, and the subscriber discount
(`SUBSCRIBER_DISCOUNT_PERCENT`, at most `SUBSCRIBER_DISCOUNT_MAX`). The site documents hold
`{{free_delivery}}`, `{{coverage}}` and `{{subscriber_offer}}` where these sentences go, filled
in the reader's language when served, so no document can state a figure the configuration
does not."""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from application.site.mail_templates import money

PROMISES_FILE = Path(__file__).resolve().parent / "data" / "promises.json"
FALLBACK_LANGUAGE = "en"


@dataclass(frozen=True)
class PromiseTerms:
    """The settings behind the promises."""

    free_shipping_from: int
    """Cents of a shop's subtotal from which delivery is free (0: every order)."""
    subscriber_discount_percent: int
    """0: no subscriber discount."""
    subscriber_discount_max: int
    """Cents the subscriber discount never exceeds (0: no subscriber discount)."""

    @property
    def subscriber_offer(self) -> bool:
        return self.subscriber_discount_percent > 0 and self.subscriber_discount_max > 0


@dataclass(frozen=True)
class Coverage:
    """Where the address form delivers: its countries and cities."""

    countries: int
    cities: int


@cache
def _phrases() -> dict[str, dict[str, str]]:
    loaded: dict[str, dict[str, str]] = json.loads(PROMISES_FILE.read_text(encoding="utf-8"))
    return loaded


def promise_sentences(language: str, terms: PromiseTerms, coverage: Coverage) -> dict[str, str]:
    """Each placeholder's sentence in `language` (English when the site has none in it)."""
    phrases = _phrases().get(language) or _phrases()[FALLBACK_LANGUAGE]
    free = (
        phrases["free_delivery_from"].format(amount=money(terms.free_shipping_from))
        if terms.free_shipping_from > 0
        else phrases["free_delivery_all"]
    )
    offer = (
        phrases["subscriber_offer"].format(
            percent=terms.subscriber_discount_percent,
            amount=money(terms.subscriber_discount_max),
        )
        if terms.subscriber_offer
        else phrases["subscriber_offer_none"]
    )
    return {
        "free_delivery": free,
        "coverage": phrases["coverage"].format(
            countries=coverage.countries, cities=coverage.cities
        ),
        "subscriber_offer": offer,
    }


def with_promises(content_html: str, sentences: dict[str, str]) -> str:
    """The document with its placeholders replaced by the (escaped) sentences."""
    for name, sentence in sentences.items():
        content_html = content_html.replace("{{" + name + "}}", html.escape(sentence))
    return content_html
