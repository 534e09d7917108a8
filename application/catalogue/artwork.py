"""Generated catalogue pictures (Pillow, no network): the same inputs give the same JPEG.

A picture is a two-colour gradient from a palette picked by its seed, a large soft shape, a
scatter of dots and the subject's initials; product pictures also carry their category's glyph.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from functools import cache
from io import BytesIO
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

RENDER_VERSION = 1
"""Bumped whenever the drawing changes, so ETags and cached files change with it."""
JPEG_QUALITY = 85

_FONT_FILES = (
    Path("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    Path("/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf"),
)

# Pairs that read well with white text: (top colour, bottom colour, shape colour).
_PALETTES: tuple[tuple[tuple[int, int, int], ...], ...] = (
    ((255, 138, 101), (229, 57, 53), (255, 205, 178)),
    ((79, 172, 254), (0, 97, 205), (178, 225, 255)),
    ((67, 206, 162), (24, 90, 157), (176, 240, 214)),
    ((247, 151, 30), (255, 94, 98), (255, 220, 160)),
    ((142, 84, 233), (71, 118, 230), (214, 196, 255)),
    ((17, 153, 142), (56, 239, 125), (190, 250, 220)),
    ((252, 70, 107), (63, 94, 251), (255, 190, 210)),
    ((44, 62, 80), (76, 161, 175), (170, 210, 220)),
    ((238, 156, 167), (255, 221, 225), (255, 245, 247)),
    ((255, 175, 64), (172, 91, 16), (255, 225, 170)),
    ((96, 108, 136), (63, 76, 107), (190, 200, 220)),
    ((0, 180, 219), (0, 131, 176), (180, 235, 250)),
)


@dataclass(frozen=True)
class Artwork:
    """What to draw: `seed` fixes the palette and composition."""

    seed: str
    initials: str
    badge: str = ""
    width: int = 800
    height: int = 800


def initials_of(name: str, letters: int = 2) -> str:
    words = [word for word in name.replace("&", " ").split() if word[:1].isalnum()]
    return "".join(word[0] for word in words[:letters]).upper() or "?"


def etag_for(artwork: Artwork) -> str:
    key = f"{RENDER_VERSION}|{artwork}"
    return '"' + hashlib.sha256(key.encode()).hexdigest()[:32] + '"'


@cache
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for candidate in _FONT_FILES:
        if candidate.exists():
            return ImageFont.truetype(str(candidate), size)
    return ImageFont.load_default(size=size)


def _gradient(size: tuple[int, int], top: tuple[int, ...], bottom: tuple[int, ...]) -> Image.Image:
    mask = Image.linear_gradient("L").resize(size)
    return Image.composite(Image.new("RGB", size, bottom), Image.new("RGB", size, top), mask)


def render_jpeg(artwork: Artwork) -> bytes:
    """The picture as a baseline JPEG of artwork.width x artwork.height."""
    rng = random.Random(f"artwork/{artwork.seed}")  # noqa: S311  (drawing, not secrets)
    top, bottom, accent = _PALETTES[rng.randrange(len(_PALETTES))]
    canvas = _gradient((artwork.width, artwork.height), top, bottom)
    _draw_soft_shape(canvas, rng, accent)
    _draw_initials(canvas, artwork.initials)
    if artwork.badge:
        _draw_badge(canvas, artwork.badge, bottom)
    output = BytesIO()
    canvas.save(output, "JPEG", quality=JPEG_QUALITY, optimize=True)
    return output.getvalue()


def _draw_soft_shape(canvas: Image.Image, rng: random.Random, accent: tuple[int, ...]) -> None:
    """A large soft shape, off-centre, and a scatter of dots, on their own layer and blurred."""
    width, height = canvas.size
    layer = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    unit = min(width, height)
    cx = width * rng.uniform(0.3, 0.7)
    cy = height * rng.uniform(0.3, 0.7)
    radius = unit * rng.uniform(0.32, 0.46)
    box = (cx - radius, cy - radius, cx + radius, cy + radius)
    shape = rng.randrange(3)
    if shape == 0:
        draw.ellipse(box, fill=(*accent, 110))
    elif shape == 1:
        draw.rounded_rectangle(box, radius=int(radius * 0.35), fill=(*accent, 100))
    else:
        draw.regular_polygon(
            (cx, cy, radius), n_sides=6, rotation=rng.uniform(0, 60), fill=(*accent, 100)
        )
    for _ in range(rng.randint(6, 14)):
        dot = unit * rng.uniform(0.008, 0.03)
        x, y = rng.uniform(0, width), rng.uniform(0, height)
        draw.ellipse(
            (x - dot, y - dot, x + dot, y + dot), fill=(255, 255, 255, rng.randint(60, 150))
        )
    layer = layer.filter(ImageFilter.GaussianBlur(unit / 160))
    canvas.paste(layer, (0, 0), layer)


def _draw_initials(canvas: Image.Image, initials: str) -> None:
    """White initials with a drop shadow, centred, shrunk until they fit the width."""
    width, height = canvas.size
    unit = min(width, height)
    draw = ImageDraw.Draw(canvas)
    font_size = max(10, int(unit * (0.34 if len(initials) < 3 else 0.24)))
    font = _font(font_size)
    while font_size > 10 and draw.textlength(initials, font=font) > width * 0.86:
        font_size = int(font_size * 0.9)
        font = _font(font_size)
    centre = (width / 2, height / 2)
    shadow = max(1, unit // 160)
    draw.text((centre[0] + shadow, centre[1] + shadow), initials, font=font,
              fill=(0, 0, 0), anchor="mm")  # fmt: skip
    draw.text(centre, initials, font=font, fill=(255, 255, 255), anchor="mm")


def _draw_badge(canvas: Image.Image, badge: str, colour: tuple[int, ...]) -> None:
    """The category's glyph in a white disc, top right."""
    width, height = canvas.size
    badge_radius = min(width, height) * 0.075
    bx, by = width - badge_radius * 1.6, badge_radius * 1.6
    draw = ImageDraw.Draw(canvas)
    draw.ellipse(
        (bx - badge_radius, by - badge_radius, bx + badge_radius, by + badge_radius),
        fill=(255, 255, 255),
    )
    draw.text((bx, by), badge, font=_font(max(8, int(badge_radius))), fill=colour,
              anchor="mm")  # fmt: skip
