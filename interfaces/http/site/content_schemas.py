"""Request and response Structs of the operators' storefront content (`console/banner/*`,
`console/document/*`)."""

from __future__ import annotations

import builtins
from typing import Annotated

import msgspec

from application.site.banners import BannerRow
from application.site.storefront_content import DocumentText
from interfaces.http.schemas import ApiRequest

ShortText = Annotated[str, msgspec.Meta(max_length=1024)]


class ConsoleBanner(msgspec.Struct):
    banner_id: str
    image: str
    """The picture's address (an upload's `/uploads/...`, or the demo's generated one)."""
    link: str
    """A site path (`/list?categoryId=3`) or an https address."""
    language: str | None
    """Shown only in this language; null: in every language."""
    sort: int
    """Smallest first."""
    visible: bool

    @classmethod
    def of(cls, row: BannerRow) -> ConsoleBanner:
        fields = row.fields
        return cls(
            row.banner_id, fields.image, fields.link, fields.language, fields.sort, fields.visible
        )


class ConsoleBannerList(msgspec.Struct):
    # `builtins.` because the field named `list` shadows the type inside the class.
    list: builtins.list[ConsoleBanner]


class BannerSaveRequest(ApiRequest, kw_only=True):
    banner_id: ShortText | None = None
    """Omitted to add a banner."""
    image: ShortText
    """An upload's path (as `system/upload_image` answers it) or address, or the banner's own."""
    link: ShortText
    language: str | None = None
    """One of the nine languages to show it only in that one; omitted or null: every language."""
    sort: Annotated[int, msgspec.Meta(ge=0, le=9999)]
    visible: bool


class BannerSaved(msgspec.Struct):
    banner_id: str


class BannerIdRequest(ApiRequest, kw_only=True):
    banner_id: ShortText


class DocumentTextRequest(ApiRequest, kw_only=True):
    id: ShortText
    """about_us, terms, privacy, return, faq or contact_us."""
    language: str
    """The document's language, one of the nine."""


class ConsoleDocument(msgspec.Struct):
    id: str
    language: str
    title: str
    content_html: str
    """As stored, sanitized; `{{free_delivery}}`-style placeholders are the site's promises,
    which the storefront writes in from the settings."""

    @classmethod
    def of(cls, text: DocumentText) -> ConsoleDocument:
        return cls(text.doc_id, text.language, text.title, text.content_html)


class DocumentSaveRequest(ApiRequest, kw_only=True):
    id: ShortText
    language: str
    title: ShortText
    content_html: str
    """Rich text; stored sanitized (headings, paragraphs, lists, emphasis, quotes, https and
    mailto links; anything else, scripts and handlers included, is dropped)."""
