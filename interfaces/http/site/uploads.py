"""`system/upload_image`: multipart image uploads, checked and re-encoded by the application."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from litestar import Controller, Request, Response
from litestar.connection import ASGIConnection
from litestar.datastructures import UploadFile
from litestar.di import NamedDependency
from litestar.exceptions import ClientException
from litestar.handlers.base import BaseRouteHandler
from litestar.params import MultipartBody, Parameter
from litestar.status_codes import HTTP_400_BAD_REQUEST

from application.accounts.sessions import GUEST_SID, Session
from application.errors import ServiceErrorCode
from application.site.uploads import ImageUploads
from domain.errors import BusinessRuleViolation, ErrorCode
from interfaces.http.api_post import api_post
from interfaces.http.context import SID_IN_QUERY
from interfaces.http.envelope import Envelope, ok
from interfaces.http.errors import business_rule_violation, http_exception
from interfaces.http.site.schemas import UploadedImage, UploadImageForm

UploadPurpose = Literal["image", "document"]
PURPOSE_PARAMETER = Parameter(
    description="`document` for an identity picture or a recharge proof: the upload is then "
    "private, served only to its uploader and to reviewers (with their `?sid=`). "
    "`image` (the default) is public: avatars, product, shop and chat pictures."
)


async def requires_sid(connection: ASGIConnection[Any, Any, Any, Any], _: BaseRouteHandler) -> None:
    """101 before the body is read: uploads need a session, a guest's is enough."""
    if not GUEST_SID.match(connection.query_params.get("sid") or ""):
        raise BusinessRuleViolation(ServiceErrorCode.NOT_LOGGED_IN)


def unreadable_form(request: Request[Any, Any, Any], error: ClientException) -> Response[Any]:
    """A body that is not multipart carries no `file`: 102 like a missing field (413 stays)."""
    if error.status_code != HTTP_400_BAD_REQUEST:
        return http_exception(request, error)
    missing = BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="file")
    return business_rule_violation(request, missing)


class UploadController(Controller):
    path = "/system"

    # Not guarded against repeats: the multipart body is not part of the repeat fingerprint,
    # so two different images sent within a second (both ID photos) would look identical.
    @api_post(
        "/upload_image",
        guards=[requires_sid],
        opt={SID_IN_QUERY: True},
        exception_handlers={ClientException: unreadable_form},
    )
    def upload_image(
        self,
        session: NamedDependency[Session],
        uploads: NamedDependency[ImageUploads],
        data: MultipartBody[UploadImageForm],
        purpose: Annotated[UploadPurpose, PURPOSE_PARAMETER] = "image",
    ) -> Envelope[UploadedImage]:
        """Stores a JPEG or PNG (checked by content, re-encoded); the sid comes from `?sid=`,
        and `?purpose=document` keeps it private."""
        if not isinstance(data.file, UploadFile):
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="file")
        stored = uploads.store(
            data.file.file, session.sid, session.uid, private=purpose == "document"
        )
        return ok(UploadedImage(url=stored.url, path=stored.path))
