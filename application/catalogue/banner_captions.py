"""The home banners' captions: a headline, a line and a call to action per level-one category,
in every storefront language (`data/banners.json`), written over the picture by the page."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

_DATA = Path(__file__).resolve().parent / "data" / "banners.json"


@dataclass(frozen=True)
class BannerCaption:
    headline: str
    subtitle: str
    cta: str


def _in(texts: Mapping[str, str], language: str) -> str:
    return str(texts.get(language) or texts.get("en") or "")


@cache
def _captions() -> dict[str, object]:
    loaded: dict[str, object] = json.loads(_DATA.read_text(encoding="utf-8"))
    return loaded


def banner_caption(category_key: str, category_name: str, language: str) -> BannerCaption:
    """The caption of the category's banner in `language` (English when missing there); a
    category without one shows its name and the default call to action."""
    data = _captions()
    default_cta = data["default_cta"]
    banners = data["banners"]
    assert isinstance(default_cta, dict) and isinstance(banners, dict)
    found = banners.get(category_key)
    if not isinstance(found, dict):
        return BannerCaption(category_name, "", _in(default_cta, language))
    return BannerCaption(
        _in(found["headline"], language),
        _in(found["subtitle"], language),
        _in(found["cta"], language),
    )
