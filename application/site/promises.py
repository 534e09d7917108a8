"""What the site promises, written from what it does: the free-delivery threshold
(`FREE_SHIPPING_FROM`), the countries and cities of the area tree, and the subscriber discount
(`SUBSCRIBER_DISCOUNT_PERCENT`, at most `SUBSCRIBER_DISCOUNT_MAX`). The site documents hold
`{{free_delivery}}`, `{{coverage}}` and `{{subscriber_offer}}` where these sentences go, filled
in the reader's language when served, so no document can state a figure the configuration
does not.

So do the terms of a case after shipment: `{{receive_days}}` (`ORDER_RECEIVE_DAYS`),
`{{receive_extend_days}}` (`ORDER_RECEIVE_EXTEND_DAYS`) and `{{respond_days}}`
(`DISPUTE_RESPOND_DAYS`) are a number of days, with the plural the reader's grammar gives that
number (ICU's rules: 1 день, 3 дня, 5 дней), and `{{two_arbiters_from}}` is the amount from
which two arbiters must agree (`REVIEW_SECOND_APPROVAL_FROM`)."""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import icu

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
    order_receive_days: int
    """Days after shipment before the system confirms receipt."""
    order_receive_extend_days: int
    """Days the buyer's one extension adds."""
    dispute_respond_days: int
    """Days a party has to answer at their turn in a case."""
    review_second_approval_from: int
    """Cents asked from which two arbiters must agree."""

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
        **case_terms(language, terms),
    }


def case_terms(language: str, terms: PromiseTerms) -> dict[str, str]:
    """The figures of the receipt deadline and of a case, in `language`."""
    return {
        "receive_days": days(language, terms.order_receive_days),
        "receive_extend_days": days(language, terms.order_receive_extend_days),
        "respond_days": days(language, terms.dispute_respond_days),
        "two_arbiters_from": money(terms.review_second_approval_from),
    }


@cache
def days(language: str, count: int) -> str:
    """`count` days in `language` (English when the site has none in it), in Latin digits as
    every other figure of the documents."""
    if language not in _phrases():
        language = FALLBACK_LANGUAGE
    locale = icu.Locale.forLanguageTag(f"{language}-u-nu-latn")
    message = icu.MessageFormat(_phrases()[language]["days"], locale)
    return str(message.format(["days"], [icu.Formattable(count)]))


def with_promises(content_html: str, sentences: dict[str, str]) -> str:
    """The document with its placeholders replaced by the (escaped) sentences."""
    for name, sentence in sentences.items():
        content_html = content_html.replace("{{" + name + "}}", html.escape(sentence))
    return content_html
