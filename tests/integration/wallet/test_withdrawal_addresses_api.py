"""Withdrawal addresses that would lose the money, over HTTP on both stores: the zero address
(TRON's black hole), the token's contract and the platform's deposit addresses, now and
before, are refused with 30903 and freeze nothing; the reviewers' list flags a withdrawal to
an address that was ever a deposit address of the platform's."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from litestar.testing import TestClient

from infra.asgi import web_app
from infra.bootstrap import bootstrap
from infra.recharge_methods import DEFAULT_RECHARGE_METHODS
from infra.settings import Settings
from tests.integration.api_client import ApiClient, StepClock, User
from tests.integration.wallet.steps import USDT, balance, fund, tron_address

ERC20 = "usdt_erc20"
TRON_DEPOSIT = "TVNgd6kKDwcNZ5FUVjGQMrxkb5kh2TED9v"
ETHEREUM_DEPOSIT = "0x5306dc3AEdC595C48bd9Bc1341087662B8cE27A0"


def _withdraw(api: ApiClient, user: User, method: str, address: str) -> Any:
    return api.call("mine/wealth/withdraw/apply", user, method=method, amount=1000, address=address)


@pytest.mark.parametrize(
    ("method", "address"),
    [
        (USDT, "T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb"),  # the black hole
        (USDT, "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"),  # the USDT contract
        (USDT, TRON_DEPOSIT),
        (ERC20, "0x0000000000000000000000000000000000000000"),
        (ERC20, "0xdac17f958d2ee523a2206206994597c13d831ec7"),  # the USDT contract
        (ERC20, ETHEREUM_DEPOSIT),
        (ERC20, ETHEREUM_DEPOSIT.lower()),
    ],
)
def test_a_withdrawal_to_an_address_that_loses_the_money_answers_30903_and_freezes_nothing(
    api: ApiClient, shopper: User, reviewer: User, method: str, address: str
) -> None:
    fund(api, shopper, 5000, reviewer)
    answer = _withdraw(api, shopper, method, address)
    assert answer["code"] == 30903, answer
    assert balance(api, shopper) == (5000, 0)
    assert api.data("mine/wealth/withdraw/list", shopper)["total"] == 0


def _moved_deposit(settings: Settings, address: str) -> Settings:
    """The same deployment, its TRON method taking deposits at `address` from now on."""
    methods = [
        {**method, "address": address} if method["method"] == USDT else dict(method)
        for method in DEFAULT_RECHARGE_METHODS
    ]
    return replace(settings, recharge_methods=methods)


@pytest.fixture
def redeployed(api: ApiClient, settings: Settings, clock: StepClock) -> Iterator[ApiClient]:
    """A second process over the same database, whose TRON deposit address is a new one:
    what the first process used (it recorded its own on first use) is an old one now."""
    moved = _moved_deposit(settings, tron_address("new deposit"))
    container = bootstrap(moved, clock=clock)
    with TestClient(web_app(container)) as client:
        yield ApiClient(container, client, clock)


def test_a_former_deposit_address_stays_refused_after_the_method_moves(
    api: ApiClient, shopper: User, reviewer: User, redeployed: ApiClient
) -> None:
    fund(api, shopper, 5000, reviewer)
    assert api.data("console/withdraw/list", reviewer, status="wait")["total"] == 0

    for address in (TRON_DEPOSIT, tron_address("new deposit")):
        answer = _withdraw(redeployed, shopper, USDT, address)
        assert answer["code"] == 30903, (address, answer)
    assert balance(redeployed, shopper) == (5000, 0)


def test_the_reviewers_list_flags_a_withdrawal_to_an_address_that_became_a_deposit_address(
    api: ApiClient, shopper: User, reviewer: User, settings: Settings, clock: StepClock
) -> None:
    fund(api, shopper, 5000, reviewer)
    later_deposit = tron_address("a payee who became the platform")
    bob = api.sign_in("bob@bazaar.test")
    fund(api, bob, 5000, reviewer)
    assert _withdraw(api, shopper, USDT, later_deposit)["code"] == 0
    assert _withdraw(api, bob, USDT, tron_address("bob's own"))["code"] == 0
    container = bootstrap(_moved_deposit(settings, later_deposit), clock=clock)
    with TestClient(web_app(container)) as client:
        redeployed = ApiClient(container, client, clock)

        queue = redeployed.data("console/withdraw/list", reviewer, status="wait")["list"]
        detail = redeployed.data(
            "console/withdraw/detail", reviewer, withdraw_id=queue[0]["withdraw_id"]
        )

    flags = {item["address"]: item["to_deposit_address"] for item in queue}
    assert flags == {later_deposit: True, tron_address("bob's own"): False}
    assert detail["withdraw"]["to_deposit_address"] is (queue[0]["address"] == later_deposit)
