"""`Page[T]`: one generic answer for every paged list, published under each list's own name."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import msgspec
from litestar import Litestar, post

from interfaces.http.schemas import Page, ReviewPage


class Item(msgspec.Struct):
    label: str


class ItemPage(Page[Item]):
    pass


class ItemQueuePage(ReviewPage[Item]):
    pass


@dataclass(frozen=True)
class FoundRows:
    list: tuple[int, ...]
    total: int
    page: int
    page_size: int


@post("/items", sync_to_thread=False)
def items() -> ItemPage:
    return ItemPage([], 0, 1, 20)


@post("/queue", sync_to_thread=False)
def queue() -> ItemQueuePage:
    return ItemQueuePage([], 0, 1, 20, sla_hours=24)


def published_schemas() -> dict[str, Any]:
    document = Litestar([items, queue]).openapi_schema.to_schema()
    schemas: dict[str, Any] = document["components"]["schemas"]
    return schemas


def test_a_named_page_is_published_under_its_name_with_its_items_schema() -> None:
    schemas = published_schemas()

    assert schemas["ItemPage"]["title"] == "ItemPage"
    assert schemas["ItemPage"]["properties"]["list"]["items"] == {
        "$ref": "#/components/schemas/Item"
    }
    assert sorted(schemas["ItemPage"]["required"]) == ["list", "page", "page_size", "total"]


def test_a_review_queue_page_adds_the_sla_to_the_page_fields() -> None:
    queue_page = published_schemas()["ItemQueuePage"]

    assert list(queue_page["properties"]) == ["list", "total", "page", "page_size", "sla_hours"]
    assert queue_page["properties"]["list"]["items"] == {"$ref": "#/components/schemas/Item"}


def test_a_read_model_page_becomes_the_wire_page_row_by_row_with_its_counts() -> None:
    found = FoundRows((3, 4), total=12, page=2, page_size=2)

    page = ItemQueuePage.of(found, lambda row: Item(f"#{row}"), sla_hours=24)

    assert page == ItemQueuePage([Item("#3"), Item("#4")], 12, 2, 2, sla_hours=24)
    assert msgspec.json.decode(msgspec.json.encode(page), type=ItemQueuePage) == page
