"""A TronGrid stand-in on loopback: the one mock issue 18 allows, since TRON has no node that
runs offline. It serves TronGrid's answers kept under `tron_responses/`, keyed by transaction
id, and a `getnowblock` whose height the test sets.

The JSON there is TronGrid output in its mainnet shape: `/wallet/gettransactioninfobyid` for a
USDT TRC-20 `transfer` (the receipt, the 20-byte hex log address without 0x41, the bare-hex
topics and data of the Transfer event, `result: FAILED` with `receipt.result: REVERT` for a
reverted call, `{}` for an unknown id) and `/wallet/getnowblock`. The ids, addresses, blocks
and amounts are these tests' own; the answers were written to TronGrid's documented format,
not captured from the network (the machines that run these tests reach no TRON node).
"""

from __future__ import annotations

import copy
import json
import secrets
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

RESPONSES = Path(__file__).resolve().parent / "tron_responses"
RECORDED = {
    name: json.loads((RESPONSES / f"{name}.json").read_text(encoding="utf-8"))
    for name in (
        "good_deposit",
        "wrong_recipient",
        "lookalike_token",
        "wrong_amount",
        "reverted",
    )
}
NOW_BLOCK = json.loads((RESPONSES / "nowblock.json").read_text(encoding="utf-8"))
USDT_TRC20 = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
DEPOSIT = "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7"
SHOPPER = "TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW"


def transaction_id(name: str) -> str:
    recorded_id: str = RECORDED[name]["id"]
    return recorded_id


class TronGrid:
    """What the stand-in serves, and the API keys it was sent."""

    def __init__(self) -> None:
        self.transactions = {info["id"]: info for info in RECORDED.values()}
        self.height = int(NOW_BLOCK["block_header"]["raw_data"]["number"])
        self.api_keys: list[str | None] = []
        self.down = False

    def deposit(self, units: int) -> str:
        """A USDT transfer of `units` to the deposit address, shaped as the recorded good
        deposit (so 31 blocks deep) under a fresh id: what paying an order of any amount
        needs. Answers its id."""
        info = copy.deepcopy(RECORDED["good_deposit"])
        info["id"] = secrets.token_hex(32)
        info["log"][0]["data"] = f"{units:064x}"
        self.transactions[info["id"]] = info
        transaction_id: str = info["id"]
        return transaction_id

    def answer(self, path: str, body: dict[str, Any]) -> Any:
        if path == "/wallet/gettransactioninfobyid":
            return self.transactions.get(str(body.get("value", "")).lower(), {})
        if path == "/wallet/getnowblock":
            block = json.loads(json.dumps(NOW_BLOCK))
            block["block_header"]["raw_data"]["number"] = self.height
            return block
        return None


def _handler(grid: TronGrid) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"{}")
            grid.api_keys.append(self.headers.get("TRON-PRO-API-KEY"))
            answer = None if grid.down else grid.answer(self.path, body)
            status = 200 if answer is not None else 503
            payload = json.dumps(answer if answer is not None else {"Error": "down"}).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def log_message(self, format: str, *args: Any) -> None:
            pass  # quiet tests

    return Handler


@pytest.fixture
def trongrid() -> Iterator[tuple[TronGrid, str]]:
    """The stand-in and its base URL."""
    grid = TronGrid()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(grid))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield grid, f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
