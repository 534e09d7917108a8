"""The list's first calls read from its query string as the screen reads it (query-params.ts):
a body that differs by a field is not used by the page."""

from __future__ import annotations

import pytest

from interfaces.http.catalogue.list_first_view import goods_list_body, recommend_body


@pytest.mark.parametrize(
    ("query", "body"),
    [
        ({}, {"page_size": 20, "sort": "default", "page": 1}),
        (
            {"keywords": "  red shoe  ", "sort": "new", "page": "3"},
            {"page_size": 20, "keywords": "red shoe", "sort": "new", "page": 3},
        ),
        # Unknown sorts, bad pages and blank texts fall back as the screen's do.
        (
            {"sort": "cheapest", "page": "0", "title": "   ", "categoryId": "-4"},
            {"page_size": 20, "sort": "default", "page": 1},
        ),
        # A reversed price range is swapped and sent in cents; a rating past 5 is dropped.
        (
            {"priceMin": "50", "priceMax": "10", "inStock": "1", "rating": "6", "brandId": "7"},
            {
                "page_size": 20,
                "brand_id": 7,
                "price_min": 1_000,
                "price_max": 5_000,
                "in_stock": True,
                "sort": "default",
                "page": 1,
            },
        ),
        (
            {"inStock": "true", "rating": "4"},
            {"page_size": 20, "min_rating": 4, "sort": "default", "page": 1},
        ),
        (
            {"keywords": "x" * 150},
            {"page_size": 20, "keywords": "x" * 100, "sort": "default", "page": 1},
        ),
        (
            {"priceMin": "10000001", "categoryId": "١٢"},
            {"page_size": 20, "sort": "default", "page": 1},
        ),
    ],
)
def test_the_list_body_follows_the_screens_reading_of_the_query(
    query: dict[str, str], body: dict[str, object]
) -> None:
    assert goods_list_body(query) == body


def test_recommendations_follow_the_lists_category() -> None:
    assert recommend_body({}) == {"page_size": 6}
    assert recommend_body({"categoryId": "12"}) == {"page_size": 6, "category_id": 12}
