"""The security suite's API tests run on the embedded store: what they probe (content checks,
access rules) is decided above the storage layer, which the integration suite runs on both."""

from __future__ import annotations

import pytest

from infra.settings import Settings


@pytest.fixture
def settings(sqlite_settings: Settings) -> Settings:
    return sqlite_settings
