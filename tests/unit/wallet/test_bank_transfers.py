"""Bank transfers: a payment reference quoted by one recharge only, its spelling, the bank
account and the per-language names of a recharge method checked at start-up, the amount steps,
and the order numbers read from a wallet entry's remark."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import pytest

from application.wallet.bank_accounts import grouped_iban, is_valid_bic, is_valid_iban
from application.wallet.order_remarks import orders_named
from application.wallet.recharge_references import (
    ALPHABET,
    canonical_reference,
    new_reference,
)
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.money import AmountRule
from domain.wallet import Wallet
from infra.settings import Settings, SettingsError

AT = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
RULE = AmountRule(minimum=1000, maximum=100_000)
DEMO_IBAN = "GB82WEST12345698765432"
BANK: dict[str, Any] = {
    "method": "bank",
    "name": "Bank transfer",
    "address": "Bazaar · IBAN GB82 WEST 1234 5698 7654 32",
    "min": 1000,
    "max": 5000,
    "bank_name": "Westminster Commercial Bank",
    "iban": "gb82 west 1234 5698 7654 32",
    "bic": "westgb2l",
}


def bank_recharge(wallet: Wallet, recharge_id: str, reference: str | None) -> None:
    wallet.request_recharge(
        recharge_id, "bank", 5000, "transfer", "p.png", "iban", RULE, AT, reference=reference
    )


def test_a_reference_is_quoted_by_one_recharge_only() -> None:
    wallet = Wallet(owner_uid=1)
    bank_recharge(wallet, "r1", "RC-ABCDE-FGHJK")
    wallet.reject_recharge("r1", 9, "no money arrived", AT)
    with pytest.raises(BusinessRuleViolation) as refused:
        bank_recharge(wallet, "r2", "RC-ABCDE-FGHJK")
    assert (refused.value.code, refused.value.field) == (ErrorCode.BAD_PARAMETER, "reference")
    bank_recharge(wallet, "r3", "RC-ABCDE-FGHJM")
    assert wallet.recharge_references == {"RC-ABCDE-FGHJK": "r1", "RC-ABCDE-FGHJM": "r3"}


def test_recharges_without_a_reference_never_clash() -> None:
    wallet = Wallet(owner_uid=1)
    bank_recharge(wallet, "r1", None)
    wallet.reject_recharge("r1", 9, "no", AT)
    bank_recharge(wallet, "r2", None)
    assert wallet.recharge_references == {}


def test_a_snapshot_from_before_references_has_none() -> None:
    state: dict[str, object] = {}
    Wallet.upcast_v3_v4(state)
    assert state == {"recharge_references": {}}


def test_references_are_short_random_and_free_of_look_alikes() -> None:
    drawn = {new_reference() for _ in range(200)}
    assert len(drawn) == 200
    for reference in drawn:
        assert len(reference) == 14 and reference.startswith("RC-")
        assert set(reference[3:].replace("-", "")) <= set(ALPHABET)
    assert not set("01ILO") & set(ALPHABET)


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("RC-ABCDE-FGHJK", "RC-ABCDE-FGHJK"),
        (" rc abcde fghjk ", "RC-ABCDE-FGHJK"),
        ("RCABCDEFGHJK", "RC-ABCDE-FGHJK"),
        ("RC-ABCDE-FGHJ", None),
        ("RC-ABCDE-FGHJ0", None),  # 0 is never issued
        ("BZ-ABCDE-FGHJK", None),
        ("", None),
    ],
)
def test_a_reference_is_read_however_it_is_spelled(typed: str, canonical: str | None) -> None:
    assert canonical_reference(typed) == canonical


def test_an_iban_is_checked_by_its_check_digits() -> None:
    assert is_valid_iban("GB82 WEST 1234 5698 7654 32")
    assert is_valid_iban("de89370400440532013000")
    assert not is_valid_iban("GB82 WEST 1234 5698 7654 33")
    assert not is_valid_iban("GB82")
    assert grouped_iban(DEMO_IBAN) == "GB82 WEST 1234 5698 7654 32"
    assert is_valid_bic("WESTGB2L") and is_valid_bic("NWBKGB2LXXX")
    assert not is_valid_bic("WEST GB")


def _methods(*methods: dict[str, Any]) -> list[dict[str, Any]]:
    env = {"RECHARGE_METHODS": json.dumps(list(methods))}
    return Settings.from_environment(env).recharge_methods


def test_a_bank_method_names_its_account_in_the_electronic_form() -> None:
    (method,) = _methods({**BANK, "account_holder": " Bazaar Ltd "})
    assert (method["iban"], method["bic"], method["account_holder"]) == (
        DEMO_IBAN,
        "WESTGB2L",
        "Bazaar Ltd",
    )
    (plain,) = _methods({key: BANK[key] for key in ("method", "name", "address", "min", "max")})
    assert (plain["bank_name"], plain["iban"], plain["bic"], plain["names"]) == (
        None,
        None,
        None,
        {},
    )


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"iban": "GB82 WEST 1234 5698 7654 33"}, "iban is not a valid IBAN"),
        ({"bic": "WEST"}, "bic is not a valid BIC"),
        ({"bic": None}, "bank_name, iban and bic go together"),
        ({"bank_name": " "}, "bank_name must be a non-empty string"),
        ({"names": {"xx": "Virement"}}, "names has unknown languages xx"),
        ({"names": {"es": ""}}, "names must map language codes"),
        ({"names": ["es"]}, "names must map language codes"),
    ],
)
def test_a_wrong_bank_method_stops_start_up(change: dict[str, Any], message: str) -> None:
    with pytest.raises(SettingsError, match=message):
        _methods({**BANK, **change})


def test_bank_fields_on_a_chain_method_stop_start_up() -> None:
    usdt = next(
        method
        for method in Settings.from_environment({}).recharge_methods
        if method["chain"] == "tron"
    )
    chain_method = {key: value for key, value in usdt.items() if value is not None}
    with pytest.raises(SettingsError, match="iban are for off-chain methods only"):
        _methods({**chain_method, "names": {}, "iban": DEMO_IBAN})


def test_the_demo_bank_transfer_has_a_valid_account_and_a_name_in_every_language() -> None:
    methods = {m["method"]: m for m in Settings.from_environment({}).recharge_methods}
    bank = methods["bank_transfer"]
    assert is_valid_iban(bank["iban"]) and is_valid_bic(bank["bic"])
    assert bank["bank_name"] and bank["account_holder"]
    assert set(bank["names"]) == {"zh-CN", "th", "ar", "es", "hi", "it", "ru", "tr"}
    assert bank["names"]["ar"] == "تحويل بنكي"


def test_the_withdrawal_step_is_a_cent_unless_configured() -> None:
    assert Settings.from_environment({}).withdraw_step == 1
    assert Settings.from_environment({}).recharge_step == 0
    configured = Settings.from_environment({"WITHDRAW_STEP": "0", "RECHARGE_STEP": "500"})
    assert (configured.withdraw_step, configured.recharge_step) == (0, 500)
    with pytest.raises(SettingsError, match="WITHDRAW_STEP"):
        Settings.from_environment({"WITHDRAW_STEP": "-1"})


@pytest.mark.parametrize(
    ("remark", "orders"),
    [
        ("Order BZ202612010000000001", ["BZ202612010000000001"]),
        ("Order BZ1, BZ2", ["BZ1", "BZ2"]),
        ("Refund of order BZ3", ["BZ3"]),
        ("order 1 refunded", []),
        ("bad address", []),
        ("", []),
    ],
)
def test_the_orders_an_entry_is_for_are_read_from_its_remark(
    remark: str, orders: list[str]
) -> None:
    assert orders_named(remark) == orders


def test_a_recharge_requested_before_references_quotes_none() -> None:
    state: dict[str, object] = {"chain": None}
    Wallet.RechargeRequested.upcast_v2_v3(state)
    assert state == {"chain": None, "reference": None}
