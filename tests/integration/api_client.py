"""A client of the running app for the API tests of every capability: it posts calls with a
session, signs users in and uploads pictures, over a container whose clock the test moves by
hand. The `api`, `clock` and `reviewer` fixtures (tests/integration/conftest.py) hand it out;
what one capability's tests add on top stays in that capability's folder (the wallet's top-ups:
tests/integration/wallet/steps.py)."""

from __future__ import annotations

import io
import itertools
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from litestar.testing import TestClient
from PIL import Image

from infra.bootstrap import Container, bootstrap
from infra.settings import Settings
from tests.conftest import app_client, migrate_if_new

PASSWORD = "secret-1"
"""Every user `ApiClient.sign_in` makes has it."""


class StepClock:
    """Starts a little after the real now (the `Opened` event keeps the real time) and moves
    only when told."""

    def __init__(self) -> None:
        self.now = datetime.now(UTC).replace(microsecond=0) + timedelta(seconds=5)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@dataclass(frozen=True)
class User:
    uid: int
    sid: str
    email: str


_COLOURS = itertools.count(1)


def png(colour: tuple[int, int, int] = (200, 30, 30)) -> bytes:
    output = io.BytesIO()
    Image.new("RGB", (24, 16), colour).save(output, "PNG")
    return output.getvalue()


def unique_png() -> bytes:
    shade = next(_COLOURS)
    return png((shade % 256, shade // 256 % 256, 77))


@dataclass
class ApiClient:
    container: Container
    client: TestClient[Any]
    clock: StepClock

    def call(
        self,
        path: str,
        user: User | None = None,
        *,
        key: str | None = None,
        allow_repeat: bool = True,
        **body: Any,
    ) -> dict[str, Any]:
        """POSTs a call and answers the envelope; repeats are allowed unless a test is about
        the repeat guard."""
        headers = {"X-Repeat-Submit": "allow"} if allow_repeat else {}
        if key is not None:
            headers["Idempotency-Key"] = key
        sid = user.sid if user else secrets.token_hex(16)
        response = self.client.post(f"/api/{path}", json={"sid": sid, **body}, headers=headers)
        assert response.status_code == 200, response.text
        answer: dict[str, Any] = response.json()
        return answer

    def data(self, path: str, user: User | None = None, **body: Any) -> Any:
        """The `data` of a call that must succeed."""
        answer = self.call(path, user, **body)
        assert answer["code"] == 0, answer
        return answer["data"]

    def sign_in(self, email: str, *roles: str) -> User:
        uid = self.container.accounts.ensure_user(email, PASSWORD, email.split("@")[0], roles)
        signed_in = self.data("user/login", None, email=email, password=PASSWORD)
        return User(uid=uid, sid=signed_in["sid"], email=email)

    def upload(self, user: User, content: bytes | None = None) -> str:
        """Uploads an image (a picture nobody else uploads, unless given) as `user`; answers
        its path."""
        response = self.client.post(
            f"/api/system/upload_image?sid={user.sid}",
            files={"file": ("proof.png", content or unique_png(), "image/png")},
        )
        answer = response.json()
        assert answer["code"] == 0, answer
        path: str = answer["data"]["path"]
        return path


@contextmanager
def running_api(settings: Settings, clock: StepClock) -> Iterator[ApiClient]:
    """A running app over a fresh container (embedded workers, so the projections are fed
    exactly as in `bazaar serve`), closed at the end."""
    container = bootstrap(settings, clock=clock, create_event_tables=True)
    migrate_if_new(container.engine)
    container.start_embedded_workers()
    with app_client(container) as client:
        yield ApiClient(container, client, clock)
    container.close()
