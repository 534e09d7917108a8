"""The catalogue calls' answers, built in one place for the call and for the first view that
writes them into the page (interfaces/http/first_view.py): a written answer is exactly the
answer the call would give."""

from __future__ import annotations

from dataclasses import replace

from application.catalogue.service import Catalogue
from application.catalogue.views import GoodsQuery
from application.orders.favorites import Favorites
from application.orders.reviews import Reviews
from interfaces.http.catalogue.schemas import (
    GoodsDetailView,
    GoodsList,
    GoodsListRequest,
    GoodsPage,
    RecommendRequest,
    card_item,
    card_items,
    converted,
    detail_view,
)
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


def goods_list_answer(
    catalogue: Catalogue,
    favorites: Favorites,
    uid: int | None,
    language: str,
    request: GoodsListRequest,
) -> GoodsPage:
    """`mall/goods/list`: a page of cards, searched and filtered as `request` asks."""
    query = GoodsQuery(
        category_id=request.category_id,
        brand_id=request.brand_id,
        shop_id=request.shop_id,
        title=request.title or "",
        keywords=request.keywords or "",
        price_min=request.price_min,
        price_max=request.price_max,
        in_stock=request.in_stock,
        min_rating=request.min_rating,
        sort=request.sort,
        page=request.page,
        page_size=request.page_size,
    )
    found = catalogue.goods.search(query)
    cards = favorites.mark(uid, found.list)
    return GoodsPage.of(replace(found, list=cards), lambda card: card_item(card, language))


def recommend_for_list_answer(
    catalogue: Catalogue,
    favorites: Favorites,
    uid: int | None,
    language: str,
    request: RecommendRequest,
) -> GoodsList:
    """`mall/goods/recommend_for_list`."""
    found = catalogue.goods.recommended(request.category_id, request.page_size)
    return GoodsList(card_items(favorites.mark(uid, found), language))
