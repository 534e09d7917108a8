"""ASGI factory for `bazaar serve`: each server process builds its own container after fork."""

from __future__ import annotations

from litestar import Litestar

from infra.bootstrap import bootstrap
from interfaces.http.app import create_app


def create_served_app() -> Litestar:
    container = bootstrap()
    app = create_app(container)
    if container.settings.redis_url is None:
        # Embedded mode: the StubBroker's worker threads and the tick live in this process.
        def start_workers() -> None:
            container.start_embedded_workers()

        app.on_startup.append(start_workers)
    return app
