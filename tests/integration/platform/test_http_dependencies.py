"""Controllers receive the services they use as Litestar dependencies, provided from the app
state: every handler's dependency names a provider, none shows in the OpenAPI document, and
each call gets the process's own service."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

import pytest
from litestar.testing import TestClient

from application.services import Services
from infra.bootstrap import Container
from interfaces.http.dependencies import HTTP_SETTINGS, dependencies

SERVICE_NAMES = {field.name for field in fields(Services)}


def test_there_is_one_provider_per_service_and_one_for_the_http_settings() -> None:
    assert set(dependencies()) == SERVICE_NAMES | {HTTP_SETTINGS}


def test_no_dependency_appears_as_a_parameter_of_the_openapi_document(
    client: TestClient[Any],
) -> None:
    document = client.get("/api/schema/openapi.json").json()
    parameters = {
        parameter["name"]
        for operations in document["paths"].values()
        for operation in operations.values()
        for parameter in operation.get("parameters", [])
    }
    assert not parameters & (SERVICE_NAMES | {HTTP_SETTINGS, "session", "user"})


def test_a_controller_is_handed_the_service_of_the_app_it_runs_in(
    container: Container, client: TestClient[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []
    monkeypatch.setattr(container.newsletter, "subscribe", lambda email, **_: calls.append(email))

    answer = client.post(
        "/api/support/newsletter/subscribe", json={"email": "reader@bazaar.test"}
    ).json()

    assert answer["code"] == 0
    assert calls == ["reader@bazaar.test"]
