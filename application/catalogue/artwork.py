"""Generated catalogue pictures (Pillow, no network): the same inputs give the same JPEG.

A product picture is its kind's colour illustration (illustrations.py) on a light studio
backdrop with a soft shadow, in one of several views (front, turned, close-up, colour variant,
pair, on a stand), so a product's gallery reads like a shop's photo set. Category icons sit on a
pastel disc; shops get a round monogram emblem and brands a framed monogram; wide banners are a
scene of several illustrations, with no text baked in (captions are the page's HTML).
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from io import BytesIO
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

from application.catalogue.illustrations import glyph, recoloured

RENDER_VERSION = 2
"""Bumped whenever the drawing changes, so ETags and cached files change with it."""
JPEG_QUALITY = 85
PRODUCT_VIEWS = 6
"""Distinct views of a product: picture `index` shows view `index % PRODUCT_VIEWS`."""

_FONT_FILES = (
    Path("/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"),
    Path("/usr/share/fonts/dejavu/DejaVuSerif-Bold.ttf"),
    Path("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
)
Colour = tuple[int, int, int]
# Studio backdrops: (top, bottom) pairs, near white to a light tint, and a deep colour of the
# same family for emblems and monograms.
_PALETTES: tuple[tuple[Colour, Colour, Colour], ...] = (
    ((250, 250, 252), (226, 232, 242), (44, 62, 112)),
    ((252, 250, 247), (240, 228, 214), (140, 78, 40)),
    ((249, 252, 250), (219, 238, 228), (28, 102, 78)),
    ((252, 249, 250), (242, 224, 230), (150, 40, 80)),
    ((250, 250, 250), (228, 228, 232), (52, 52, 64)),
    ((248, 251, 253), (216, 234, 244), (18, 92, 138)),
    ((253, 251, 246), (244, 236, 208), (160, 110, 20)),
    ((251, 249, 253), (232, 224, 244), (88, 56, 150)),
)
_VARIANT_HUES = (36, 80, 120, 165, 205)


class Style(StrEnum):
    PRODUCT = "product"
    ICON = "icon"
    SHOP_EMBLEM = "shop-emblem"
    BRAND_MARK = "brand-mark"
    SCENE = "scene"


@dataclass(frozen=True)
class Artwork:
    """What to draw: `seed` fixes the palette and the small variations; `motifs` are the
    illustrations (emoji sequences) and `initials` the monogram's letters."""

    seed: str
    style: Style
    motifs: tuple[str, ...] = ()
    view: int = 0
    initials: str = ""
    width: int = 800
    height: int = 800


def initials_of(name: str, letters: int = 2) -> str:
    words = [word for word in name.replace("&", " ").split() if word[:1].isalnum()]
    return "".join(word[0] for word in words[:letters]).upper() or "?"


def etag_for(artwork: Artwork) -> str:
    key = f"{RENDER_VERSION}|{artwork}"
    return '"' + hashlib.sha256(key.encode()).hexdigest()[:32] + '"'


def render_jpeg(artwork: Artwork) -> bytes:
    """The picture as a JPEG of artwork.width x artwork.height."""
    rng = random.Random(f"artwork/{artwork.seed}")  # noqa: S311  (drawing, not secrets)
    palette = _PALETTES[rng.randrange(len(_PALETTES))]
    size = (artwork.width, artwork.height)
    if artwork.style is Style.SHOP_EMBLEM:
        canvas = _emblem(size, palette, artwork.initials, round_seal=True)
    elif artwork.style is Style.BRAND_MARK:
        canvas = _emblem(size, palette, artwork.initials, round_seal=False)
    elif artwork.style is Style.ICON:
        canvas = _icon(size, palette, _motif(artwork, 0))
    elif artwork.style is Style.SCENE:
        # A banner wants colour: the grey palette gives way to the next one.
        colourful = palette if max(palette[2]) - min(palette[2]) > 20 else _PALETTES[0]
        canvas = _scene(size, colourful, artwork.motifs, rng)
    else:
        canvas = _product(size, palette, _motif(artwork, 0), artwork.view, rng)
    output = BytesIO()
    canvas.convert("RGB").save(output, "JPEG", quality=JPEG_QUALITY, optimize=True)
    return output.getvalue()


def _motif(artwork: Artwork, index: int) -> str:
    return artwork.motifs[index % len(artwork.motifs)] if artwork.motifs else "🛍️"


def _studio(size: tuple[int, int], palette: tuple[Colour, Colour, Colour]) -> Image.Image:
    """A light backdrop: a vertical gradient with a soft glow where the subject stands."""
    top, bottom, _ = palette
    mask = Image.linear_gradient("L").resize(size)
    canvas = Image.composite(Image.new("RGB", size, bottom), Image.new("RGB", size, top), mask)
    width, height = size
    glow = Image.new("L", size, 0)
    ImageDraw.Draw(glow).ellipse((width * 0.15, height * 0.1, width * 0.85, height * 0.8), fill=150)
    glow = glow.filter(ImageFilter.GaussianBlur(min(size) / 6))
    canvas.paste(Image.new("RGB", size, (255, 255, 255)), (0, 0), glow)
    return canvas.convert("RGBA")


def _fitted(motif_image: Image.Image, box: float, angle: float = 0) -> Image.Image:
    """The illustration scaled so its longer side is `box` pixels, turned by `angle`."""
    scale = box / max(motif_image.size)
    size = (max(1, round(motif_image.width * scale)), max(1, round(motif_image.height * scale)))
    fitted = motif_image.resize(size, Image.Resampling.LANCZOS)
    if angle:
        fitted = fitted.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
    return fitted


def _place(
    canvas: Image.Image, item: Image.Image, centre: tuple[float, float], ground: bool = True
) -> None:
    """Pastes `item` centred at `centre` with a soft drop shadow and, when it stands on the
    ground, a contact shadow under it."""
    x = round(centre[0] - item.width / 2)
    y = round(centre[1] - item.height / 2)
    blur = max(2.0, max(item.size) / 28)
    pad = int(blur * 3)
    if ground:
        contact = Image.new("L", (item.width + 2 * pad, pad * 2 + item.height // 8), 0)
        ImageDraw.Draw(contact).ellipse(
            (pad + item.width * 0.12, pad, pad + item.width * 0.88, pad + item.height // 8),
            fill=90,
        )
        contact = contact.filter(ImageFilter.GaussianBlur(blur))
        shade = Image.new("RGBA", contact.size, (40, 40, 60, 255))
        canvas.paste(shade, (x - pad, y + item.height - item.height // 14 - pad), contact)
    drop = Image.new("L", (item.width + 2 * pad, item.height + 2 * pad), 0)
    drop.paste(item.getchannel("A").point(lambda a: a * 45 // 255), (pad, pad))
    drop = drop.filter(ImageFilter.GaussianBlur(blur))
    shade = Image.new("RGBA", drop.size, (30, 30, 50, 255))
    canvas.paste(shade, (x - pad + pad // 3, y - pad + pad // 2), drop)
    canvas.alpha_composite(item, (x, y))


def _product(
    size: tuple[int, int],
    palette: tuple[Colour, Colour, Colour],
    motif: str,
    view: int,
    rng: random.Random,
) -> Image.Image:
    """One view of a product: 0 front, 1 turned, 2 close-up, 3 colour variant, 4 a pair,
    5 on a stand."""
    canvas = _studio(size, palette)
    width, height = size
    unit = min(size)
    base = glyph(motif)
    kind = view % PRODUCT_VIEWS
    hue = _VARIANT_HUES[rng.randrange(len(_VARIANT_HUES))]
    if kind == 0:
        _place(canvas, _fitted(base, unit * 0.64), (width / 2, height * 0.48))
    elif kind == 1:
        angle = rng.choice((-14, -10, 10, 14))
        _place(canvas, _fitted(base, unit * 0.56, angle), (width * 0.52, height * 0.5))
    elif kind == 2:
        close = _fitted(base, unit * 1.55)
        _place(canvas, close, (width * rng.uniform(0.38, 0.62), height * 0.6), ground=False)
    elif kind == 3:
        _place(canvas, _fitted(recoloured(base, hue), unit * 0.64), (width / 2, height * 0.48))
    elif kind == 4:
        _place(canvas, _fitted(recoloured(base, hue), unit * 0.46), (width * 0.36, height * 0.42))
        _place(canvas, _fitted(base, unit * 0.52), (width * 0.62, height * 0.58))
    else:
        _stand(canvas, palette)
        item = _fitted(base, unit * 0.5)
        # Standing on the stand's top face, a little behind its front edge.
        _place(canvas, item, (width / 2, height * 0.71 - item.height / 2), ground=False)
    return canvas


def _stand(canvas: Image.Image, palette: tuple[Colour, Colour, Colour]) -> None:
    """A round display stand in the lower part of the picture."""
    width, height = canvas.size
    draw = ImageDraw.Draw(canvas)
    top, bottom, _ = palette
    side = tuple(max(0, c - 22) for c in bottom)
    draw.ellipse((width * 0.2, height * 0.7, width * 0.8, height * 0.86), fill=(*side, 255))
    draw.rectangle((width * 0.2, height * 0.7, width * 0.8, height * 0.78), fill=(*side, 255))
    draw.ellipse((width * 0.2, height * 0.62, width * 0.8, height * 0.78), fill=(*top, 255))


def _icon(size: tuple[int, int], palette: tuple[Colour, Colour, Colour], motif: str) -> Image.Image:
    """A category's illustration on a pastel disc, on white."""
    width, height = size
    canvas = Image.new("RGBA", size, (255, 255, 255, 255))
    _, bottom, _ = palette
    ImageDraw.Draw(canvas).ellipse(
        (width * 0.06, height * 0.06, width * 0.94, height * 0.94), fill=(*bottom, 255)
    )
    canvas.alpha_composite(
        item := _fitted(glyph(motif), min(size) * 0.6),
        (round((width - item.width) / 2), round((height - item.height) / 2)),
    )
    return canvas


@cache
def _letter_font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for candidate in _FONT_FILES:
        if candidate.exists():
            return ImageFont.truetype(str(candidate), size)
    return ImageFont.load_default(size=size)


def _emblem(
    size: tuple[int, int],
    palette: tuple[Colour, Colour, Colour],
    initials: str,
    *,
    round_seal: bool,
) -> Image.Image:
    """A monogram: a shop's is a deep-coloured seal with a fine inner ring and light letters;
    a brand's is a framed mark with deep-coloured letters on white."""
    width, height = size
    top, bottom, deep = palette
    canvas = Image.new("RGBA", size, (*top, 255))
    draw = ImageDraw.Draw(canvas)
    unit = min(size)
    inset, ring = unit * 0.06, unit * 0.12
    if round_seal:
        draw.ellipse((inset, inset, width - inset, height - inset), fill=(*deep, 255))
        draw.ellipse(
            (ring, ring, width - ring, height - ring),
            outline=(*bottom, 255),
            width=max(1, unit // 60),
        )
        ink: Colour = (255, 255, 255)
    else:
        canvas.paste((255, 255, 255, 255), (0, 0, width, height))
        draw.rounded_rectangle(
            (inset, inset, width - inset, height - inset),
            radius=unit * 0.16,
            outline=(*deep, 255),
            width=max(2, unit // 30),
        )
        draw.rectangle((ring, height * 0.74, width - ring, height * 0.76), fill=(*bottom, 255))
        ink = deep
    font_size = int(unit * (0.36 if len(initials) < 3 else 0.26))
    font = _letter_font(font_size)
    while font_size > 10 and draw.textlength(initials, font=font) > width * 0.62:
        font_size = int(font_size * 0.9)
        font = _letter_font(font_size)
    draw.text((width / 2, height / 2), initials, font=font, fill=(*ink, 255), anchor="mm")
    return canvas


def _scene(
    size: tuple[int, int],
    palette: tuple[Colour, Colour, Colour],
    motifs: tuple[str, ...],
    rng: random.Random,
) -> Image.Image:
    """A wide banner: the illustrations grouped towards the end side (the page writes its
    caption at the start side and mirrors the picture in right-to-left languages), on a
    backdrop that runs from white into the palette's colour."""
    width, height = size
    _, bottom, deep = palette
    vivid = tuple((b * 2 + d) // 3 for b, d in zip(bottom, deep, strict=True))
    mask = Image.linear_gradient("L").rotate(90).resize(size)
    canvas = Image.composite(
        Image.new("RGB", size, (252, 252, 252)), Image.new("RGB", size, vivid), mask
    ).convert("RGBA")
    chosen = list(motifs) or ["🛍️"]
    # (x, y, size) as shares of the width, the height and the height; back ones first, so the
    # nearer, larger one overlaps them. Every other companion comes in a colour variant.
    slots = ((0.58, 0.3, 0.34), (0.93, 0.28, 0.32), (0.57, 0.74, 0.32), (0.93, 0.76, 0.3))
    for index, (x, y, scale) in enumerate(slots):
        base = glyph(chosen[(index + 1) % len(chosen)])
        if index % 2:
            base = recoloured(base, _VARIANT_HUES[rng.randrange(len(_VARIANT_HUES))])
        _place(canvas, _fitted(base, height * scale, rng.uniform(-10, 10)), (width * x, height * y))
    hero = _fitted(glyph(chosen[0]), height * 0.7, rng.uniform(-5, 5))
    _place(canvas, hero, (width * 0.76, height * 0.5))
    return canvas
