"""A seller's product form, as the console sends it, over the fixture catalogue."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import select

from application.catalogue.tables import brands, categories
from tests.integration.api_client import ApiClient, User


@dataclass
class SellerCatalogue:
    api: ApiClient

    def leaf_category(self) -> int:
        with self.api.container.engine.connect() as connection:
            found = connection.execute(
                select(categories.c.category_id)
                .where(categories.c.level == 3)
                .order_by(categories.c.category_id)
                .limit(1)
            ).scalar_one()
        return int(found)

    def top_category(self) -> int:
        with self.api.container.engine.connect() as connection:
            found = connection.execute(
                select(categories.c.category_id).where(categories.c.level == 1).limit(1)
            ).scalar_one()
        return int(found)

    def brand(self) -> int:
        with self.api.container.engine.connect() as connection:
            found = connection.execute(
                select(brands.c.brand_id).order_by(brands.c.brand_id).limit(1)
            ).scalar_one()
        return int(found)

    def form(self, seller: User, **overrides: Any) -> dict[str, Any]:
        """A two-SKU product (Colour: Teal, Amber) with two fresh pictures of the seller's."""
        return {
            "name": "Quokka Ceramic Teapot",
            "names": {"it": "Teiera in ceramica Quokka"},
            "category_id": self.leaf_category(),
            "brand_id": self.brand(),
            "description_html": "<p>Holds <b>1 litre</b>.</p><script>alert(1)</script>",
            "images": [self.api.upload(seller), self.api.upload(seller)],
            "props": [
                {
                    "label": "Colour",
                    "values": ["Teal", "Amber"],
                    "names": {"zh-CN": "颜色", "ar": "اللون", "it": " "},
                }
            ],
            "skus": [
                {"props_desc": "Colour:Teal", "price": 2_500, "market_price": 3_000, "stock": 7},
                {"props_desc": "Colour:Amber", "price": 2_700, "stock": 3},
            ],
            "on_sale": True,
            **overrides,
        }

    def save(self, seller: User, **overrides: Any) -> int:
        saved = self.api.data("console/goods/save", seller, **self.form(seller, **overrides))
        goods_id: int = saved["shop_goods_id"]
        return goods_id

    def detail(self, seller: User, goods_id: int) -> dict[str, Any]:
        found: dict[str, Any] = self.api.data(
            "console/goods/detail", seller, shop_goods_id=goods_id
        )
        return found

    def sku_ids(self, seller: User, goods_id: int) -> dict[str, int]:
        return {sku["props_desc"]: sku["sku_id"] for sku in self.detail(seller, goods_id)["skus"]}
