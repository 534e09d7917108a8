"""Policy: the operators' banners and documents reach the storefront.

Each saved or deleted banner and each saved document is written into `banners` or `documents`
once, by the runner, in the transaction that moves this policy's position; every write bumps
the storefront content's version, so every process drops its cached home page and documents
(`content_version`). A rebuild of the read models never runs it."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection

from application.site.banners import remove_banner, write_banner
from application.site.content_version import bump_content_version
from application.site.documents import StoredDocument, write_edited_document
from domain.storefront_content import Banner, StorefrontDocument
from domain.storefront_fields import BannerFields
from projections.projection import EventHandler, Policy

POLICY_NAME = "storefront_content"


def _banner_saved(connection: Connection, event: Any) -> None:
    fields = BannerFields(event.image, event.link, event.language, event.sort, event.visible)
    write_banner(connection, str(event.originator_id), fields, event.at)


def _banner_deleted(connection: Connection, event: Any) -> None:
    remove_banner(connection, str(event.originator_id))


def _document_saved(connection: Connection, event: Any) -> None:
    text = StoredDocument(event.title, event.content_html)
    write_edited_document(
        connection, (event.doc_id, event.language), text, event.actor_uid, event.at
    )
    bump_content_version(connection)


def storefront_content_policy() -> Policy:
    handlers: dict[type[Any], EventHandler] = {
        Banner.Saved: _banner_saved,
        Banner.Deleted: _banner_deleted,
        StorefrontDocument.Saved: _document_saved,
    }
    return Policy(name=POLICY_NAME, handlers=handlers)
