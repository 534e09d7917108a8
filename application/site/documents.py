"""The site documents' texts in the `documents` table: the bundled ones the seed keeps in line
with `data/documents.json`, and those an operator saved (`console/document/save`), which the
seed then leaves alone. Both are stored sanitized by the one sanitizer here."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

import nh3
from sqlalchemy import Connection, delete, insert, select, update

from application.site.tables import documents

# What the operators' rich-text editor makes (bold, italics, underline, strike, two heading
# levels, lists, quotes, links, line breaks), and no more.
_ALLOWED_TAGS = {
    "h2", "h3", "p", "br", "ul", "ol", "li", "strong", "em", "u", "s", "blockquote", "a",
}  # fmt: skip
_TITLE_LENGTH = 255

_Key = tuple[str, str]
"""(document id, language)"""


@dataclass(frozen=True)
class StoredDocument:
    title: str
    content_html: str
    """As stored: sanitized, with the site's promises still as `{{placeholders}}`."""


def sanitize_document_html(html: str) -> str:
    """Keeps only headings, paragraphs, line breaks, lists, emphasis, quotes and https/mailto
    links."""
    return nh3.clean(
        html,
        tags=_ALLOWED_TAGS,
        attributes={"a": {"href"}, "*": set()},
        url_schemes={"https", "mailto"},
        url_relative="deny",
        link_rel="noopener noreferrer",
    )


def stored_document(connection: Connection, doc_id: str, language: str) -> StoredDocument | None:
    row = connection.execute(
        select(documents.c.title, documents.c.content_html).where(
            documents.c.doc_id == doc_id, documents.c.language == language
        )
    ).first()
    return None if row is None else StoredDocument(row.title, row.content_html)


def write_edited_document(
    connection: Connection,
    key: _Key,
    text: StoredDocument,
    edited_by: int,
    edited_at: datetime,
) -> None:
    """An operator's text for the document in that language, marked as theirs."""
    doc_id, language = key
    values = {
        "title": text.title,
        "content_html": text.content_html,
        "edited_by": edited_by,
        "edited_at": edited_at,
    }
    written = connection.execute(
        update(documents)
        .where(documents.c.doc_id == doc_id, documents.c.language == language)
        .values(**values)
    )
    if written.rowcount == 0:
        connection.execute(insert(documents).values(doc_id=doc_id, language=language, **values))


def seed_documents(
    connection: Connection, document_texts: Mapping[str, Mapping[str, Mapping[str, str]]]
) -> None:
    """Brings the bundled texts in line with the file, except where an operator saved one:
    that text stays, whatever the file says."""
    wanted = {
        (doc_id, language): (
            str(text.get("title", "")).strip()[:_TITLE_LENGTH],
            sanitize_document_html(str(text.get("content_html", ""))),
        )
        for doc_id, by_language in document_texts.items()
        for language, text in by_language.items()
    }
    existing: dict[_Key, tuple[str, str]] = {}
    edited: set[_Key] = set()
    for row in connection.execute(select(documents)):
        key = (row.doc_id, row.language)
        existing[key] = (row.title, row.content_html)
        if row.edited_at is not None:
            edited.add(key)
    for doc_id, language in existing.keys() - wanted.keys() - edited:
        connection.execute(
            delete(documents).where(documents.c.doc_id == doc_id, documents.c.language == language)
        )
    new_rows = [
        {"doc_id": key[0], "language": key[1], "title": title, "content_html": html}
        for key, (title, html) in wanted.items()
        if key not in existing
    ]
    if new_rows:
        connection.execute(insert(documents), new_rows)
    for key, text in wanted.items():
        if key in existing and key not in edited and existing[key] != text:
            connection.execute(
                update(documents)
                .where(documents.c.doc_id == key[0], documents.c.language == key[1])
                .values(title=text[0], content_html=text[1])
            )
