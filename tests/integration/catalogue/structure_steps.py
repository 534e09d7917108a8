"""Steps of the operator's category and brand tests: a running app over the fixture catalogue,
the operator and the people refused, the calls, and the record as `console/audit/actions` will
list it (read from the `staff_actions` read model until that call lands)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from domain.languages import LANGUAGES
from projections.staff_actions import ActionRow, page_of_actions
from tests.integration.api_client import ApiClient, User
from tests.integration.catalogue.fixture import FixtureCatalogue, seed_fixture_catalogue

GARDEN_TOOLS = {
    "en": "Garden tools",
    "zh-CN": "园艺工具",
    "th": "เครื่องมือทำสวน",
    "ar": "أدوات الحديقة",
    "es": "Herramientas de jardín",
    "hi": "बागवानी के औज़ार",
    "it": "Attrezzi da giardino",
    "ru": "Садовые инструменты",
    "tr": "Bahçe aletleri",
}
SHELTERS = {
    "en": "Shelters",
    "zh-CN": "庇护所",
    "th": "ที่พักพิง",
    "ar": "ملاجئ",
    "es": "Refugios",
    "hi": "आश्रय",
    "it": "Ripari",
    "ru": "Укрытия",
    "tr": "Barınaklar",
}
DEMO_CATEGORIES = 60
DEMO_BRANDS = 80


def names_of(english: str) -> dict[str, str]:
    """A name in every language (the English one with the language's code after it)."""
    return {code: english if code == "en" else f"{english} {code}" for code in LANGUAGES}


@dataclass
class Structure:
    """The running app over the fixture catalogue, and its operator."""

    api: ApiClient
    shelf: FixtureCatalogue
    operator: User

    def category(self, slug: str) -> int:
        return self.shelf.category_ids[slug]

    def save_category(self, user: User | None = None, **body: Any) -> dict[str, Any]:
        return self.api.call("console/category/save", user or self.operator, **body)

    def saved_category(self, **body: Any) -> int:
        """A save that must succeed: the category's id."""
        answer = self.save_category(**body)
        assert answer["code"] == 0, answer
        return int(answer["data"]["category_id"])

    def node(self, category_id: int) -> dict[str, Any]:
        """The category as the operator's tree shows it."""
        tree = self.api.data("console/category/list", self.operator)["list"]
        found = _find(tree, category_id)
        assert found is not None, f"category {category_id} is not in the operator's tree"
        return found

    def edit(self, category_id: int, **changes: Any) -> dict[str, Any]:
        """Saves the category as its node shows it, with `changes`: the answer."""
        node = self.node(category_id)
        body = {
            key: node[key] for key in ("parent_id", "names", "icon", "sort", "visible")
        } | changes
        return self.save_category(category_id=category_id, **body)

    def save_brand(self, user: User | None = None, **body: Any) -> dict[str, Any]:
        return self.api.call("console/brand/save", user or self.operator, **body)

    def brand(self, brand_id: int) -> dict[str, Any]:
        page = self.api.data("console/brand/list", self.operator, keywords=str(brand_id))
        found = [item for item in page["list"] if item["brand_id"] == brand_id]
        assert len(found) == 1, page
        return dict(found[0])

    def storefront(self, path: str, **body: Any) -> Any:
        """A shopper's (a guest's) call."""
        return self.api.data(path, None, **body)

    def menu(self) -> list[dict[str, Any]]:
        tree: list[dict[str, Any]] = self.storefront("mall/category/all")["list"]
        return tree

    def search(self, keywords: str, **body: Any) -> list[str]:
        found = self.storefront("mall/goods/list", keywords=keywords, page_size=100, **body)
        return [card["name"] for card in found["list"]]

    def record(self, kind: str | None = None) -> list[ActionRow]:
        """The record of staff actions, newest first."""
        with self.api.container.engine.connect() as connection:
            return list(page_of_actions(connection, 1, 100, kind=kind).list)


def _find(nodes: list[dict[str, Any]], category_id: int) -> dict[str, Any] | None:
    for node in nodes:
        if node.get("category_id", node.get("id")) == category_id:
            return node
        found = _find(node["children"], category_id)
        if found is not None:
            return found
    return None


def in_menu(menu: list[dict[str, Any]], category_id: int) -> dict[str, Any] | None:
    """The category's node in the storefront's tree, if shown."""
    return _find(menu, category_id)


@pytest.fixture
def structure(api: ApiClient) -> Structure:
    shelf = seed_fixture_catalogue(api.container.engine)
    api.container.catalogue.cache.forget()
    return Structure(api, shelf, api.sign_in("olga@bazaar.test", "operator"))
