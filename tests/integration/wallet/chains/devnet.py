"""A real Ethereum node on loopback for the chain tests: anvil from infra/chain-devnet
(`make install` runs its `npm ci`), with the ERC-20 token compiled offline into token.json.

The node mines each transaction as it arrives (anvil's auto-mining) and signs for its
unlocked dev accounts, so tests deploy and transfer with plain `eth_sendTransaction`.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from eth_abi.abi import encode
from eth_utils.abi import function_signature_to_4byte_selector

from tests.conftest import free_port

DEVNET = Path(__file__).resolve().parents[4] / "infra" / "chain-devnet"
TOKEN = json.loads((DEVNET / "token.json").read_text(encoding="utf-8"))
TRANSFER = function_signature_to_4byte_selector("transfer(address,uint256)")
START_TIMEOUT = 30.0


def anvil_binary() -> Path | None:
    """The platform binary npm installed (calling it directly, not through the Node wrapper,
    so stopping the node stops the node)."""
    found = sorted(DEVNET.glob("node_modules/@foundry-rs/anvil-*/bin/anvil"))
    return found[0] if found else None


@dataclass
class Devnet:
    url: str
    process: subprocess.Popen[bytes]
    accounts: list[str]

    def rpc(self, method: str, *params: Any) -> Any:
        payload = {"jsonrpc": "2.0", "id": 1, "method": method, "params": list(params)}
        answer = httpx.post(self.url, json=payload, timeout=10.0).json()
        assert "error" not in answer, answer
        return answer["result"]

    @property
    def deployer(self) -> str:
        return self.accounts[0]

    def send(self, sender: str, to: str | None, data: bytes, gas: int | None = None) -> str:
        """Sends a transaction from an unlocked account; answers its hash once mined."""
        transaction: dict[str, str] = {"from": sender, "data": "0x" + data.hex()}
        if to is not None:
            transaction["to"] = to
        if gas is not None:  # no estimate: a call that fails is mined all the same, reverted
            transaction["gas"] = hex(gas)
        transaction_hash: str = self.rpc("eth_sendTransaction", transaction)
        return transaction_hash

    def receipt(self, transaction_hash: str, timeout: float = 30.0) -> dict[str, Any]:
        """The mined transaction's receipt. The node mines on each send, but a loaded machine
        may answer the send before the receipt is stored: wait for it (bounded)."""
        deadline = time.monotonic() + timeout
        while True:
            receipt: dict[str, Any] | None = self.rpc("eth_getTransactionReceipt", transaction_hash)
            if receipt is not None:
                return receipt
            if time.monotonic() > deadline:
                raise TimeoutError(f"no receipt for {transaction_hash} after {timeout} s")
            time.sleep(0.05)

    def deploy_token(self, name: str, symbol: str, decimals: int = 6) -> str:
        """Deploys a Token minting 10^12 units to the deployer; answers its address."""
        arguments = encode(
            ["string", "string", "uint8", "uint256"], [name, symbol, decimals, 10**12]
        )
        bytecode = bytes.fromhex(TOKEN["bytecode"].removeprefix("0x"))
        address: str = self.receipt(self.send(self.deployer, None, bytecode + arguments))[
            "contractAddress"
        ]
        return address

    def transfer(
        self, token: str, to: str, units: int, *, sender: str | None = None, gas: int | None = None
    ) -> str:
        """`sender` (the deployer by default) calls `transfer(to, units)` on `token`."""
        data = TRANSFER + encode(["address", "uint256"], [to, units])
        return self.send(sender or self.deployer, token, data, gas)

    def mine(self, blocks: int) -> None:
        self.rpc("anvil_mine", hex(blocks))

    def block_number(self) -> int:
        return int(self.rpc("eth_blockNumber"), 16)

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def start_devnet() -> Devnet:
    """Starts anvil on a free loopback port and waits until it answers."""
    binary = anvil_binary()
    if binary is None:
        unavailable("anvil is not installed: run `make install` (npm ci in infra/chain-devnet)")
        raise AssertionError("unreachable")
    port = free_port()
    process = subprocess.Popen(
        [str(binary), "--host", "127.0.0.1", "--port", str(port), "--accounts", "4"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            error = process.stderr.read().decode() if process.stderr else ""
            unavailable(f"anvil exited with {process.returncode}: {error}")
        try:
            answer = httpx.post(
                url, json={"jsonrpc": "2.0", "id": 1, "method": "eth_accounts", "params": []}
            ).json()
        except httpx.TransportError:
            time.sleep(0.1)
            continue
        return Devnet(url=url, process=process, accounts=answer["result"])
    process.kill()
    unavailable(f"anvil did not answer on {url} within {START_TIMEOUT}s")
    raise AssertionError("unreachable")


def unavailable(reason: str) -> None:
    """No node: a failure in CI (the chain tests must run there), a skip elsewhere."""
    if os.environ.get("CI"):
        pytest.fail(f"{reason} (required in CI)")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def devnet() -> Iterator[Devnet]:
    """One node for the session; each test deploys its own tokens and uses fresh addresses."""
    node = start_devnet()
    yield node
    node.stop()
