"""The ASGI entry of `bazaar serve` (`infra.asgi:create_served_app`): each server process
builds its own container after fork, and the HTTP app over it."""

from __future__ import annotations

from litestar import Litestar
from litestar.logging.config import LoggingConfig

from infra.bootstrap import Container, bootstrap
from infra.log_format import RECORD_FORMAT, EscapingFormatter
from infra.process_memory import set_aside_what_startup_built
from infra.settings import Settings
from interfaces.http.app import create_app
from interfaces.http.dependencies import HttpSettings


def http_settings(settings: Settings) -> HttpSettings:
    return HttpSettings(
        frontend_dist=settings.frontend_dist,
        uploads_dir=settings.uploads_dir,
        trusted_proxy_header=settings.trusted_proxy_header,
        trusted_proxy_count=settings.trusted_proxy_count,
    )


def web_app(container: Container) -> Litestar:
    """The HTTP app over one wired process; the app's shutdown closes the process."""
    return create_app(
        container,
        http_settings(container.settings),
        logging_config=LoggingConfig(
            formatters={"standard": {"()": EscapingFormatter, "format": RECORD_FORMAT}}
        ),
        on_shutdown=[container.close],
    )


def create_served_app() -> Litestar:
    container = bootstrap()
    app = web_app(container)
    if container.settings.redis_url is None:
        # Embedded mode: the StubBroker's worker threads and the tick live in this process.
        def start_workers() -> None:
            container.start_embedded_workers()

        app.on_startup.append(start_workers)
    app.on_startup.append(set_aside_what_startup_built)
    return app
