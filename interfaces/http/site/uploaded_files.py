"""`/uploads/<path>`: the stored uploads. A private one (an identity document, a recharge proof)
only to its uploader and to reviewers, identified by `?sid=`; anyone else, like any path that
names no recorded upload, gets a plain 404 that does not tell whether it exists."""

from __future__ import annotations

from typing import Any

from anyio import to_thread
from litestar import Controller, Request, get, head
from litestar.exceptions import NotFoundException
from litestar.params import FromPath, FromQuery
from litestar.response import File

from interfaces.http.context import container_of
from interfaces.http.served_files import resolve_inside

PUBLIC_CACHE = "public, max-age=31536000"
PRIVATE_CACHE = "private, no-store"


def _uploaded_file(request: Request[Any, Any, Any], path: str, sid: str) -> File:
    container = container_of(request)
    found = resolve_inside(container.settings.uploads_dir, path)
    readable = None if found is None else container.uploads.readable(found.relative, sid)
    if found is None or readable is None:
        raise NotFoundException()
    return File(
        found.path,
        filename=found.path.name,
        media_type=readable.content_type,
        content_disposition_type="inline",
        headers={
            "Cache-Control": PRIVATE_CACHE if readable.private else PUBLIC_CACHE,
            "X-Content-Type-Options": "nosniff",
        },
    )


class UploadedFilesController(Controller):
    path = "/uploads"
    include_in_schema = False

    # Async handlers that run the file and database look-ups in a worker thread: Litestar's
    # `sync_to_thread=True` does not await a handler that answers a File.
    @get("/{path:path}", name="uploads")
    async def uploaded_file(
        self, request: Request[Any, Any, Any], path: FromPath[str], sid: FromQuery[str] = ""
    ) -> File:
        """An uploaded image; a private one needs the uploader's or a reviewer's `sid`."""
        return await to_thread.run_sync(_uploaded_file, request, path, sid)

    @head("/{path:path}", name="uploads/head")
    async def uploaded_file_head(
        self, request: Request[Any, Any, Any], path: FromPath[str], sid: FromQuery[str] = ""
    ) -> File:
        return await to_thread.run_sync(_uploaded_file, request, path, sid)
