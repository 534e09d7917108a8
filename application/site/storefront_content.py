"""The operators' storefront content (`console/banner/*`, `console/document/*`): each save or
deletion is an action of the banner's or the document's aggregate (`domain.storefront_content`),
which the record of staff actions lists; the storefront content policy writes it into the
tables. Every command answers once the policy and the record show it, and this process serves
it at once (the others within a second)."""

from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID, uuid4

from sqlalchemy import Engine

from application.bazaar import CONFLICT_ATTEMPTS, Bazaar, retry_on_conflict
from application.ports import Clock, ProjectionWait
from application.site.banners import BannerRow, all_banners, banner_row
from application.site.content_policy import POLICY_NAME
from application.site.content_version import ContentVersion
from application.site.documents import StoredDocument, sanitize_document_html, stored_document
from application.site.uploads import ImageUploads, upload_path, upload_url
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.storefront_content import Banner, StorefrontDocument
from domain.storefront_fields import (
    DOCUMENT_IDS,
    BannerFields,
    check_content_size,
    content_language,
    document_id,
    invalid,
)

RECORD = "staff_actions"
"""The record's read model: the operator's next screen may be it."""


@dataclass(frozen=True)
class DocumentText:
    doc_id: str
    language: str
    title: str
    content_html: str
    """As stored: sanitized, with the site's promises as `{{placeholders}}` the storefront
    fills in."""


class StorefrontContent:
    def __init__(
        self,
        application: Bazaar,
        engine: Engine,
        clock: Clock,
        uploads: ImageUploads,
        await_projections: ProjectionWait,
        version: ContentVersion,
    ) -> None:
        self.application = application
        self.engine = engine
        self.clock = clock
        self.uploads = uploads
        self.await_projections = await_projections
        self.version = version

    def shown(self, notification_id: int) -> None:
        """Returns once the tables and the record show a command saved at `notification_id`
        (bounded), with this process's caches dropped, so the storefront serves it at once."""
        if notification_id:
            self.await_projections(notification_id, (POLICY_NAME, RECORD))
        self.version.refresh()

    # -- banners ---------------------------------------------------------------------------

    def banners(self) -> list[BannerRow]:
        """Every banner, hidden ones too, in the home page's order."""
        with self.engine.connect() as connection:
            return all_banners(connection)

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def save_banner(self, uid: int, banner_id: str | None, fields: BannerFields) -> tuple[str, int]:
        """(the banner's id, the notification id): a new banner without `banner_id`, else the
        banner changed (103 `banner_id` for none). The picture is the banner's own or one of
        the operator's uploads, as a path or its `/uploads/` address (102 `image`)."""
        banner = self._new_banner() if banner_id is None else self._banner(banner_id)
        sent = fields.image.strip()
        path = upload_path(sent) or sent
        own = bool(path) and self.uploads.is_own(uid, path, public_only=True)
        image = upload_url(path) if own else sent
        wanted = BannerFields(image, fields.link, fields.language, fields.sort, fields.visible)
        banner.save(uid, wanted, own, self.clock())
        return str(banner.id), self.application.save_and_position(banner)

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def delete_banner(self, uid: int, banner_id: str) -> int:
        banner = self._banner(banner_id)
        banner.delete(uid, self.clock())
        return self.application.save_and_position(banner)

    def _new_banner(self) -> Banner:
        return Banner.start(uuid4(), None)

    def _banner(self, banner_id: str) -> Banner:
        """The banner's aggregate; a seeded banner nobody acted on yet starts from its row."""
        try:
            aggregate_id = UUID(banner_id)
        except ValueError:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="banner_id") from None
        found = self.application.get_or_none(aggregate_id, Banner)
        if found is not None:
            return found
        with self.engine.connect() as connection:
            row = banner_row(connection, str(aggregate_id))
        if row is None:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="banner_id")
        return Banner.start(aggregate_id, row.fields)

    # -- documents -------------------------------------------------------------------------

    def document(self, doc_id: str, language: str) -> DocumentText:
        """The document as stored in `language` (103 `id` for no such document, 102
        `language`); empty when it has no text in that language yet."""
        if doc_id not in DOCUMENT_IDS:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="id")
        if content_language(language) is None:
            raise invalid("language")
        with self.engine.connect() as connection:
            found = stored_document(connection, doc_id, language) or StoredDocument("", "")
        return DocumentText(doc_id, language, found.title, found.content_html)

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def save_document(
        self, uid: int, doc_id: str, language: str, title: str, content_html: str
    ) -> int:
        """The document's text in `language`, sanitized as the bundled ones are (102 `id`,
        `language`, `title` or `content_html`); it replaces the bundled text for good."""
        check_content_size(content_html)  # before the sanitizer spends time on it
        document = self.application.load_or_start(
            StorefrontDocument.create_id(document_id(doc_id), language),
            lambda: self._start_document(doc_id, language),
        )
        document.save(uid, title, sanitize_document_html(content_html), self.clock())
        return self.application.save_and_position(document)

    def _start_document(self, doc_id: str, language: str) -> StorefrontDocument:
        with self.engine.connect() as connection:
            found = stored_document(connection, doc_id, language)
        return StorefrontDocument.start(
            doc_id,
            language,
            None if found is None else found.title,
            "" if found is None else found.content_html,
        )
