"""The catalogue's landing screens as a first visit sees them: the answers each one's first
call would get, written into the page with the picture it opens on (its largest paint).

Written for a guest in the site's default language; a logged-in shopper or another language
asks the server as usual (the client checks)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import msgspec

from application.services import Services
from domain.errors import BusinessRuleViolation
from interfaces.http.catalogue.answers import (
    goods_detail_answer,
    goods_list_answer,
    home_answer,
    recommend_for_list_answer,
    shop_detail_answer,
)
from interfaces.http.catalogue.list_first_view import goods_list_body, recommend_body
from interfaces.http.catalogue.schemas import (
    CategoryFamily,
    GoodsListRequest,
    RecommendRequest,
    converted,
)

# The cards a phone's first screen shows (two per row), whose pictures are fetched with the page.
LIST_FIRST_PICTURES = 2


@dataclass(frozen=True)
class WrittenAnswer:
    """One call's answer: the call, the body the screen sends (without sid and language), and
    the envelope's `data`."""

    path: str
    body: dict[str, Any]
    data: Any


@dataclass(frozen=True)
class ScreenStart:
    answers: list[WrittenAnswer] = field(default_factory=list)
    pictures: list[str] = field(default_factory=list)


def _positive_id(query: Mapping[str, str], name: str) -> int | None:
    raw = query.get(name, "")
    return int(raw) if raw.isascii() and raw.isdigit() and 0 < int(raw) < 2**53 else None


def catalogue_screen_start(
    screen: str, query: Mapping[str, str], services: Services, language: str
) -> ScreenStart:
    """What the home, list, product and shop screens open with; nothing for others, or when a
    call would answer an error (the screen then asks and shows it)."""
    catalogue, favorites = services.catalogue, services.favorites
    try:
        if screen == "list":
            return _list_start(query, services, language)
        if screen == "":
            home = home_answer(catalogue, favorites, None, language)
            banners = [banner.image for banner in home.banners[:1]]
            return ScreenStart([WrittenAnswer("mall/home", {}, home)], banners)
        # Both screens take the id of what they show as `id` (frontend/src/config/paths.ts).
        shown_id = _positive_id(query, "id")
        if screen == "product" and shown_id is not None:
            detail = goods_detail_answer(
                catalogue, services.reviews, favorites, None, language, shown_id
            )
            cover = (detail.images or [detail.cover_image])[:1]
            return ScreenStart(
                [WrittenAnswer("mall/goods/detail", {"id": shown_id}, detail)], cover
            )
        if screen == "shop-index" and shown_id is not None:
            shop = shop_detail_answer(catalogue, shown_id)
            # The banner, then the logo on the shop's card: both on the first screen.
            pictures = [picture for picture in (shop.banner, shop.logo) if picture]
            return ScreenStart(
                [WrittenAnswer("mall/shop/detail", {"shop_id": shown_id}, shop)], pictures
            )
    except (BusinessRuleViolation, msgspec.ValidationError):
        pass
    return ScreenStart()


def _list_start(query: Mapping[str, str], services: Services, language: str) -> ScreenStart:
    """The list's page of cards, its recommendations and, in a category, the category's family
    (the heading and the breadcrumb)."""
    catalogue, favorites = services.catalogue, services.favorites
    list_body, recommend = goods_list_body(query), recommend_body(query)
    cards = goods_list_answer(
        catalogue, favorites, None, language, msgspec.convert(list_body, GoodsListRequest)
    )
    recommended = recommend_for_list_answer(
        catalogue, favorites, None, language, msgspec.convert(recommend, RecommendRequest)
    )
    answers = [
        WrittenAnswer("mall/goods/list", list_body, cards),
        WrittenAnswer("mall/goods/recommend_for_list", recommend, recommended),
    ]
    category_id = list_body.get("category_id")
    if isinstance(category_id, int):
        family = converted(catalogue.taxonomy.relative(category_id), CategoryFamily)
        answers.append(
            WrittenAnswer("mall/category/relative", {"category_id": category_id}, family)
        )
    pictures = [card.cover_image for card in cards.list[:LIST_FIRST_PICTURES] if card.cover_image]
    return ScreenStart(answers, pictures)
