"""The orders a wallet entry is for, read from its remark.

The orders capability writes the remark of the money it moves in English, naming the orders by
number: a payment `Order BZ1, BZ2`, a settlement `Order BZ1`, a refund `Refund of order BZ1`.
Clients show their own words around the numbers instead, so the numbers are answered apart.
"""

from __future__ import annotations

import re

_ORDER_REMARK = re.compile(r"(?:Order|Refund of order) ([A-Z0-9]+(?:, [A-Z0-9]+)*)")


def orders_named(remark: str) -> list[str]:
    """The order numbers of an order's remark, in order; none for any other remark."""
    found = _ORDER_REMARK.fullmatch(remark.strip())
    return found.group(1).split(", ") if found else []
