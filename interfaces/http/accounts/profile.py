"""`mine/info`, `mine/modify` and `mine/security/change_password`: the signed-in account."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.accounts.service import Accounts
from application.accounts.sessions import Session
from interfaces.http.accounts.schemas import (
    ChangePasswordRequest,
    ModifyProfileRequest,
    SignedInResponse,
    UserInfoResponse,
    signed_in_response,
    user_info_response,
)
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Envelope, ok
from interfaces.http.schemas import EmptyRequest


class MineController(Controller):
    path = "/mine"

    @api_post("/info")
    def info(
        self,
        uid: NamedDependency[int],
        accounts: NamedDependency[Accounts],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[UserInfoResponse]:
        """The signed-in account (101 for guests)."""
        return ok(user_info_response(accounts.user_info(uid)))

    @api_post("/modify", changes_state=True)
    def modify(
        self,
        uid: NamedDependency[int],
        session: NamedDependency[Session],
        accounts: NamedDependency[Accounts],
        data: JSONBody[ModifyProfileRequest],
    ) -> Envelope[UserInfoResponse]:
        """Updates nickname, phone and optionally the avatar (an uploaded image's path)."""
        info = accounts.modify_profile(uid, session.sid, data.avatar, data.nickname, data.phone)
        return ok(user_info_response(info))

    @api_post("/security/change_password", changes_state=True)
    def change_password(
        self,
        uid: NamedDependency[int],
        session: NamedDependency[Session],
        accounts: NamedDependency[Accounts],
        data: JSONBody[ChangePasswordRequest],
    ) -> Envelope[SignedInResponse]:
        """Replaces the password, ends every session and answers the caller's fresh sid."""
        signed_in = accounts.change_password(uid, session.sid, data.old_password, data.password)
        return ok(signed_in_response(signed_in))
