"""Product descriptions are stored sanitized: a small set of formatting tags, no attributes."""

from __future__ import annotations

import nh3

_DESCRIPTION_TAGS = {"p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "h3", "h4"}


def sanitize_description(html: str) -> str:
    """Keeps paragraphs, lists, emphasis and small headings; drops everything else."""
    return nh3.clean(html, tags=_DESCRIPTION_TAGS, attributes={})
