"""mall/goods/*: lists with filters, sorts and paging; the product page; related products."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from litestar.testing import TestClient
from sqlalchemy import update

from application.catalogue.cache import CatalogueCache
from application.catalogue.goods_queries import GoodsQueries
from application.catalogue.tables import goods
from application.catalogue.views import GoodsQuery
from application.catalogue.writes import bump_version
from infra.bootstrap import Container
from tests.integration.catalogue.fixture import GOODS, FixtureCatalogue
from tests.integration.catalogue.test_catalogue_taxonomy_api import call, data_of

ALL = len(GOODS)


def names(page: dict[str, Any]) -> list[str]:
    return [card["name"] for card in page["list"]]


def test_goods_list_pages_cards_with_the_total_and_the_paging_fields(
    shop_client: TestClient[Any],
) -> None:
    page = data_of(shop_client, "mall/goods/list", page=1, page_size=5)

    assert (page["total"], page["page"], page["page_size"], len(page["list"])) == (ALL, 1, 5, 5)
    card = page["list"][0]
    assert set(card) == {
        "shop_goods_id", "name", "cover_image", "price", "market_price", "sales", "stock",
        "is_favorite", "shop", "on_sale",
    }  # fmt: skip
    assert card["name"] == "Slim Clear Phone Case", "best seller first by default"
    assert card["shop"] == {"shop_id": 2, "name": "Northwind Outfitters"}
    assert card["cover_image"] == f"/media/goods/{card['shop_goods_id']}/0/400.jpg"
    assert card["is_favorite"] is False


def test_page_size_defaults_to_twenty(shop_client: TestClient[Any]) -> None:
    assert data_of(shop_client, "mall/goods/list")["page_size"] == 20


def test_a_category_filter_includes_every_descendant_category(
    shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    electronics = data_of(
        shop_client, "mall/goods/list", category_id=shelf.category_ids["electronics"]
    )
    audio = data_of(shop_client, "mall/goods/list", category_id=shelf.category_ids["audio"])
    leaf = data_of(shop_client, "mall/goods/list", category_id=shelf.category_ids["cookware"])

    assert electronics["total"] == 6
    assert set(names(audio)) == {
        "Aurora Wireless Earbuds Pro",
        "Aurora Wireless Earbuds Pro Charging Case",
        "Sonara Portable Speaker",
        "Kestrel Audio Studio Headphones",
    }
    assert names(leaf) == ["Cast Iron Dutch Oven", "Ceramic Frying Pan"]


def test_brand_and_shop_filters_narrow_the_list(
    shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    hearthstone = data_of(shop_client, "mall/goods/list", brand_id=shelf.brand_ids["Hearthstone"])
    quiet_corner = data_of(shop_client, "mall/goods/list", shop_id=3, sort="new")
    both = data_of(shop_client, "mall/goods/list", brand_id=shelf.brand_ids["Aurora"], shop_id=2)

    assert names(hearthstone) == ["Cast Iron Dutch Oven", "Ceramic Frying Pan"]
    assert names(quiet_corner) == [
        "Linen Midi Dress",
        "Kestrel Audio Studio Headphones",
        "Glass French Press",
    ]
    assert names(both) == ["Aurora Wireless Earbuds Pro Charging Case"]


@pytest.mark.parametrize(
    ("sort", "key", "descending"),
    [
        ("sales", "sales", True),
        ("price_asc", "price", False),
        ("price_desc", "price", True),
    ],
)
def test_each_sort_order_sorts_the_whole_list(
    shop_client: TestClient[Any], sort: str, key: str, descending: bool
) -> None:
    first = data_of(shop_client, "mall/goods/list", sort=sort, page_size=7)["list"]
    rest = data_of(shop_client, "mall/goods/list", sort=sort, page=2, page_size=7)["list"]
    values = [card[key] for card in first + rest]

    assert len(values) == ALL
    assert values == sorted(values, reverse=descending)


def test_sort_new_puts_the_newest_product_first_also_within_a_category(
    shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    everything = names(data_of(shop_client, "mall/goods/list", sort="new", page_size=3))
    electronics = names(
        data_of(
            shop_client,
            "mall/goods/list",
            sort="new",
            category_id=shelf.category_ids["electronics"],
            page_size=2,
        )
    )

    assert everything == [
        "Tidewave Fast Wall Charger",
        "Linen Midi Dress",
        "Kestrel Audio Studio Headphones",
    ]
    assert electronics == ["Tidewave Fast Wall Charger", "Kestrel Audio Studio Headphones"]


def test_a_category_page_in_price_order_continues_where_the_previous_stopped(
    shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    category = shelf.category_ids["electronics"]
    pages = [
        data_of(
            shop_client,
            "mall/goods/list",
            category_id=category,
            sort="price_asc",
            page=n,
            page_size=4,
        )
        for n in (1, 2)
    ]
    prices = [card["price"] for page in pages for card in page["list"]]

    assert prices == [999, 1999, 1999, 5999, 8999, 15999]
    assert pages[1]["total"] == 6


def test_a_page_past_the_end_is_empty_but_keeps_the_total(shop_client: TestClient[Any]) -> None:
    page = data_of(shop_client, "mall/goods/list", page=9, page_size=5)

    assert (page["list"], page["total"], page["page"]) == ([], ALL, 9)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"page": 0}, "page"),
        ({"page_size": 101}, "page_size"),
        ({"page_size": 0}, "page_size"),
        ({"sort": "cheapest"}, "sort"),
        ({"category_id": "phones"}, "category_id"),
        ({"brand_id": -1}, "brand_id"),
        ({"keywords": "x" * 101}, "keywords"),
    ],
)
def test_bad_list_input_is_a_parameter_error_naming_the_field(
    shop_client: TestClient[Any], body: dict[str, Any], field: str
) -> None:
    answer = call(shop_client, "mall/goods/list", **body)

    assert (answer["code"], answer["data"]) == (102, {"field": field})


@pytest.mark.parametrize("field", ["category_id", "brand_id", "shop_id"])
def test_an_unknown_category_brand_or_shop_is_103(shop_client: TestClient[Any], field: str) -> None:
    answer = call(shop_client, "mall/goods/list", **{field: 9999})

    assert (answer["code"], answer["data"]) == (103, {"field": field})


def test_goods_detail_answers_the_whole_product_page(
    shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    goods_id = shelf.goods_id("Slim Clear Phone Case")
    detail = data_of(shop_client, "mall/goods/detail", id=goods_id)

    assert detail["shop_goods_id"] == goods_id and detail["sku_no"] == f"FX-{goods_id:04d}"
    assert (detail["price"], detail["market_price"], detail["discount"]) == (999, 1499, 33)
    assert detail["stock"] == 70 and detail["sales"] == 900
    assert detail["images"] == [f"/media/goods/{goods_id}/{i}/800.jpg" for i in range(3)]
    assert detail["description_html"] == "<p>All about the Slim Clear Phone Case.</p>"
    assert detail["brand"] is None
    assert detail["category"]["names"]["en"] == "Phone Cases"
    assert detail["props"] == [
        {"label": "Color", "values": ["Clear", "Rose"], "names": {}},
        {"label": "Model", "values": ["iPhone 15", "Pixel 8"], "names": {}},
    ]
    assert [(s["props_desc"], s["price"], s["stock"]) for s in detail["skus"]] == [
        ("Color:Clear;Model:iPhone 15", 999, 50),
        ("Color:Clear;Model:Pixel 8", 999, 20),
        ("Color:Rose;Model:iPhone 15", 1099, 0),
    ]
    assert detail["shop"] == {
        "shop_id": 2,
        "name": "Northwind Outfitters",
        "logo": "/media/shops/2/logo.jpg",
        "credit_score": 90,
    }
    assert detail["rating"] == {"avg": 0.0, "count": 0}


def test_goods_detail_names_the_brand(
    shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    detail = data_of(shop_client, "mall/goods/detail", id=shelf.goods_id("Cast Iron Dutch Oven"))

    assert detail["brand"]["name"] == "Hearthstone"
    assert detail["brand"]["logo"] == f"/media/brands/{detail['brand']['id']}/logo.jpg"


def test_each_product_page_view_counts_one_visit_in_total_and_today(
    shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    goods_id = shelf.goods_id("Linen Midi Dress")
    views = [data_of(shop_client, "mall/goods/detail", id=goods_id) for _ in range(3)]

    assert [(v["visits_total"], v["visits_today"]) for v in views] == [(1, 1), (2, 2), (3, 3)]


def test_visits_today_start_again_on_a_new_day_while_the_total_keeps_counting(
    container: Container, shelf: FixtureCatalogue
) -> None:
    moments = [datetime(2025, 3, 1, 23, 59, tzinfo=UTC)]
    goods_queries = GoodsQueries(container.engine, container.catalogue.cache, lambda: moments[-1])
    goods_id = shelf.goods_id("Glass French Press")
    goods_queries.detail(goods_id)
    goods_queries.detail(goods_id)
    moments.append(moments[-1] + timedelta(minutes=2))
    next_day = goods_queries.detail(goods_id)

    assert (next_day.visits_total, next_day.visits_today) == (3, 1)


def test_detail_of_an_unknown_product_is_103_and_of_a_missing_id_102(
    shop_client: TestClient[Any],
) -> None:
    unknown = call(shop_client, "mall/goods/detail", id=424242)
    missing = call(shop_client, "mall/goods/detail")

    assert (unknown["code"], unknown["data"]) == (103, {"field": "id"})
    assert (missing["code"], missing["data"]) == (102, {"field": "id"})


def test_relate_hot_sale_lists_the_shops_best_sellers_without_the_product(
    shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    found = data_of(
        shop_client, "mall/goods/relate_hot_sale", id=shelf.goods_id("Ceramic Frying Pan")
    )

    assert names(found) == [
        "Tidewave Fast Wall Charger",
        "Cast Iron Dutch Oven",
        "Aurora Wireless Earbuds Pro",
    ]


def test_relate_hot_recommend_lists_recommended_products_of_the_parent_category(
    shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    found = data_of(
        shop_client, "mall/goods/relate_hot_recommend", id=shelf.goods_id("Ceramic Frying Pan")
    )

    assert names(found) == ["Cast Iron Dutch Oven", "Glass French Press"]


def test_related_calls_answer_103_for_an_unknown_product(shop_client: TestClient[Any]) -> None:
    for path in ("mall/goods/relate_hot_sale", "mall/goods/relate_hot_recommend"):
        assert call(shop_client, path, id=777)["code"] == 103


def test_recommend_for_list_picks_recommended_products_in_the_category_and_below(
    shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    home_kitchen = data_of(
        shop_client,
        "mall/goods/recommend_for_list",
        category_id=shelf.category_ids["home-kitchen"],
    )
    everywhere = data_of(shop_client, "mall/goods/recommend_for_list", page_size=2)

    assert names(home_kitchen) == [
        "Cast Iron Dutch Oven",
        "Glass French Press",
        "Ceramic Frying Pan",
    ]
    assert names(everywhere) == ["Sonara Portable Speaker", "Cast Iron Dutch Oven"]


def test_comment_list_is_an_empty_page_until_reviews_exist(
    shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    found = data_of(shop_client, "mall/goods/comment/list", id=shelf.goods_id("Linen Midi Dress"))
    unknown = call(shop_client, "mall/goods/comment/list", id=999)

    assert found == {"list": [], "total": 0, "page": 1, "page_size": 20}
    assert (unknown["code"], unknown["data"]) == (103, {"field": "id"})


def test_a_listing_page_is_reused_until_the_catalogue_version_changes(
    container: Container, shelf: FixtureCatalogue
) -> None:
    now = [100.0]
    cache = CatalogueCache(container.engine, check_interval=1.0, monotonic=lambda: now[0])
    queries = GoodsQueries(container.engine, cache, container.clock)
    query = GoodsQuery(keywords="Aurora Wireless Earbuds Pro")
    first = queries.search(query)
    assert first.list[0].name == "Aurora Wireless Earbuds Pro"

    with container.engine.begin() as connection:
        connection.execute(
            update(goods)
            .where(goods.c.goods_id == first.list[0].shop_goods_id)
            .values(price=goods.c.price + 100)
        )
    assert queries.search(query) is first, "the same page is served again"

    with container.engine.begin() as connection:
        bump_version(connection)
    now[0] += 1.1
    refreshed = queries.search(query)
    assert refreshed is not first
    assert refreshed.list[0].price == first.list[0].price + 100
