"""`/uploads/<path>`: the stored uploads. A private one (an identity document, a recharge proof)
only to its uploader and to reviewers, identified by `?sid=`; anyone else, like any path that
names no recorded upload, gets a plain 404 that does not tell whether it exists."""

from __future__ import annotations

from pathlib import Path

from anyio import to_thread
from litestar import Controller, get, head
from litestar.di import NamedDependency
from litestar.exceptions import NotFoundException
from litestar.params import FromPath, FromQuery
from litestar.response import File

from application.site.uploads import ImageUploads
from interfaces.http.dependencies import HttpSettings
from interfaces.http.served_files import resolve_inside

PUBLIC_CACHE = "public, max-age=31536000"
PRIVATE_CACHE = "private, no-store"


def _uploaded_file(uploads_dir: Path, uploads: ImageUploads, path: str, sid: str) -> File:
    found = resolve_inside(uploads_dir, path)
    readable = None if found is None else uploads.readable(found.relative, sid)
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
        self,
        uploads: NamedDependency[ImageUploads],
        http_settings: NamedDependency[HttpSettings],
        path: FromPath[str],
        sid: FromQuery[str] = "",
    ) -> File:
        """An uploaded image; a private one needs the uploader's or a reviewer's `sid`."""
        return await to_thread.run_sync(
            _uploaded_file, http_settings.uploads_dir, uploads, path, sid
        )

    @head("/{path:path}", name="uploads/head")
    async def uploaded_file_head(
        self,
        uploads: NamedDependency[ImageUploads],
        http_settings: NamedDependency[HttpSettings],
        path: FromPath[str],
        sid: FromQuery[str] = "",
    ) -> File:
        return await to_thread.run_sync(
            _uploaded_file, http_settings.uploads_dir, uploads, path, sid
        )
