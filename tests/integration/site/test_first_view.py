"""The page a first visit gets: the landing screen's chunks and styles named in index.html from
the build's manifest, and the site configuration written in, equal to `system/config`."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from infra.settings import PROJECT_ROOT, Settings
from interfaces.http.first_view import SCREEN_MODULES
from tests.integration.catalogue.fixture import FixtureCatalogue

PAGE = (
    '<!doctype html><html><head><script type="module" src="/assets/index-e1.js"></script>'
    '</head><body><div id="root"></div></body></html>\n'
)
MANIFEST = {
    "index.html": {"file": "assets/index-e1.js", "isEntry": True, "imports": ["_shell-s1.js"]},
    "_shell-s1.js": {"file": "assets/shell-s1.js"},
    "_card-c1.js": {
        "file": "assets/card-c1.js",
        "imports": ["_shell-s1.js"],
        "css": ["assets/card-c1.css"],
    },
    SCREEN_MODULES["product"]: {
        "file": "assets/product-page-p1.js",
        "isDynamicEntry": True,
        "imports": ["_card-c1.js", "_shell-s1.js"],
        "css": ["assets/product-page-p1.css"],
    },
    SCREEN_MODULES["list"]: {"file": "assets/list-page-l1.js", "imports": ["_card-c1.js"]},
    SCREEN_MODULES[""]: {"file": "assets/home-page-h1.js", "imports": ["_shell-s1.js"]},
    # Imported by the home page only after its first paint (home-banners.tsx): never hinted.
    "src/features/catalogue/components/banner-carousel.tsx": {
        "file": "assets/banner-carousel-b1.js",
        "isDynamicEntry": True,
        "imports": ["_card-c1.js"],
        "css": ["assets/banner-carousel-b1.css"],
    },
}


@pytest.fixture
def settings(sqlite_settings: Settings, tmp_path: Path) -> Settings:
    dist = tmp_path / "dist"
    (dist / ".vite").mkdir(parents=True)
    (dist / "index.html").write_text(PAGE)
    (dist / ".vite" / "manifest.json").write_text(json.dumps(MANIFEST))
    # A name that would end the inline script if it were written in raw.
    return replace(sqlite_settings, frontend_dist=dist, site_name="Bazaar</script><b>")


def hints(page: str, rel: str) -> list[str]:
    return re.findall(rf'<link rel="{rel}" crossorigin href="([^"]+)">', page)


def test_a_product_visit_names_the_product_screens_chunks_and_styles_but_not_the_entrys(
    client: TestClient[Any],
) -> None:
    page = client.get("/product?id=7").text

    assert hints(page, "modulepreload") == ["/assets/product-page-p1.js", "/assets/card-c1.js"]
    assert hints(page, "stylesheet") == ["/assets/product-page-p1.css", "/assets/card-c1.css"]
    assert page.index("modulepreload") < page.index("</head>")


def test_each_landing_screen_gets_its_own_hints_and_other_routes_none(
    client: TestClient[Any],
) -> None:
    assert hints(client.get("/list").text, "modulepreload") == [
        "/assets/list-page-l1.js",
        "/assets/card-c1.js",
    ]
    # The home page's carousel is not hinted: it loads after the first banner's paint.
    assert hints(client.get("/").text, "modulepreload") == ["/assets/home-page-h1.js"]
    assert hints(client.get("/user/order").text, "modulepreload") == []
    # A screen the build does not have (an older manifest) is served without hints, not a 500.
    assert hints(client.get("/shop-index?id=1").text, "modulepreload") == []


def test_the_page_carries_the_site_configuration_that_system_config_answers(
    client: TestClient[Any],
) -> None:
    page = client.get("/shop-index?id=3").text
    found = re.search(r'<script type="application/json" id="first-view">(.*?)</script>', page)
    assert found is not None
    assert "<" not in found.group(1)

    written = json.loads(found.group(1))["config"]
    answered = client.post("/api/system/config", json={}).json()["data"]
    assert written == answered
    assert written["site_name"] == "Bazaar</script><b>"


def test_the_server_knows_each_landing_screen_by_the_module_its_route_loads() -> None:
    """SCREEN_MODULES mirrors frontend/src/app/route-table.ts: the same path, the same page."""
    table = (PROJECT_ROOT / "frontend" / "src" / "app" / "route-table.ts").read_text()
    routes = (PROJECT_ROOT / "frontend" / "src" / "config" / "paths.ts").read_text()
    for path, module in SCREEN_MODULES.items():
        constant = re.search(rf"^\s*(\w+): \w+\('/{re.escape(path)}'[,)]", routes, re.MULTILINE)
        assert constant is not None, path
        source = module.removeprefix("src/").removesuffix(".tsx")
        # One entry, on one line or over several (up to the entry's closing brace).
        route = rf"path: paths\.{constant.group(1)}\.path,[^}}]*?import\('@/{re.escape(source)}'\)"
        assert re.search(route, table), (path, module)
        assert (PROJECT_ROOT / "frontend" / module).is_file()


def written(page: str) -> dict[str, Any]:
    found = re.search(r'<script type="application/json" id="first-view">(.*?)</script>', page)
    assert found is not None
    view: dict[str, Any] = json.loads(found.group(1))
    return view


VISIT_COUNTS = {"visits_today", "visits_total"}


def without_visits(detail: dict[str, Any]) -> dict[str, Any]:
    """A product answer without its visit counters (each reading counts one)."""
    return {key: value for key, value in detail.items() if key not in VISIT_COUNTS}


def test_a_product_visit_carries_the_detail_call_answer_and_preloads_its_first_picture(
    client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    goods_id = next(iter(shelf.goods_ids.values()))
    view = written(client.get(f"/product?id={goods_id}").text)

    assert view["language"] == "en"
    [answer] = view["answers"]
    assert (answer["path"], answer["body"]) == ("mall/goods/detail", {"id": goods_id})
    asked = client.post("/api/mall/goods/detail", json={"id": goods_id, "language": "en"})
    assert without_visits(answer["data"]) == without_visits(asked.json()["data"])
    page = client.get(f"/product?id={goods_id}").text
    first_picture = answer["data"]["images"][0]
    assert f'<link rel="preload" as="image" fetchpriority="high" href="{first_picture}">' in page


def test_home_and_shop_visits_carry_their_first_answers(
    client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    [home] = written(client.get("/").text)["answers"]
    assert (home["path"], home["body"]) == ("mall/home", {})
    assert home["data"] == client.post("/api/mall/home", json={"language": "en"}).json()["data"]

    shop_id = client.post("/api/mall/shop/list", json={}).json()["data"]["list"][0]["shop_id"]
    page = client.get(f"/shop-index?id={shop_id}").text
    [shop] = written(page)["answers"]
    assert (shop["path"], shop["body"]) == ("mall/shop/detail", {"shop_id": shop_id})
    assert (
        shop["data"]
        == client.post("/api/mall/shop/detail", json={"shop_id": shop_id}).json()["data"]
    )
    assert f'href="{shop["data"]["banner"]}"' in page
    assert f'href="{shop["data"]["logo"]}"' in page


@pytest.mark.parametrize("query", ["id=999999", "id=abc", "id=-1", "", "id=99999999999999999999"])
def test_a_product_that_cannot_be_shown_is_asked_for_by_the_page_itself(
    client: TestClient[Any], shelf: FixtureCatalogue, query: str
) -> None:
    response = client.get(f"/product?{query}")

    assert response.status_code == 200
    assert written(response.text)["answers"] == []


def asked_data(client: TestClient[Any], path: str, body: dict[str, Any]) -> Any:
    return client.post(f"/api/{path}", json={**body, "language": "en"}).json()["data"]


def test_a_list_visit_carries_its_cards_recommendations_and_category_as_the_calls_answer(
    client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    category_id = next(iter(shelf.category_ids.values()))
    page = client.get(f"/list?categoryId={category_id}&sort=price_asc&priceMax=5000&inStock=1")
    answers = {answer["path"]: answer for answer in written(page.text)["answers"]}

    assert set(answers) == {
        "mall/goods/list",
        "mall/goods/recommend_for_list",
        "mall/category/relative",
    }
    cards = answers["mall/goods/list"]
    assert cards["body"] == {
        "page_size": 20,
        "category_id": category_id,
        "price_max": 500_000,
        "in_stock": True,
        "sort": "price_asc",
        "page": 1,
    }
    for answer in answers.values():
        assert answer["data"] == asked_data(client, answer["path"], answer["body"])
    for card in cards["data"]["list"][:2]:
        assert (
            f'<link rel="preload" as="image" fetchpriority="high" href="{card["cover_image"]}">'
            in page.text
        )


def test_a_list_visit_the_call_would_refuse_is_asked_for_by_the_page_itself(
    client: TestClient[Any], shelf: FixtureCatalogue
) -> None:
    # An unknown category's family answers 103: the page asks, and shows what it is told.
    response = client.get("/list?categoryId=99999999")

    assert response.status_code == 200
    assert written(response.text)["answers"] == []
