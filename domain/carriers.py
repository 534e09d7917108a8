"""A parcel's shipment: the carriers a seller ships with (each a code, which an order's
`Shipped` event records, a name, and a tracking-page address template holding
`{logistics_no}`) and the parcel's logistics number."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from urllib.parse import quote

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.text import required_text

LOGISTICS_NO_PLACEHOLDER = "{logistics_no}"
"""Where a carrier's tracking-page template takes the parcel's number."""
CARRIER_CODE_MAX_LENGTH = 32
LOGISTICS_NO_MAX_LENGTH = 64


def logistics_number(raw: str) -> str:
    """The parcel's number trimmed; 102 `logistics_no` when empty or past 64 characters."""
    return required_text(raw, "logistics_no", LOGISTICS_NO_MAX_LENGTH)


@dataclass(frozen=True)
class Carrier:
    code: str
    name: str
    tracking_url: str
    """The tracking page's address with `{logistics_no}` where the parcel's number goes."""

    def tracking_link(self, logistics_no: str) -> str:
        """The tracking page of one parcel. The number is percent-encoded whole (`/`, `#`,
        `&` included), so a number can only ever fill its own place in the address."""
        return self.tracking_url.replace(LOGISTICS_NO_PLACEHOLDER, quote(logistics_no, safe=""))


class Carriers:
    """The configured carriers, in the order the seller is offered them."""

    def __init__(self, carriers: Iterable[Carrier]) -> None:
        self.listed = tuple(carriers)
        self._by_code = {carrier.code: carrier for carrier in self.listed}

    def named(self, code: str | None) -> Carrier | None:
        """The carrier of that code; None for no code (an order shipped before carriers were
        recorded) or one no longer configured."""
        return None if code is None else self._by_code.get(code)

    def chosen(self, code: str | None) -> Carrier | None:
        """The carrier a seller picked: None when they named none (the older call), 102
        `carrier` when the code is not configured."""
        if code is None:
            return None
        carrier = self._by_code.get(code)
        if carrier is None:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="carrier")
        return carrier
