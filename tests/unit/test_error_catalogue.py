"""The error catalogue shared with the client: every code, every language, real translations."""

from __future__ import annotations

from domain.errors import ErrorCode
from infra.settings import LANGUAGES
from interfaces.http.catalogue import catalogue, message_for, pick_language


def test_every_error_code_has_a_catalogue_entry() -> None:
    missing = [code for code in ErrorCode if str(int(code)) not in catalogue()]
    assert missing == []


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
