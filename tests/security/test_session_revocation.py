"""Session revocation: what stops working after a log-out, a password change, a password reset,
a disabled account or an expired session, and what a planted (fixated) sid gains.

Already proven in tests/integration/accounts/test_accounts_api.py, not repeated here:
- `test_a_logged_out_sid_answers_101` (the logged-out sid on `mine/info`);
- `test_change_password_ends_other_sessions_and_answers_a_fresh_sid` (the caller's own sid and
  another plain sid end, as `mine/security/change_password` documents, and the answer's fresh
  sid works);
- `test_a_reset_link_sets_the_password_and_ends_every_session`;
- `test_login_answers_a_fresh_sid_not_the_guest_sid` (the guest sid stays a guest on
  `mine/info`).
This module covers the rest: every signed-in area and the back office after a log-out, that a
log-out ends only its own session, sessions of every kind (remembered, console, merchant link)
after a password change or reset, merchant links minted before either, disabled accounts,
expiry, and a fixated guest sid after the victim logs in from it.
"""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select, update

from application.accounts.sessions import sid_digest
from application.accounts.tables import sessions, users
from tests.integration import conftest as integration_fixtures
from tests.integration.accounts.test_accounts_api import reset_token
from tests.integration.api_client import PASSWORD, ApiClient, StepClock, User
from tests.integration.orders import conftest as order_fixtures
from tests.integration.orders.conftest import Shop, line

clock = integration_fixtures.clock
api = integration_fixtures.api
reviewer = integration_fixtures.reviewer
shop = order_fixtures.shop

NEW_PASSWORD = "new-pass-1"
SHOP_ID = 1

# A signed-in call of every area, each harmless for a live session.
SIGNED_IN_CALLS = (
    "mine/info",
    "mine/wealth/info",
    "mine/wealth/recharge/list",
    "order/list",
    "mine/shipping_address/list",
    "mine/comment/list",
    "mine/favorite/list",
    "mine/shop/info",
    "console/recharge/list",
    "console/order/list",
)


def log_in(api: ApiClient, user: User, *, remember: bool = False) -> User:
    """Another session of the same user, as a second browser would open it."""
    answer = api.data("user/login", None, email=user.email, password=PASSWORD, remember=remember)
    return User(user.uid, answer["sid"], user.email)


def is_signed_in(api: ApiClient, user: User) -> bool:
    code: int = api.call("mine/info", user)["code"]
    assert code in (0, 101)
    return code == 0


def merchant_link(api: ApiClient, seller: User) -> str:
    token: str = api.data("mine/info", seller)["shop_token"]
    assert token
    return token


def redeem(api: ApiClient, token: str) -> dict[str, Any]:
    return api.call("console/auth/shop_token", None, shop_token=token)


def console_session(api: ApiClient, seller: User) -> User:
    """A console session opened through the merchant link."""
    answer = redeem(api, merchant_link(api, seller))
    assert answer["code"] == 0, answer
    return User(seller.uid, answer["data"]["sid"], seller.email)


def change_password(api: ApiClient, user: User) -> User:
    answer = api.data(
        "mine/security/change_password", user, old_password=PASSWORD, password=NEW_PASSWORD
    )
    return User(user.uid, answer["sid"], user.email)


def reset_password(api: ApiClient, user: User) -> None:
    api.data("user/forget_password", None, email=user.email)
    token = reset_token(api.container, user.email)
    api.data("user/reset_password", None, token=token, password=NEW_PASSWORD)


@pytest.fixture
def staff(api: ApiClient, shop: Shop) -> User:
    """The owner of shop 1, who also reviews recharges: every signed-in area answers them."""
    seller = shop.seller(SHOP_ID)
    api.container.accounts.grant_role(seller.email, "reviewer")
    return seller


# -- log-out --------------------------------------------------------------------------------


@pytest.mark.parametrize("path", SIGNED_IN_CALLS)
def test_a_logged_out_sid_is_refused_by_every_signed_in_area(
    api: ApiClient, staff: User, path: str
) -> None:
    session = log_in(api, staff)
    assert api.call(path, session)["code"] == 0

    assert api.data("user/logout", session) is None

    refused = api.call(path, session)
    assert (refused["code"], refused["msg"]) == (101, "Please log in first")


def test_a_logged_out_sid_is_a_stranger_to_the_users_cart(api: ApiClient, shop: Shop) -> None:
    user = api.sign_in("cara@bazaar.test")
    item = shop.item("Cast Iron Dutch Oven")
    api.data("mall/cart/add", user, **line(item, 2))

    api.data("user/logout", user)

    # The cart takes guests too: the dead sid is answered as a guest with a cart of its own.
    assert api.data("mall/cart/list", user)["list"] == []
    assert (
        api.call("mall/cart/del", user, shop_goods_id=item.shop_goods_id, sku_id=item.sku_id)[
            "code"
        ]
        == 103
    )
    again = log_in(api, user)
    assert [e["num"] for e in api.data("mall/cart/list", again)["list"]] == [2]


def test_a_log_out_ends_only_the_callers_session(api: ApiClient) -> None:
    laptop = api.sign_in("dan@bazaar.test")
    phone = log_in(api, laptop)

    api.data("user/logout", laptop)

    assert (is_signed_in(api, laptop), is_signed_in(api, phone)) == (False, True)


def test_logging_in_again_does_not_revive_a_logged_out_sid(api: ApiClient) -> None:
    first = api.sign_in("eva@bazaar.test")
    api.data("user/logout", first)

    second = log_in(api, first)

    assert second.sid != first.sid
    assert (is_signed_in(api, first), is_signed_in(api, second)) == (False, True)
    # Logging the dead sid out again is harmless and does not touch the live one.
    assert api.call("user/logout", first)["code"] == 0
    assert is_signed_in(api, second)


# -- password change and reset --------------------------------------------------------------


def test_a_password_change_ends_remembered_and_console_sessions_too(
    api: ApiClient, staff: User
) -> None:
    remembered = log_in(api, staff, remember=True)
    console = console_session(api, staff)
    assert api.call("console/order/list", console)["code"] == 0

    fresh = change_password(api, staff)

    for ended in (staff, remembered, console):
        assert not is_signed_in(api, ended)
        assert api.call("console/order/list", ended)["code"] == 101
    assert api.call("console/order/list", fresh)["code"] == 0


def test_a_merchant_link_minted_before_a_password_change_no_longer_signs_in(
    api: ApiClient, staff: User
) -> None:
    """Whoever held the old session could have asked `mine/info` for a merchant link: after
    the owner changes the password, that link must not open a new session."""
    link = merchant_link(api, staff)

    fresh = change_password(api, staff)

    assert redeem(api, link)["code"] == 10208
    # The owner's own next link works.
    assert redeem(api, merchant_link(api, fresh))["code"] == 0


def test_a_merchant_link_minted_before_a_log_out_no_longer_signs_in(
    api: ApiClient, staff: User
) -> None:
    link = merchant_link(api, staff)

    assert api.call("user/logout", staff)["code"] == 0

    assert redeem(api, link)["code"] == 10208
    again = log_in(api, staff)
    assert redeem(api, merchant_link(api, again))["code"] == 0


def test_a_merchant_link_minted_before_a_password_reset_no_longer_signs_in(
    api: ApiClient, staff: User
) -> None:
    link = merchant_link(api, staff)
    console = console_session(api, staff)

    reset_password(api, staff)

    assert redeem(api, link)["code"] == 10208
    assert api.call("console/order/list", console)["code"] == 101


# -- disabled accounts and expiry ------------------------------------------------------------


def test_disabling_an_account_ends_its_live_sessions_at_once(api: ApiClient, staff: User) -> None:
    console = console_session(api, staff)
    with api.container.engine.begin() as connection:
        connection.execute(update(users).where(users.c.uid == staff.uid).values(disabled=True))

    for ended in (staff, console):
        assert not is_signed_in(api, ended)
        assert api.call("console/order/list", ended)["code"] == 101


@pytest.mark.parametrize(("remember", "lifetime_days"), [(False, 1), (True, 30)])
def test_a_session_is_refused_once_its_lifetime_has_passed(
    api: ApiClient, clock: StepClock, remember: bool, lifetime_days: int
) -> None:
    user = log_in(api, api.sign_in("fay@bazaar.test"), remember=remember)

    clock.advance(days=lifetime_days, seconds=-1)
    assert is_signed_in(api, user)
    clock.advance(seconds=1)
    assert not is_signed_in(api, user)


# -- fixation --------------------------------------------------------------------------------


def test_a_planted_guest_sid_gains_nothing_from_the_victims_log_in(
    api: ApiClient, shop: Shop
) -> None:
    """An attacker makes the victim's browser use a guest sid the attacker knows; the victim
    then logs in from it (carrying the guest cart and chat over) and keeps shopping."""
    planted = User(0, "p" * 32, "")
    item, later = shop.item("Ceramic Frying Pan"), shop.item("Glass French Press")
    api.data("mall/cart/add", planted, **line(item, 1))
    api.data(
        "support/customer_service/send",
        planted,
        shop_id=0,
        type=1,
        content="planted hello",
        open_id=planted.sid,
    )
    api.container.accounts.ensure_user("gia@bazaar.test", PASSWORD, "gia")
    answer = api.data("user/login", planted, email="gia@bazaar.test", password=PASSWORD)
    victim = User(answer["uid"], answer["sid"], "gia@bazaar.test")
    api.data("mall/cart/add", victim, **line(later, 1))
    api.data(
        "support/customer_service/send", victim, shop_id=0, type=1, content="my card number is 4242"
    )

    assert victim.sid != planted.sid
    assert not is_signed_in(api, planted)
    assert api.call("order/list", planted)["code"] == 101
    assert api.data("mall/cart/list", planted)["list"] == []
    guest_view = api.data(
        "support/customer_service/message_list", planted, shop_id=0, open_id=planted.sid
    )
    assert guest_view["list"] == []
    victim_lines = {e["sku_id"] for e in api.data("mall/cart/list", victim)["list"]}
    assert victim_lines == {item.sku_id, later.sku_id}


def test_the_stored_digest_of_a_sid_does_not_sign_anyone_in(api: ApiClient) -> None:
    user = api.sign_in("hal@bazaar.test")
    with api.container.engine.connect() as connection:
        stored = connection.execute(
            select(sessions.c.sid_hash).where(sessions.c.uid == user.uid)
        ).scalar_one()

    assert stored == sid_digest(user.sid) != user.sid
    assert not is_signed_in(api, User(user.uid, stored, user.email))
    assert not is_signed_in(api, User(user.uid, stored[:32], user.email))
