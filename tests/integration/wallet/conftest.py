"""Fixtures for the wallet and back-office calls: a running app (embedded workers, so the
projections are fed exactly as in `bazaar serve`) with a clock the test moves by hand."""

from __future__ import annotations

import hashlib
import io
import itertools
import secrets
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import base58
import pytest
from litestar.testing import TestClient
from PIL import Image

from infra.bootstrap import Container, bootstrap
from infra.settings import Settings
from tests.conftest import app_client, migrate_if_new

PASSWORD = "secret-1"
USDT = "usdt_trc20"
BANK = "bank_transfer"


def tron_address(name: str) -> str:
    """A valid TRON address made from `name` (nobody holds its key)."""
    account = hashlib.sha256(name.encode()).digest()[:20]
    return base58.b58encode_check(b"\x41" + account).decode("ascii")


PAYEE = tron_address("payee")
"""Where the shoppers of these tests withdraw USDT to."""


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
class WalletApi:
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

    def apply_recharge(
        self,
        user: User,
        amount: int,
        transaction_id: str = "",
        proof: str = "",
        *,
        key: str | None = None,
        **extra: Any,
    ) -> dict[str, Any]:
        return self.call(
            "mine/wealth/recharge/apply",
            user,
            key=key,
            method=extra.pop("method", USDT),
            amount=amount,
            # A TRON transaction id (64 hex digits), as the default method is USDT on TRON.
            transaction_id=transaction_id or secrets.token_hex(32),
            proof_image=proof or self.upload(user),
            **extra,
        )

    def fund(self, user: User, amount: int, reviewer: User, *more_reviewers: User) -> str:
        """A recharge approved by `reviewer` and then by each of `more_reviewers` (an amount
        at or above REVIEW_SECOND_APPROVAL_FROM needs a second one); answers its id."""
        answer = self.apply_recharge(user, amount)
        assert answer["code"] == 0, answer
        recharge_id: str = answer["data"]["recharge_id"]
        for approver in (reviewer, *more_reviewers):
            self.data("console/recharge/approve", approver, recharge_id=recharge_id, remark="ok")
        return recharge_id

    def balance(self, user: User) -> tuple[int, int]:
        info = self.data("mine/wealth/info", user)
        return info["amount"], info["frozen_amount"]


@pytest.fixture
def clock() -> StepClock:
    return StepClock()


@pytest.fixture
def wallet_api(settings: Settings, clock: StepClock) -> Iterator[WalletApi]:
    container = bootstrap(settings, clock=clock, create_event_tables=True)
    migrate_if_new(container.engine)
    container.start_embedded_workers()
    with app_client(container) as client:
        yield WalletApi(container, client, clock)
    container.close()


@pytest.fixture
def shopper(wallet_api: WalletApi) -> User:
    return wallet_api.sign_in("ann@bazaar.test")


@pytest.fixture
def reviewer(wallet_api: WalletApi) -> User:
    return wallet_api.sign_in("rex@bazaar.test", "reviewer")


@pytest.fixture
def second_reviewer(wallet_api: WalletApi) -> User:
    return wallet_api.sign_in("rita@bazaar.test", "reviewer")


@pytest.fixture
def auditor(wallet_api: WalletApi) -> User:
    return wallet_api.sign_in("ada@bazaar.test", "auditor")
