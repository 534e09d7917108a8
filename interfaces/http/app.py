"""The Litestar application: /api, the OpenAPI document, uploads and the SPA."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from litestar import Litestar, Router
from litestar.di import Provide
from litestar.logging.config import LoggingConfig
from litestar.openapi.config import OpenAPIConfig
from litestar.openapi.plugins import JsonRenderPlugin, ScalarRenderPlugin

from application.services import Services
from interfaces.http.context import check_call, provide_language
from interfaces.http.dependencies import HttpSettings, app_state, dependencies
from interfaces.http.enum_schema import WIRE_VOCABULARIES, InlineEnumSchema
from interfaces.http.errors import EXCEPTION_HANDLERS
from interfaces.http.guards import provide_session, provide_uid, provide_user, read_caller
from interfaces.http.routes import API_HANDLERS
from interfaces.http.site.media import MediaController
from interfaces.http.site.uploaded_files import UploadedFilesController
from interfaces.http.spa import single_page_app, single_page_app_root

# Uploads may be up to 10485760 bytes; the multipart framing needs a little more.
MAX_BODY_BYTES = 10_485_760 + 64 * 1024


def create_app(
    services: Services,
    http_settings: HttpSettings,
    *,
    logging_config: LoggingConfig,
    on_shutdown: Sequence[Callable[[], object]] = (),
) -> Litestar:
    """The app over one process's services; the composition root passes how it logs and what
    to close when the app stops."""
    http_settings.uploads_dir.mkdir(parents=True, exist_ok=True)
    return Litestar(
        route_handlers=[
            _api(),
            UploadedFilesController,
            MediaController,
            single_page_app_root,
            single_page_app,
        ],
        state=app_state(services, http_settings),
        dependencies=dependencies(),
        exception_handlers=EXCEPTION_HANDLERS,
        request_max_body_size=MAX_BODY_BYTES,
        openapi_config=OpenAPIConfig(
            title="Bazaar API",
            version="1.0.0",
            path="/api/schema",
            render_plugins=[ScalarRenderPlugin(), JsonRenderPlugin()],
            use_handler_docstrings=True,
        ),
        plugins=[InlineEnumSchema(*WIRE_VOCABULARIES)],
        on_shutdown=list(on_shutdown),
        logging_config=logging_config,
        debug=False,
    )


def _api() -> Router:
    """/api: every call's guard reads its sid and language and, where the route needs them,
    resolves the session and role, before `check_call` validates the body; handlers may declare
    the caller's `session`, `user`, `uid` and `language`."""
    return Router(
        path="/api",
        route_handlers=API_HANDLERS,
        guards=[read_caller],
        dependencies={
            # `session` reads the sessions table on a worker thread, so the event loop is never
            # held by a database round trip (it was, for every call, before issue 19); a guest
            # already known needs no read and no thread. `user` and `uid` take the session the
            # guard already resolved.
            "session": Provide(provide_session),
            "user": Provide(provide_user, sync_to_thread=False),
            "uid": Provide(provide_uid, sync_to_thread=False),
            "language": Provide(provide_language, sync_to_thread=False),
        },
        before_request=check_call,
    )
