"""What every download shares: a GET route that takes the session as `?sid=` (a link cannot
carry a JSON body), and the streamed answer with its file name."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

from litestar import get
from litestar.handlers import HTTPRouteHandler
from litestar.openapi.spec import (
    OpenAPIFormat,
    OpenAPIMediaType,
    OpenAPIResponse,
    OpenAPIType,
    Operation,
    Schema,
)
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


ERROR_ENVELOPE = Schema(
    type=OpenAPIType.OBJECT,
    required=["code", "msg", "data"],
    properties={
        "code": Schema(type=OpenAPIType.INTEGER),
        "msg": Schema(type=OpenAPIType.STRING),
        "data": Schema(
            one_of=[
                Schema(type=OpenAPIType.NULL),
                Schema(
                    type=OpenAPIType.OBJECT,
                    required=["field"],
                    properties={"field": Schema(type=OpenAPIType.STRING)},
                ),
            ]
        ),
    },
)


@dataclass
class DownloadOperation(Operation):
    """A download's operation: its 200 is the file, of one of `FILES`, or the JSON envelope
    of a refusal."""

    FILES: ClassVar[tuple[str, ...]] = ()

    def __post_init__(self) -> None:
        answer = (self.responses or {}).get("200")
        if isinstance(answer, OpenAPIResponse):
            binary = Schema(type=OpenAPIType.STRING, format=OpenAPIFormat.BINARY)
            content = {kind: OpenAPIMediaType(schema=binary) for kind in self.FILES}
            content["application/json"] = OpenAPIMediaType(schema=ERROR_ENVELOPE)
            answer.content = content


def api_download(path: str, *files: str, **kwargs: Any) -> HTTPRouteHandler:
    """A GET route answering a file of one of the `files` media types (the answer names
    which); a refusal, found before the first byte is sent, is the usual envelope."""
    operation = type("Download", (DownloadOperation,), {"FILES": files})
    return get(
        path,
        opt={SID_IN_QUERY: True},
        sync_to_thread=True,
        response_description="The file as an attachment, streamed; or a refusal's envelope.",
        operation_class=dataclass(operation),
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
