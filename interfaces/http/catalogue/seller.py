"""`console/goods/*`: a seller's own shop's products, their sale status and their stock."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.catalogue.seller_goods import SellerGoods
from application.catalogue.seller_goods_queries import SellerGoodsQueries
from interfaces.http.api_post import api_post
from interfaces.http.catalogue.seller_schemas import (
    GoodsIdRequest,
    GoodsListRequest,
    GoodsSaveRequest,
    GoodsStatusRequest,
    SavedGoods,
    SellerGoodsDetailView,
    SellerGoodsPage,
    StockHistoryPage,
    StockHistoryRequest,
    StockLevel,
    StockRequest,
    seller_goods_detail_view,
    seller_goods_view,
    stock_movement_view,
)
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.guards import requires_role


class SellerGoodsController(Controller):
    path = "/console/goods"
    guards = [requires_role("seller")]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/list")
    def goods_list(
        self,
        uid: NamedDependency[int],
        seller_goods_queries: NamedDependency[SellerGoodsQueries],
        data: JSONBody[GoodsListRequest],
    ) -> Envelope[SellerGoodsPage]:
        """The shop's products, newest first; `keywords` matches the name, `status` on or off
        sale; `low_stock` when a SKU is below LOW_STOCK_THRESHOLD."""
        found = seller_goods_queries.goods_list(
            uid, data.keywords, data.on_sale, data.page, data.page_size
        )
        return ok(SellerGoodsPage.of(found, seller_goods_view))

    @api_post("/detail")
    def detail(
        self,
        request: Request[Any, Any, Any],
        uid: NamedDependency[int],
        seller_goods_queries: NamedDependency[SellerGoodsQueries],
        data: JSONBody[GoodsIdRequest],
    ) -> Envelope[SellerGoodsDetailView]:
        """One product as the form edits it (another shop's 103)."""
        found = seller_goods_queries.detail(uid, data.shop_goods_id, request.state.language)
        return ok(seller_goods_detail_view(found))

    @api_post("/save", changes_state=True)
    def save(
        self,
        uid: NamedDependency[int],
        seller_goods: NamedDependency[SellerGoods],
        data: JSONBody[GoodsSaveRequest],
    ) -> Envelope[SavedGoods]:
        """Creates (no `shop_goods_id`) or edits a product with its pictures, props and SKUs;
        every bad field answers 102 naming it. A new SKU's `stock` is its first units; an
        existing SKU's units change only through `console/goods/stock`. While the platform has
        the product taken down, 108 `taken_down` to put it on sale from off sale."""
        return ok(SavedGoods(seller_goods.save(uid, data.form())))

    @api_post("/status", changes_state=True)
    def status(
        self,
        uid: NamedDependency[int],
        seller_goods: NamedDependency[SellerGoods],
        data: JSONBody[GoodsStatusRequest],
    ) -> Envelope[Empty]:
        """Puts the product on sale or takes it off (gone from lists, search and carts); 108
        `taken_down` to put on sale one the platform took down, until it is restored."""
        seller_goods.set_on_sale(uid, data.shop_goods_id, data.on_sale)
        return done()

    @api_post("/stock", changes_state=True)
    def stock(
        self,
        uid: NamedDependency[int],
        seller_goods: NamedDependency[SellerGoods],
        data: JSONBody[StockRequest],
    ) -> Envelope[StockLevel]:
        """Counts units in (restock, +), out (damage, −) or either way (correction); 107 when
        fewer than none would remain."""
        stock = seller_goods.adjust_stock(uid, data.sku_id, data.delta, data.reason)
        return ok(StockLevel(stock))

    @api_post("/stock_history")
    def stock_history(
        self,
        uid: NamedDependency[int],
        seller_goods_queries: NamedDependency[SellerGoodsQueries],
        data: JSONBody[StockHistoryRequest],
    ) -> Envelope[StockHistoryPage]:
        """Every change to the product's units, newest first: the seller's counts with their
        reason, and what orders reserved, sold and released."""
        found = seller_goods_queries.stock_history(
            uid, data.shop_goods_id, data.page, data.page_size
        )
        return ok(StockHistoryPage.of(found, stock_movement_view))
