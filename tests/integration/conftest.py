"""Fixtures for the integration tests (the storage fixtures live in tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient

from infra.bootstrap import Container
from infra.settings import Settings
from tests.integration.api_client import ApiClient, StepClock, User, running_api
from tests.integration.catalogue.fixture import FixtureCatalogue, seed_fixture_catalogue


@pytest.fixture
def shelf(container: Container) -> FixtureCatalogue:
    """The small fixture catalogue, in whichever store `container` runs on."""
    return seed_fixture_catalogue(container.engine)


@pytest.fixture
def shop_client(shelf: FixtureCatalogue, client: TestClient[Any]) -> TestClient[Any]:
    """A client of the app over the fixture catalogue."""
    return client


@pytest.fixture
def clock() -> StepClock:
    """The clock of `api`'s app, moved by hand."""
    return StepClock()


@pytest.fixture
def api(settings: Settings, clock: StepClock) -> Iterator[ApiClient]:
    """A client of a running app (embedded workers) on `clock`, in whichever store `settings`
    names."""
    with running_api(settings, clock) as client:
        yield client


@pytest.fixture
def reviewer(api: ApiClient) -> User:
    """A signed-in reviewer: approves recharges, withdrawals and shop applications."""
    return api.sign_in("rex@bazaar.test", "reviewer")
