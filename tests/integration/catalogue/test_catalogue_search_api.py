"""Full-text search: ranked product search over name, brand, category and shop; shop search."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient
from sqlalchemy import Table, update

from application.catalogue import goods_queries
from application.catalogue.tables import brands, categories, shops
from application.catalogue.writes import bump_version
from infra.bootstrap import Container
from tests.integration.catalogue.fixture import FixtureCatalogue
from tests.integration.catalogue.test_catalogue_taxonomy_api import call, data_of
from tests.integration.catalogue.test_goods_api import names


def search(client: TestClient[Any], keywords: str, **body: Any) -> dict[str, Any]:
    found: dict[str, Any] = data_of(client, "mall/goods/list", keywords=keywords, **body)
    return found


def test_an_exact_name_match_ranks_first(shop_client: TestClient[Any]) -> None:
    found = search(shop_client, "Aurora Wireless Earbuds Pro")

    assert names(found) == [
        "Aurora Wireless Earbuds Pro",
        "Aurora Wireless Earbuds Pro Charging Case",
    ]


def test_a_word_prefix_finds_names_before_category_matches(shop_client: TestClient[Any]) -> None:
    found = names(search(shop_client, "earb"))

    # Two names start with "Earb"; the third is in the category "Headphones & Earbuds".
    assert set(found[:2]) == {
        "Aurora Wireless Earbuds Pro",
        "Aurora Wireless Earbuds Pro Charging Case",
    }
    assert found[2:] == ["Kestrel Audio Studio Headphones"]


def test_a_name_match_ranks_above_a_brand_or_category_match(shop_client: TestClient[Any]) -> None:
    # "Headphones" is in one name and in the category of three more products.
    found = names(search(shop_client, "headphones"))

    assert found[0] == "Kestrel Audio Studio Headphones"
    assert set(found) == {
        "Kestrel Audio Studio Headphones",
        "Aurora Wireless Earbuds Pro",
        "Aurora Wireless Earbuds Pro Charging Case",
    }


def test_keywords_find_products_by_brand(shop_client: TestClient[Any]) -> None:
    assert set(names(search(shop_client, "hearthstone"))) == {
        "Cast Iron Dutch Oven",
        "Ceramic Frying Pan",
    }


def test_keywords_find_products_by_category_name_in_any_language(
    shop_client: TestClient[Any],
) -> None:
    english = set(names(search(shop_client, "cookware")))
    russian = set(names(search(shop_client, "Посуда")))
    turkish = set(names(search(shop_client, "Tencere")))

    assert english == russian == turkish == {"Cast Iron Dutch Oven", "Ceramic Frying Pan"}


def test_keywords_find_products_by_shop_name(shop_client: TestClient[Any]) -> None:
    found = search(shop_client, "quiet corner")

    assert set(names(found)) == {
        "Kestrel Audio Studio Headphones",
        "Linen Midi Dress",
        "Glass French Press",
    }


def test_every_keyword_must_match_somewhere(shop_client: TestClient[Any]) -> None:
    assert names(search(shop_client, "aurora case")) == [
        "Aurora Wireless Earbuds Pro Charging Case"
    ]
    assert search(shop_client, "aurora oven")["total"] == 0


def test_keywords_combine_with_filters_and_sorts(
    shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    found = search(
        shop_client,
        "electronics",
        category_id=shelf.category_ids["audio"],
        sort="price_asc",
    )

    assert [card["price"] for card in found["list"]] == [1999, 5999, 8999, 15999]


PUNCTUATION_ONLY = ["%", "*", "!!!", "'", " ,.! ", '"', "%_%", "&|!"]


@pytest.mark.parametrize("keywords", PUNCTUATION_ONLY)
def test_keywords_without_any_word_match_no_product(
    shop_client: TestClient[Any], keywords: str
) -> None:
    found = search(shop_client, keywords)

    assert (found["total"], found["list"]) == (0, [])


@pytest.mark.parametrize("keywords", PUNCTUATION_ONLY)
def test_keywords_without_any_word_match_no_shop(
    shop_client: TestClient[Any], keywords: str
) -> None:
    found = data_of(shop_client, "mall/shop/list", keywords=keywords)

    assert (found["total"], found["list"]) == (0, [])


def test_a_title_without_any_word_matches_no_product(shop_client: TestClient[Any]) -> None:
    assert data_of(shop_client, "mall/goods/list", title="%")["total"] == 0


def test_empty_or_absent_keywords_do_not_filter(shop_client: TestClient[Any]) -> None:
    assert search(shop_client, "")["total"] == 12
    assert data_of(shop_client, "mall/goods/list")["total"] == 12
    assert data_of(shop_client, "mall/shop/list", keywords="")["total"] == 3


def test_title_matches_product_names_only(shop_client: TestClient[Any]) -> None:
    by_name = data_of(shop_client, "mall/goods/list", title="chelsea")
    by_shop_name = data_of(shop_client, "mall/goods/list", title="northwind")

    assert names(by_name) == ["Oakhurst Suede Chelsea Boots"]
    assert by_shop_name["total"] == 0


def test_a_one_letter_typo_is_still_found(shop_client: TestClient[Any]) -> None:
    # PostgreSQL's trigram index over `search_words`; SQLite's FTS5 vocabulary (`spelling`).
    assert names(search(shop_client, "chelsae boots")) == ["Oakhurst Suede Chelsea Boots"]
    assert set(names(search(shop_client, "hearthstome"))) == {
        "Cast Iron Dutch Oven",
        "Ceramic Frying Pan",
    }


def test_shop_search_finds_shops_by_name(shop_client: TestClient[Any]) -> None:
    found = data_of(shop_client, "mall/shop/list", keywords="northw")

    assert found["total"] == 1
    assert found["list"] == [
        {
            "shop_id": 2,
            "name": "Northwind Outfitters",
            "logo": "/media/shops/2/logo.jpg",
            "goods_count": 5,
            "credit_score": 90,
        }
    ]


def test_shop_list_without_keywords_lists_every_shop_by_credit_score(
    shop_client: TestClient[Any],
) -> None:
    found = data_of(shop_client, "mall/shop/list", page_size=2)
    second = data_of(shop_client, "mall/shop/list", page=2, page_size=2)

    assert [shop["name"] for shop in found["list"]] == ["Harbor Trading Co", "Northwind Outfitters"]
    assert [shop["name"] for shop in second["list"]] == ["Quiet Corner"]
    assert found["total"] == 3


def test_shop_list_paging_is_checked(shop_client: TestClient[Any]) -> None:
    assert call(shop_client, "mall/shop/list", page=0)["data"] == {"field": "page"}


def test_shop_detail_answers_the_banner_and_the_goods_count(shop_client: TestClient[Any]) -> None:
    shop = data_of(shop_client, "mall/shop/detail", shop_id=1)
    unknown = call(shop_client, "mall/shop/detail", shop_id=99)

    assert shop == {
        "shop_id": 1,
        "name": "Harbor Trading Co",
        "logo": "/media/shops/1/logo.jpg",
        "banner": "/media/shops/1/banner.jpg",
        "goods_count": 4,
        "credit_score": 95,
        "description": "",
        "available": True,
    }
    assert (unknown["code"], unknown["data"]) == (103, {"field": "shop_id"})


def test_home_answers_banners_and_sections_titled_in_the_callers_language(
    shop_client: TestClient[Any],
) -> None:
    home = data_of(shop_client, "mall/home", language="es")

    # Each top category's banner carries its headline, a line and a call to action.
    assert [(b["title"], b["cta"]) for b in home["banners"]] == [
        ("Tecnología a tu ritmo", "Comprar electrónica"),
        ("Nueva temporada, nuevos favoritos", "Comprar moda"),
        ("Haz de tu casa tu lugar favorito", "Comprar hogar y cocina"),
        ("Tu brillo de cada día", "Comprar belleza"),
    ]
    assert home["banners"][0]["subtitle"] == "Móviles, portátiles y audio de tiendas de confianza"
    assert home["banners"][0]["image"] == "/media/banners/1.jpg"
    assert home["banners"][0]["link"].startswith("/list?categoryId=")
    titles = [section["title"] for section in home["sections"]]
    assert titles[:2] == ["Más vendidos", "Novedades"]
    assert "Deportes y aire libre" in titles
    assert names({"list": home["sections"][0]["goods"]})[0] == "Slim Clear Phone Case"


def test_a_broad_keyword_match_is_ordered_by_best_sellers(
    shop_client: TestClient[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    # "earb" matches three products; with the relevance limit at 2 it counts as broad.
    monkeypatch.setattr(goods_queries, "RELEVANCE_RANKED_MATCHES", 2)
    found = search(shop_client, "earb", page_size=100)
    assert found["total"] == 3
    assert names(found) == names(search(shop_client, "earb", sort="sales"))


def test_a_parent_category_name_finds_the_products_of_its_subcategories(
    shop_client: TestClient[Any],
) -> None:
    # "电子产品" (Electronics) names a top-level category; its products sit in leaf categories.
    found = set(names(search(shop_client, "电子产品", page_size=100)))

    assert "Sonara Portable Speaker" in found
    assert "Tidewave Fast Wall Charger" in found
    assert "Cast Iron Dutch Oven" not in found


def test_a_renamed_category_is_found_by_its_new_name_and_not_its_old_one(
    shop_client: TestClient[Any], container: Container, shelf: FixtureCatalogue
) -> None:
    # PostgreSQL matches category names in memory; SQLite's FTS5 rows carry them, refreshed
    # by a trigger on `search_text`.
    assert names(search(shop_client, "палатки")) == ["Summit Peak Dome Tent"]
    with container.engine.begin() as connection:
        connection.execute(
            update(categories)
            .where(categories.c.category_id == shelf.category_ids["tents"])
            .values(names={"en": "Shelters"}, search_text="Shelters")
        )
        bump_version(connection)
    container.catalogue.cache.forget()

    assert names(search(shop_client, "shelters")) == ["Summit Peak Dome Tent"]
    assert names(search(shop_client, "палатки")) == []


def renamed(container: Container, table: Table, key: Any, name: str) -> None:
    with container.engine.begin() as connection:
        connection.execute(update(table).where(key).values(name=name))
        bump_version(connection)
    container.catalogue.cache.forget()


def test_a_renamed_shop_is_found_by_its_new_name_and_not_its_old_one(
    shop_client: TestClient[Any], container: Container
) -> None:
    quiet_corner = {"Kestrel Audio Studio Headphones", "Linen Midi Dress", "Glass French Press"}
    assert set(names(search(shop_client, "quiet corner"))) == quiet_corner

    renamed(container, shops, shops.c.shop_id == 3, "Lantern Bazaar")

    assert set(names(search(shop_client, "lantern bazaar"))) == quiet_corner
    assert names(search(shop_client, "quiet corner")) == []
    assert names(search(shop_client, "quiet")) == []


def test_a_renamed_brand_is_found_by_its_new_name_and_not_its_old_one(
    shop_client: TestClient[Any], container: Container, shelf: FixtureCatalogue
) -> None:
    hearthstone = {"Cast Iron Dutch Oven", "Ceramic Frying Pan"}
    assert set(names(search(shop_client, "hearthstone"))) == hearthstone

    renamed(container, brands, brands.c.brand_id == shelf.brand_ids["Hearthstone"], "Emberforge")

    assert set(names(search(shop_client, "emberforge"))) == hearthstone
    assert names(search(shop_client, "hearthstone")) == []


def test_pages_read_from_cached_windows_match_an_uncached_read(
    shop_client: TestClient[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    every = names(search(shop_client, "", sort="price_asc", page_size=100))
    # Windows of 3 ids: pages of 5 straddle two windows; the second ask reads only the cache.
    monkeypatch.setattr(goods_queries, "RESULT_WINDOW", 3)
    pages = [
        names(data_of(shop_client, "mall/goods/list", sort="price_asc", page=page, page_size=5))
        for page in (1, 2, 3, 1)
    ]

    assert [*pages[0], *pages[1], *pages[2]] == every[:15]
    assert pages[3] == pages[0]
