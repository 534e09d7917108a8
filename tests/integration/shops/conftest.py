"""Fixtures for the shop application calls and the merchant link: the API tests' running app
(`api`, with embedded workers and a hand-moved clock) and an applicant with two uploads."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from sqlalchemy import select

from application.catalogue.tables import shops
from tests.integration.api_client import ApiClient, User
from tests.integration.orders import conftest as order_fixtures

# The fixture catalogue, a buyer and their orders, for the seller console's calls.
shop = order_fixtures.shop
buyer = order_fixtures.buyer
orders = order_fixtures.orders


@dataclass
class Merchants:
    api: ApiClient

    def form(self, user: User, **overrides: Any) -> dict[str, Any]:
        """A complete application with two fresh uploads of `user`."""
        return {
            "shop_name": "Ann's Attic",
            "real_name": "Ann Lee",
            "phone": "+1 555 0100",
            "id_front_image": self.api.upload(user),
            "id_back_image": self.api.upload(user),
            "agree": True,
            **overrides,
        }

    def apply(self, user: User, **overrides: Any) -> dict[str, Any]:
        return self.api.call("mine/shop/apply", user, **self.form(user, **overrides))

    def applied(self, user: User, **overrides: Any) -> str:
        answer = self.apply(user, **overrides)
        assert answer["code"] == 0, answer
        application_id: str = answer["data"]["application_id"]
        return application_id

    def shops_of(self, user: User) -> list[int]:
        with self.api.container.engine.connect() as connection:
            return list(
                connection.execute(
                    select(shops.c.shop_id).where(shops.c.owner_uid == user.uid)
                ).scalars()
            )

    def user_info(self, user: User) -> dict[str, Any]:
        info: dict[str, Any] = self.api.data("mine/info", user)
        return info


@pytest.fixture
def merchants(api: ApiClient) -> Merchants:
    return Merchants(api)


@pytest.fixture
def applicant(api: ApiClient) -> User:
    return api.sign_in("ann@bazaar.test")
