"""Ethereum over JSON-RPC: the receipt of a transaction and the chain's height.

A receipt exists once the transaction is mined; `status` says whether it succeeded, and its
logs hold the Transfer events the token contracts emitted (the log's `address` is the contract
that emitted it, which no other contract can forge).
"""

from __future__ import annotations

from typing import Any

import httpx
from eth_utils.crypto import keccak

from application.wallet.chain_verification import ChainTransaction, TokenTransfer
from infra.chains.http import DEFAULT_TIMEOUT, Unreadable, post_json

TRANSFER_TOPIC = "0x" + keccak(text="Transfer(address,address,uint256)").hex()
"""topics[0] of an ERC-20 Transfer(address indexed from, address indexed to, uint256 value)."""
_ERC20_TRANSFER_TOPICS = 3  # the signature, from and to; ERC-721 also indexes its token id


class EthereumReader:
    """A `ChainReader` of one Ethereum JSON-RPC endpoint."""

    def __init__(self, url: str, client: httpx.Client | None = None) -> None:
        self.url = url
        self.client = client or httpx.Client(timeout=DEFAULT_TIMEOUT)
        self._request_id = 0

    def transaction(self, transaction_id: str) -> ChainTransaction | None:
        receipt = self._call("eth_getTransactionReceipt", [transaction_id])
        if receipt is None or receipt.get("blockNumber") is None:  # unknown, or not mined
            return None
        head = _quantity(self._call("eth_blockNumber", []))
        try:
            mined_in = _quantity(receipt["blockNumber"])
            succeeded = _quantity(receipt["status"]) == 1
            transfers = tuple(
                transfer for log in receipt["logs"] if (transfer := _transfer(log)) is not None
            )
        except (KeyError, TypeError, ValueError) as error:
            raise Unreadable(f"receipt of {transaction_id}: {error!r}") from error
        return ChainTransaction(succeeded, transfers, max(head - mined_in + 1, 0))

    def _call(self, method: str, params: list[Any]) -> Any:
        self._request_id += 1
        payload = {"jsonrpc": "2.0", "id": self._request_id, "method": method, "params": params}
        answer = post_json(self.client, self.url, payload)
        if not isinstance(answer, dict) or "error" in answer:
            raise Unreadable(f"{method}: {answer!r}")
        return answer.get("result")


def _quantity(value: Any) -> int:
    if not isinstance(value, str) or not value.startswith("0x"):
        raise Unreadable(f"not a JSON-RPC quantity: {value!r}")
    return int(value, 16)


def _transfer(log: dict[str, Any]) -> TokenTransfer | None:
    """The ERC-20 Transfer a log records, if it records one."""
    topics = log.get("topics") or []
    if log.get("removed") or len(topics) != _ERC20_TRANSFER_TOPICS:
        return None
    if str(topics[0]).lower() != TRANSFER_TOPIC:
        return None
    return TokenTransfer(
        contract=str(log["address"]).lower(),
        sender="0x" + str(topics[1])[-40:].lower(),
        recipient="0x" + str(topics[2])[-40:].lower(),
        units=int(str(log["data"]), 16),
    )
