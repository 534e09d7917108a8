"""The catalogue's use cases, wired once per process by bootstrap."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Engine

from application.catalogue.cache import CatalogueCache
from application.catalogue.goods_queries import GoodsQueries
from application.catalogue.home import HomeQueries
from application.catalogue.media import CatalogueMedia
from application.catalogue.shop_queries import ShopQueries
from application.catalogue.taxonomy import Taxonomy
from application.ports import Clock
from application.site.banners import StorefrontBanners


class Catalogue:
    """Categories and brands (cached), products, shops, the home page and their pictures."""

    def __init__(
        self, engine: Engine, clock: Clock, media_dir: Path, banners: StorefrontBanners
    ) -> None:
        self.cache = CatalogueCache(engine)
        self.taxonomy = Taxonomy(self.cache)
        self.goods = GoodsQueries(engine, self.cache, clock)
        self.shops = ShopQueries(engine)
        self.home = HomeQueries(self.cache, self.goods, banners)
        self.media = CatalogueMedia(engine, self.cache, media_dir)
