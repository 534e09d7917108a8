"""The recharge methods the site offers when `RECHARGE_METHODS` is not set: demo addresses,
which a real deployment replaces with its own."""

from __future__ import annotations

from typing import Any

DEFAULT_RECHARGE_METHODS: list[dict[str, Any]] = [
    {
        "method": "usdt_trc20",
        "name": "USDT (TRC20)",
        "address": "TQ5kqUuWk6xWJ3Qx1m9bazaarDemoTrc20Addr",
        "min": 1000,
        "max": 1000000,
    },
    {
        "method": "bank_transfer",
        "name": "Bank transfer",
        "address": "Bazaar Ltd · IBAN GB33 BUKB 2020 1555 5555 55",
        "min": 1000,
        "max": 5000000,
    },
]
