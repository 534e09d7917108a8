"""How a controller receives what it uses: it declares a parameter named after a field of
`Services` (`shopper_wallet: NamedDependency[ShopperWallet]`), or `http_settings`, and the
provider registered here under that name hands it over from the app state. Guards and hooks,
which have no parameters to declare, read the same state through `services_of`."""

from __future__ import annotations

from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from litestar.connection import ASGIConnection
from litestar.datastructures import State
from litestar.di import Provide

from application.services import Services

SERVICES = "services"
HTTP_SETTINGS = "http_settings"


@dataclass(frozen=True)
class HttpSettings:
    """What the HTTP edge itself is configured with (the composition root fills it in)."""

    frontend_dist: Path
    """The built single-page app served for every non-API path."""
    uploads_dir: Path
    """Where `/uploads/<path>` looks for the stored uploads."""
    trusted_proxy_header: str | None
    """Header a trusted reverse proxy puts the client's address in; unset: the socket peer."""
    trusted_proxy_count: int
    """Trusted proxies appending to that header: the client is that many entries from the end."""


def app_state(services: Services, http_settings: HttpSettings) -> State:
    return State({SERVICES: services, HTTP_SETTINGS: http_settings})


def services_of(connection: ASGIConnection[Any, Any, Any, Any]) -> Services:
    services: Services = connection.app.state[SERVICES]
    return services


def _service_provider(name: str) -> Provide:
    def provide_service(state: State) -> Any:
        return getattr(state[SERVICES], name)

    return Provide(provide_service, sync_to_thread=False)


def _provide_http_settings(state: State) -> HttpSettings:
    http_settings: HttpSettings = state[HTTP_SETTINGS]
    return http_settings


def dependencies() -> dict[str, Provide]:
    """One provider per field of `Services`, and one for `http_settings`."""
    providers = {field.name: _service_provider(field.name) for field in fields(Services)}
    providers[HTTP_SETTINGS] = Provide(_provide_http_settings, sync_to_thread=False)
    return providers
