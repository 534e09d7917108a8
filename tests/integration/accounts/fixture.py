"""Signed-in shoppers for API tests that run on the plain `client` fixture."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from litestar.testing import TestClient

from infra.bootstrap import Container

PASSWORD = "secret-1"


@dataclass(frozen=True)
class Shopper:
    uid: int
    sid: str


def sign_in(container: Container, client: TestClient[Any], email: str) -> Shopper:
    uid = container.accounts.ensure_user(email, PASSWORD, email.split("@")[0], ())
    answer = post(client, "user/login", "g" * 32, email=email, password=PASSWORD)
    assert answer["code"] == 0, answer
    return Shopper(uid=uid, sid=answer["data"]["sid"])


def post(client: TestClient[Any], path: str, sid: str, **body: Any) -> dict[str, Any]:
    """The envelope of a call; repeats are allowed, as no test here is about the guard."""
    response = client.post(
        f"/api/{path}", json={"sid": sid, **body}, headers={"X-Repeat-Submit": "allow"}
    )
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer
