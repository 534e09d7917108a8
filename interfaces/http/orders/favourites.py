"""`mine/favorite/*`: the signed-in shopper's favourite products."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.orders.favorites import Favorites
from interfaces.http.api_post import api_post
from interfaces.http.catalogue.schemas import GoodsPage, card_item
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.orders.schemas import FavoriteRequest
from interfaces.http.schemas import PageRequest


class FavoriteController(Controller):
    path = "/mine/favorite"

    @api_post("/add", changes_state=True)
    def add(
        self,
        uid: NamedDependency[int],
        favorites: NamedDependency[Favorites],
        data: JSONBody[FavoriteRequest],
    ) -> Envelope[Empty]:
        """Favourites a product; adding it twice is fine (103 for an unknown product)."""
        favorites.add(uid, data.shop_goods_id)
        return done()

    @api_post("/del", changes_state=True)
    def remove(
        self,
        uid: NamedDependency[int],
        favorites: NamedDependency[Favorites],
        data: JSONBody[FavoriteRequest],
    ) -> Envelope[Empty]:
        """Removes a favourite; removing one that is not there is fine."""
        favorites.remove(uid, data.shop_goods_id)
        return done()

    @api_post("/list")
    def favorite_list(
        self,
        uid: NamedDependency[int],
        favorites: NamedDependency[Favorites],
        language: NamedDependency[str],
        data: JSONBody[PageRequest],
    ) -> Envelope[GoodsPage]:
        """The caller's favourites as product cards, newest favourite first; one no longer on
        sale stays, with `on_sale` false."""
        found = favorites.page(uid, data.page, data.page_size)
        return ok(GoodsPage.of(found, lambda card: card_item(card, language)))
