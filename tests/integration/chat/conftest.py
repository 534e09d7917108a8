"""Fixtures for the customer-service chat calls: a client over the fixture catalogue, shoppers,
guests (known by their 32-character open_id), a demo agent and the shops' sellers."""

from __future__ import annotations

from dataclasses import dataclass
from io import BytesIO
from typing import Any

import pytest
from litestar.testing import TestClient
from PIL import Image
from sqlalchemy import insert, select, update

from application.accounts.tables import user_roles, users
from application.catalogue.tables import goods, shops
from infra.bootstrap import Container
from tests.integration.accounts.fixture import PASSWORD, post
from tests.integration.catalogue.fixture import FixtureCatalogue


@dataclass(frozen=True)
class Caller:
    """Who calls: a signed-in user (uid and server sid) or a guest (sid doubles as open_id)."""

    sid: str
    uid: int | None = None

    @property
    def body(self) -> dict[str, Any]:
        return {} if self.uid is not None else {"open_id": self.sid}


@dataclass
class ChatApi:
    container: Container
    client: TestClient[Any]

    def call(self, path: str, caller: Caller, **body: Any) -> dict[str, Any]:
        return post(self.client, path, caller.sid, **{**caller.body, **body})

    def data(self, path: str, caller: Caller, **body: Any) -> Any:
        answer = self.call(path, caller, **body)
        assert answer["code"] == 0, answer
        return answer["data"]

    def staff(self, path: str, caller: Caller, **body: Any) -> dict[str, Any]:
        return post(self.client, path, caller.sid, **body)

    def staff_data(self, path: str, caller: Caller, **body: Any) -> Any:
        answer = self.staff(path, caller, **body)
        assert answer["code"] == 0, answer
        return answer["data"]

    def send_text(self, caller: Caller, shop_id: int, content: str) -> dict[str, Any]:
        sent: dict[str, Any] = self.data(
            "support/customer_service/send", caller, shop_id=shop_id, type=1, content=content
        )
        return sent

    def messages(self, caller: Caller, shop_id: int, **body: Any) -> dict[str, Any]:
        page: dict[str, Any] = self.data(
            "support/customer_service/message_list", caller, shop_id=shop_id, **body
        )
        return page

    def conversations(self, caller: Caller) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = self.data(
            "support/customer_service/chat_list", caller, limit=20
        )["list"]
        return found

    def sign_in(self, email: str, *roles: str) -> Caller:
        uid = self.container.accounts.ensure_user(email, PASSWORD, email.split("@")[0], roles)
        answer = post(self.client, "user/login", "g" * 32, email=email, password=PASSWORD)
        assert answer["code"] == 0, answer
        return Caller(answer["data"]["sid"], uid)

    def log_in_from(self, guest: Caller, email: str) -> Caller:
        """Logs in from the guest's session, as the storefront does."""
        uid = self.container.accounts.ensure_user(email, PASSWORD, email.split("@")[0])
        answer = post(self.client, "user/login", guest.sid, email=email, password=PASSWORD)
        assert answer["code"] == 0, answer
        return Caller(answer["data"]["sid"], uid)

    def seller(self, shop_id: int) -> Caller:
        """Signs in the fixture shop's owner with the seller role."""
        engine = self.container.engine
        with engine.begin() as connection:
            uid = int(
                connection.execute(
                    select(shops.c.owner_uid).where(shops.c.shop_id == shop_id)
                ).scalar_one()
            )
            connection.execute(
                update(users)
                .where(users.c.uid == uid)
                .values(password_hash=self.container.accounts.passwords.hash(PASSWORD))
            )
            connection.execute(insert(user_roles).values(uid=uid, role="seller"))
        email = f"owner{shop_id}@fixture.test"
        answer = post(self.client, "user/login", "g" * 32, email=email, password=PASSWORD)
        assert answer["code"] == 0, answer
        return Caller(answer["data"]["sid"], uid)

    def upload(self, caller: Caller) -> str:
        image = BytesIO()
        Image.new("RGB", (8, 8), (10, 200, 10)).save(image, "PNG")
        response = self.client.post(
            f"/api/system/upload_image?sid={caller.sid}",
            files={"file": ("dot.png", image.getvalue(), "image/png")},
        )
        answer = response.json()
        assert answer["code"] == 0, answer
        path: str = answer["data"]["path"]
        return path

    def goods_of_shop(self, shop_id: int) -> int:
        with self.container.engine.connect() as connection:
            return int(
                connection.execute(
                    select(goods.c.goods_id)
                    .where(goods.c.shop_id == shop_id)
                    .order_by(goods.c.goods_id)
                )
                .scalars()
                .first()
                or 0
            )


def guest(letter: str) -> Caller:
    return Caller(letter * 32)


@pytest.fixture
def chat(shelf: FixtureCatalogue, container: Container, client: TestClient[Any]) -> ChatApi:
    return ChatApi(container, client)


@pytest.fixture
def agent(chat: ChatApi) -> Caller:
    return chat.sign_in("agent@bazaar.test", "agent")
