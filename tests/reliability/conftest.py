"""The stateful test reuses the order and wallet fixtures: a running app over the fixture
catalogue, a hand-moved clock and a reviewer."""

from __future__ import annotations

from tests.integration.orders import conftest as order_fixtures

clock = order_fixtures.clock
wallet_api = order_fixtures.wallet_api
reviewer = order_fixtures.reviewer
shop = order_fixtures.shop
