"""`user/*`: sign-up by e-mailed code, log-in, log-out and password recovery."""

from __future__ import annotations

from typing import Any, Literal

import msgspec
from litestar import Controller, Request
from litestar.params import JSONBody

from application.accounts import SignedIn, UserInfo
from interfaces.http.api_post import api_post
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


class SignedInResponse(msgspec.Struct):
    sid: str
    uid: int
    user_info: UserInfoResponse


def user_info_response(info: UserInfo) -> UserInfoResponse:
    return msgspec.convert(info, UserInfoResponse, from_attributes=True)


def signed_in_response(signed_in: SignedIn) -> SignedInResponse:
    return SignedInResponse(
        sid=signed_in.sid, uid=signed_in.uid, user_info=user_info_response(signed_in.user_info)
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
        """Creates the account and answers a new sid (the guest's sid is never promoted)."""
        signed_in = container_of(request).accounts.signup(
            data.email, data.password, data.code, data.nickname, guest_sid=request.state.sid
        )
        return ok(signed_in_response(signed_in))

    @api_post("/login", changes_state=True)
    def login(
        self, request: Request[Any, Any, Any], data: JSONBody[LoginRequest]
    ) -> Envelope[SignedInResponse]:
        """Checks the password and answers a new sid (30 days with `remember`)."""
        signed_in = container_of(request).accounts.login(
            data.email,
            data.password,
            data.remember,
            guest_sid=request.state.sid,
            client_address=request.client.host if request.client else "",
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
