"""The fonts a statement is drawn in: Debian's Noto fonts (packages fonts-noto-core and
fonts-noto-cjk, which infra/scripts/install-fonts.sh installs for `make run`, `make test` and
CI). Noto Sans draws Latin, Greek and Cyrillic; one fallback per other script Bazaar's languages
or its shops' names are written in, which fpdf2 switches to within a line for the characters
Noto Sans lacks.

A fallback is registered only when the document's known text (its labels in its language and
the shop's name) needs it: parsing the CJK collection takes a second, which a Spanish statement
should not pay. References (order numbers, ids) are the system's own, in ASCII."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from fontTools.ttLib import TTFont
from fpdf import FPDF

FONT_DIRECTORY = Path("/usr/share/fonts")
INSTALL_HINT = (
    "install Debian's fonts-noto-core and fonts-noto-cjk (infra/scripts/install-fonts.sh)"
)


@dataclass(frozen=True)
class Face:
    family: str
    regular: str
    bold: str
    collection_number: int = 0
    """The face within a collection: 2 is Noto Sans CJK SC (Simplified Chinese)."""


BASE = Face("noto-sans", "truetype/noto/NotoSans-Regular.ttf", "truetype/noto/NotoSans-Bold.ttf")
FALLBACKS: tuple[Face, ...] = (
    Face(
        "noto-arabic",
        "truetype/noto/NotoSansArabic-Regular.ttf",
        "truetype/noto/NotoSansArabic-Bold.ttf",
    ),
    Face(
        "noto-thai", "truetype/noto/NotoSansThai-Regular.ttf", "truetype/noto/NotoSansThai-Bold.ttf"
    ),
    Face(
        "noto-devanagari",
        "truetype/noto/NotoSansDevanagari-Regular.ttf",
        "truetype/noto/NotoSansDevanagari-Bold.ttf",
    ),
    Face(
        "noto-cjk",
        "opentype/noto/NotoSansCJK-Regular.ttc",
        "opentype/noto/NotoSansCJK-Bold.ttc",
        collection_number=2,
    ),
)


class FontMissing(RuntimeError):
    """A font file the statement needs is not installed: says which and how to install it."""


def font_path(relative: str) -> Path:
    path = FONT_DIRECTORY / relative
    if not path.is_file():
        raise FontMissing(f"{path} is missing: {INSTALL_HINT}")
    return path


@cache
def covered(face: Face) -> frozenset[int]:
    """The code points the face's regular style has a glyph for (its cmap; read once)."""
    with TTFont(font_path(face.regular), fontNumber=face.collection_number, lazy=True) as font:
        return frozenset(font.getBestCmap())


def faces_for(text: str) -> list[Face]:
    """The fallbacks `text` needs, in order: each for the characters no earlier face draws."""
    needed: list[Face] = []
    left = {ord(char) for char in text if not char.isspace()} - covered(BASE)
    for face in FALLBACKS:
        drawn = left & covered(face)
        if drawn:
            needed.append(face)
            left -= drawn
    return needed


def uncovered(text: str) -> set[str]:
    """The characters of `text` no face draws (none, for every language's labels)."""
    chars = {ord(char) for char in text if not char.isspace()} - covered(BASE)
    for face in FALLBACKS:
        chars -= covered(face)
    return {chr(code) for code in chars}


def register(document: FPDF, text: str) -> None:
    """Adds Noto Sans (regular and bold) and the fallbacks `text` needs, and turns shaping on."""
    fallbacks = faces_for(text)
    for face in (BASE, *fallbacks):
        for style, relative in (("", face.regular), ("B", face.bold)):
            document.add_font(
                face.family,
                style,
                str(font_path(relative)),
                collection_font_number=face.collection_number,
            )
    document.set_fallback_fonts([face.family for face in fallbacks])
    document.set_text_shaping(True)
