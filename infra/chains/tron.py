"""TRON over a TronGrid-compatible HTTP API: a transaction's execution receipt and the height.

`/wallet/gettransactioninfobyid` answers `{}` until the transaction is in a block; then its
`receipt.result` says whether the contract call succeeded (`SUCCESS`; `REVERT`,
`OUT_OF_ENERGY`, ... otherwise, with `result: FAILED`), and `log` holds the events emitted,
each with the emitting contract's address as 20 hex bytes (no 0x41) and bare-hex topics.
"""

from __future__ import annotations

from typing import Any

import httpx

from application.wallet.chain_verification import ChainTransaction, TokenTransfer
from application.wallet.chains import tron_base58_from_hex
from infra.chains.ethereum import TRANSFER_TOPIC
from infra.chains.http import DEFAULT_TIMEOUT, Unreadable, post_json

API_KEY_HEADER = "TRON-PRO-API-KEY"
_TRANSFER_TOPIC = TRANSFER_TOPIC.removeprefix("0x")  # TRC-20 emits ERC-20's event
_TRC20_TRANSFER_TOPICS = 3


class TronReader:
    """A `ChainReader` of one TronGrid-compatible endpoint (`base_url` without `/wallet`)."""

    def __init__(
        self, base_url: str, api_key: str | None = None, client: httpx.Client | None = None
    ) -> None:
        self.base_url = base_url.rstrip("/")
        headers = {API_KEY_HEADER: api_key} if api_key else {}
        self.client = client or httpx.Client(timeout=DEFAULT_TIMEOUT, headers=headers)

    def transaction(self, transaction_id: str) -> ChainTransaction | None:
        info = self._post("/wallet/gettransactioninfobyid", {"value": transaction_id})
        if not info:  # `{}`: not in a block (yet)
            return None
        try:
            head = int(self._post("/wallet/getnowblock", {})["block_header"]["raw_data"]["number"])
            mined_in = int(info["blockNumber"])
            receipt = info.get("receipt") or {}
            succeeded = info.get("result") != "FAILED" and receipt.get("result") == "SUCCESS"
            transfers = tuple(
                transfer for log in info.get("log") or [] if (transfer := _transfer(log))
            )
        except (KeyError, TypeError, ValueError) as error:
            raise Unreadable(f"transaction info of {transaction_id}: {error!r}") from error
        return ChainTransaction(succeeded, transfers, max(head - mined_in + 1, 0))

    def _post(self, path: str, payload: dict[str, Any]) -> Any:
        answer = post_json(self.client, self.base_url + path, payload)
        if not isinstance(answer, dict) or "Error" in answer:
            raise Unreadable(f"{path}: {answer!r}")
        return answer


def _transfer(log: dict[str, Any]) -> TokenTransfer | None:
    """The TRC-20 Transfer a log records, if it records one."""
    topics = log.get("topics") or []
    if len(topics) != _TRC20_TRANSFER_TOPICS or str(topics[0]).lower() != _TRANSFER_TOPIC:
        return None
    return TokenTransfer(
        contract=tron_base58_from_hex(str(log["address"])),
        sender=tron_base58_from_hex(str(topics[1])[-40:]),
        recipient=tron_base58_from_hex(str(topics[2])[-40:]),
        units=int(str(log["data"]), 16),
    )
