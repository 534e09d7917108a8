"""`mall/goods/*`: product lists and search, the product page and its related products."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.catalogue.views import GoodsQuery
from application.sessions import Session
from interfaces.http.api_post import api_post
from interfaces.http.catalogue_wire import (
    CommentListRequest,
    CommentPage,
    GoodsDetailView,
    GoodsIdRequest,
    GoodsList,
    GoodsListRequest,
    GoodsPage,
    RecommendRequest,
    card_items,
    detail_view,
)
from interfaces.http.context import container_of
from interfaces.http.envelope import Envelope, ok


class GoodsController(Controller):
    path = "/mall/goods"

    @api_post("/list")
    def goods_list(
        self,
        request: Request[Any, Any, Any],
        session: NamedDependency[Session],
        data: JSONBody[GoodsListRequest],
    ) -> Envelope[GoodsPage]:
        """A page of product cards. `category_id` includes its descendants; `keywords` is a
        ranked full-text search over name, brand, category and shop; `title` matches names.
        The `default` sort is best sellers, or text relevance when `keywords` match at most
        2,000 products (broader matches are ordered by best sellers)."""
        query = GoodsQuery(
            category_id=data.category_id,
            brand_id=data.brand_id,
            shop_id=data.shop_id,
            title=data.title or "",
            keywords=data.keywords or "",
            sort=data.sort,
            page=data.page,
            page_size=data.page_size,
        )
        container = container_of(request)
        found = container.catalogue.goods.search(query)
        cards = container.favorites.mark(session.uid, found.list)
        return ok(GoodsPage(card_items(cards), found.total, found.page, found.page_size))

    @api_post("/recommend_for_list")
    def recommend_for_list(
        self,
        request: Request[Any, Any, Any],
        session: NamedDependency[Session],
        data: JSONBody[RecommendRequest],
    ) -> Envelope[GoodsList]:
        """Recommended products, in the category and below when `category_id` is given."""
        container = container_of(request)
        found = container.catalogue.goods.recommended(data.category_id, data.page_size)
        return ok(GoodsList(card_items(container.favorites.mark(session.uid, found))))

    @api_post("/detail")
    def detail(
        self,
        request: Request[Any, Any, Any],
        session: NamedDependency[Session],
        data: JSONBody[GoodsIdRequest],
    ) -> Envelope[GoodsDetailView]:
        """The product page (images are 800 px; `/400.jpg` and `/240.jpg` are smaller); counts
        one visit. `discount` is the percent off the market price."""
        container = container_of(request)
        found = container.catalogue.goods.detail(data.id)
        return ok(detail_view(container.favorites.mark_detail(session.uid, found)))

    @api_post("/relate_hot_sale")
    def relate_hot_sale(
        self,
        request: Request[Any, Any, Any],
        session: NamedDependency[Session],
        data: JSONBody[GoodsIdRequest],
    ) -> Envelope[GoodsList]:
        """The best sellers of the product's shop."""
        container = container_of(request)
        found = container.catalogue.goods.hot_sales_of_shop(data.id)
        return ok(GoodsList(card_items(container.favorites.mark(session.uid, found))))

    @api_post("/relate_hot_recommend")
    def relate_hot_recommend(
        self,
        request: Request[Any, Any, Any],
        session: NamedDependency[Session],
        data: JSONBody[GoodsIdRequest],
    ) -> Envelope[GoodsList]:
        """Recommended products from the product's parent category."""
        container = container_of(request)
        found = container.catalogue.goods.hot_recommended_alike(data.id)
        return ok(GoodsList(card_items(container.favorites.mark(session.uid, found))))

    @api_post("/comment/list")
    def comment_list(
        self, request: Request[Any, Any, Any], data: JSONBody[CommentListRequest]
    ) -> Envelope[CommentPage]:
        """The product's reviews, newest first (none until reviews exist); 103 if unknown."""
        container_of(request).catalogue.goods.require_exists(data.id)
        return ok(CommentPage([], 0, data.page, data.page_size))
