"""The home banners' captions: a headline, a line and a call to action per level-one category,
in every storefront language (`data/banners.json`), written over the picture by the page."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

_DATA = Path(__file__).resolve().parent / "data" / "banners.json"


@dataclass(frozen=True)
class BannerCaption:
    headline: str
    subtitle: str
    cta: str


def _in(texts: Mapping[str, str], language: str) -> str:
    return str(texts.get(language) or texts.get("en") or "")


@cache
def _captions() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(_DATA.read_text(encoding="utf-8"))
    return loaded


def banner_caption(category_key: str, category_name: str, language: str) -> BannerCaption:
    """The caption of the category's banner in `language` (English when missing there); a
    category without one shows its name and the default call to action."""
    data = _captions()
    found = data["banners"].get(category_key)
    if found is None:
        return BannerCaption(category_name, "", _in(data["default_cta"], language))
    return BannerCaption(
        _in(found["headline"], language),
        _in(found["subtitle"], language),
        _in(found["cta"], language),
    )
