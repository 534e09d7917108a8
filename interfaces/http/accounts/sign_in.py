"""`user/*`: sign-up by e-mailed code, log-in, log-out and password recovery."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.accounts.service import Accounts
from interfaces.http.accounts.schemas import (
    ForgetPasswordRequest,
    LoginRequest,
    ResetPasswordRequest,
    SendCodeRequest,
    SignedInResponse,
    SignupRequest,
    signed_in_response,
)
from interfaces.http.api_post import api_post
from interfaces.http.client_address import client_address
from interfaces.http.dependencies import HttpSettings
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.schemas import EmptyRequest


class AccountController(Controller):
    path = "/user"

    @api_post("/send_code", changes_state=True)
    def send_code(
        self,
        accounts: NamedDependency[Accounts],
        data: JSONBody[SendCodeRequest],
    ) -> Envelope[Empty]:
        """E-mails a 6-digit sign-up code (one per address per 60 s)."""
        accounts.send_code(data.email, data.scene)
        return done()

    @api_post("/signup", changes_state=True)
    def signup(
        self,
        request: Request[Any, Any, Any],
        accounts: NamedDependency[Accounts],
        data: JSONBody[SignupRequest],
    ) -> Envelope[SignedInResponse]:
        """Creates the account and answers a new sid (the guest's sid is never promoted). The
        guest's cart carries over under the cart's rules; `cart_adjustments` lists each line
        cut down or left out, as for log-in. The call's `language` becomes the language of the
        user's e-mails."""
        signed_in = accounts.signup(
            data.email,
            data.password,
            data.code,
            data.nickname,
            guest_sid=request.state.sid,
            language=request.state.language,
        )
        return ok(signed_in_response(signed_in))

    @api_post("/login", changes_state=True)
    def login(
        self,
        request: Request[Any, Any, Any],
        accounts: NamedDependency[Accounts],
        http_settings: NamedDependency[HttpSettings],
        data: JSONBody[LoginRequest],
    ) -> Envelope[SignedInResponse]:
        """Checks the password and answers a new sid (30 days with `remember`). The guest's cart
        carries over under the rules of `mall/cart/add`: a line holds at most 999 and the stock,
        a cart at most 100 lines, no goods of the user's own shop, and the user's own lines
        never shrink. `cart_adjustments` lists every guest line that did not carry over in full
        as `{shop_goods_id, sku_id, name, props_desc, requested, kept, reason}`, `reason` being
        `out_of_stock`, `quantity_limit` (999), `line_limit` (100 lines), `missing` (product
        gone) or `own_goods` (the user's own shop's); empty when every line did. The call's
        `language` becomes the language of the user's e-mails."""
        signed_in = accounts.login(
            data.email,
            data.password,
            data.remember,
            guest_sid=request.state.sid,
            client_address=client_address(
                request, http_settings.trusted_proxy_header, http_settings.trusted_proxy_count
            ),
            language=request.state.language,
            user_agent=request.headers.get("user-agent", ""),
        )
        return ok(signed_in_response(signed_in))

    @api_post("/logout", changes_state=True)
    def logout(
        self,
        request: Request[Any, Any, Any],
        accounts: NamedDependency[Accounts],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[Empty]:
        """Revokes the caller's sid."""
        accounts.logout(request.state.sid)
        return done()

    @api_post("/forget_password", changes_state=True)
    def forget_password(
        self,
        accounts: NamedDependency[Accounts],
        data: JSONBody[ForgetPasswordRequest],
    ) -> Envelope[Empty]:
        """E-mails a reset link if the address is known; answers 0 either way."""
        accounts.forget_password(data.email)
        return done()

    @api_post("/reset_password", changes_state=True)
    def reset_password(
        self,
        accounts: NamedDependency[Accounts],
        data: JSONBody[ResetPasswordRequest],
    ) -> Envelope[Empty]:
        """Sets a new password through a one-time link and ends every session."""
        accounts.reset_password(data.token, data.password)
        return done()
