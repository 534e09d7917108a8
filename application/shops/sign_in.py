"""The merchant link: `shop_state` for user_info, and the one-time `shop_token` that signs a
shop owner into the seller site (the console) without a password.

The token travels in the link's URL fragment, so it never reaches access logs or Referer
headers. Only its SHA-256 is stored; it lives 10 minutes and works once.
"""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import Connection, Engine, delete, select

from application import one_time_tokens
from application.accounts.service import Accounts
from application.accounts.tables import shop_sign_in_tokens, users
from application.accounts.users import SignedIn
from application.errors import ServiceErrorCode
from application.ports import Clock
from application.shops.applications import latest_of
from application.shops.opening import shop_of
from domain.errors import BusinessRuleViolation
from domain.review import ReviewStatus

SHOP_TOKEN_LIFETIME = timedelta(minutes=10)

NO_SHOP, SHOP_ACTIVE, APPLICATION_WAITING, APPLICATION_REJECTED = 0, 1, 2, 3


def shop_state(connection: Connection, uid: int) -> int:
    """0 no shop, 2 an application under review, 1 an active shop, 3 the last one rejected."""
    if shop_of(connection, uid) is not None:
        return SHOP_ACTIVE
    latest = latest_of(connection, uid)
    if latest is None:
        return NO_SHOP
    if latest.status == ReviewStatus.WAIT:
        return APPLICATION_WAITING
    return APPLICATION_REJECTED if latest.status == ReviewStatus.ERROR else SHOP_ACTIVE


class ShopSignIn:
    """Mints merchant-link tokens for shop owners and redeems them for a fresh session."""

    def __init__(self, engine: Engine, clock: Clock, accounts: Accounts) -> None:
        self.engine = engine
        self.clock = clock
        self.accounts = accounts

    def shop_status(self, connection: Connection, uid: int) -> tuple[int, str]:
        """The `ShopStatus` hook of Accounts: (shop_state, shop_token), with a new token for an
        active shop. `connection` is the caller's transaction, so the token commits with it."""
        state = shop_state(connection, uid)
        if state != SHOP_ACTIVE:
            return state, ""
        now = self.clock()
        connection.execute(
            delete(shop_sign_in_tokens).where(
                shop_sign_in_tokens.c.uid == uid, shop_sign_in_tokens.c.expires_at <= now
            )
        )
        expires_at = now + SHOP_TOKEN_LIFETIME
        return state, one_time_tokens.issue(connection, shop_sign_in_tokens, uid, expires_at)

    def sign_in(self, token: str) -> SignedIn:
        """Uses the token once and answers a fresh sid of its owner (10208 when the token is
        unknown, used or expired; 10203 for a disabled account)."""
        if not token:
            raise BusinessRuleViolation(ServiceErrorCode.SHOP_LINK_EXPIRED)
        now = self.clock()
        with self.engine.begin() as connection:
            uid = one_time_tokens.claim(connection, shop_sign_in_tokens, token, now)
            if uid is None:
                raise BusinessRuleViolation(ServiceErrorCode.SHOP_LINK_EXPIRED)
            disabled = connection.execute(
                select(users.c.disabled).where(users.c.uid == uid)
            ).scalar_one()
            if disabled:
                raise BusinessRuleViolation(ServiceErrorCode.ACCOUNT_DISABLED)
            return self.accounts.sign_in_within(connection, int(uid))
