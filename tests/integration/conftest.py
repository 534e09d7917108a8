"""Fixtures for the integration tests (the storage fixtures live in tests/conftest.py)."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient

from infra.bootstrap import Container
from tests.integration.catalogue.fixture import FixtureCatalogue, seed_fixture_catalogue


@pytest.fixture
def shelf(container: Container) -> FixtureCatalogue:
    """The small fixture catalogue, in whichever store `container` runs on."""
    return seed_fixture_catalogue(container.engine)


@pytest.fixture
def shop_client(shelf: FixtureCatalogue, client: TestClient[Any]) -> TestClient[Any]:
    """A client of the app over the fixture catalogue."""
    return client
