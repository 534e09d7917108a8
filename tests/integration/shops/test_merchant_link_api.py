"""The merchant link on both stores: `shop_token` signs the new seller into the console once,
with a fresh sid, and the seller sees only their own shop's orders."""

from __future__ import annotations

import secrets
import threading
import time
from typing import Any

from sqlalchemy import select

from application.accounts.tables import shop_sign_in_tokens
from application.catalogue.writes import restart_sequences
from application.one_time_tokens import token_digest
from tests.integration.api_client import ApiClient, User
from tests.integration.orders.conftest import Shop, line
from tests.integration.shops.conftest import Merchants
from tests.integration.wallet.steps import fund


def open_shop(api: ApiClient, merchants: Merchants, applicant: User, reviewer: User) -> str:
    """Applies and approves; answers the applicant's shop_token."""
    application_id = merchants.applied(applicant)
    api.data("console/shop_application/approve", reviewer, application_id=application_id)
    token: str = merchants.user_info(applicant)["shop_token"]
    return token


def redeem(api: ApiClient, token: str) -> dict[str, Any]:
    return api.call("console/auth/shop_token", None, shop_token=token)


def test_the_shop_token_signs_the_seller_in_once_with_a_fresh_sid(
    api: ApiClient, merchants: Merchants, applicant: User, reviewer: User
) -> None:
    token = open_shop(api, merchants, applicant, reviewer)

    answer = redeem(api, token)

    assert answer["code"] == 0, answer
    signed_in = answer["data"]
    assert signed_in["sid"] != applicant.sid
    assert signed_in["uid"] == applicant.uid
    assert "seller" in signed_in["user_info"]["roles"]
    seller = User(uid=applicant.uid, sid=signed_in["sid"], email=applicant.email)
    assert api.data("mine/info", seller)["email"] == "ann@bazaar.test"
    assert api.data("console/order/list", seller)["total"] == 0
    reused = redeem(api, token)
    assert reused["code"] == 10208
    assert reused["msg"] == "The store link has expired, please open it again from your account"


def test_an_expired_or_unknown_token_is_refused(
    api: ApiClient, merchants: Merchants, applicant: User, reviewer: User
) -> None:
    token = open_shop(api, merchants, applicant, reviewer)
    api.clock.advance(minutes=10)

    assert redeem(api, token)["code"] == 10208
    assert redeem(api, "made-up")["code"] == 10208
    assert redeem(api, "")["code"] == 10208


def test_only_shop_owners_get_a_token_and_only_its_digest_is_stored(
    api: ApiClient, merchants: Merchants, applicant: User, reviewer: User
) -> None:
    merchants.applied(applicant)
    assert merchants.user_info(applicant)["shop_token"] == ""
    with api.container.engine.connect() as connection:
        assert connection.execute(select(shop_sign_in_tokens)).all() == []

    token = open_shop_after_review(api, merchants, applicant, reviewer)

    with api.container.engine.connect() as connection:
        stored = connection.execute(select(shop_sign_in_tokens.c.token_hash)).scalars().all()
    assert token_digest(token) in stored
    assert token not in stored


def open_shop_after_review(
    api: ApiClient, merchants: Merchants, applicant: User, reviewer: User
) -> str:
    application_id = api.data("mine/shop/info", applicant)["application_id"]
    api.data("console/shop_application/approve", reviewer, application_id=application_id)
    token: str = merchants.user_info(applicant)["shop_token"]
    return token


def test_expired_tokens_are_cleared_when_a_new_one_is_minted(
    api: ApiClient, merchants: Merchants, applicant: User, reviewer: User
) -> None:
    first = open_shop(api, merchants, applicant, reviewer)
    api.clock.advance(minutes=11)

    second = merchants.user_info(applicant)["shop_token"]

    with api.container.engine.connect() as connection:
        stored = connection.execute(select(shop_sign_in_tokens.c.token_hash)).scalars().all()
    assert stored == [token_digest(second)]
    assert token_digest(first) not in stored


def test_the_new_seller_sees_only_their_own_shops_orders(
    api: ApiClient,
    merchants: Merchants,
    applicant: User,
    reviewer: User,
    shop: Shop,
    buyer: User,
) -> None:
    with api.container.engine.begin() as connection:
        # The fixture catalogue inserts its shops with explicit ids.
        restart_sequences(connection)
    item = shop.item("Cast Iron Dutch Oven")
    created = api.data("order/create", buyer, lines=[line(item, 1)], address_id=shop.address(buyer))
    fund(api, buyer, 20_000, reviewer)
    api.data("order/pay", buyer, order_ids=created["order_ids"])
    token = open_shop(api, merchants, applicant, reviewer)
    seller_sid = redeem(api, token)["data"]["sid"]
    seller = User(uid=applicant.uid, sid=seller_sid, email=applicant.email)

    orders = api.data("console/order/list", seller)
    other = api.call("console/order/confirm", seller, order_id=created["order_ids"][0])

    assert orders["total"] == 0
    assert other["code"] == 103
    assert item.shop_id not in merchants.shops_of(applicant)


def test_a_shop_owners_user_info_never_fails_while_others_write(
    api: ApiClient, merchants: Merchants, applicant: User, reviewer: User
) -> None:
    """mine/info mints a token (a write) after reading: in SQLite, a read statement left open
    across that write made it fail at once with 'database is locked' (a 503) whenever another
    writer had committed in between."""
    open_shop(api, merchants, applicant, reviewer)
    writers_done = threading.Event()
    container = api.container

    def keep_writing() -> None:
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline:
            container.accounts.ensure_user(f"w{secrets.token_hex(4)}@bazaar.test", "pw-123456", "W")
        writers_done.set()

    writer = threading.Thread(target=keep_writing)
    writer.start()
    failures = 0
    calls = 0
    while not writers_done.is_set():
        calls += 1
        info = container.accounts.user_info(applicant.uid)
        failures += 0 if info.shop_token else 1
    writer.join()
    assert calls > 10
    assert failures == 0
