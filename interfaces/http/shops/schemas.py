"""Request and response Structs of the shop application calls and the merchant link."""

from __future__ import annotations

from typing import Annotated

import msgspec

from application.shops.applications import ShopApplicationRecord
from application.timeutil import unix_seconds
from domain.shop_application import ShopForm
from interfaces.http.schemas import ApiRequest, ReviewPage

# Generous caps keep absurd bodies out; the exact limits are the aggregate's (102 + field).
Text = Annotated[str, msgspec.Meta(max_length=1024)]
ApplicationId = Annotated[str, msgspec.Meta(max_length=64)]
ShopToken = Annotated[str, msgspec.Meta(max_length=256)]


def _upload_url(path: str) -> str:
    return f"/uploads/{path}" if path else ""


# -- the applicant ------------------------------------------------------------------------------


class ShopApplyRequest(ApiRequest, kw_only=True):
    shop_name: Text
    real_name: Text
    phone: Text
    id_front_image: Text
    id_back_image: Text
    agree: bool = False

    def form(self) -> ShopForm:
        return ShopForm(
            shop_name=self.shop_name,
            real_name=self.real_name,
            phone=self.phone,
            id_front_image=self.id_front_image,
            id_back_image=self.id_back_image,
            agree=self.agree,
        )


class ShopApplied(msgspec.Struct):
    application_id: str


class ShopApplicationView(msgspec.Struct, kw_only=True):
    application_id: str
    shop_name: str
    real_name: str
    phone: str
    id_front_image_url: str
    id_back_image_url: str
    status: str
    remark: str
    add_time: int
    shop_id: int | None


def shop_application_view(record: ShopApplicationRecord) -> ShopApplicationView:
    return ShopApplicationView(
        application_id=record.application_id,
        shop_name=record.shop_name,
        real_name=record.real_name,
        phone=record.phone,
        id_front_image_url=_upload_url(record.id_front_image),
        id_back_image_url=_upload_url(record.id_back_image),
        status=record.status,
        remark=record.remark,
        add_time=unix_seconds(record.submitted_at),
        shop_id=record.shop_id,
    )


# -- reviewers ----------------------------------------------------------------------------------


class ShopApproveRequest(ApiRequest, kw_only=True):
    application_id: ApplicationId
    remark: Text | None = None


class ShopRejectRequest(ApiRequest, kw_only=True):
    application_id: ApplicationId
    remark: Text


class ReviewedShopApplication(ShopApplicationView, kw_only=True):
    uid: int
    email: str
    nickname: str
    review_time: int | None
    reviewer_uid: int | None
    overdue: bool
    """Waiting longer than `REVIEW_SLA_HOURS`."""


class ReviewedShopApplicationPage(ReviewPage[ReviewedShopApplication]):
    pass


def reviewed_shop_application(record: ShopApplicationRecord) -> ReviewedShopApplication:
    view = shop_application_view(record)
    return ReviewedShopApplication(
        **msgspec.structs.asdict(view),
        uid=record.uid,
        email=record.email,
        nickname=record.nickname,
        review_time=None if record.reviewed_at is None else unix_seconds(record.reviewed_at),
        reviewer_uid=record.reviewer_uid,
        overdue=record.overdue,
    )


# -- the merchant link --------------------------------------------------------------------------


class ShopTokenRequest(ApiRequest, kw_only=True):
    shop_token: ShopToken
