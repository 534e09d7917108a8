"""`user/*`: sign-up by e-mailed code, log-in, log-out and password recovery."""

from __future__ import annotations

from typing import Any, Literal

import msgspec
from litestar import Controller, Request
from litestar.params import JSONBody

from application.accounts.users import SignedIn, UserInfo
from application.orders.cart import CartAdjustment
from interfaces.http.api_post import api_post
from interfaces.http.client_address import client_address
from interfaces.http.context import container_of
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.wire import ApiRequest, EmptyRequest


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
    reason: Literal["out_of_stock", "quantity_limit", "line_limit", "missing"]


class SignedInResponse(msgspec.Struct):
    sid: str
    uid: int
    user_info: UserInfoResponse
    cart_adjustments: list[CartAdjustmentView]
    """Guest cart lines that did not carry over in full; empty when every line did."""


def user_info_response(info: UserInfo) -> UserInfoResponse:
    return msgspec.convert(info, UserInfoResponse, from_attributes=True)


def cart_adjustment_view(adjusted: CartAdjustment) -> CartAdjustmentView:
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


class AccountController(Controller):
    path = "/user"

    @api_post("/send_code", changes_state=True)
    def send_code(
        self, request: Request[Any, Any, Any], data: JSONBody[SendCodeRequest]
    ) -> Envelope[Empty]:
        """E-mails a 6-digit sign-up code (one per address per 60 s)."""
        container_of(request).accounts.send_code(data.email, data.scene)
        return done()

    @api_post("/signup", changes_state=True)
    def signup(
        self, request: Request[Any, Any, Any], data: JSONBody[SignupRequest]
    ) -> Envelope[SignedInResponse]:
        """Creates the account and answers a new sid (the guest's sid is never promoted). The
        guest's cart carries over under the cart's rules; `cart_adjustments` lists each line
        cut down or left out, as for log-in."""
        signed_in = container_of(request).accounts.signup(
            data.email, data.password, data.code, data.nickname, guest_sid=request.state.sid
        )
        return ok(signed_in_response(signed_in))

    @api_post("/login", changes_state=True)
    def login(
        self, request: Request[Any, Any, Any], data: JSONBody[LoginRequest]
    ) -> Envelope[SignedInResponse]:
        """Checks the password and answers a new sid (30 days with `remember`). The guest's cart
        carries over under the rules of `mall/cart/add`: a line holds at most 999 and the stock,
        a cart at most 100 lines, and the user's own lines never shrink. `cart_adjustments`
        lists every guest line that did not carry over in full as `{shop_goods_id, sku_id,
        name, props_desc, requested, kept, reason}`, `reason` being `out_of_stock`,
        `quantity_limit` (999), `line_limit` (100 lines) or `missing` (product gone); empty
        when every line did."""
        container = container_of(request)
        settings = container.settings
        signed_in = container.accounts.login(
            data.email,
            data.password,
            data.remember,
            guest_sid=request.state.sid,
            client_address=client_address(
                request, settings.trusted_proxy_header, settings.trusted_proxy_count
            ),
        )
        return ok(signed_in_response(signed_in))

    @api_post("/logout", changes_state=True)
    def logout(
        self, request: Request[Any, Any, Any], data: JSONBody[EmptyRequest]
    ) -> Envelope[Empty]:
        """Revokes the caller's sid."""
        container_of(request).accounts.logout(request.state.sid)
        return done()

    @api_post("/forget_password", changes_state=True)
    def forget_password(
        self, request: Request[Any, Any, Any], data: JSONBody[ForgetPasswordRequest]
    ) -> Envelope[Empty]:
        """E-mails a reset link if the address is known; answers 0 either way."""
        container_of(request).accounts.forget_password(data.email)
        return done()

    @api_post("/reset_password", changes_state=True)
    def reset_password(
        self, request: Request[Any, Any, Any], data: JSONBody[ResetPasswordRequest]
    ) -> Envelope[Empty]:
        """Sets a new password through a one-time link and ends every session."""
        container_of(request).accounts.reset_password(data.token, data.password)
        return done()
