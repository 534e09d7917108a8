"""Every language has every transactional mail, with the same placeholders as English."""

from __future__ import annotations

from string import Formatter

from application.site.mail_templates import MAIL_KINDS, REMARK, mail_templates, money, render_mail
from domain.languages import LANGUAGES


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(text) if name}


def test_every_language_has_every_mail_with_the_english_placeholders() -> None:
    english = mail_templates()["en"]
    assert set(mail_templates()) == set(LANGUAGES)
    for language in LANGUAGES:
        words = mail_templates()[language]
        assert set(words) == {*MAIL_KINDS, REMARK}, language
        assert placeholders(words[REMARK]) == {"remark"}
        for kind in MAIL_KINDS:
            for part in ("subject", "body"):
                assert placeholders(words[kind][part]) == placeholders(english[kind][part]), (
                    language,
                    kind,
                    part,
                )
            if language != "en":
                assert words[kind] != english[kind], (language, kind)


def test_amounts_are_money_and_an_unknown_language_falls_back_to_english() -> None:
    assert (money(1250), money(5), money(150_000_00)) == ("$12.50", "$0.05", "$150,000.00")
    subject, body = render_mail("recharge_rejected", "xx", "Bazaar", " blurry ", amount="$9.00")
    assert subject == "Recharge of $9.00 rejected"
    assert body.endswith("Reviewer's remark: blurry\n\n— Bazaar\n")
    assert "Nota del revisore" not in render_mail("withdrawal_approved", "it", "B", amount="$1")[1]
