"""`console/shop/summary|settlements`: a seller's own shop's money."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.books.seller_money import SellerMoney
from interfaces.http.api_post import api_post
from interfaces.http.books.schemas import (
    SeriesRequest,
    SettledDaysView,
    SettlementPage,
    ShopMoneyView,
    settled_day_view,
    settlement_view,
    shop_money_view,
)
from interfaces.http.envelope import Envelope, ok
from interfaces.http.guards import requires_role
from interfaces.http.schemas import EmptyRequest, PageRequest


class SellerMoneyController(Controller):
    path = "/console/shop"
    guards = [requires_role("seller")]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/summary")
    def summary(
        self,
        uid: NamedDependency[int],
        seller_money: NamedDependency[SellerMoney],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[ShopMoneyView]:
        """The shop's sales (paid, not refunded), what escrow still holds, what was settled
        and the commission taken, and the seller's wallet."""
        return ok(shop_money_view(seller_money.summary(uid)))

    @api_post("/settlements")
    def settlements(
        self,
        uid: NamedDependency[int],
        seller_money: NamedDependency[SellerMoney],
        data: JSONBody[PageRequest],
    ) -> Envelope[SettlementPage]:
        """The shop's settled orders, newest first: total, commission and the net credited."""
        found = seller_money.settlements(uid, data.page, data.page_size)
        return ok(SettlementPage.of(found, settlement_view))

    @api_post("/settlements/daily")
    def settlements_daily(
        self,
        uid: NamedDependency[int],
        seller_money: NamedDependency[SellerMoney],
        data: JSONBody[SeriesRequest],
    ) -> Envelope[SettledDaysView]:
        """Settled sales per UTC day over the last `days` days (1-90), today last."""
        return ok(
            SettledDaysView([settled_day_view(d) for d in seller_money.daily(uid, data.days)])
        )
