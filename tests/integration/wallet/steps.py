"""The wallet's calls that other tests build on: a recharge applied and approved (money in a
shopper's wallet before checkout), a balance, and the methods and withdrawal address they use."""

from __future__ import annotations

import hashlib
import secrets
from typing import Any

import base58

from tests.integration.api_client import ApiClient, User

USDT = "usdt_trc20"
BANK = "bank_transfer"


def tron_address(name: str) -> str:
    """A valid TRON address made from `name` (nobody holds its key)."""
    account = hashlib.sha256(name.encode()).digest()[:20]
    return base58.b58encode_check(b"\x41" + account).decode("ascii")


PAYEE = tron_address("payee")
"""Where the shoppers of these tests withdraw USDT to."""


def apply_recharge(
    api: ApiClient,
    user: User,
    amount: int,
    transaction_id: str = "",
    proof: str = "",
    *,
    key: str | None = None,
    **extra: Any,
) -> dict[str, Any]:
    return api.call(
        "mine/wealth/recharge/apply",
        user,
        key=key,
        method=extra.pop("method", USDT),
        amount=amount,
        # A TRON transaction id (64 hex digits), as the default method is USDT on TRON.
        transaction_id=transaction_id or secrets.token_hex(32),
        proof_image=proof or api.upload(user),
        **extra,
    )


def fund(api: ApiClient, user: User, amount: int, reviewer: User, *more_reviewers: User) -> str:
    """A recharge approved by `reviewer` and then by each of `more_reviewers` (an amount at or
    above REVIEW_SECOND_APPROVAL_FROM needs a second one); answers its id."""
    answer = apply_recharge(api, user, amount)
    assert answer["code"] == 0, answer
    recharge_id: str = answer["data"]["recharge_id"]
    for approver in (reviewer, *more_reviewers):
        api.data("console/recharge/approve", approver, recharge_id=recharge_id, remark="ok")
    return recharge_id


def balance(api: ApiClient, user: User) -> tuple[int, int]:
    """(available, frozen) as `mine/wealth/info` shows them."""
    info = api.data("mine/wealth/info", user)
    return info["amount"], info["frozen_amount"]
