"""The rules of what operators write on the storefront, as values: a banner's fields (its
picture, a link to a site path or an https address, its language, its place) and a document's
id, title and content, and what the record shows of a document's text."""

from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass
from typing import Any
from urllib.parse import urlsplit

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.languages import LANGUAGES

DOCUMENT_IDS: tuple[str, ...] = ("about_us", "terms", "privacy", "return", "faq", "contact_us")
"""The site's documents, each in every language (`information/document/{id}`)."""

LINK_MAX_LENGTH = 255
IMAGE_MAX_LENGTH = 255
SORT_MAX = 9999
TITLE_MAX_LENGTH = 255
CONTENT_MAX_LENGTH = 100_000
"""Characters of a document's HTML, as sent and as stored."""
DIGEST_LENGTH = 16
"""Hex digits of a content's SHA-256 the record shows."""


def invalid(field: str) -> BusinessRuleViolation:
    """102 naming the field."""
    return BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=field)


def site_link(raw: str) -> str:
    """Where a banner leads, trimmed: a path of this site (`/list?categoryId=3`) or an https
    address with a host; 102 `link` for anything else (another scheme, `//host`, spaces)."""
    link = raw.strip()
    if not link or len(link) > LINK_MAX_LENGTH or any(c.isspace() or ord(c) < 32 for c in link):
        raise invalid("link")
    if link.startswith("/") and not link.startswith("//") and "\\" not in link:
        return link
    try:
        parts = urlsplit(link)
    except ValueError:
        raise invalid("link") from None
    if parts.scheme.lower() != "https" or not parts.hostname or link[6:8] != "//":
        raise invalid("link")
    return link


def content_language(raw: str | None, field: str = "language") -> str | None:
    """One of the nine languages, or None for every language; 102 `language` otherwise."""
    if raw is None:
        return None
    if raw not in LANGUAGES:
        raise invalid(field)
    return raw


@dataclass(frozen=True)
class BannerFields:
    """A banner as the storefront shows it: the picture's address, where it leads, its
    language (None: every language), its place (smallest first) and whether it is shown."""

    image: str
    link: str
    language: str | None
    sort: int
    visible: bool

    def checked(self) -> BannerFields:
        """The fields trimmed; 102 naming `image`, `link`, `language` or `sort` when wrong."""
        image = self.image.strip()
        if not image or len(image) > IMAGE_MAX_LENGTH:
            raise invalid("image")
        if not 0 <= self.sort <= SORT_MAX:
            raise invalid("sort")
        language = content_language(self.language)
        return BannerFields(image, site_link(self.link), language, self.sort, self.visible)

    def as_record(self) -> dict[str, Any]:
        return asdict(self)


def document_id(raw: str) -> str:
    """One of the six documents; 102 `id` otherwise."""
    if raw not in DOCUMENT_IDS:
        raise invalid("id")
    return raw


def content_facts(title: str, content_html: str) -> dict[str, Any]:
    """What the record shows of a document's text: its title, and its content's length and
    the start of its SHA-256."""
    digest = hashlib.sha256(content_html.encode()).hexdigest()[:DIGEST_LENGTH]
    return {"title": title, "content_length": len(content_html), "content_sha256": digest}


def check_content_size(content_html: str) -> None:
    """A document's HTML fits in CONTENT_MAX_LENGTH characters; 102 `content_html` otherwise."""
    if len(content_html) > CONTENT_MAX_LENGTH:
        raise invalid("content_html")
