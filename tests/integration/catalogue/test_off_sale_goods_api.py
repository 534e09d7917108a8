"""Off-sale products on the storefront: gone from every list, search, recommendation, home
section and shop count, and back once on sale again; the product page still answers. Also
the product names sellers give in other languages, and the shop's description."""

from __future__ import annotations

from typing import Any

from litestar.testing import TestClient
from sqlalchemy import update

from application.catalogue.tables import goods, shops
from application.catalogue.writes import bump_version
from infra.bootstrap import Container
from tests.integration.catalogue.fixture import GOODS, FixtureCatalogue, set_on_sale
from tests.integration.catalogue.test_catalogue_taxonomy_api import data_of

SORTS = ("default", "sales", "price_asc", "price_desc", "new")
OVEN = "Cast Iron Dutch Oven"  # shop 1, Hearthstone, cookware (Home & Kitchen), recommended
PAN = "Ceramic Frying Pan"  # the oven's neighbour: same shop, brand, category, recommended


def goods_lists(client: TestClient[Any], shelf: FixtureCatalogue) -> dict[str, dict[str, Any]]:
    """Every paged `mall/goods/list` the oven is on while on sale, by a readable name."""
    filters: dict[str, dict[str, Any]] = {
        "everything": {},
        "leaf category": {"category_id": shelf.category_ids["cookware"]},
        "top category": {"category_id": shelf.category_ids["home-kitchen"]},
        "brand": {"brand_id": shelf.brand_ids["Hearthstone"]},
        "shop": {"shop_id": 1},
        "title": {"title": "dutch"},
        "keywords in the name": {"keywords": "dutch oven"},
        "keywords naming the brand": {"keywords": "hearthstone"},
        "keywords naming the category": {"keywords": "cookware"},
        "keywords naming the shop": {"keywords": "harbor trading"},
    }
    return {
        f"{name}, {sort}": data_of(client, "mall/goods/list", sort=sort, page_size=100, **body)
        for name, body in filters.items()
        for sort in SORTS
    }


def short_lists(client: TestClient[Any], shelf: FixtureCatalogue) -> dict[str, list[int]]:
    """Every unpaged list the oven is on while on sale: its product ids."""
    pan = shelf.goods_id(PAN)
    lists = {
        "recommended": data_of(client, "mall/goods/recommend_for_list", page_size=100)["list"],
        "recommended in the category": data_of(
            client,
            "mall/goods/recommend_for_list",
            category_id=shelf.category_ids["home-kitchen"],
            page_size=100,
        )["list"],
        "the shop's hot sales": data_of(client, "mall/goods/relate_hot_sale", id=pan)["list"],
        "recommended alike": data_of(client, "mall/goods/relate_hot_recommend", id=pan)["list"],
    }
    for section in data_of(client, "mall/home")["sections"]:
        lists[f"home: {section['title']}"] = section["goods"]
    return {name: [card["shop_goods_id"] for card in cards] for name, cards in lists.items()}


def shop_counts(client: TestClient[Any]) -> tuple[int, int]:
    """Shop 1's goods_count on the shop list and on its page."""
    listed = data_of(client, "mall/shop/list", page_size=100)["list"]
    on_list = next(item["goods_count"] for item in listed if item["shop_id"] == 1)
    return on_list, data_of(client, "mall/shop/detail", shop_id=1)["goods_count"]


def test_an_off_sale_product_leaves_every_list_and_returns_when_back_on_sale(
    shop_client: TestClient[Any], container: Container, shelf: FixtureCatalogue
) -> None:
    oven = shelf.goods_id(OVEN)
    pages, shelves = goods_lists(shop_client, shelf), short_lists(shop_client, shelf)
    missing = [name for name, page in pages.items() if oven not in ids(page)]
    assert missing == [], "the fixture puts the oven on every list"
    assert {name for name, found in shelves.items() if oven in found} >= {
        "recommended",
        "recommended in the category",
        "the shop's hot sales",
        "recommended alike",
        "home: Best sellers",
        "home: New arrivals",
        "home: Home & Kitchen",
    }
    assert shop_counts(shop_client) == (4, 4)

    set_on_sale(container, oven, False)

    hidden = goods_lists(shop_client, shelf)
    assert [name for name, page in hidden.items() if oven in ids(page)] == []
    assert {name: page["total"] for name, page in hidden.items()} == {
        name: page["total"] - 1 for name, page in pages.items()
    }
    assert [name for name, found in short_lists(shop_client, shelf).items() if oven in found] == []
    assert shop_counts(shop_client) == (3, 3)

    set_on_sale(container, oven, True)

    assert goods_lists(shop_client, shelf) == pages
    assert short_lists(shop_client, shelf) == shelves
    assert shop_counts(shop_client) == (4, 4)


def ids(page: dict[str, Any]) -> list[int]:
    return [card["shop_goods_id"] for card in page["list"]]


def test_a_shop_with_every_product_off_sale_lists_none(
    shop_client: TestClient[Any], container: Container, shelf: FixtureCatalogue
) -> None:
    for name, _slug, _brand, shop_id, *_ in GOODS:
        if shop_id == 3:
            set_on_sale(container, shelf.goods_id(name), False)

    found = data_of(shop_client, "mall/goods/list", shop_id=3)

    assert (found["list"], found["total"]) == ([], 0)
    assert data_of(shop_client, "mall/shop/detail", shop_id=3)["goods_count"] == 0


def test_the_page_of_an_off_sale_product_still_answers_saying_so(
    shop_client: TestClient[Any], container: Container, shelf: FixtureCatalogue
) -> None:
    oven = shelf.goods_id(OVEN)
    assert data_of(shop_client, "mall/goods/detail", id=oven)["on_sale"] is True

    set_on_sale(container, oven, False)
    page = data_of(shop_client, "mall/goods/detail", id=oven)

    assert (page["on_sale"], page["name"], page["shop_goods_id"]) == (False, OVEN, oven)
    assert page["skus"], "its SKUs are still shown"
    assert data_of(shop_client, "mall/goods/relate_hot_sale", id=oven)["list"], "and its shop's"


def test_cards_and_the_product_page_use_the_name_given_in_the_readers_language(
    shop_client: TestClient[Any], container: Container, shelf: FixtureCatalogue
) -> None:
    oven = shelf.goods_id(OVEN)
    with container.engine.begin() as connection:
        connection.execute(
            update(goods).where(goods.c.goods_id == oven).values(names={"zh-CN": "铸铁珐琅锅"})
        )
        bump_version(connection)
    container.catalogue.cache.forget()

    def names_seen(language: str) -> set[str]:
        listed = data_of(shop_client, "mall/goods/list", brand_id=shelf.brand_ids["Hearthstone"],
                         language=language)["list"]  # fmt: skip
        home = data_of(shop_client, "mall/home", language=language)["sections"]
        page = data_of(shop_client, "mall/goods/detail", id=oven, language=language)
        related = data_of(
            shop_client, "mall/goods/relate_hot_sale", id=shelf.goods_id(PAN), language=language
        )["list"]
        return {
            *[card["name"] for card in listed if card["shop_goods_id"] == oven],
            *[c["name"] for s in home for c in s["goods"] if c["shop_goods_id"] == oven],
            *[card["name"] for card in related if card["shop_goods_id"] == oven],
            page["name"],
        }

    assert names_seen("zh-CN") == {"铸铁珐琅锅"}
    assert names_seen("en") == {OVEN}
    assert names_seen("ru") == {OVEN}, "a language without a name of its own shows the default"


def test_the_shop_page_answers_the_shops_description(
    shop_client: TestClient[Any], container: Container
) -> None:
    assert data_of(shop_client, "mall/shop/detail", shop_id=2)["description"] == ""
    with container.engine.begin() as connection:
        connection.execute(
            update(shops).where(shops.c.shop_id == 2).values(description="Gear for <wild> trips")
        )

    page = data_of(shop_client, "mall/shop/detail", shop_id=2)

    assert page["description"] == "Gear for <wild> trips"
