"""The built single-page app: files from `frontend/dist`, `index.html` for any other path."""

from __future__ import annotations

import gzip
import mimetypes
from pathlib import Path
from typing import Any

import msgspec
from litestar import Request, Response, get
from litestar.di import NamedDependency
from litestar.exceptions import NotFoundException
from litestar.params import FromPath
from litestar.response import File

from application.services import SiteProfile
from application.site.content import ReferenceData
from interfaces.http.catalogue.first_view_screens import catalogue_screen_start
from interfaces.http.dependencies import HttpSettings, services_of
from interfaces.http.first_view import first_view_html
from interfaces.http.served_files import is_servable_name, resolve_inside
from interfaces.http.site.schemas import SiteConfig
from interfaces.http.site.system import site_config

IMMUTABLE = "public, max-age=31536000, immutable"
# The build writes a Brotli and a gzip copy beside each text file (vite-plugin-compression2);
# the first one the browser accepts is sent as it is.
PRECOMPRESSED = (("br", ".br"), ("gzip", ".gz"))


@get("/", include_in_schema=False, sync_to_thread=True)
def single_page_app_root(
    request: Request[Any, Any, Any],
    http_settings: NamedDependency[HttpSettings],
    site: NamedDependency[SiteProfile],
    content: NamedDependency[ReferenceData],
) -> Response[Any]:
    return _serve(request, http_settings.frontend_dist, "", site_config(site, content))


@get("/{path:path}", include_in_schema=False, sync_to_thread=True)
def single_page_app(
    request: Request[Any, Any, Any],
    http_settings: NamedDependency[HttpSettings],
    site: NamedDependency[SiteProfile],
    content: NamedDependency[ReferenceData],
    path: FromPath[str],
) -> Response[Any]:
    """History-mode routing: client routes all answer index.html."""
    return _serve(request, http_settings.frontend_dist, path, site_config(site, content))


def _serve(
    request: Request[Any, Any, Any], dist: Path, path: str, config: SiteConfig
) -> Response[Any]:
    relative = path.lstrip("/")
    # A name no file could have (a NUL byte, `..`) is not a client route either.
    if relative == "api" or relative.startswith("api/") or not is_servable_name(relative):
        raise NotFoundException()
    found = resolve_inside(dist, relative)
    if found is not None:
        cache = IMMUTABLE if relative.startswith("assets/") else "public, max-age=3600"
        return _file(request, found.path, cache)
    index = dist / "index.html"
    if not index.is_file():
        return Response(
            "The storefront is not built yet: run `make run` (or `npm run build` in frontend/).",
            media_type="text/plain",
            status_code=503,
        )
    services = services_of(request)
    language = services.site.default_language
    start = catalogue_screen_start(relative, request.query_params, services, language)
    payload = {
        "config": config,
        "language": language,
        "answers": [
            {"path": answer.path, "body": answer.body, "data": answer.data}
            for answer in start.answers
        ],
    }
    pictures = [*start.pictures, config.logo_url]
    page = first_view_html(dist, relative, msgspec.json.encode(payload), pictures)
    # Never stored: it names the current build, configuration and the screen's answers.
    headers = {"Cache-Control": "no-store", "Vary": "Accept-Encoding"}
    if "gzip" in accepted_encodings(request.headers.get("accept-encoding", "")):
        headers["Content-Encoding"] = "gzip"
        return Response(
            gzip.compress(page.encode(), 6, mtime=0), media_type="text/html", headers=headers
        )
    return Response(page, media_type="text/html", headers=headers)


def accepted_encodings(accept_encoding: str) -> set[str]:
    """The codings an Accept-Encoding header allows (`q=0` refuses one)."""
    accepted: set[str] = set()
    for item in accept_encoding.split(","):
        coding, *parameters = (part.strip() for part in item.split(";"))
        refused = any(p.replace(" ", "").lower() in {"q=0", "q=0.0", "q=0.00"} for p in parameters)
        if coding and not refused:
            accepted.add(coding.lower())
    return accepted


def negotiated(found: Path, accept_encoding: str) -> tuple[Path, str | None]:
    """The precompressed copy of `found` the client accepts, with its coding, or `found`."""
    accepted = accepted_encodings(accept_encoding)
    for coding, suffix in PRECOMPRESSED:
        candidate = found.with_name(found.name + suffix)
        if coding in accepted and candidate.is_file():
            return candidate, coding
    return found, None


def _file(request: Request[Any, Any, Any], found: Path, cache: str) -> Response[Any]:
    sent, coding = negotiated(found, request.headers.get("accept-encoding", ""))
    headers = {"Cache-Control": cache, "Vary": "Accept-Encoding"}
    if coding is not None:
        headers["Content-Encoding"] = coding
    return File(
        sent,
        filename=found.name,
        media_type=mimetypes.guess_type(found.name)[0] or "application/octet-stream",
        content_disposition_type="inline",
        headers=headers,
    )
