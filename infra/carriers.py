"""The carriers a seller may ship with: the demo's list when `CARRIERS` is not set, and the
start-up check of a configured one (JSON: `[{"code", "name", "tracking_url"}]`, each
`tracking_url` an http(s) address holding `{logistics_no}`)."""

from __future__ import annotations

import json
import re
from urllib.parse import urlsplit

from domain.carriers import CARRIER_CODE_MAX_LENGTH, LOGISTICS_NO_PLACEHOLDER, Carrier
from infra.setting_values import SettingsError

_CODE = re.compile(rf"[a-z0-9][a-z0-9_-]{{0,{CARRIER_CODE_MAX_LENGTH - 1}}}")
_SEVENTEEN_TRACK = "https://t.17track.net/en#nums={logistics_no}"
"""A tracking site that follows most postal services, for those without a page per parcel."""

# Carriers shoppers of the demo's languages know; each links to its own tracking page.
DEFAULT_CARRIERS: tuple[Carrier, ...] = (
    Carrier(
        "dhl",
        "DHL Express",
        "https://www.dhl.com/global-en/home/tracking/tracking-express.html"
        "?submit=1&tracking-id={logistics_no}",
    ),
    Carrier("ups", "UPS", "https://www.ups.com/track?tracknum={logistics_no}"),
    Carrier("fedex", "FedEx", "https://www.fedex.com/fedextrack/?trknbr={logistics_no}"),
    Carrier("usps", "USPS", "https://tools.usps.com/go/TrackConfirmAction?tLabels={logistics_no}"),
    Carrier(
        "sf_express",
        "SF Express",
        "https://www.sf-express.com/we/ow/chn/en/waybill/waybill-detail/{logistics_no}",
    ),
    Carrier("china_post", "China Post", _SEVENTEEN_TRACK),
    Carrier(
        "thailand_post",
        "Thailand Post",
        "https://track.thailandpost.co.th/?trackNumber={logistics_no}",
    ),
    Carrier(
        "aramex",
        "Aramex",
        "https://www.aramex.com/us/en/track/results?ShipmentNumber={logistics_no}",
    ),
    Carrier(
        "yurtici",
        "Yurtiçi Kargo",
        "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={logistics_no}",
    ),
    Carrier("india_post", "India Post", _SEVENTEEN_TRACK),
    Carrier(
        "correos",
        "Correos",
        "https://www.correos.es/es/en/tools/tracker/items/details?tracking-number={logistics_no}",
    ),
    Carrier(
        "poste_italiane",
        "Poste Italiane",
        "https://www.poste.it/cerca/index.html#/risultati-spedizioni/{logistics_no}",
    ),
    Carrier(
        "russian_post", "Russian Post", "https://www.pochta.ru/tracking?barcode={logistics_no}"
    ),
)


def carriers_from(raw: str | None) -> tuple[Carrier, ...]:
    """`CARRIERS` (JSON) checked, or the demo's carriers when it is unset or blank."""
    if not raw or not raw.strip():
        return DEFAULT_CARRIERS
    try:
        configured: object = json.loads(raw)
    except json.JSONDecodeError as error:
        raise SettingsError("CARRIERS must be a JSON list") from error
    if not isinstance(configured, list) or not configured:
        raise SettingsError("CARRIERS must be a non-empty JSON list of objects")
    carriers = tuple(_checked(position, entry) for position, entry in enumerate(configured))
    codes = [carrier.code for carrier in carriers]
    repeated = sorted({code for code in codes if codes.count(code) > 1})
    if repeated:
        raise SettingsError(f"CARRIERS names {', '.join(repeated)} more than once")
    return carriers


def _checked(position: int, entry: object) -> Carrier:
    label = f"CARRIERS[{position}]"
    if not isinstance(entry, dict):
        raise SettingsError(f"{label} must be an object")
    code, name, template = entry.get("code"), entry.get("name"), entry.get("tracking_url")
    if not isinstance(code, str) or not _CODE.fullmatch(code):
        raise SettingsError(
            f"{label}.code must be 1..{CARRIER_CODE_MAX_LENGTH} of a-z, 0-9, _ and -"
        )
    if not isinstance(name, str) or not name.strip():
        raise SettingsError(f"CARRIERS {code!r}: name must be a non-empty string")
    if (
        not isinstance(template, str)
        or urlsplit(template).scheme not in {"http", "https"}
        or LOGISTICS_NO_PLACEHOLDER not in template
    ):
        raise SettingsError(
            f"CARRIERS {code!r}: tracking_url must be an http(s) address holding"
            f" {LOGISTICS_NO_PLACEHOLDER}"
        )
    return Carrier(code, name.strip(), template)
