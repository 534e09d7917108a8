"""The built single-page app: files from `frontend/dist`, `index.html` for any other path."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from litestar import Request, Response, get
from litestar.exceptions import NotFoundException
from litestar.params import FromPath
from litestar.response import File

from interfaces.http.context import container_of

IMMUTABLE = "public, max-age=31536000, immutable"


def _resolve_file(dist: Path, path: str) -> Path | None:
    candidate = (dist / path).resolve()
    if dist.resolve() in candidate.parents and candidate.is_file():
        return candidate
    return None


@get("/", include_in_schema=False, sync_to_thread=False)
def single_page_app_root(request: Request[Any, Any, Any]) -> Response[Any]:
    return _serve(request, "")


@get("/{path:path}", include_in_schema=False, sync_to_thread=False)
def single_page_app(request: Request[Any, Any, Any], path: FromPath[str]) -> Response[Any]:
    """History-mode routing: client routes all answer index.html."""
    return _serve(request, path)


def _serve(request: Request[Any, Any, Any], path: str) -> Response[Any]:
    relative = path.lstrip("/")
    if relative == "api" or relative.startswith("api/"):
        raise NotFoundException()
    dist = container_of(request).settings.frontend_dist
    found = _resolve_file(dist, relative) if relative else None
    if found is not None:
        cache = IMMUTABLE if relative.startswith("assets/") else "public, max-age=3600"
        return File(
            found,
            filename=found.name,
            content_disposition_type="inline",
            headers={"Cache-Control": cache},
        )
    index = dist / "index.html"
    if not index.is_file():
        return Response(
            "The storefront is not built yet: run `make run` (or `npm run build` in frontend/).",
            media_type="text/plain",
            status_code=503,
        )
    return File(
        index,
        filename="index.html",
        content_disposition_type="inline",
        headers={"Cache-Control": "no-cache"},
    )
