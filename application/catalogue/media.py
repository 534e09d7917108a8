"""Catalogue pictures, rendered on first request and kept on disk under `<data_dir>/media`."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Column, Engine, func, select

from application.catalogue.artwork import Artwork, Style, etag_for, initials_of, render_jpeg
from application.catalogue.cache import CatalogueCache
from application.catalogue.illustrations import illustration_map
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
        motif = illustration_map().for_product(row.name, self._keys(int(row.category_id)))
        artwork = Artwork(
            f"goods/{goods_id}/{index}", Style.PRODUCT, (motif,), index, "", size, size
        )
        return self._picture(Path("goods", str(goods_id), str(index), f"{size}.jpg"), artwork)

    def shop_logo(self, shop_id: int) -> Picture:
        name = self._name(shops.c.name, shops.c.shop_id, shop_id)
        artwork = Artwork(
            f"shop/{shop_id}",
            Style.SHOP_EMBLEM,
            (),
            0,
            initials_of(name),
            SHOP_LOGO_SIZE,
            SHOP_LOGO_SIZE,
        )
        return self._picture(Path("shops", str(shop_id), "logo.jpg"), artwork)

    def shop_banner(self, shop_id: int) -> Picture:
        self._name(shops.c.name, shops.c.shop_id, shop_id)
        with self.engine.connect() as connection:
            # The shop's main line: the category most of its products are in.
            category_id = connection.execute(
                select(goods.c.category_id)
                .where(goods.c.shop_id == shop_id)
                .group_by(goods.c.category_id)
                .order_by(func.count().desc(), goods.c.category_id)
                .limit(1)
            ).scalar()
        keys = self._keys(int(category_id)) if category_id is not None else []
        motifs = illustration_map().scene(keys[-1] if keys else "")
        artwork = Artwork(f"shop/{shop_id}/banner", Style.SCENE, motifs, 0, "", *SHOP_BANNER_SIZE)
        return self._picture(Path("shops", str(shop_id), "banner.jpg"), artwork)

    def brand_logo(self, brand_id: int) -> Picture:
        name = self._name(brands.c.name, brands.c.brand_id, brand_id)
        artwork = Artwork(
            f"brand/{brand_id}",
            Style.BRAND_MARK,
            (),
            0,
            initials_of(name),
            BRAND_LOGO_SIZE,
            BRAND_LOGO_SIZE,
        )
        return self._picture(Path("brands", str(brand_id), "logo.jpg"), artwork)

    def category_icon(self, category_id: int) -> Picture:
        if self.cache.snapshot().named(category_id) is None:
            raise MediaNotFound
        motif = illustration_map().for_category(self._keys(category_id))
        artwork = Artwork(
            f"category/{category_id}",
            Style.ICON,
            (motif,),
            0,
            "",
            CATEGORY_ICON_SIZE,
            CATEGORY_ICON_SIZE,
        )
        return self._picture(Path("categories", str(category_id), "icon.jpg"), artwork)

    def home_banner(self, index: int) -> Picture:
        """Banner `index` (from 1) shows the level-one category the home page links it to."""
        roots = self.cache.snapshot().roots
        if not 1 <= index <= min(HOME_BANNER_COUNT, max(1, len(roots))):
            raise MediaNotFound
        keys = self._keys(roots[index - 1]) if len(roots) >= index else []
        motifs = illustration_map().scene(keys[-1] if keys else "")
        artwork = Artwork(f"home-banner/{index}", Style.SCENE, motifs, 0, "", *HOME_BANNER_SIZE)
        return self._picture(Path("banners", f"{index}.jpg"), artwork)

    def _keys(self, category_id: int) -> list[str]:
        """The keys (slugs) of the category and its ancestors, nearest first."""
        snapshot = self.cache.snapshot()
        found = snapshot.named(category_id)
        chain = [found, *reversed(snapshot.ancestors(category_id))] if found else []
        return [category.slug for category in chain if category is not None]

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
