"""The demo catalogue's pictures: colour illustrations of the product's kind, several views."""

from __future__ import annotations

from io import BytesIO

from PIL import Image, ImageChops, ImageStat

from application.catalogue import demo_data
from application.catalogue.artwork import PRODUCT_VIEWS, Artwork, Style, render_jpeg
from application.catalogue.illustrations import has_glyph, illustration_map


def _picture(artwork: Artwork) -> Image.Image:
    return Image.open(BytesIO(render_jpeg(artwork))).convert("RGB")


def _difference(first: Image.Image, second: Image.Image) -> float:
    return sum(ImageStat.Stat(ImageChops.difference(first, second)).mean)


def test_a_product_picture_is_drawn_the_same_every_time() -> None:
    artwork = Artwork("goods/1/0", Style.PRODUCT, ("👟",), 0, "", 96, 96)

    assert render_jpeg(artwork) == render_jpeg(artwork)


def test_products_of_different_kinds_get_different_illustrations() -> None:
    illustrations = illustration_map()
    sneakers = illustrations.for_product("Aero Breathable Running Shoes", ["sneakers", "shoes"])
    laptop = illustrations.for_product("Nova 16-inch Laptop Pro", ["laptops"])
    bunny = illustrations.for_product("Soft Plush Bunny", ["plush-toys", "toys"])
    teddy = illustrations.for_product("Soft Teddy Bear", ["plush-toys", "toys"])

    assert len({sneakers, laptop, bunny, teddy}) == 4
    same_view = [
        _picture(Artwork("goods/1/0", Style.PRODUCT, (motif,), 0, "", 128, 128))
        for motif in (sneakers, laptop)
    ]
    assert _difference(*same_view) > 8


def test_every_demo_category_and_kind_has_a_drawable_colour_illustration() -> None:
    illustrations = illustration_map()
    rows = demo_data.category_rows().rows
    assert {row["slug"] for row in rows} <= set(illustrations.categories)
    every = {*illustrations.categories.values(), *illustrations.nouns.values()}
    every |= {motif for scene in illustrations.scenes.values() for motif in scene}
    missing = sorted(motif for motif in every if not has_glyph(motif))
    assert not missing, f"not in the OpenMoji font: {missing}"
    leaf_nouns = {noun for leaf in demo_data.category_rows().leaves for noun in leaf.nouns}
    assert set(illustrations.nouns) <= leaf_nouns, "a noun no demo product is named with"


def test_a_products_views_differ_from_each_other() -> None:
    views = [
        _picture(Artwork("goods/5/0", Style.PRODUCT, ("📱",), view, "", 128, 128))
        for view in range(PRODUCT_VIEWS)
    ]

    for index, view in enumerate(views):
        for other in views[index + 1 :]:
            assert _difference(view, other) > 2


def test_a_product_picture_is_in_colour_on_a_light_backdrop() -> None:
    picture = _picture(Artwork("goods/9/0", Style.PRODUCT, ("👗",), 0, "", 128, 128))

    corner = picture.getpixel((2, 2))
    assert isinstance(corner, tuple) and min(corner) > 200, "a light studio backdrop"
    hsv = picture.convert("HSV")
    saturation = ImageStat.Stat(hsv.getchannel("S")).extrema[0][1]
    assert saturation > 120, "the illustration brings colour"


def test_logos_icons_and_banners_are_not_initials_on_a_gradient_alike() -> None:
    shop = _picture(Artwork("shop/1", Style.SHOP_EMBLEM, (), 0, "HG", 96, 96))
    brand = _picture(Artwork("brand/1", Style.BRAND_MARK, (), 0, "HG", 96, 96))
    icon = _picture(Artwork("category/1", Style.ICON, ("🎧",), 0, "", 96, 96))
    banner = _picture(Artwork("home-banner/1", Style.SCENE, ("💻", "📱"), 0, "", 300, 100))

    assert _difference(shop, brand) > 8 and _difference(shop, icon) > 8
    assert banner.size == (300, 100)
