"""Fixtures for the cart, checkout, order, address, favourite, review and seller-console calls:
the API tests' running app (`api`, with embedded workers and a hand-moved clock) over the small
fixture catalogue, a buyer, and (for the reviews) orders walked to receipt."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from sqlalchemy import insert, select, update

from application.accounts.tables import user_roles, users
from application.catalogue.tables import goods, shops, skus
from application.orders.tables import shipping_addresses
from tests.integration.api_client import PASSWORD, ApiClient, User
from tests.integration.catalogue.fixture import seed_fixture_catalogue
from tests.integration.wallet.steps import fund


@dataclass(frozen=True)
class Item:
    """One SKU of the fixture catalogue."""

    shop_goods_id: int
    sku_id: int
    shop_id: int
    price: int
    stock: int


@dataclass
class Shop:
    api: ApiClient

    def item(self, name: str, position: int = 0) -> Item:
        with self.api.container.engine.connect() as connection:
            row = connection.execute(
                select(goods.c.goods_id, goods.c.shop_id, skus.c.sku_id, skus.c.price, skus.c.stock)
                .join(skus, skus.c.goods_id == goods.c.goods_id)
                .where(goods.c.name == name, skus.c.position == position)
            ).one()
        return Item(int(row.goods_id), int(row.sku_id), int(row.shop_id), row.price, row.stock)

    def stock(self, item: Item) -> tuple[int, int]:
        """(skus.stock, goods.stock) as product pages show them."""
        with self.api.container.engine.connect() as connection:
            sku_stock = connection.execute(
                select(skus.c.stock).where(skus.c.sku_id == item.sku_id)
            ).scalar_one()
            goods_stock = connection.execute(
                select(goods.c.stock).where(goods.c.goods_id == item.shop_goods_id)
            ).scalar_one()
        return int(sku_stock), int(goods_stock)

    def sales(self, item: Item) -> int:
        with self.api.container.engine.connect() as connection:
            return int(
                connection.execute(
                    select(goods.c.sales).where(goods.c.goods_id == item.shop_goods_id)
                ).scalar_one()
            )

    def owner_of(self, shop_id: int) -> int:
        with self.api.container.engine.connect() as connection:
            return int(
                connection.execute(
                    select(shops.c.owner_uid).where(shops.c.shop_id == shop_id)
                ).scalar_one()
            )

    def address(self, user: User, default: bool = True, name: str = "Ann Lee") -> int:
        """An address in the user's book, written straight into the address table."""
        with self.api.container.engine.begin() as connection:
            address_id = connection.execute(
                insert(shipping_addresses)
                .values(
                    uid=user.uid,
                    name=name,
                    phone="+1 555 0100",
                    country="US",
                    province="CA",
                    city="San Jose",
                    area="",
                    address="1 Market St",
                    postal_code="95113",
                    is_default=default,
                    created_at=self.api.clock(),
                )
                .returning(shipping_addresses.c.address_id)
            ).scalar_one()
        return int(address_id)

    def seller(self, shop_id: int) -> User:
        """Signs in the owner of the shop, with the seller role."""
        uid = self.owner_of(shop_id)
        container = self.api.container
        email = f"owner{shop_id}@fixture.test"
        # The fixture's owners have no usable password: give them one, and the seller role.
        with container.engine.begin() as connection:
            connection.execute(
                users.update()
                .where(users.c.uid == uid)
                .values(password_hash=container.accounts.passwords.hash(PASSWORD))
            )
            connection.execute(insert(user_roles).values(uid=uid, role="seller"))
        signed_in = self.api.data("user/login", None, email=email, password=PASSWORD)
        return User(uid=uid, sid=signed_in["sid"], email=email)


@pytest.fixture
def shop(api: ApiClient) -> Shop:
    seed_fixture_catalogue(api.container.engine)
    return Shop(api)


@pytest.fixture
def buyer(api: ApiClient) -> User:
    return api.sign_in("bob@bazaar.test")


def line(item: Item, num: int) -> dict[str, Any]:
    return {"shop_goods_id": item.shop_goods_id, "sku_id": item.sku_id, "num": num}


def set_stock(api: ApiClient, item: Item, stock: int) -> Item:
    with api.container.engine.begin() as connection:
        connection.execute(update(skus).where(skus.c.sku_id == item.sku_id).values(stock=stock))
    return Item(item.shop_goods_id, item.sku_id, item.shop_id, item.price, stock)


@dataclass(frozen=True)
class Bought:
    order_id: str
    order_sn: str
    items: tuple[Item, ...]


@dataclass
class Orders:
    """Walks the buyer's orders along as far as a test needs."""

    api: ApiClient
    shop: Shop
    reviewer: User
    sellers: dict[int, User] = field(default_factory=dict)

    def paid(self, buyer: User, *items: Item) -> Bought:
        created = self.api.data(
            "order/create",
            buyer,
            lines=[line(item, 1) for item in items],
            address_id=self.shop.address(buyer),
        )
        fund(self.api, buyer, 50_000, self.reviewer)
        self.api.data("order/pay", buyer, order_ids=created["order_ids"])
        return Bought(created["order_ids"][0], created["order_sns"][0], items)

    def shipped(self, buyer: User, *items: Item) -> Bought:
        bought = self.paid(buyer, *items)
        shop_id = items[0].shop_id
        if shop_id not in self.sellers:
            self.sellers[shop_id] = self.shop.seller(shop_id)
        seller = self.sellers[shop_id]
        self.api.data("console/order/confirm", seller, order_id=bought.order_id)
        self.api.data("console/order/ship", seller, order_id=bought.order_id, logistics_no="1Z9")
        return bought

    def received(self, buyer: User, *items: Item) -> Bought:
        bought = self.shipped(buyer, *items)
        self.api.data("order/confirm_receipt", buyer, order_id=bought.order_id)
        return bought


@pytest.fixture
def orders(api: ApiClient, shop: Shop, reviewer: User) -> Orders:
    return Orders(api, shop, reviewer)
