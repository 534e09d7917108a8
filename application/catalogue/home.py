"""The home page: banners for the top categories and product sections, cached briefly."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from application.catalogue.banner_captions import banner_caption
from application.catalogue.cache import CatalogueCache
from application.catalogue.goods_queries import GoodsQueries
from application.catalogue.media import HOME_BANNER_COUNT
from application.catalogue.media_urls import home_banner_url
from application.catalogue.views import Banner, HomePage, HomeSection

HOME_TTL_SECONDS = 10.0
"""The spec's default cache lifetime; sales move the sections, so they are not cached longer."""
SECTION_SIZE = 10
CATEGORY_SECTION_SIZE = 8

_BEST_SELLERS = {
    "en": "Best sellers",
    "zh-CN": "热销商品",
    "th": "สินค้าขายดี",
    "ar": "الأكثر مبيعًا",
    "es": "Más vendidos",
    "hi": "सबसे ज़्यादा बिकने वाले",
    "it": "I più venduti",
    "ru": "Хиты продаж",
    "tr": "Çok satanlar",
}
_NEW_ARRIVALS = {
    "en": "New arrivals",
    "zh-CN": "新品上架",
    "th": "สินค้ามาใหม่",
    "ar": "وصل حديثًا",
    "es": "Novedades",
    "hi": "नए आगमन",
    "it": "Nuovi arrivi",
    "ru": "Новинки",
    "tr": "Yeni gelenler",
}


class HomeQueries:
    def __init__(
        self,
        cache: CatalogueCache,
        goods: GoodsQueries,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self.cache = cache
        self.goods = goods
        self.monotonic = monotonic
        self._pages: dict[tuple[int, str], tuple[float, HomePage]] = {}
        self._lock = threading.Lock()

    def page(self, language: str) -> HomePage:
        """Banners and sections with titles in `language` (English when unknown), and product
        names in it where the seller gave one."""
        version = self.cache.snapshot().version
        key = (version, language)
        now = self.monotonic()
        cached = self._pages.get(key)
        if cached is not None and now - cached[0] < HOME_TTL_SECONDS:
            return cached[1]
        built = self._build(language)
        with self._lock:
            self._pages = {k: v for k, v in self._pages.items() if k[0] == version}
            self._pages[key] = (now, built)
        return built

    def _build(self, language: str) -> HomePage:
        snapshot = self.cache.snapshot()
        roots = [snapshot.categories[cid] for cid in snapshot.roots]

        def named(names: dict[str, str] | object) -> str:
            found = names if isinstance(names, dict) else {}
            return str(found.get(language) or found.get("en") or "")

        banners = []
        for i, root in enumerate(roots[:HOME_BANNER_COUNT]):
            caption = banner_caption(root.slug, named(dict(root.names)), language)
            link = f"/list?categoryId={root.category_id}"
            banners.append(
                Banner(
                    home_banner_url(i + 1), caption.headline, link, caption.subtitle, caption.cta
                )
            )
        lists = [
            (named(_BEST_SELLERS), self.goods.best(None, "sales", SECTION_SIZE)),
            (named(_NEW_ARRIVALS), self.goods.best(None, "new", SECTION_SIZE)),
        ]
        lists.extend(
            (
                named(dict(root.names)),
                self.goods.best(root.category_id, "sales", CATEGORY_SECTION_SIZE),
            )
            for root in roots
        )
        sections = [
            HomeSection(title, [card.in_language(language) for card in cards])
            for title, cards in lists
            if cards
        ]
        return HomePage(banners, sections)
