"""Request and response Structs of the account calls (`user/*`, `mine` profile)."""

from __future__ import annotations

from typing import Literal

import msgspec

from application.accounts.ports import CarriedOverLine
from application.accounts.users import SignedIn, UserInfo
from interfaces.http.schemas import ApiRequest


class SendCodeRequest(ApiRequest, kw_only=True):
    email: str
    scene: Literal["signup"]


class SignupRequest(ApiRequest, kw_only=True):
    email: str
    password: str
    code: str
    nickname: str | None = None


class LoginRequest(ApiRequest, kw_only=True):
    email: str
    password: str
    remember: bool = False


class ForgetPasswordRequest(ApiRequest, kw_only=True):
    email: str


class ResetPasswordRequest(ApiRequest, kw_only=True):
    token: str
    password: str


class UserInfoResponse(msgspec.Struct):
    uid: int
    email: str
    nickname: str
    avatar: str
    avatar_url: str
    phone: str
    shop_state: int
    shop_token: str
    seller_url: str
    roles: list[str]


class CartAdjustmentView(msgspec.Struct):
    """A guest cart line that did not carry over in full at sign-in."""

    shop_goods_id: int
    sku_id: int
    name: str
    """Empty when the product is gone."""
    props_desc: str
    requested: int
    """The quantity the merged line would have had (the user's plus the guest's)."""
    kept: int
    """The quantity the user's line has now (0: the line was left out)."""
    reason: Literal["out_of_stock", "quantity_limit", "line_limit", "missing", "own_goods"]


class SignedInResponse(msgspec.Struct):
    sid: str
    uid: int
    user_info: UserInfoResponse
    cart_adjustments: list[CartAdjustmentView]
    """Guest cart lines that did not carry over in full; empty when every line did."""


def user_info_response(info: UserInfo) -> UserInfoResponse:
    return msgspec.convert(info, UserInfoResponse, from_attributes=True)


def cart_adjustment_view(adjusted: CarriedOverLine) -> CartAdjustmentView:
    line = adjusted.adjustment
    return msgspec.convert(
        {
            "shop_goods_id": line.shop_goods_id,
            "sku_id": line.sku_id,
            "name": adjusted.name,
            "props_desc": adjusted.props_desc,
            "requested": line.requested,
            "kept": line.kept,
            "reason": line.reason,
        },
        CartAdjustmentView,
    )


def signed_in_response(signed_in: SignedIn) -> SignedInResponse:
    return SignedInResponse(
        sid=signed_in.sid,
        uid=signed_in.uid,
        user_info=user_info_response(signed_in.user_info),
        cart_adjustments=[cart_adjustment_view(a) for a in signed_in.cart_adjustments],
    )


class ModifyProfileRequest(ApiRequest, kw_only=True):
    avatar: str | None = None
    nickname: str
    phone: str


class ChangePasswordRequest(ApiRequest, kw_only=True):
    old_password: str
    password: str
