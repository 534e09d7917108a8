"""Catalogue pictures, rendered on first request and kept on disk under `<data_dir>/media`."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Column, Engine, select

from application.catalogue.artwork import Artwork, etag_for, initials_of, render_jpeg
from application.catalogue.cache import CatalogueCache
from application.catalogue.media_urls import GOODS_IMAGE_SIZES
from application.catalogue.tables import brands, goods, goods_images, shops

HOME_BANNER_COUNT = 4
SHOP_LOGO_SIZE = 240
SHOP_BANNER_SIZE = (1200, 300)
BRAND_LOGO_SIZE = 240
CATEGORY_ICON_SIZE = 160
HOME_BANNER_SIZE = (1200, 400)


class MediaNotFound(LookupError):
    """No such product, picture index, size, shop, brand or category."""


@dataclass(frozen=True)
class Picture:
    content: bytes
    etag: str


class CatalogueMedia:
    """Answers the JPEG for a media path, drawing it once per size and caching it on disk."""

    def __init__(self, engine: Engine, cache: CatalogueCache, media_dir: Path) -> None:
        self.engine = engine
        self.cache = cache
        self.media_dir = media_dir

    def goods_image(self, goods_id: int, index: int, size: int) -> Picture:
        """Picture `index` of a product at `size` (240, 400 or 800 pixels square)."""
        if size not in GOODS_IMAGE_SIZES:
            raise MediaNotFound
        with self.engine.connect() as connection:
            row = connection.execute(
                select(goods.c.name, goods.c.category_id)
                .select_from(goods.join(goods_images, goods_images.c.goods_id == goods.c.goods_id))
                .where(goods.c.goods_id == goods_id, goods_images.c.position == index)
            ).first()
        if row is None:
            raise MediaNotFound
        top = self.cache.snapshot().top_level_of(int(row.category_id))
        badge = initials_of(top.names.get("en", ""), 1) if top else ""
        artwork = Artwork(f"goods/{goods_id}/{index}", initials_of(row.name), badge, size, size)
        return self._picture(Path("goods", str(goods_id), str(index), f"{size}.jpg"), artwork)

    def shop_logo(self, shop_id: int) -> Picture:
        name = self._name(shops.c.name, shops.c.shop_id, shop_id)
        artwork = Artwork(f"shop/{shop_id}", initials_of(name), "", SHOP_LOGO_SIZE, SHOP_LOGO_SIZE)
        return self._picture(Path("shops", str(shop_id), "logo.jpg"), artwork)

    def shop_banner(self, shop_id: int) -> Picture:
        name = self._name(shops.c.name, shops.c.shop_id, shop_id)
        artwork = Artwork(f"shop/{shop_id}/banner", name, "", *SHOP_BANNER_SIZE)
        return self._picture(Path("shops", str(shop_id), "banner.jpg"), artwork)

    def brand_logo(self, brand_id: int) -> Picture:
        name = self._name(brands.c.name, brands.c.brand_id, brand_id)
        artwork = Artwork(
            f"brand/{brand_id}", initials_of(name), "", BRAND_LOGO_SIZE, BRAND_LOGO_SIZE
        )
        return self._picture(Path("brands", str(brand_id), "logo.jpg"), artwork)

    def category_icon(self, category_id: int) -> Picture:
        category = self.cache.snapshot().categories.get(category_id)
        if category is None:
            raise MediaNotFound
        artwork = Artwork(
            f"category/{category_id}",
            initials_of(category.names.get("en", ""), 1),
            "",
            CATEGORY_ICON_SIZE,
            CATEGORY_ICON_SIZE,
        )
        return self._picture(Path("categories", str(category_id), "icon.jpg"), artwork)

    def home_banner(self, index: int) -> Picture:
        if not 1 <= index <= HOME_BANNER_COUNT:
            raise MediaNotFound
        artwork = Artwork(f"home-banner/{index}", "", "", *HOME_BANNER_SIZE)
        return self._picture(Path("banners", f"{index}.jpg"), artwork)

    def _name(self, name: Column[Any], key: Column[Any], value: int) -> str:
        """A shop's or a brand's name, drawn as initials (MediaNotFound when it has none)."""
        with self.engine.connect() as connection:
            found = connection.execute(select(name).where(key == value)).scalar()
        if found is None:
            raise MediaNotFound
        return str(found)

    def _picture(self, relative: Path, artwork: Artwork) -> Picture:
        etag = etag_for(artwork)
        # The ETag is part of the file name, so a renamed product or a new drawing version
        # never serves a stale file.
        version = etag.strip('"')[:12]
        target = self.media_dir / relative.parent / f"{relative.stem}-{version}.jpg"
        try:
            return Picture(target.read_bytes(), etag)
        except FileNotFoundError:
            pass
        content = render_jpeg(artwork)
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_name(f".{target.name}.{os.getpid()}.part")
        partial.write_bytes(content)
        os.replace(partial, target)
        return Picture(content, etag)
