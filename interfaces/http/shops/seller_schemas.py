"""Request and response Structs of the seller console's own-shop calls
(`console/shop/profile/get|save`, `console/shop/dashboard`)."""

from __future__ import annotations

import builtins
from typing import Annotated

import msgspec

from application.shops.dashboard import Dashboard, Suspension
from application.shops.profile import ShopProfile, ShopProfileForm
from application.timeutil import unix_seconds
from interfaces.http.schemas import ApiRequest

# Generous caps keep absurd bodies out; the exact limits are the application's (102 + field).
ShortText = Annotated[str, msgspec.Meta(max_length=1024)]
LongText = Annotated[str, msgspec.Meta(max_length=20_000)]
Days = Annotated[int, msgspec.Meta(ge=1, le=90)]


# -- profile -----------------------------------------------------------------------------------


class ShopProfileView(msgspec.Struct):
    shop_id: int
    name: str
    logo: str
    """The uploaded logo's path, to send back to `save`; '' when the shop shows the generated
    artwork (whose URL is still in `logo_url`)."""
    logo_url: str
    banner: str
    """The uploaded banner's path, to send back to `save`; '' with the generated artwork."""
    banner_url: str
    description: str


class ShopProfileSaveRequest(ApiRequest, kw_only=True):
    name: ShortText
    """1..80 characters once trimmed."""
    logo: ShortText
    """'' for the generated artwork, the current `logo`, or the `data.path` of the seller's
    own public `system/upload_image`."""
    banner: ShortText
    """As `logo`."""
    description: LongText
    """Plain text (line breaks kept), at most 2,000 characters once trimmed."""

    def form(self) -> ShopProfileForm:
        return ShopProfileForm(self.name, self.logo, self.banner, self.description)


def shop_profile_view(profile: ShopProfile) -> ShopProfileView:
    return msgspec.convert(profile, ShopProfileView, from_attributes=True)


# -- dashboard ---------------------------------------------------------------------------------


class DashboardRequest(ApiRequest, kw_only=True):
    days: Days = 30
    """How many UTC days `orders_per_day` covers, today the last."""


class DashboardShop(msgspec.Struct):
    shop_id: int
    name: str
    logo: str


class LowStockItem(msgspec.Struct):
    shop_goods_id: int
    sku_id: int
    name: str
    props_desc: str
    stock: int


class BestSellerItem(msgspec.Struct):
    shop_goods_id: int
    name: str
    cover_image: str
    sales: int
    price: int


class OrdersOnDayItem(msgspec.Struct):
    date: str
    """`YYYY-MM-DD`, a UTC day."""
    orders: int
    amount: int
    """The orders' totals in cents."""


class DashboardSuspension(msgspec.Struct):
    reason: str
    """Why the platform suspended the shop."""
    since: int | None
    """Unix seconds."""


class DashboardView(msgspec.Struct, kw_only=True):
    shop: DashboardShop
    to_confirm: int
    """Paid orders waiting for the seller to confirm them."""
    to_ship: int
    """Confirmed orders waiting to be shipped."""
    low_stock_threshold: int
    """LOW_STOCK_THRESHOLD: a SKU with less stock than this is low."""
    low_stock: builtins.list[LowStockItem]
    """Up to 20 SKUs below the threshold: on-sale products' first, then the lowest stock."""
    best_sellers: builtins.list[BestSellerItem]
    """Up to 5 products that sold most (only ones that sold)."""
    orders_per_day: builtins.list[OrdersOnDayItem]
    """Every day of the window, oldest first, zeros included: orders paid and not refunded,
    counted on the UTC day they were placed."""
    disputes_open: int = 0
    """Buyers' cases about the shop's orders that have not ended."""
    disputes_waiting: int = 0
    """Of those, the ones waiting for the seller's answer."""
    suspension: DashboardSuspension | None = None
    """Set while the platform has the shop suspended: its products are off the storefront and
    the money of orders finishing meanwhile waits in escrow until it is reinstated."""


def dashboard_view(dashboard: Dashboard) -> DashboardView:
    return DashboardView(
        shop=msgspec.convert(dashboard.shop, DashboardShop, from_attributes=True),
        to_confirm=dashboard.to_confirm,
        to_ship=dashboard.to_ship,
        low_stock_threshold=dashboard.low_stock_threshold,
        low_stock=[
            msgspec.convert(sku, LowStockItem, from_attributes=True) for sku in dashboard.low_stock
        ],
        best_sellers=[
            msgspec.convert(item, BestSellerItem, from_attributes=True)
            for item in dashboard.best_sellers
        ],
        orders_per_day=[
            OrdersOnDayItem(day.day.isoformat(), day.orders, day.amount)
            for day in dashboard.orders_per_day
        ],
        disputes_open=dashboard.disputes_open,
        disputes_waiting=dashboard.disputes_waiting,
        suspension=_suspension_view(dashboard.suspension),
    )


def _suspension_view(suspension: Suspension | None) -> DashboardSuspension | None:
    if suspension is None:
        return None
    since = None if suspension.since is None else unix_seconds(suspension.since)
    return DashboardSuspension(suspension.reason, since)
