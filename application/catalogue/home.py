"""The home page: the operators' banners and product sections, cached briefly.

A banner leading to a category's list (`/list?categoryId=3`) wears that category's caption in
the shopper's language (`banner_captions`: the demo's top categories have their own headline;
any other shows its name); any other banner shows its picture alone."""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Mapping

from application.catalogue.banner_captions import banner_caption
from application.catalogue.cache import CatalogueCache, CatalogueSnapshot
from application.catalogue.goods_queries import GoodsQueries
from application.catalogue.views import Banner, HomePage, HomeSection
from application.site.banners import BannerRow, StorefrontBanners

HOME_TTL_SECONDS = 10.0
"""The spec's default cache lifetime; sales move the sections, so they are not cached longer."""
SECTION_SIZE = 10
CATEGORY_SECTION_SIZE = 8
_CATEGORY_LINK = re.compile(r"/list\?categoryId=([1-9][0-9]{0,15})")

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
        banners: StorefrontBanners,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self.cache = cache
        self.goods = goods
        self.banners = banners
        self.monotonic = monotonic
        self._pages: dict[tuple[int, int, str], tuple[float, HomePage]] = {}
        self._lock = threading.Lock()

    def page(self, language: str) -> HomePage:
        """Banners and sections with titles in `language` (English when unknown), and product
        names in it where the seller gave one."""
        versions = (self.cache.snapshot().version, self.banners.current_version())
        key = (*versions, language)
        now = self.monotonic()
        cached = self._pages.get(key)
        if cached is not None and now - cached[0] < HOME_TTL_SECONDS:
            return cached[1]
        built = self._build(language)
        with self._lock:
            self._pages = {k: v for k, v in self._pages.items() if k[:2] == versions}
            self._pages[key] = (now, built)
        return built

    def _build(self, language: str) -> HomePage:
        snapshot = self.cache.snapshot()
        roots = [snapshot.categories[cid] for cid in snapshot.roots]

        def named(names: dict[str, str] | object) -> str:
            found = names if isinstance(names, dict) else {}
            return str(found.get(language) or found.get("en") or "")

        banners = [_captioned(row, snapshot, language) for row in self.banners.shown(language)]
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


def _captioned(row: BannerRow, snapshot: CatalogueSnapshot, language: str) -> Banner:
    """The banner with the caption of the category it leads to, if it leads to one."""
    image, link = row.fields.image, row.fields.link
    found = _CATEGORY_LINK.fullmatch(link)
    category = snapshot.categories.get(int(found[1])) if found else None
    if category is None:
        return Banner(image, "", link)
    caption = banner_caption(category.slug, _in(category.names, language), language)
    return Banner(image, caption.headline, link, caption.subtitle, caption.cta)


def _in(names: Mapping[str, str], language: str) -> str:
    return str(names.get(language) or names.get("en") or "")
