"""Wiring of the sellers' own catalogue: their products, SKUs and stock."""

from __future__ import annotations

from typing import TypedDict

from application.catalogue.seller_goods import SellerGoods
from application.catalogue.seller_goods_queries import SellerGoodsQueries
from application.catalogue.service import Catalogue
from application.orders.seller import SellerOrders
from infra.wiring import Parts


class SellerCatalogueServices(TypedDict):
    seller_goods: SellerGoods
    seller_goods_queries: SellerGoodsQueries


def seller_catalogue_services(
    parts: Parts, catalogue: Catalogue, seller_orders: SellerOrders
) -> SellerCatalogueServices:
    """The sellers' own products and their stock."""
    shop_of = seller_orders.shop_of
    return SellerCatalogueServices(
        seller_goods=SellerGoods(
            parts.application,
            parts.engine,
            parts.clock,
            catalogue.cache,
            parts.uploads,
            parts.await_projections,
            shop_of,
        ),
        seller_goods_queries=SellerGoodsQueries(
            parts.engine, catalogue.cache, shop_of, parts.settings.low_stock_threshold
        ),
    )
