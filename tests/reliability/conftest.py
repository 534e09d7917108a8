"""The stateful test reuses the API tests' fixtures: a running app with a hand-moved clock and a
reviewer, over the orders' fixture catalogue."""

from __future__ import annotations

from tests.integration import conftest as integration_fixtures
from tests.integration.orders import conftest as order_fixtures

clock = integration_fixtures.clock
api = integration_fixtures.api
reviewer = integration_fixtures.reviewer
shop = order_fixtures.shop
