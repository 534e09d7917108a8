"""A small, hand-written catalogue on the real category tree and brands, for fast API tests."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Engine, insert, select, update

from application.accounts.tables import users
from application.catalogue import demo_data
from application.catalogue.demo_banners import write_demo_banners
from application.catalogue.media_urls import goods_image_url, shop_banner_url, shop_logo_url
from application.catalogue.shop_names import hold_for_new_shop
from application.catalogue.tables import (
    brands,
    categories,
    category_brands,
    goods,
    goods_images,
    shops,
    skus,
)
from application.catalogue.writes import bump_version, restart_sequences
from infra.bootstrap import Container

START = datetime(2025, 1, 1, tzinfo=UTC)

SHOPS = {1: "Harbor Trading Co", 2: "Northwind Outfitters", 3: "Quiet Corner"}

# name, leaf slug, brand name or None, shop, price, market price, sales, days old, recommended,
# SKUs as (props_desc, price, stock)
GOODS: tuple[tuple[Any, ...], ...] = (
    ("Aurora Wireless Earbuds Pro", "headphones-earbuds", "Aurora", 1, 5999, 7999, 120, 10, True,
     (("Color:Black", 5999, 10), ("Color:White", 6499, 0))),
    ("Aurora Wireless Earbuds Pro Charging Case", "headphones-earbuds", "Aurora", 2, 1999, 1999,
     500, 40, False, (("Color:Black", 1999, 5),)),
    ("Sonara Portable Speaker", "bluetooth-speakers", "Sonara", 2, 8999, 12999, 300, 20, True,
     (("Color:Teal", 8999, 3), ("Color:Coral", 8999, 4))),
    ("Kestrel Audio Studio Headphones", "headphones-earbuds", "Kestrel Audio", 3, 15999, 15999,
     80, 5, False, (("Color:Black", 15999, 7),)),
    ("Slim Clear Phone Case", "phone-cases", None, 2, 999, 1499, 900, 60, False,
     (("Color:Clear;Model:iPhone 15", 999, 50), ("Color:Clear;Model:Pixel 8", 999, 20),
      ("Color:Rose;Model:iPhone 15", 1099, 0))),
    ("Oakhurst Suede Chelsea Boots", "boots", "Oakhurst", 2, 12999, 18999, 45, 90, False,
     (("Color:Brown;Size:41", 12999, 2), ("Color:Brown;Size:42", 12999, 1))),
    ("Linen Midi Dress", "dresses", "Maison Lark", 3, 6999, 6999, 15, 2, False,
     (("Color:Olive;Size:S", 6999, 4),)),
    ("Cast Iron Dutch Oven", "cookware", "Hearthstone", 1, 7999, 9999, 210, 30, True,
     (("Size:24 cm;Color:Cherry Red", 7999, 9),)),
    ("Ceramic Frying Pan", "cookware", "Hearthstone", 1, 3999, 3999, 60, 15, True,
     (("Size:28 cm;Color:Cream", 3999, 12),)),
    ("Glass French Press", "coffee-tea", "Copper Kettle", 3, 2999, 3499, 75, 8, True,
     (("Color:Silver;Capacity:1 L", 2999, 6),)),
    ("Tidewave Fast Wall Charger", "chargers-cables", "Tidewave", 1, 1999, 2999, 340, 1, False,
     (("Color:White;Length:1 m", 1999, 30), ("Color:White;Length:2 m", 2299, 30))),
    ("Summit Peak Dome Tent", "tents", "Summit Peak", 2, 18999, 24999, 33, 120, True,
     (("Capacity:2 persons;Color:Olive", 18999, 3),)),
)  # fmt: skip


@dataclass(frozen=True)
class FixtureCatalogue:
    category_ids: dict[str, int]
    brand_ids: dict[str, int]
    goods_ids: dict[str, int]

    def goods_id(self, name: str) -> int:
        return self.goods_ids[name]


def seed_fixture_catalogue(engine: Engine) -> FixtureCatalogue:
    category_set = demo_data.category_rows()
    brand_list, brands_by_top = demo_data.brand_rows()
    category_ids = {row["slug"]: row["category_id"] for row in category_set.rows}
    brand_ids = {row["name"]: row["brand_id"] for row in brand_list}
    goods_ids: dict[str, int] = {}
    with engine.begin() as connection:
        connection.execute(insert(categories), category_set.rows)
        connection.execute(insert(brands), brand_list)
        connection.execute(
            insert(category_brands),
            demo_data.category_brand_rows(1, category_set.top_ids, brands_by_top),
        )
        for shop_id, name in SHOPS.items():
            uid = connection.execute(
                insert(users)
                .values(
                    email=f"owner{shop_id}@fixture.test",
                    password_hash="!",
                    nickname=name,
                    created_at=START,
                )
                .returning(users.c.uid)
            ).scalar_one()
            connection.execute(
                insert(shops).values(
                    shop_id=shop_id,
                    owner_uid=uid,
                    name=name,
                    logo=shop_logo_url(shop_id),
                    banner=shop_banner_url(shop_id),
                    credit_score=100 - shop_id * 5,
                    created_at=START,
                )
            )
            # As the seeding does: the shop holds its name (no look-alike can be opened).
            hold_for_new_shop(connection, uid, shop_id, name, START)
        for goods_id, spec in enumerate(GOODS, start=1):
            name, slug, brand, shop_id, price, market, sales, age, recommended, sku_specs = spec
            connection.execute(
                insert(goods).values(
                    goods_id=goods_id,
                    shop_id=shop_id,
                    category_id=category_ids[slug],
                    brand_id=brand_ids[brand] if brand else None,
                    name=name,
                    description_html=f"<p>All about the {name}.</p>",
                    sku_no=f"FX-{goods_id:04d}",
                    cover_image=goods_image_url(goods_id, 0, 400),
                    price=price,
                    market_price=market,
                    stock=sum(stock for _, _, stock in sku_specs),
                    sales=sales,
                    visits_total=0,
                    is_recommended=recommended,
                    created_at=START - timedelta(days=age),
                )
            )
            connection.execute(
                insert(skus),
                [
                    {
                        "goods_id": goods_id,
                        "position": position,
                        "props_desc": props,
                        "price": sku_price,
                        "stock": stock,
                    }
                    for position, (props, sku_price, stock) in enumerate(sku_specs)
                ],
            )
            connection.execute(
                insert(goods_images),
                [
                    {"goods_id": goods_id, "position": i, "url": goods_image_url(goods_id, i, 800)}
                    for i in range(3)
                ],
            )
            goods_ids[name] = goods_id
        restart_sequences(connection)  # sellers add products and SKUs after these explicit ids
        bump_version(connection)
        write_demo_banners(connection, START)  # as the demo seed does: the home page's banners
        assert connection.execute(select(goods.c.goods_id)).first() is not None
    return FixtureCatalogue(category_ids, brand_ids, goods_ids)


def set_on_sale(container: Container, goods_id: int, on_sale: bool) -> None:
    """Puts a product on or off sale as the seller's console would (the row, then the catalogue
    version), and has this process's catalogue cache see it at once."""
    with container.engine.begin() as connection:
        connection.execute(
            update(goods).where(goods.c.goods_id == goods_id).values(on_sale=on_sale)
        )
        bump_version(connection)
    container.catalogue.cache.forget()
