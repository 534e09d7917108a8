"""The home page's banners (`banners`): the operators' list, the rows their actions write, the
demo's banners the seed writes once, and what the home page shows, cached per process and
loaded again when the storefront content's version moves."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Engine, delete, insert, select, update

from application.site.content_version import ContentVersion, bump_content_version
from application.site.tables import banners, storefront_content
from domain.storefront_fields import BannerFields


@dataclass(frozen=True)
class BannerRow:
    banner_id: str
    fields: BannerFields


def _row(row: Any) -> BannerRow:
    return BannerRow(
        banner_id=row.banner_id,
        fields=BannerFields(row.image, row.link, row.language, int(row.sort), bool(row.visible)),
    )


def all_banners(connection: Connection, *, visible_only: bool = False) -> list[BannerRow]:
    """In the home page's order: by `sort`, the earlier added first."""
    statement = select(banners).order_by(banners.c.sort, banners.c.created_at, banners.c.banner_id)
    if visible_only:
        statement = statement.where(banners.c.visible.is_(True))
    return [_row(row) for row in connection.execute(statement)]


def banner_row(connection: Connection, banner_id: str) -> BannerRow | None:
    found = connection.execute(select(banners).where(banners.c.banner_id == banner_id)).first()
    return None if found is None else _row(found)


def write_banner(
    connection: Connection, banner_id: str, fields: BannerFields, at: datetime
) -> None:
    """The banner as saved (added, or changed in place)."""
    values = fields.as_record()
    written = connection.execute(
        update(banners).where(banners.c.banner_id == banner_id).values(**values, updated_at=at)
    )
    if written.rowcount == 0:
        connection.execute(
            insert(banners).values(banner_id=banner_id, **values, created_at=at, updated_at=at)
        )
    bump_content_version(connection)


def remove_banner(connection: Connection, banner_id: str) -> None:
    connection.execute(delete(banners).where(banners.c.banner_id == banner_id))
    bump_content_version(connection)


def seed_banners(connection: Connection, rows: Sequence[BannerRow], at: datetime) -> bool:
    """Writes the demo's banners once per database, then never again: after that the banners
    are the operators' (a reseed brings back none they deleted). False when already done."""
    done = connection.execute(
        select(storefront_content.c.demo_banners).where(storefront_content.c.id == 1)
    ).scalar()
    if done:
        return False
    for row in rows:
        if banner_row(connection, row.banner_id) is None:
            write_banner(connection, row.banner_id, row.fields, at)
    bump_content_version(connection)
    connection.execute(
        update(storefront_content).where(storefront_content.c.id == 1).values(demo_banners=True)
    )
    return True


class StorefrontBanners:
    """The visible banners, for the home page, from a snapshot of this process that follows
    the storefront content's version."""

    def __init__(self, engine: Engine, version: ContentVersion) -> None:
        self.engine = engine
        self.version = version
        self._snapshot: tuple[int, tuple[BannerRow, ...]] | None = None
        self._lock = threading.Lock()

    def current_version(self) -> int:
        return self.version.current()

    def shown(self, language: str) -> tuple[BannerRow, ...]:
        """The visible banners in `language` or in every language, in order."""
        version = self.version.current()
        snapshot = self._snapshot
        if snapshot is None or snapshot[0] != version:
            with self.engine.connect() as connection:
                loaded = tuple(all_banners(connection, visible_only=True))
            with self._lock:
                self._snapshot = snapshot = (version, loaded)
        return tuple(row for row in snapshot[1] if row.fields.language in (None, language))
