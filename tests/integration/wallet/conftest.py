"""Fixtures for the wallet and back-office calls, over the running app of every API test (`api`,
`clock` and `reviewer` in tests/integration/conftest.py): the shopper, a second reviewer and an
auditor."""

from __future__ import annotations

import pytest

from tests.integration.api_client import ApiClient, User


@pytest.fixture
def shopper(api: ApiClient) -> User:
    return api.sign_in("ann@bazaar.test")


@pytest.fixture
def second_reviewer(api: ApiClient) -> User:
    return api.sign_in("rita@bazaar.test", "reviewer")


@pytest.fixture
def auditor(api: ApiClient) -> User:
    return api.sign_in("ada@bazaar.test", "auditor")
