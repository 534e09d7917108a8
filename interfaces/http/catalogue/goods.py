"""`mall/goods/*`: product lists and search, the product page and its related products."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.accounts.sessions import Session
from application.catalogue.service import Catalogue
from application.orders.favorites import Favorites
from application.orders.reviews import ReviewDraft, Reviews
from interfaces.http.api_post import api_post
from interfaces.http.catalogue.answers import (
    goods_detail_answer,
    goods_list_answer,
    recommend_for_list_answer,
)
from interfaces.http.catalogue.schemas import (
    CommentAdded,
    CommentAddRequest,
    CommentListRequest,
    CommentPage,
    GoodsDetailView,
    GoodsIdRequest,
    GoodsList,
    GoodsListRequest,
    GoodsPage,
    RecommendRequest,
    card_items,
    comment_item,
)
from interfaces.http.envelope import Envelope, ok


class GoodsController(Controller):
    path = "/mall/goods"

    @api_post("/list")
    def goods_list(
        self,
        session: NamedDependency[Session],
        catalogue: NamedDependency[Catalogue],
        favorites: NamedDependency[Favorites],
        language: NamedDependency[str],
        data: JSONBody[GoodsListRequest],
    ) -> Envelope[GoodsPage]:
        """A page of cards of products on sale. `category_id` includes its descendants;
        `keywords` is a ranked full-text search over name, brand, category and shop; `title`
        matches names.
        The `default` sort is best sellers, or text relevance when `keywords` match at most
        2,000 products (broader matches are ordered by best sellers). Blank `keywords` or
        `title` filter nothing; ones without any word (e.g. `%` or `!!!`) match nothing; a
        search finding nothing is tried again with each misspelt word corrected.
        `price_min` and `price_max` bound the card's price in cents (inclusive; 102
        `price_max` below `price_min`); `in_stock` keeps products with units left; `min_rating`
        (1..5) keeps products whose average star, to one decimal, is at least that. Every
        filter combines with the others and with every sort."""
        return ok(goods_list_answer(catalogue, favorites, session.uid, language, data))

    @api_post("/recommend_for_list")
    def recommend_for_list(
        self,
        session: NamedDependency[Session],
        catalogue: NamedDependency[Catalogue],
        favorites: NamedDependency[Favorites],
        language: NamedDependency[str],
        data: JSONBody[RecommendRequest],
    ) -> Envelope[GoodsList]:
        """Recommended products on sale, in the category and below when `category_id` is
        given."""
        return ok(recommend_for_list_answer(catalogue, favorites, session.uid, language, data))

    @api_post("/detail")
    def detail(
        self,
        session: NamedDependency[Session],
        reviews: NamedDependency[Reviews],
        catalogue: NamedDependency[Catalogue],
        favorites: NamedDependency[Favorites],
        language: NamedDependency[str],
        data: JSONBody[GoodsIdRequest],
    ) -> Envelope[GoodsDetailView]:
        """The product page (images are 800 px; `/400.jpg` and `/240.jpg` are smaller); counts
        one visit. `discount` is the percent off the market price. An off-sale product still
        answers, with `on_sale` false."""
        return ok(
            goods_detail_answer(catalogue, reviews, favorites, session.uid, language, data.id)
        )

    @api_post("/relate_hot_sale")
    def relate_hot_sale(
        self,
        session: NamedDependency[Session],
        catalogue: NamedDependency[Catalogue],
        favorites: NamedDependency[Favorites],
        language: NamedDependency[str],
        data: JSONBody[GoodsIdRequest],
    ) -> Envelope[GoodsList]:
        """The best sellers on sale of the product's shop."""
        found = catalogue.goods.hot_sales_of_shop(data.id)
        return ok(GoodsList(card_items(favorites.mark(session.uid, found), language)))

    @api_post("/relate_hot_recommend")
    def relate_hot_recommend(
        self,
        session: NamedDependency[Session],
        catalogue: NamedDependency[Catalogue],
        favorites: NamedDependency[Favorites],
        language: NamedDependency[str],
        data: JSONBody[GoodsIdRequest],
    ) -> Envelope[GoodsList]:
        """Recommended products on sale from the product's parent category."""
        found = catalogue.goods.hot_recommended_alike(data.id)
        return ok(GoodsList(card_items(favorites.mark(session.uid, found), language)))

    @api_post("/comment/list")
    def comment_list(
        self,
        catalogue: NamedDependency[Catalogue],
        reviews: NamedDependency[Reviews],
        data: JSONBody[CommentListRequest],
    ) -> Envelope[CommentPage]:
        """The product's reviews, newest first; 103 if the product is unknown. `content` is
        plain text as written: clients must show it as text, never as HTML."""
        catalogue.goods.require_exists(data.id)
        found = reviews.of_product(data.id, data.page, data.page_size)
        return ok(CommentPage.of(found, comment_item))

    @api_post("/comment/add", changes_state=True)
    def comment_add(
        self,
        uid: NamedDependency[int],
        reviews: NamedDependency[Reviews],
        data: JSONBody[CommentAddRequest],
    ) -> Envelope[CommentAdded]:
        """Reviews a line of the caller's received order (wait_finish or finished, else 108)
        once (10701 again); 103 for another user's order or a line it lacks; 102 `star`
        outside 1..5 or `content` empty or over 500; 111 (`own_goods`) for goods of the shop
        the caller owns. The last line reviewed finishes the order."""
        draft = ReviewDraft(data.order_id, data.shop_goods_id, data.sku_id, data.star, data.content)
        return ok(CommentAdded(reviews.add(uid, draft)))
