"""What every download shares: a GET route that takes the session as `?sid=` (a link cannot
carry a JSON body), and the streamed answer with its file name."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import get
from litestar.handlers import HTTPRouteHandler
from litestar.params import QueryParameter
from litestar.response import Stream

from application.exports.cells import Download
from interfaces.http.context import SID_IN_QUERY
from interfaces.http.schemas import MAX_ID

SID_PARAMETER = QueryParameter(
    name="sid",
    required=False,
    description="The session, as the link carries it (a download is a link, not a JSON call).",
)
Sid = Annotated[str | None, SID_PARAMETER]

KEYWORDS = QueryParameter(
    max_length=255,
    required=False,
    description="As on the queue: any part of the applicant's e-mail, or exactly the uid or id.",
)
AMOUNT = QueryParameter(ge=0, le=MAX_ID, required=False, description="Cents, inclusive.")
AGE = QueryParameter(
    ge=0, le=1_000_000, required=False, description="Only those filed at least this long ago."
)

NOT_STORED = {
    "Cache-Control": "private, no-store",
    # The link carries the session: never pass it on to another site.
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
}


def api_download(path: str, *, media_type: str | None = None, **kwargs: Any) -> HTTPRouteHandler:
    """A GET route answering a file (of `media_type`, or of the type each answer names);
    errors, found before the first byte is sent, are the usual envelope."""
    kind = f"({media_type}) " if media_type else ""
    return get(
        path,
        opt={SID_IN_QUERY: True},
        sync_to_thread=True,
        media_type=media_type,
        response_description=f"The file {kind}as an attachment, streamed; or an error's envelope.",
        **kwargs,
    )


def streamed(download: Download) -> Stream:
    return Stream(
        download.chunks,
        media_type=download.media_type,
        headers={
            "Content-Disposition": f'attachment; filename="{download.filename}"',
            **NOT_STORED,
        },
    )
