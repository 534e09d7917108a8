"""The recharge methods: the demo ones the site offers when `RECHARGE_METHODS` is not set, and
the start-up check of a configured list.

A chain method names its chain, the token's contract (a token is matched by its contract
address, never by its symbol), the token's decimals and the confirmations a transfer needs;
an off-chain method (a bank transfer) has none of these, and may name the bank account the
shopper pays to instead (`bank_name`, `iban`, `bic`, and `account_holder` if wanted). Every
address is checked for its chain and every IBAN for its check digits when the process starts,
so a typo fails the start, not a shopper's payment. `names` gives the method's name in other
languages (by language code; `name` is the one for every other language).
"""

from __future__ import annotations

import json
from typing import Any, TypeGuard

from application.wallet.bank_accounts import compact_iban, is_valid_bic, is_valid_iban
from application.wallet.chains import Chain, is_valid_address
from domain.languages import LANGUAGES
from infra.setting_values import SettingsError

CHAIN_FIELDS = ("token", "token_contract", "decimals", "confirmations", "chain_id")
BANK_FIELDS = ("bank_name", "iban", "bic", "account_holder")
MAX_DECIMALS = 36
DEFAULT_CHAIN_ID = 1
"""Ethereum mainnet."""

# The demo deposit addresses are derived from hashes (keccak of "bazaar demo deposit
# (ethereum)" and "(tron)"): valid for their chains, but nobody holds their keys. A real
# deployment sets RECHARGE_METHODS with its own. The demo bank account is ISO 13616's example
# IBAN (its check digits hold) at a made-up bank.
DEFAULT_RECHARGE_METHODS: list[dict[str, Any]] = [
    {
        "method": "usdt_erc20",
        "name": "USDT (ERC20)",
        "address": "0x5306dc3AEdC595C48bd9Bc1341087662B8cE27A0",
        "min": 1000,
        "max": 1000000,
        "chain": "ethereum",
        "token": "USDT",
        "token_contract": "0xdAC17F958D2ee523a2206206994597C13D831ec7",
        "decimals": 6,
        "confirmations": 12,
        "chain_id": 1,
    },
    {
        "method": "usdt_trc20",
        "name": "USDT (TRC20)",
        "address": "TVNgd6kKDwcNZ5FUVjGQMrxkb5kh2TED9v",
        "min": 1000,
        "max": 1000000,
        "chain": "tron",
        "token": "USDT",
        "token_contract": "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
        "decimals": 6,
        "confirmations": 19,
        "chain_id": None,
    },
    {
        "method": "bank_transfer",
        "name": "Bank transfer",
        "names": {
            "zh-CN": "银行转账",
            "th": "โอนเงินผ่านธนาคาร",
            "ar": "تحويل بنكي",
            "es": "Transferencia bancaria",
            "hi": "बैंक ट्रांसफ़र",
            "it": "Bonifico bancario",
            "ru": "Банковский перевод",
            "tr": "Banka havalesi",
        },
        "address": "Bazaar Marketplace Ltd · IBAN GB82 WEST 1234 5698 7654 32",
        "bank_name": "Westminster Commercial Bank",
        "iban": "GB82 WEST 1234 5698 7654 32",
        "bic": "WESTGB2L",
        "account_holder": "Bazaar Marketplace Ltd",
        "min": 1000,
        "max": 5000000,
        "chain": None,
        "token": None,
        "token_contract": None,
        "decimals": None,
        "confirmations": None,
        "chain_id": None,
    },
]


def recharge_methods_from(raw: str | None) -> list[dict[str, Any]]:
    """`RECHARGE_METHODS` (JSON) checked, or the demo methods when it is unset."""
    try:
        configured: object = json.loads(raw) if raw else DEFAULT_RECHARGE_METHODS
    except json.JSONDecodeError as error:
        raise SettingsError("RECHARGE_METHODS must be a JSON list") from error
    return checked_recharge_methods(configured)


def checked_recharge_methods(configured: object) -> list[dict[str, Any]]:
    """The methods with every field present (the chain fields null off-chain); SettingsError
    naming the method and the field that is missing or wrong."""
    if not isinstance(configured, list):
        raise SettingsError("RECHARGE_METHODS must be a JSON list of objects")
    methods = [_checked_method(position, entry) for position, entry in enumerate(configured)]
    names = [method["method"] for method in methods]
    repeated = sorted({name for name in names if names.count(name) > 1})
    if repeated:
        raise SettingsError(f"RECHARGE_METHODS names {', '.join(repeated)} more than once")
    return methods


def _checked_method(position: int, entry: object) -> dict[str, Any]:
    if not isinstance(entry, dict):
        raise SettingsError(f"RECHARGE_METHODS[{position}] must be an object")
    name = entry.get("method")
    label = f"RECHARGE_METHODS[{position}]"
    if not isinstance(name, str) or not name.strip():
        raise SettingsError(f"{label}.method must be a non-empty string")
    label = f"RECHARGE_METHODS {name!r}"
    for text_field in ("name", "address"):
        if not isinstance(entry.get(text_field), str):
            raise SettingsError(f"{label}: {text_field} must be a string")
    for limit in ("min", "max"):
        if not _is_integer(entry.get(limit)):
            raise SettingsError(f"{label}: {limit} must be an integer (cents)")
    common = {key: entry[key] for key in ("method", "name", "address", "min", "max")}
    common["names"] = _names(label, entry.get("names"))
    return {**common, **_where_paid(label, entry)}


def _where_paid(label: str, entry: dict[str, Any]) -> dict[str, Any]:
    """The chain fields (null off-chain) and the bank account fields (null on a chain)."""
    chain = entry.get("chain")
    on_the_other_side = BANK_FIELDS if chain is not None else CHAIN_FIELDS
    present = [key for key in on_the_other_side if entry.get(key) is not None]
    if present and chain is None:
        raise SettingsError(f"{label}: {', '.join(present)} need a chain")
    if present:
        raise SettingsError(f"{label}: {', '.join(present)} are for off-chain methods only")
    if chain is None:
        return {"chain": None, **dict.fromkeys(CHAIN_FIELDS), **_bank(label, entry)}
    if chain not in {member.value for member in Chain}:
        raise SettingsError(f"{label}: chain must be ethereum, tron or null")
    chain_fields = _chain_fields(label, Chain(chain), entry)
    return {"chain": chain, **chain_fields, **dict.fromkeys(BANK_FIELDS)}


def _names(label: str, names: object) -> dict[str, str]:
    """The method's name by language code (none: `name` in every language)."""
    if names is None:
        return {}
    if not isinstance(names, dict) or not all(
        isinstance(name, str) and name.strip() for name in names.values()
    ):
        raise SettingsError(f"{label}: names must map language codes to non-empty names")
    unknown = sorted(set(names) - set(LANGUAGES))
    if unknown:
        raise SettingsError(f"{label}: names has unknown languages {', '.join(unknown)}")
    return {code: str(name).strip() for code, name in names.items()}


def _bank(label: str, entry: dict[str, Any]) -> dict[str, Any]:
    """The bank account of a bank-transfer method: bank name, IBAN and BIC together (the
    account holder optional), or none of them."""
    fields = {key: entry.get(key) for key in BANK_FIELDS}
    for key, value in fields.items():
        if value is not None and (not isinstance(value, str) or not value.strip()):
            raise SettingsError(f"{label}: {key} must be a non-empty string")
    given = [key for key in BANK_FIELDS[:3] if fields[key] is not None]
    if given and len(given) < len(BANK_FIELDS[:3]):
        raise SettingsError(f"{label}: bank_name, iban and bic go together")
    if not given:
        if fields["account_holder"] is not None:
            raise SettingsError(f"{label}: account_holder needs bank_name, iban and bic")
        return fields
    if not is_valid_iban(str(fields["iban"])):
        raise SettingsError(f"{label}: iban is not a valid IBAN (check digits)")
    if not is_valid_bic(str(fields["bic"])):
        raise SettingsError(f"{label}: bic is not a valid BIC")
    holder = fields["account_holder"]
    return {
        "bank_name": str(fields["bank_name"]).strip(),
        "iban": compact_iban(str(fields["iban"])),
        "bic": str(fields["bic"]).strip().upper(),
        "account_holder": holder.strip() if isinstance(holder, str) else None,
    }


def _chain_fields(label: str, chain: Chain, entry: dict[str, Any]) -> dict[str, Any]:
    """The token, its contract and decimals, the confirmations and (Ethereum) the network id."""
    for address_field in ("address", "token_contract"):
        if not is_valid_address(chain, str(entry.get(address_field))):
            raise SettingsError(f"{label}: {address_field} is not a valid {chain} address")
    token = entry.get("token")
    if not isinstance(token, str) or not token.strip():
        raise SettingsError(f"{label}: token must be a non-empty string")
    decimals, confirmations = entry.get("decimals"), entry.get("confirmations")
    if not _is_integer(decimals) or not 0 <= decimals <= MAX_DECIMALS:
        raise SettingsError(f"{label}: decimals must be an integer from 0 to {MAX_DECIMALS}")
    if not _is_integer(confirmations) or confirmations < 1:
        raise SettingsError(f"{label}: confirmations must be an integer of at least 1")
    chain_id = entry.get("chain_id")
    if chain is Chain.ETHEREUM:
        chain_id = DEFAULT_CHAIN_ID if chain_id is None else chain_id
        if not _is_integer(chain_id) or chain_id < 1:
            raise SettingsError(f"{label}: chain_id must be a positive integer")
    elif chain_id is not None:
        raise SettingsError(f"{label}: chain_id is for ethereum methods only")
    return {
        "token": token,
        "token_contract": entry["token_contract"],
        "decimals": decimals,
        "confirmations": confirmations,
        "chain_id": chain_id,
    }


def _is_integer(value: object) -> TypeGuard[int]:
    # JSON's true and false are ints to Python; a setting that says `true` is no count.
    return isinstance(value, int) and not isinstance(value, bool)
