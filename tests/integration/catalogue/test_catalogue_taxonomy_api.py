"""mall/category/* and mall/brand/*, and how their per-process cache follows catalogue writes."""

from __future__ import annotations

from typing import Any

from litestar.testing import TestClient
from sqlalchemy import update

from application.catalogue.cache import CatalogueCache
from application.catalogue.tables import brands, categories
from application.catalogue.writes import bump_version
from domain.languages import LANGUAGES
from infra.bootstrap import Container
from tests.integration.catalogue.fixture import FixtureCatalogue

GUEST_SID = "g" * 32


def call(client: TestClient[Any], path: str, **body: Any) -> dict[str, Any]:
    response = client.post(f"/api/{path}", json={"sid": GUEST_SID, **body})
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def data_of(client: TestClient[Any], path: str, **body: Any) -> Any:
    answer = call(client, path, **body)
    assert answer["code"] == 0, answer
    return answer["data"]


def test_category_all_answers_three_levels_named_in_every_language(
    shop_client: TestClient[Any],
) -> None:
    tree = data_of(shop_client, "mall/category/all")["list"]

    assert [node["names"]["en"] for node in tree][:2] == ["Electronics", "Fashion"]
    phones = tree[0]["children"][0]
    assert phones["names"]["en"] == "Phones & Accessories"
    assert [leaf["names"]["en"] for leaf in phones["children"]] == [
        "Phone Cases",
        "Chargers & Cables",
    ]
    every = [
        tree,
        *[n["children"] for n in tree],
        *[c["children"] for n in tree for c in n["children"]],
    ]
    nodes = [node for level in every for node in level]
    assert len(nodes) == 60
    assert all(set(node["names"]) == set(LANGUAGES) for node in nodes)
    assert tree[0]["names"]["zh-CN"] == "电子产品" and tree[0]["names"]["ar"] == "الإلكترونيات"


def test_category_level_one_lists_the_top_categories_without_children(
    shop_client: TestClient[Any],
) -> None:
    roots = data_of(shop_client, "mall/category/level_one")["list"]

    assert len(roots) == 6
    assert all(root["children"] == [] and root["level"] == 1 for root in roots)
    assert all(root["icon"].startswith("/media/categories/") for root in roots)


def test_category_relative_gives_parents_children_and_siblings(
    shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    audio = shelf.category_ids["audio"]
    family = data_of(shop_client, "mall/category/relative", category_id=audio)

    assert [p["names"]["en"] for p in family["parents"]] == ["Electronics"]
    assert family["current"]["id"] == audio
    assert [c["names"]["en"] for c in family["children"]] == [
        "Headphones & Earbuds",
        "Bluetooth Speakers",
    ]
    assert [s["names"]["en"] for s in family["siblings"]] == [
        "Phones & Accessories",
        "Computers & Tablets",
    ]


def test_category_relative_of_a_leaf_lists_both_ancestors_root_first(
    shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    family = data_of(shop_client, "mall/category/relative", category_id=shelf.category_ids["boots"])

    assert [p["names"]["en"] for p in family["parents"]] == ["Fashion", "Shoes"]
    assert family["children"] == []


def test_category_relative_answers_103_for_an_unknown_and_102_for_a_missing_id(
    shop_client: TestClient[Any],
) -> None:
    unknown = call(shop_client, "mall/category/relative", category_id=9999)
    missing = call(shop_client, "mall/category/relative")

    assert (unknown["code"], unknown["data"]) == (103, {"field": "category_id"})
    assert (missing["code"], missing["data"]) == (102, {"field": "category_id"})


def test_brand_all_lists_every_brand_by_name_with_its_logo(shop_client: TestClient[Any]) -> None:
    found = data_of(shop_client, "mall/brand/all")["list"]

    names = [brand["name"] for brand in found]
    assert len(found) == 80
    assert names == sorted(names, key=str.casefold)
    assert all(brand["logo"] == f"/media/brands/{brand['id']}/logo.jpg" for brand in found)


def test_category_brand_gives_hot_and_recommended_brands_per_top_category(
    shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    entries = data_of(shop_client, "mall/brand/category_brand")["list"]

    assert len(entries) == 6
    electronics = entries[0]
    assert electronics["category"]["names"]["en"] == "Electronics"
    assert len(electronics["hot_brand_list"]) == 6 and len(electronics["recommend_brand_list"]) == 6
    hot_ids = {brand["id"] for brand in electronics["hot_brand_list"]}
    assert hot_ids <= set(range(1, 15)), "hot brands of electronics are electronics brands"
    assert {"id", "name", "logo"} == set(electronics["hot_brand_list"][0])


def test_a_write_by_another_process_reaches_the_cache_after_the_check_interval(
    container: Container, shelf: FixtureCatalogue
) -> None:
    now = [100.0]
    cache = CatalogueCache(container.engine, check_interval=1.0, monotonic=lambda: now[0])
    electronics = shelf.category_ids["electronics"]
    assert cache.snapshot().categories[electronics].names["en"] == "Electronics"

    # Another process (the seeder) renames a category and a brand, then bumps the version.
    with container.engine.begin() as connection:
        connection.execute(
            update(categories)
            .where(categories.c.category_id == electronics)
            .values(names={"en": "Gadgets"})
        )
        connection.execute(update(brands).where(brands.c.brand_id == 1).values(name="Zenith"))
        bump_version(connection)

    now[0] += 0.5
    assert cache.snapshot().categories[electronics].names["en"] == "Electronics", "still fresh"
    now[0] += 0.6
    refreshed = cache.snapshot()
    assert refreshed.categories[electronics].names["en"] == "Gadgets"
    assert refreshed.brands_by_id[1].name == "Zenith"


def test_the_served_category_tree_follows_a_catalogue_write(
    container: Container, shop_client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    assert (
        data_of(shop_client, "mall/category/level_one")["list"][0]["names"]["en"] == "Electronics"
    )
    with container.engine.begin() as connection:
        connection.execute(
            update(categories)
            .where(categories.c.category_id == shelf.category_ids["electronics"])
            .values(names={"en": "Gadgets"})
        )
        bump_version(connection)
    container.catalogue.cache.check_interval = 0.0

    assert data_of(shop_client, "mall/category/level_one")["list"][0]["names"]["en"] == "Gadgets"
