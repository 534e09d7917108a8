"""`mall/shop/*` and `mall/home`."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.accounts.sessions import Session
from application.catalogue.service import Catalogue
from application.orders.favorites import Favorites
from interfaces.http.api_post import api_post
from interfaces.http.catalogue.answers import home_answer, shop_detail_answer
from interfaces.http.catalogue.schemas import converted
from interfaces.http.catalogue.storefront_schemas import (
    HomeView,
    ShopDetail,
    ShopDetailRequest,
    ShopItem,
    ShopListRequest,
    ShopPage,
)
from interfaces.http.envelope import Envelope, ok
from interfaces.http.schemas import EmptyRequest


class ShopController(Controller):
    path = "/mall/shop"

    @api_post("/list")
    def shop_list(
        self,
        catalogue: NamedDependency[Catalogue],
        data: JSONBody[ShopListRequest],
    ) -> Envelope[ShopPage]:
        """Shops whose name matches `keywords` (every shop when blank, none when they hold no
        word, e.g. `%`), best match first; a suspended shop is not listed."""
        found = catalogue.shops.search(data.keywords or "", data.page, data.page_size)
        return ok(ShopPage.of(found, lambda shop: converted(shop, ShopItem)))

    @api_post("/detail")
    def shop_detail(
        self,
        catalogue: NamedDependency[Catalogue],
        data: JSONBody[ShopDetailRequest],
    ) -> Envelope[ShopDetail]:
        """The shop with its banner and description; its products come from
        `mall/goods/list {shop_id}`."""
        return ok(shop_detail_answer(catalogue, data.shop_id))


class HomeController(Controller):
    path = "/mall"

    @api_post("/home")
    def home(
        self,
        request: Request[Any, Any, Any],
        session: NamedDependency[Session],
        catalogue: NamedDependency[Catalogue],
        favorites: NamedDependency[Favorites],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[HomeView]:
        """Banners for the top categories and product sections, titled in the caller's language."""
        return ok(home_answer(catalogue, favorites, session.uid, request.state.language))
