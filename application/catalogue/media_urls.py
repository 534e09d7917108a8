"""Where the generated catalogue images are served (see `interfaces/http/controllers/media.py`)."""

from __future__ import annotations

GOODS_IMAGE_SIZES: tuple[int, ...] = (240, 400, 800)
"""Thumbnails, cards and the product gallery."""


def goods_image_url(goods_id: int, index: int, size: int) -> str:
    return f"/media/goods/{goods_id}/{index}/{size}.jpg"


def shop_logo_url(shop_id: int) -> str:
    return f"/media/shops/{shop_id}/logo.jpg"


def shop_banner_url(shop_id: int) -> str:
    return f"/media/shops/{shop_id}/banner.jpg"


def shown_shop_logo(shop_id: int, logo: str) -> str:
    """The logo pages show: the shop's stored one, or the generated one when none is stored."""
    return logo or shop_logo_url(shop_id)


def shown_shop_banner(shop_id: int, banner: str) -> str:
    """The banner pages show: the shop's stored one, or the generated one when none is stored."""
    return banner or shop_banner_url(shop_id)


def brand_logo_url(brand_id: int) -> str:
    return f"/media/brands/{brand_id}/logo.jpg"


def category_icon_url(category_id: int) -> str:
    return f"/media/categories/{category_id}/icon.jpg"


def home_banner_url(index: int) -> str:
    return f"/media/banners/{index}.jpg"
