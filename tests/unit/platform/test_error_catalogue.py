"""The error catalogue shared with the client: every code, every language, real translations."""

from __future__ import annotations

from application.errors import ERROR_CODES
from domain.languages import LANGUAGES
from interfaces.http.error_catalogue import catalogue, message_for, pick_language

# The error table of the HTTP contract, which docs/api.md does not reproduce: code -> its
# English message. Kept here so that a code
# dropped from the catalogue, or from ErrorCode, fails a test instead of reaching a client as a
# bare number.
CONTRACT_MESSAGES: dict[int, str] = {
    101: "Please log in first",
    102: "Error parameters",
    103: "The record does not exist",
    105: "Please do not submit repeatedly",
    106: "Insufficient balance",
    107: "Insufficient stock",
    108: "The current status does not allow this operation",
    111: "Operation is prohibited, please contact customer service",
    10202: "Login failed",
    10203: "The account has been disabled, please contact customer service",
    10205: "Username format error",
    10103: "Registration failed",
    10106: "Verification code error",
    10109: "This email has been registered",
    10206: "Email address error",
    10207: "Invalid password reset link",
    10301: "The current password is wrong",
    10208: "The store link has expired, please open it again from your account",
    10501: "Shop application has been submitted",
    10601: "This email is already subscribed",
    10602: "This confirmation link is invalid or has expired",
    10701: "You have already reviewed this item",
    30805: "The withdrawal failed, please wait for the previous application to be processed",
    30902: "Recharge failed, please wait for the previous application to be processed",
    30903: "Recharge processing failed: Invalid recharge address!",
}


def test_every_error_code_has_a_catalogue_entry() -> None:
    missing = [code for code in ERROR_CODES if str(int(code)) not in catalogue()]
    assert missing == []


def test_every_contract_and_error_code_is_in_the_catalogue_in_all_nine_languages() -> None:
    entries = catalogue()
    codes = set(CONTRACT_MESSAGES) | {int(code) for code in ERROR_CODES}
    gaps = [
        (code, language)
        for code in sorted(codes)
        for language in LANGUAGES
        if not entries.get(str(code), {}).get(language, "").strip()
    ]
    assert gaps == []


def test_the_contract_codes_are_the_error_codes_with_the_contract_messages() -> None:
    assert set(CONTRACT_MESSAGES) == {int(code) for code in ERROR_CODES}
    english = {code: catalogue()[str(code)]["en"] for code in CONTRACT_MESSAGES}
    assert english == CONTRACT_MESSAGES


def test_every_entry_is_translated_into_all_nine_languages() -> None:
    for key, messages in catalogue().items():
        assert set(messages) == set(LANGUAGES), key
        assert all(text.strip() for text in messages.values()), key
        translations = [messages[language] for language in LANGUAGES if language != "en"]
        assert messages["en"] not in translations, f"{key} has an untranslated copy"


def test_messages_with_a_context_fall_back_to_the_plain_code() -> None:
    assert message_for("106.pay", "en") == "Insufficient balance, unpaid successfully"
    assert message_for("106.withdraw", "en") == "Exceed withdrawal balance"
    assert message_for("106.unknown_context", "es") == "Saldo insuficiente"


def test_language_is_picked_from_the_request_then_the_header_then_the_default() -> None:
    assert pick_language("ar", "ru", "en") == "ar"
    assert pick_language("xx", "zh-TW,zh;q=0.8", "en") == "zh-CN"
    assert pick_language(None, "pt-BR, it;q=0.7", "en") == "it"
    assert pick_language(None, None, "tr") == "tr"
