"""Request and response Structs of the operators' console of people (`console/user/*`)."""

from __future__ import annotations

import builtins
from typing import Annotated, Optional

import msgspec

from application.accounts.people import Person, PersonDetail
from application.timeutil import unix_seconds
from interfaces.http.schemas import (
    ApiRequest,
    Id,
    Keywords,
    Page,
    PageNumber,
    PageSize,
    Reason,
)

RoleName = Annotated[str, msgspec.Meta(max_length=32)]


class UserListRequest(ApiRequest, kw_only=True):
    keywords: Keywords | None = None
    """Any part of the e-mail or the name (in any case), or exactly the uid."""
    role: Optional[RoleName] = None  # noqa: UP045  (Litestar: see enum_schema.py)
    """Only holders of this role (`reviewer`, `auditor`, `seller`, `agent`, `operator`)."""
    page: PageNumber = 1
    page_size: PageSize = 20


class UserIdRequest(ApiRequest, kw_only=True):
    uid: Id


class UserDisableRequest(ApiRequest, kw_only=True):
    uid: Id
    reason: Reason
    """Why, 1..500 characters (kept in the record)."""


class UserEnableRequest(ApiRequest, kw_only=True):
    uid: Id
    reason: Reason = ""
    """Why, for the record (optional, at most 500 characters)."""


class UserRoleRequest(ApiRequest, kw_only=True):
    uid: Id
    role: RoleName
    grant: bool
    """true grants the role, false revokes it."""
    reason: Reason = ""
    """Why, for the record (optional, at most 500 characters); each approval has its own."""


class PersonView(msgspec.Struct, kw_only=True):
    uid: int
    email: str
    nickname: str
    avatar_url: str
    roles: builtins.list[str]
    disabled: bool
    created_at: int


class PeoplePage(Page[PersonView]):
    """A page of users."""


class OwnedShopView(msgspec.Struct):
    shop_id: int
    name: str
    suspended: bool


class WalletBalanceView(msgspec.Struct):
    available: int
    frozen: int
    """In cents."""


class LoginView(msgspec.Struct):
    time: int
    ip: str
    user_agent: str


class ApproverView(msgspec.Struct):
    uid: int
    nickname: str


class PendingGrantView(msgspec.Struct):
    role: str
    approvals: int
    approvals_needed: int
    approved_by: builtins.list[ApproverView]


class PersonDetailView(PersonView, kw_only=True):
    phone: str
    shop: OwnedShopView | None
    wallet: WalletBalanceView
    recent_logins: builtins.list[LoginView]
    """The last 20 log-ins, newest first."""
    disabled_reason: str
    disabled_at: int | None
    pending_grants: builtins.list[PendingGrantView]
    """Role grants waiting for a second operator's approval."""


class RoleChangeView(msgspec.Struct):
    approvals: int
    approvals_needed: int
    """A grant of `reviewer`, `auditor` or `operator` answers 1 of 2 after its first operator
    and is made at the second; every other change, 1 of 1."""


def person_view(person: Person) -> PersonView:
    return PersonView(
        uid=person.uid,
        email=person.email,
        nickname=person.nickname,
        avatar_url=f"/uploads/{person.avatar}" if person.avatar else "",
        roles=person.roles,
        disabled=person.disabled,
        created_at=unix_seconds(person.created_at),
    )


def person_detail_view(detail: PersonDetail) -> PersonDetailView:
    shop = detail.shop
    return PersonDetailView(
        **msgspec.structs.asdict(person_view(detail.person)),
        phone=detail.phone,
        shop=None if shop is None else OwnedShopView(shop.shop_id, shop.name, shop.suspended),
        wallet=WalletBalanceView(detail.available, detail.frozen),
        recent_logins=[
            LoginView(unix_seconds(login.at), login.client_address, login.user_agent)
            for login in detail.logins
        ],
        disabled_reason=detail.disabled_reason,
        disabled_at=None if detail.disabled_at is None else unix_seconds(detail.disabled_at),
        pending_grants=[
            PendingGrantView(
                grant.role,
                len(grant.approved_by),
                grant.approvals_needed,
                [ApproverView(a.uid, a.nickname) for a in grant.approved_by],
            )
            for grant in detail.pending
        ],
    )
