"""The app wired to chains: an Ethereum node (anvil) on loopback with a USDT look-alike
deployed per test, and the TronGrid stand-in; embedded workers, so a recharge goes through
the policy, the actor and the Wallet exactly as in `bazaar serve`."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from application.wallet.chain_due import DueCheck, load_due
from infra.bootstrap import bootstrap
from infra.settings import Settings
from tests.conftest import TEST_READ_YOUR_WRITES_SECONDS, app_client, migrate_if_new
from tests.integration.api_client import ApiClient, StepClock, User
from tests.integration.wallet.chains.devnet import Devnet, devnet
from tests.integration.wallet.chains.tron_api import DEPOSIT as TRON_DEPOSIT
from tests.integration.wallet.chains.tron_api import USDT_TRC20, TronGrid, trongrid
from tests.integration.wallet.steps import apply_recharge

__all__ = ["devnet", "trongrid"]

ERC20 = "usdt_erc20"
TRC20 = "usdt_trc20"
CONFIRMATIONS = 3
TRON_API_KEY = "test-key"
# How long a test waits for the worker's tick to reach a state: a bound, not a measure (the
# state usually arrives in well under a second, but seconds later beside a parallel run).
WAIT_SECONDS = 60.0


@dataclass
class ChainApp:
    """The app, the node it reads and the token and deposit address its method names."""

    api: ApiClient
    node: Devnet
    grid: TronGrid
    token: str
    deposit: str

    def pay(self, units: int, **transfer: Any) -> str:
        """A transfer of `units` of the configured token to the deposit address (unless
        `to` or `token` say otherwise), buried under enough blocks; answers its hash."""
        token = transfer.pop("token", self.token)
        to = transfer.pop("to", self.deposit)
        transaction_hash = self.node.transfer(token, to, units, **transfer)
        self.node.mine(CONFIRMATIONS - 1)
        return transaction_hash

    def recharge(self, user: User, amount: int, transaction_id: str, method: str = ERC20) -> str:
        answer = apply_recharge(self.api, user, amount, transaction_id, method=method)
        assert answer["code"] == 0, answer
        recharge_id: str = answer["data"]["recharge_id"]
        return recharge_id

    def listed(self, user: User, recharge_id: str) -> dict[str, Any]:
        items = self.api.data("mine/wealth/recharge/list", user, page=1)["list"]
        item: dict[str, Any] = next(i for i in items if i["recharge_id"] == recharge_id)
        return item

    def check_of(
        self,
        user: User,
        recharge_id: str,
        until: Callable[[dict[str, Any]], bool] = lambda check: check["state"] != "unchecked",
    ) -> dict[str, Any]:
        """The recharge's chain check as its owner sees it, once `until` holds."""
        deadline = time.monotonic() + WAIT_SECONDS
        while True:
            check: dict[str, Any] = self.listed(user, recharge_id)["chain_check"]
            if until(check) or time.monotonic() > deadline:
                return check
            time.sleep(0.1)

    def due_row(
        self, recharge_id: str, until: Callable[[DueCheck | None], bool]
    ) -> DueCheck | None:
        """The recharge's due row, once `until` holds of it."""
        deadline = time.monotonic() + WAIT_SECONDS
        while True:
            with self.api.container.engine.connect() as connection:
                row = load_due(connection, recharge_id)
            if until(row) or time.monotonic() > deadline:
                return row
            time.sleep(0.1)


def chain_settings(
    data_dir: Path, database_url: str | None, node: Devnet, grid_url: str, **more: str
) -> tuple[Settings, str, str]:
    """Settings whose ERC-20 method names a freshly deployed token; answers them with the
    token's address and the deposit address."""
    token = node.deploy_token("Tether USD", "USDT", 6)
    deposit = node.accounts[2]
    methods = [
        {
            "method": ERC20,
            "name": "USDT (ERC20)",
            "address": deposit,
            "min": 1000,
            "max": 1_000_000,
            "chain": "ethereum",
            "token": "USDT",
            "token_contract": token,
            "decimals": 6,
            "confirmations": CONFIRMATIONS,
            "chain_id": 31337,
        },
        {
            "method": TRC20,
            "name": "USDT (TRC20)",
            "address": TRON_DEPOSIT,
            "min": 1000,
            "max": 1_000_000,
            "chain": "tron",
            "token": "USDT",
            "token_contract": USDT_TRC20,
            "decimals": 6,
            "confirmations": 19,
        },
    ]
    environ = {
        "BAZAAR_DATA_DIR": str(data_dir),
        "PROJECTION_TICK_SECONDS": "0.2",
        "READ_YOUR_WRITES_SECONDS": TEST_READ_YOUR_WRITES_SECONDS,
        "RECHARGE_METHODS": json.dumps(methods),
        "CHAIN_RPC_URL_ETHEREUM": node.url,
        "CHAIN_API_URL_TRON": grid_url,
        "CHAIN_API_KEY_TRON": TRON_API_KEY,
        **more,
    }
    if database_url is not None:
        environ["DATABASE_URL"] = database_url
    return Settings.from_environment(environ), token, deposit


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request: pytest.FixtureRequest) -> str | None:
    if request.param == "postgres":
        url: str = request.getfixturevalue("fresh_postgres")
        return url
    return None


@pytest.fixture
def auto_approve_max() -> int:
    """RECHARGE_AUTO_APPROVE_MAX for the test (0: off); a test overrides it."""
    return 0


@pytest.fixture
def chain_app(
    tmp_path: Path,
    database_url: str | None,
    devnet: Devnet,
    trongrid: tuple[TronGrid, str],
    auto_approve_max: int,
) -> Iterator[ChainApp]:
    grid, grid_url = trongrid
    settings, token, deposit = chain_settings(
        tmp_path,
        database_url,
        devnet,
        grid_url,
        RECHARGE_AUTO_APPROVE_MAX=str(auto_approve_max),
    )
    clock = StepClock()
    container = bootstrap(settings, clock=clock, create_event_tables=True)
    migrate_if_new(container.engine)
    container.start_embedded_workers()
    with app_client(container) as client:
        yield ChainApp(ApiClient(container, client, clock), devnet, grid, token, deposit)
    container.close()


@pytest.fixture
def buyer(chain_app: ChainApp) -> User:
    return chain_app.api.sign_in("ann@bazaar.test")


@pytest.fixture
def checker(chain_app: ChainApp) -> User:
    return chain_app.api.sign_in("rex@bazaar.test", "reviewer")


@pytest.fixture
def auditor(chain_app: ChainApp) -> User:
    return chain_app.api.sign_in("ada@bazaar.test", "auditor")
