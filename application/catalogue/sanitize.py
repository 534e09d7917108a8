"""Product descriptions are stored sanitized: a small set of formatting tags, no attributes."""

from __future__ import annotations

import nh3

from application.catalogue.nesting import nests_deeper_than
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.product import check_description

_DESCRIPTION_TAGS = {"p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "h3", "h4"}
MAX_NESTING = 32
"""Levels of elements a description may nest: the sanitizer's parser spends time in proportion
to the depth on every tag (20,000 nested `<div>` took over a second), so deeper is refused
before it runs."""


def sanitize_description(html: str) -> str:
    """Keeps paragraphs, lists, emphasis and small headings; drops everything else."""
    return nh3.clean(html, tags=_DESCRIPTION_TAGS, attributes={})


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
