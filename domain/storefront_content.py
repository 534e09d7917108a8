"""What the storefront says that its operators write: the home page's banners and the site's
six documents (about us, terms, privacy, returns, FAQ, contact), each in every language.

A `Banner` is one picture on the home page's carousel, linked to a site path or an https
address, shown in one language or in all of them, in the order of its `sort`. A
`StorefrontDocument` is one document in one language. Both start with a plain `Created` naming
what they govern (as it stood before any operator's save: the seeded banner or text, or
nothing) and record each save or deletion as a `RecordedAction`, so the record of staff actions
lists them. The events carry what the storefront shows; a policy writes it into the tables.

For a document the record keeps the title and, for the content, its length and the start of
its SHA-256 (`content_length`, `content_sha256`), not the whole HTML twice: enough to see that
and how much the text changed; the text itself is in the event."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.staff_actions import ActionKind, RecordedAction, changed_fields, target_of
from domain.storefront_fields import (
    TITLE_MAX_LENGTH,
    BannerFields,
    check_content_size,
    content_facts,
    content_language,
    document_id,
    invalid,
)


class Banner(Aggregate):
    """One banner of the home page. `as_stored` is the banner as the storefront held it before
    its first recorded action (a seeded one), or empty for a banner an operator adds."""

    class Created(Aggregate.Created):
        banner_id: str
        as_stored: dict[str, Any]

    class Saved(RecordedAction):
        image: str
        link: str
        language: str | None
        sort: int
        visible: bool

    class Deleted(RecordedAction): ...

    @staticmethod
    def create_id(banner_id: str) -> UUID:
        """The banner's id is its aggregate's: the application gives a new banner a new one."""
        return UUID(banner_id)

    @event(Created)
    def __init__(self, banner_id: str, as_stored: dict[str, Any]) -> None:
        self.current: dict[str, Any] = dict(as_stored)
        self.deleted = False

    @classmethod
    def start(cls, banner_id: UUID, as_stored: BannerFields | None) -> Banner:
        stored = as_stored.as_record() if as_stored else {}
        return cls(banner_id=str(banner_id), as_stored=stored)

    def save(
        self, actor_uid: int, fields: BannerFields, image_is_upload: bool, at: datetime
    ) -> bool:
        """Records the banner's new fields; False when nothing changed (nothing recorded).
        A picture other than the banner's own must be an upload of the operator's (102
        `image`); 103 `banner_id` once deleted."""
        self._require_shown()
        wanted = fields.checked()
        if wanted.image != self.current.get("image") and not image_is_upload:
            raise invalid("image")
        after = wanted.as_record()
        before, changed = changed_fields(self.current, after) if self.current else ({}, after)
        if not changed:
            return False
        self._saved(
            actor_uid=actor_uid,
            kind=ActionKind.BANNER_SAVED.value,
            target=target_of("banner", self.id),
            reason="",
            before=before,
            after=changed,
            at=at,
            **after,
        )
        return True

    @event(Saved)
    def _saved(
        self,
        actor_uid: int,
        kind: str,
        target: str,
        reason: str,
        before: dict[str, Any],
        after: dict[str, Any],
        at: datetime,
        image: str,
        link: str,
        language: str | None,
        sort: int,
        visible: bool,
    ) -> None:
        self.current = {
            "image": image,
            "link": link,
            "language": language,
            "sort": sort,
            "visible": visible,
        }

    def delete(self, actor_uid: int, at: datetime) -> None:
        """Takes the banner off the home page for good (103 `banner_id` when it is gone)."""
        self._require_shown()
        self._deleted(
            actor_uid=actor_uid,
            kind=ActionKind.BANNER_DELETED.value,
            target=target_of("banner", self.id),
            reason="",
            before=dict(self.current),
            after={},
            at=at,
        )

    @event(Deleted)
    def _deleted(
        self,
        actor_uid: int,
        kind: str,
        target: str,
        reason: str,
        before: dict[str, Any],
        after: dict[str, Any],
        at: datetime,
    ) -> None:
        self.deleted = True

    def _require_shown(self) -> None:
        if self.deleted:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="banner_id")


class StorefrontDocument(Aggregate):
    """One document in one language. `as_stored` is what the record shows of the text it held
    before its first recorded save (the seeded one; empty when there was none)."""

    class Created(Aggregate.Created):
        doc_id: str
        language: str
        as_stored: dict[str, Any]

    class Saved(RecordedAction):
        doc_id: str
        language: str
        title: str
        content_html: str

    @staticmethod
    def create_id(doc_id: str, language: str) -> UUID:
        """One aggregate per document and language: racing first saves make one id."""
        return uuid5(NAMESPACE_URL, f"/bazaar/documents/{doc_id}/{language}")

    @event(Created)
    def __init__(self, doc_id: str, language: str, as_stored: dict[str, Any]) -> None:
        self.doc_id = doc_id
        self.language = language
        self.facts: dict[str, Any] = dict(as_stored)

    @classmethod
    def start(
        cls, doc_id: str, language: str, stored_title: str | None, stored_html: str
    ) -> StorefrontDocument:
        """The document `doc_id` (102 `id`) in `language` (102 `language`), as stored before
        (None: no text yet)."""
        as_stored = {} if stored_title is None else content_facts(stored_title, stored_html)
        checked = content_language(language)
        if checked is None:
            raise invalid("language")
        return cls(doc_id=document_id(doc_id), language=checked, as_stored=as_stored)

    def save(self, actor_uid: int, title: str, content_html: str, at: datetime) -> bool:
        """Records the document's new text (its HTML already sanitized); a title of 1-255
        characters (102 `title`), content within its limit (102 `content_html`). False when
        nothing changed (nothing recorded)."""
        heading = title.strip()
        if not 0 < len(heading) <= TITLE_MAX_LENGTH:
            raise invalid("title")
        check_content_size(content_html)
        facts = content_facts(heading, content_html)
        before, after = changed_fields(self.facts, facts) if self.facts else ({}, facts)
        if not after:
            return False
        self._saved(
            actor_uid=actor_uid,
            kind=ActionKind.DOCUMENT_SAVED.value,
            target=target_of("document", f"{self.doc_id}/{self.language}"),
            reason="",
            before=before,
            after=after,
            at=at,
            doc_id=self.doc_id,
            language=self.language,
            title=heading,
            content_html=content_html,
        )
        return True

    @event(Saved)
    def _saved(
        self,
        actor_uid: int,
        kind: str,
        target: str,
        reason: str,
        before: dict[str, Any],
        after: dict[str, Any],
        at: datetime,
        doc_id: str,
        language: str,
        title: str,
        content_html: str,
    ) -> None:
        self.facts = content_facts(title, content_html)
