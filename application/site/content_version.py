"""The storefront content's version: one row every write to the banners or the documents bumps
(`storefront_content`), so every process drops its cached home page and documents.

Each process compares it with what its caches were built from at most once per
`check_interval` seconds (a one-row primary-key read), as the catalogue's version does; the
process that wrote reads it again at once (`refresh`), so its caller's next screen shows the
change."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from sqlalchemy import Connection, Engine, insert, select, update

from application.site.tables import storefront_content

CHECK_INTERVAL_SECONDS = 1.0
_ROW = 1


def bump_content_version(connection: Connection) -> None:
    """Marks the banners or the documents as changed (in the writer's transaction)."""
    bumped = connection.execute(
        update(storefront_content)
        .where(storefront_content.c.id == _ROW)
        .values(version=storefront_content.c.version + 1)
    )
    if bumped.rowcount == 0:
        connection.execute(insert(storefront_content).values(id=_ROW, version=1))


def stored_version(connection: Connection) -> int:
    version = connection.execute(
        select(storefront_content.c.version).where(storefront_content.c.id == _ROW)
    ).scalar()
    return int(version or 0)


class ContentVersion:
    """This process's view of the version, read again at most once per `check_interval`."""

    def __init__(
        self,
        engine: Engine,
        check_interval: float = CHECK_INTERVAL_SECONDS,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self.engine = engine
        self.check_interval = check_interval
        self.monotonic = monotonic
        self._version = 0
        self._checked_at = float("-inf")
        self._lock = threading.Lock()

    def current(self) -> int:
        """The version, as read within the last `check_interval` seconds."""
        if self.monotonic() - self._checked_at < self.check_interval:
            return self._version
        return self.refresh()

    def refresh(self) -> int:
        """The version as stored now (this process wrote, or a check is due)."""
        with self.engine.connect() as connection:
            version = stored_version(connection)
        with self._lock:
            self._version = version
            self._checked_at = self.monotonic()
        return version
