"""Request and response Structs of the operator's commission rules (`console/commission/*`) and
of the rate a seller's shop pays (on `console/shop/summary`)."""

from __future__ import annotations

import builtins
from decimal import Decimal
from typing import Annotated

import msgspec

from application.books.commission import (
    CategoryRate,
    CommissionRulesView,
    ShopCommission,
    ShopRate,
    TreeEntry,
)
from application.timeutil import unix_seconds
from domain.commission_rules import CommissionScope
from interfaces.http.schemas import MAX_ID, ApiRequest, Reason

RuleTarget = Annotated[int, msgspec.Meta(ge=1, le=MAX_ID)]


class CommissionSaveRequest(ApiRequest, kw_only=True):
    scope: CommissionScope
    target_id: RuleTarget | None = None
    """The category's or the shop's id; absent for the default."""
    percent: Decimal | None = None
    """0 to 100 with at most two decimals ("7.5"); null removes a category's or shop's rule."""
    reason: Reason = ""
    """Why, for the record (at most 500 characters)."""


class DefaultRateView(msgspec.Struct):
    percent: str
    set_time: int | None
    """When an operator set it; null while the server's configured rate applies."""


class CategoryRateView(msgspec.Struct):
    category_id: int
    names: dict[str, str]
    percent: str
    set_time: int


class ShopRateView(msgspec.Struct):
    shop_id: int
    name: str
    percent: str
    set_time: int


class CommissionCategoryView(msgspec.Struct):
    """A category of the tree to pick from, hidden ones included."""

    category_id: int
    parent_id: int | None
    names: dict[str, str]
    visible: bool


class CommissionRulesAnswer(msgspec.Struct):
    default: DefaultRateView
    categories: builtins.list[CategoryRateView]
    shops: builtins.list[ShopRateView]
    tree: builtins.list[CommissionCategoryView]


class ShopCommissionView(msgspec.Struct):
    """The rate the shop pays (its own rule, or the default) and, without a rule of its own,
    the category rates that differ from it (a category's covers its subcategories)."""

    percent: str
    own_rule: bool
    categories: builtins.list[CategoryRateView]


def category_rate_view(rate: CategoryRate) -> CategoryRateView:
    return CategoryRateView(rate.category_id, rate.names, rate.percent, unix_seconds(rate.set_at))


def _shop_rate_view(rate: ShopRate) -> ShopRateView:
    return ShopRateView(rate.shop_id, rate.name, rate.percent, unix_seconds(rate.set_at))


def _category_view(entry: TreeEntry) -> CommissionCategoryView:
    return CommissionCategoryView(entry.category_id, entry.parent_id, entry.names, entry.visible)


def commission_rules_answer(view: CommissionRulesView) -> CommissionRulesAnswer:
    set_at = view.default.set_at
    return CommissionRulesAnswer(
        default=DefaultRateView(
            view.default.percent, None if set_at is None else unix_seconds(set_at)
        ),
        categories=[category_rate_view(rate) for rate in view.categories],
        shops=[_shop_rate_view(rate) for rate in view.shops],
        tree=[_category_view(entry) for entry in view.tree],
    )


def shop_commission_view(commission: ShopCommission) -> ShopCommissionView:
    return ShopCommissionView(
        commission.percent,
        commission.own_rule,
        [category_rate_view(rate) for rate in commission.categories],
    )
