"""The product list's first calls for a visit to `/list?…`, read from its query string exactly as
the screen reads it (frontend/src/features/catalogue/query-params.ts and list-page.tsx's
`listRequest`): a body that differs by one field would not be used, and the screen would ask.
A browser test (tests/e2e/test_catalogue_journeys.py) proves the two agree."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

# list-page.tsx: the cards per page (shared/components/pagination.tsx) and the recommended rows.
PAGE_SIZE = 20
RECOMMENDED_COUNT = 6
MAX_SEARCH_LENGTH = 100
MAX_PRICE_UNITS = 10_000_000
CENTS_PER_UNIT = 100
SORTS = ("default", "sales", "price_asc", "price_desc", "new")
MAX_SAFE_INTEGER = 2**53 - 1
DIGITS = re.compile(r"\d+")


def _digits(value: str | None) -> int | None:
    if value is None:
        return None
    trimmed = value.strip()
    return int(trimmed) if trimmed.isascii() and DIGITS.fullmatch(trimmed) else None


def positive_int(value: str | None) -> int | None:
    number = _digits(value)
    return number if number is not None and 0 < number <= MAX_SAFE_INTEGER else None


def search_text(value: str | None) -> str | None:
    trimmed = (value or "").strip()[:MAX_SEARCH_LENGTH].strip()
    return trimmed or None


def price_units(value: str | None) -> int | None:
    number = _digits(value)
    return number if number is not None and number <= MAX_PRICE_UNITS else None


def rating(value: str | None) -> int | None:
    stars = positive_int(value)
    return stars if stars is not None and stars <= 5 else None


def goods_list_body(query: Mapping[str, str]) -> dict[str, Any]:
    """`mall/goods/list`'s body for the list's query string, without the fields it leaves out."""
    low, high = price_units(query.get("priceMin")), price_units(query.get("priceMax"))
    if low is not None and high is not None and low > high:
        low, high = high, low  # a hand-edited reversed range still lists something
    sort = query.get("sort")
    body: dict[str, Any] = {
        "page_size": PAGE_SIZE,
        "category_id": positive_int(query.get("categoryId")),
        "brand_id": positive_int(query.get("brandId")),
        "price_min": None if low is None else low * CENTS_PER_UNIT,
        "price_max": None if high is None else high * CENTS_PER_UNIT,
        "in_stock": True if query.get("inStock") == "1" else None,
        "min_rating": rating(query.get("rating")),
        "title": search_text(query.get("title")),
        "keywords": search_text(query.get("keywords")),
        "sort": sort if sort in SORTS else "default",
        "page": positive_int(query.get("page")) or 1,
    }
    return {name: value for name, value in body.items() if value is not None}


def recommend_body(query: Mapping[str, str]) -> dict[str, Any]:
    """`mall/goods/recommend_for_list`'s body: the list's category, if any."""
    category_id = positive_int(query.get("categoryId"))
    body: dict[str, Any] = {"page_size": RECOMMENDED_COUNT}
    if category_id is not None:
        body["category_id"] = category_id
    return body
