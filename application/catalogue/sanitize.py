"""Product descriptions are stored sanitized: the formatting the seller's rich-text editor
makes, and links to web or mail addresses only, with no other attribute."""

from __future__ import annotations

import nh3

from application.catalogue.nesting import nests_deeper_than
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.product import check_description

_DESCRIPTION_TAGS = {
    "p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "u", "s", "h2", "h3", "h4",
    "blockquote", "a",
}  # fmt: skip
_LINK_SCHEMES = {"http", "https", "mailto"}
# A seller's link leaves the site: it passes no referrer and no ranking, and cannot reach back.
_LINK_REL = "nofollow ugc noopener noreferrer"
MAX_NESTING = 32
"""Levels of elements a description may nest: the sanitizer's parser spends time in proportion
to the depth on every tag (20,000 nested `<div>` took over a second), so deeper is refused
before it runs."""


def sanitize_description(html: str) -> str:
    """Keeps paragraphs, lists, emphasis, headings, quotes and web or mail links; drops
    everything else (a link to another scheme keeps its text and loses its address)."""
    return nh3.clean(
        html,
        tags=_DESCRIPTION_TAGS,
        attributes={"a": {"href"}},
        url_schemes=_LINK_SCHEMES,
        link_rel=_LINK_REL,
        set_tag_attribute_values={"a": {"target": "_blank"}},
    )


def stored_description(html: str) -> str:
    """The description as it is stored: sanitized, and within the limit both as sent and as
    stored (escaping grows a text: `<` is stored as `&lt;`). 102 `description_html` otherwise,
    or when it nests deeper than MAX_NESTING, which is checked before the sanitizer runs."""
    check_description(html)
    if nests_deeper_than(html, MAX_NESTING):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="description_html")
    sanitized = sanitize_description(html)
    check_description(sanitized)
    return sanitized
