"""List filters on both stores: price range, in stock and minimum rating, alone and with
keywords, categories, brands, shops and every sort; bad values are 102 naming the field; a
misspelt search is corrected on SQLite too."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient
from sqlalchemy import insert, update

from application.catalogue.ratings import count_review
from application.catalogue.tables import goods
from application.catalogue.writes import bump_version
from infra.bootstrap import Container
from tests.integration.catalogue.fixture import GOODS, START, FixtureCatalogue
from tests.integration.catalogue.test_catalogue_taxonomy_api import call, data_of
from tests.integration.catalogue.test_goods_api import names

SORTS = ["default", "sales", "price_asc", "price_desc", "new"]
PRICES = {spec[0]: spec[4] for spec in GOODS}


def listed(client: TestClient[Any], **body: Any) -> set[str]:
    found = data_of(client, "mall/goods/list", page_size=100, **body)
    assert found["total"] == len(found["list"])
    return set(names(found))


def change(container: Container, name_to_values: dict[int, dict[str, Any]]) -> None:
    """Writes rows as a catalogue write would: the rows, then the catalogue version."""
    with container.engine.begin() as connection:
        for goods_id, values in name_to_values.items():
            connection.execute(update(goods).where(goods.c.goods_id == goods_id).values(**values))
        bump_version(connection)
    container.catalogue.cache.forget()


def rate(container: Container, shelf: FixtureCatalogue, stars: dict[str, list[int]]) -> None:
    with container.engine.begin() as connection:
        for name, given in stars.items():
            for star in given:
                count_review(connection, shelf.goods_id(name), star)
        bump_version(connection)
    container.catalogue.cache.forget()


@pytest.mark.parametrize("sort", SORTS)
def test_a_price_range_keeps_prices_within_it_inclusive_in_every_sort(
    shop_client: TestClient[Any], sort: str
) -> None:
    found = listed(shop_client, price_min=2999, price_max=7999, sort=sort)

    assert found == {name for name, price in PRICES.items() if 2999 <= price <= 7999}
    assert "Glass French Press" in found and "Cast Iron Dutch Oven" in found


def test_one_end_of_the_price_range_is_enough(shop_client: TestClient[Any]) -> None:
    assert listed(shop_client, price_min=15000) == {
        "Kestrel Audio Studio Headphones",
        "Summit Peak Dome Tent",
    }
    assert listed(shop_client, price_max=999) == {"Slim Clear Phone Case"}
    assert listed(shop_client, price_min=0, price_max=0) == set()


def test_in_stock_leaves_out_sold_out_products(
    shop_client: TestClient[Any], container: Container, shelf: FixtureCatalogue
) -> None:
    change(container, {shelf.goods_id("Linen Midi Dress"): {"stock": 0}})

    found = listed(shop_client, in_stock=True)

    assert found == set(PRICES) - {"Linen Midi Dress"}
    assert "Linen Midi Dress" in listed(shop_client, in_stock=False)


def test_min_rating_keeps_products_whose_shown_average_reaches_it(
    shop_client: TestClient[Any], container: Container, shelf: FixtureCatalogue
) -> None:
    # Averages 5.0, 4.3, 3.95 (shown as 4.0), 3.9 and 1.0; the rest have no review.
    rate(
        container,
        shelf,
        {
            "Cast Iron Dutch Oven": [5, 5],
            "Ceramic Frying Pan": [5, 4, 4],
            "Glass French Press": [4] * 19 + [3],
            "Sonara Portable Speaker": [4] * 9 + [3],
            "Slim Clear Phone Case": [1],
        },
    )

    assert listed(shop_client, min_rating=5) == {"Cast Iron Dutch Oven"}
    assert listed(shop_client, min_rating=4) == {
        "Cast Iron Dutch Oven",
        "Ceramic Frying Pan",
        "Glass French Press",
    }
    assert len(listed(shop_client, min_rating=3)) == 4
    assert len(listed(shop_client, min_rating=1)) == 5


@pytest.mark.parametrize("sort", SORTS)
def test_every_filter_combines_with_keywords_and_a_category(
    shop_client: TestClient[Any], container: Container, shelf: FixtureCatalogue, sort: str
) -> None:
    rate(container, shelf, {"Cast Iron Dutch Oven": [5], "Ceramic Frying Pan": [4]})
    kitchen = shelf.category_ids["cookware"]
    body = {"keywords": "hearthstone", "category_id": kitchen, "sort": sort}

    assert listed(shop_client, **body) == {"Cast Iron Dutch Oven", "Ceramic Frying Pan"}
    assert listed(shop_client, **body, min_rating=5) == {"Cast Iron Dutch Oven"}
    assert listed(shop_client, **body, price_max=5000, in_stock=True) == {"Ceramic Frying Pan"}
    assert listed(shop_client, **body, price_max=5000, min_rating=5) == set()
    change(container, {shelf.goods_id("Ceramic Frying Pan"): {"stock": 0}})
    assert listed(shop_client, **body, price_min=1, in_stock=True, min_rating=4) == {
        "Cast Iron Dutch Oven"
    }


def test_filters_combine_with_brand_shop_and_paging(
    shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    aurora = shelf.brand_ids["Aurora"]

    assert listed(shop_client, brand_id=aurora, price_max=2000) == {
        "Aurora Wireless Earbuds Pro Charging Case"
    }
    assert listed(shop_client, shop_id=1, price_min=4000, in_stock=True) == {
        "Aurora Wireless Earbuds Pro",
        "Cast Iron Dutch Oven",
    }
    first = data_of(shop_client, "mall/goods/list", price_min=2000, sort="price_asc", page_size=2)
    second = data_of(
        shop_client, "mall/goods/list", price_min=2000, sort="price_asc", page=2, page_size=2
    )
    assert names(first) + names(second) == [
        "Glass French Press",
        "Ceramic Frying Pan",
        "Aurora Wireless Earbuds Pro",
        "Linen Midi Dress",
    ]
    assert first["total"] == second["total"] == 9


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"price_min": -1}, "price_min"),
        ({"price_max": "ten"}, "price_max"),
        ({"price_min": 2.5}, "price_min"),
        ({"price_min": 5000, "price_max": 4999}, "price_max"),
        ({"in_stock": "yes"}, "in_stock"),
        ({"min_rating": 0}, "min_rating"),
        ({"min_rating": 6}, "min_rating"),
        ({"min_rating": "4"}, "min_rating"),
    ],
)
def test_bad_filter_values_are_102_naming_the_field(
    shop_client: TestClient[Any], body: dict[str, Any], field: str
) -> None:
    answer = call(shop_client, "mall/goods/list", **body)

    assert (answer["code"], answer["data"]) == (102, {"field": field})


def test_a_misspelt_word_is_corrected_on_both_stores(
    shop_client: TestClient[Any], container: Container, shelf: FixtureCatalogue
) -> None:
    with container.engine.begin() as connection:
        connection.execute(
            insert(goods).values(
                shop_id=1,
                category_id=shelf.category_ids["laptops"],
                name="Stratus 14-inch Laptop",
                sku_no="FX-LAPTOP",
                price=89900,
                market_price=99900,
                stock=3,
                created_at=START,
            )
        )
        bump_version(connection)
    container.catalogue.cache.forget()

    assert names(data_of(shop_client, "mall/goods/list", keywords="lapotp")) == [
        "Stratus 14-inch Laptop"
    ]
    assert names(data_of(shop_client, "mall/goods/list", keywords="chelsae boots")) == [
        "Oakhurst Suede Chelsea Boots"
    ]
    assert listed(shop_client, keywords="hearthstome", price_max=5000) == {"Ceramic Frying Pan"}
    assert listed(shop_client, keywords="qwxzv") == set()
