"""Request and response Structs of the operators' shops calls
(`console/shops/list|suspend|reinstate`)."""

from __future__ import annotations

from typing import Literal, Optional

import msgspec

from application.shops.roster import RosterShop
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

# A generous cap keeps absurd bodies out; the exact limit is the domain's (102 + field).


class OperatorShopListRequest(ApiRequest, kw_only=True):
    keywords: Keywords | None = None
    """A part of the shop's name or of its owner's e-mail or nickname (in any case), or exactly
    the shop's id or the owner's uid."""
    status: Optional[Literal["active", "suspended"]] = None  # noqa: UP045  (Litestar: see enum_schema.py)
    """Every shop when omitted."""
    page: PageNumber = 1
    page_size: PageSize = 20


class ShopSuspendRequest(ApiRequest, kw_only=True):
    shop_id: Id
    reason: Reason
    """Why, 1..500 characters once trimmed: the seller reads it in the mail and on its console."""


class ShopReinstateRequest(ApiRequest, kw_only=True):
    shop_id: Id
    remark: Reason = ""
    """For the record, at most 500 characters; may be empty."""


class OperatorShopOwner(msgspec.Struct):
    uid: int
    email: str
    nickname: str


class OperatorShopView(msgspec.Struct, kw_only=True):
    shop_id: int
    name: str
    logo: str
    status: str
    """`active` or `suspended`."""
    suspension_reason: str
    """The operator's reason while suspended; '' while active."""
    suspended_at: int | None
    """Unix seconds, while suspended."""
    created_at: int
    owner: OperatorShopOwner
    sales: int
    """Cents: the totals of the shop's orders paid and not refunded."""
    balance: int
    """Cents: the owner's available wallet balance."""
    open_disputes: int
    """Buyers' cases about its orders that have not ended."""
    open_reports: int
    """Shoppers' reports of its products still open."""


class OperatorShopPage(Page[OperatorShopView]):
    pass


def operator_shop_view(shop: RosterShop) -> OperatorShopView:
    return OperatorShopView(
        shop_id=shop.shop_id,
        name=shop.name,
        logo=shop.logo,
        status=shop.status,
        suspension_reason=shop.suspension_reason,
        suspended_at=None if shop.suspended_at is None else unix_seconds(shop.suspended_at),
        created_at=unix_seconds(shop.created_at),
        owner=msgspec.convert(shop.owner, OperatorShopOwner, from_attributes=True),
        sales=shop.sales,
        balance=shop.balance,
        open_disputes=shop.open_disputes,
        open_reports=shop.open_reports,
    )
