"""The chain settings: recharge methods checked per chain at start-up, the verification
endpoints, the auto-approval limit below the two-reviewer threshold, and WalletConnect."""

from __future__ import annotations

import json
from typing import Any

import pytest

from application.wallet.chains import Chain, is_valid_address
from application.wallet.methods import recharge_methods
from infra.settings import Settings, SettingsError

ERC20: dict[str, Any] = {
    "method": "usdt_erc20",
    "name": "USDT (ERC20)",
    "address": "0x5306dc3AEdC595C48bd9Bc1341087662B8cE27A0",
    "min": 1000,
    "max": 100000,
    "chain": "ethereum",
    "token": "USDT",
    "token_contract": "0xdAC17F958D2ee523a2206206994597C13D831ec7",
    "decimals": 6,
    "confirmations": 12,
}
TRC20: dict[str, Any] = {
    "method": "usdt_trc20",
    "name": "USDT (TRC20)",
    "address": "TVNgd6kKDwcNZ5FUVjGQMrxkb5kh2TED9v",
    "min": 1000,
    "max": 100000,
    "chain": "tron",
    "token": "USDT",
    "token_contract": "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
    "decimals": 6,
    "confirmations": 19,
}
BANK = {"method": "bank", "name": "Bank", "address": "IBAN GB33", "min": 1000, "max": 5000}


def _with_methods(*methods: dict[str, Any]) -> Settings:
    return Settings.from_environment({"RECHARGE_METHODS": json.dumps(list(methods))})


def test_the_demo_methods_are_usdt_on_both_chains_and_a_bank_transfer() -> None:
    methods = {m["method"]: m for m in Settings.from_environment({}).recharge_methods}
    assert set(methods) == {"usdt_erc20", "usdt_trc20", "bank_transfer"}
    erc20, trc20 = methods["usdt_erc20"], methods["usdt_trc20"]
    assert (erc20["chain"], erc20["decimals"], erc20["confirmations"], erc20["chain_id"]) == (
        "ethereum",
        6,
        12,
        1,
    )
    assert erc20["token_contract"] == "0xdAC17F958D2ee523a2206206994597C13D831ec7"
    assert (trc20["chain"], trc20["token_contract"], trc20["confirmations"]) == (
        "tron",
        "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
        19,
    )
    assert is_valid_address(Chain.ETHEREUM, erc20["address"])
    assert is_valid_address(Chain.TRON, trc20["address"])
    assert methods["bank_transfer"]["chain"] is None


def test_an_off_chain_method_has_every_chain_field_null_and_ethereum_defaults_to_mainnet() -> None:
    methods = {m["method"]: m for m in _with_methods(ERC20, BANK).recharge_methods}
    assert methods["usdt_erc20"]["chain_id"] == 1
    assert {key: methods["bank"][key] for key in ("chain", "token", "decimals", "chain_id")} == {
        "chain": None,
        "token": None,
        "decimals": None,
        "chain_id": None,
    }


def test_the_application_reads_a_method_with_its_chain() -> None:
    methods = recharge_methods(_with_methods(ERC20, TRC20, BANK).recharge_methods)
    assert methods["usdt_erc20"].chain is Chain.ETHEREUM
    assert methods["usdt_trc20"].chain is Chain.TRON
    assert (methods["usdt_trc20"].decimals, methods["usdt_trc20"].confirmations) == (6, 19)
    assert methods["bank"].chain is None


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"address": "0x5306dc3aedc595c48bd9bc1341087662b8ce27A0"}, "address is not a valid"),
        ({"token_contract": "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"}, "token_contract"),
        ({"decimals": "6"}, "decimals"),
        ({"decimals": 37}, "decimals"),
        ({"decimals": True}, "decimals"),
        ({"confirmations": 0}, "confirmations"),
        ({"confirmations": 1.5}, "confirmations"),
        ({"chain": "bitcoin"}, "chain must be"),
        ({"chain_id": 0}, "chain_id"),
        ({"token": ""}, "token"),
        ({"min": "10"}, "min"),
    ],
)
def test_a_chain_method_with_a_wrong_field_stops_start_up(
    change: dict[str, Any], message: str
) -> None:
    with pytest.raises(SettingsError, match=message):
        _with_methods({**ERC20, **change})


def test_a_tron_method_with_a_corrupted_address_or_a_network_id_stops_start_up() -> None:
    with pytest.raises(SettingsError, match="address is not a valid tron address"):
        _with_methods({**TRC20, "address": TRC20["address"][:-1] + "w"})
    with pytest.raises(SettingsError, match="chain_id is for ethereum"):
        _with_methods({**TRC20, "chain_id": 1})


def test_an_off_chain_method_with_chain_fields_or_a_repeated_name_stops_start_up() -> None:
    with pytest.raises(SettingsError, match="token_contract need a chain"):
        _with_methods({**BANK, "token_contract": ERC20["token_contract"]})
    with pytest.raises(SettingsError, match="names bank more than once"):
        _with_methods(BANK, BANK)
    with pytest.raises(SettingsError, match="JSON list of objects"):
        Settings.from_environment({"RECHARGE_METHODS": json.dumps(ERC20)})


def test_without_chain_settings_nothing_is_verified_or_approved_by_the_system() -> None:
    settings = Settings.from_environment({})
    assert settings.chain_rpc_url_ethereum is None
    assert settings.chain_api_url_tron is None
    assert settings.chain_api_key_tron is None
    assert settings.recharge_auto_approve_max == 0
    assert settings.walletconnect_project_id is None


def test_the_chain_settings_are_read_from_the_environment() -> None:
    settings = Settings.from_environment(
        {
            "CHAIN_RPC_URL_ETHEREUM": "http://127.0.0.1:8545",
            "CHAIN_API_URL_TRON": "https://api.trongrid.io",
            "CHAIN_API_KEY_TRON": " key-1 ",
            "RECHARGE_AUTO_APPROVE_MAX": "50000",
            "WALLETCONNECT_PROJECT_ID": "abc123",
        }
    )
    assert settings.chain_rpc_url_ethereum == "http://127.0.0.1:8545"
    assert settings.chain_api_url_tron == "https://api.trongrid.io"
    assert settings.chain_api_key_tron == "key-1"
    assert settings.recharge_auto_approve_max == 50_000
    assert settings.walletconnect_project_id == "abc123"


@pytest.mark.parametrize("name", ["CHAIN_RPC_URL_ETHEREUM", "CHAIN_API_URL_TRON"])
@pytest.mark.parametrize("raw", ["127.0.0.1:8545", "ftp://node", "http://"])
def test_a_chain_endpoint_that_is_not_an_http_url_stops_start_up(name: str, raw: str) -> None:
    with pytest.raises(SettingsError, match=name):
        Settings.from_environment({name: raw})


@pytest.mark.parametrize("raw", ["100000", "250000"])
def test_an_auto_approval_limit_at_or_above_the_two_reviewer_threshold_stops_start_up(
    raw: str,
) -> None:
    with pytest.raises(SettingsError, match="RECHARGE_AUTO_APPROVE_MAX must be below"):
        Settings.from_environment({"RECHARGE_AUTO_APPROVE_MAX": raw})


def test_a_negative_auto_approval_limit_stops_start_up() -> None:
    with pytest.raises(SettingsError, match="RECHARGE_AUTO_APPROVE_MAX must not be negative"):
        Settings.from_environment({"RECHARGE_AUTO_APPROVE_MAX": "-1"})
