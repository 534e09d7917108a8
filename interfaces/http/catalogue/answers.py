"""The catalogue calls' answers, built in one place for the call and for the first view that
writes them into the page (interfaces/http/first_view.py): a written answer is exactly the
answer the call would give."""

from __future__ import annotations

from application.catalogue.service import Catalogue
from application.orders.favorites import Favorites
from application.orders.reviews import Reviews
from interfaces.http.catalogue.schemas import GoodsDetailView, converted, detail_view
from interfaces.http.catalogue.storefront_schemas import HomeView, ShopDetail


def goods_detail_answer(
    catalogue: Catalogue,
    reviews: Reviews,
    favorites: Favorites,
    uid: int | None,
    language: str,
    goods_id: int,
) -> GoodsDetailView:
    """`mall/goods/detail`: counts one visit."""
    found = reviews.with_rating(catalogue.goods.detail(goods_id))
    return detail_view(favorites.mark_detail(uid, found), language)


def home_answer(
    catalogue: Catalogue, favorites: Favorites, uid: int | None, language: str
) -> HomeView:
    """`mall/home`: banners and product sections, titled in `language`."""
    answer: HomeView = converted(favorites.mark_home(uid, catalogue.home.page(language)), HomeView)
    return answer


def shop_detail_answer(catalogue: Catalogue, shop_id: int) -> ShopDetail:
    """`mall/shop/detail`."""
    answer: ShopDetail = converted(catalogue.shops.detail(shop_id), ShopDetail)
    return answer
