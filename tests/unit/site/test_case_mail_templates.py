"""The case mails' extra parts in every language: the link line with the English placeholders,
and a phrase for every code the domain can record (how a case ended, what it is about), so a
new `Resolution` or `DisputeKind` fails here until each language words it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from string import Formatter

from application.site.dispute_mail import deadline
from application.site.mail_templates import (
    CASE_MAIL_KINDS,
    CHOICES,
    LINK,
    MAIL_KINDS,
    mail_templates,
    render_mail,
)
from domain.dispute_status import DisputeKind, Resolution
from domain.languages import LANGUAGES

CODES = {"how": {str(how) for how in Resolution}, "case_kind": {str(kind) for kind in DisputeKind}}


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(text) if name}


def test_every_case_mail_has_its_link_and_a_phrase_for_every_code_in_every_language() -> None:
    english = mail_templates()["en"]
    assert set(CASE_MAIL_KINDS) <= set(MAIL_KINDS)
    for language in LANGUAGES:
        words = mail_templates()[language]
        for kind in CASE_MAIL_KINDS:
            assert placeholders(words[kind][LINK]) == {"link"}, (language, kind)
            choices = words[kind].get(CHOICES, {})
            assert set(choices) == set(english[kind].get(CHOICES, {})), (language, kind)
            for fact, phrases in choices.items():
                assert set(phrases) == CODES[fact], (language, kind, fact)
                assert all(phrase.strip() for phrase in phrases.values()), (language, kind)
                if language != "en":
                    assert phrases != english[kind][CHOICES][fact], (language, kind, fact)


def test_a_code_reads_as_its_phrase_and_the_link_closes_the_mail_after_the_remark() -> None:
    subject, body = render_mail(
        "dispute_refunded_seller",
        "es",
        "Bazaar",
        "Fotos claras",
        order_sn="SN7",
        amount="$3.00",
        how="buyer_silent",
        link="https://bazaar.test/console/seller/disputes/o-1",
    )

    assert subject == "Pedido SN7: $3.00 reembolsados al comprador"
    assert body == (
        "El comprador no respondió a tiempo a tu oferta, así que se aceptó.\n"
        "Se reembolsaron $3.00 del pedido SN7 al comprador con cargo al pago del pedido, y el "
        "caso está cerrado.\n\n"
        "Comentario del revisor: Fotos claras\n\n"
        "Abrir el caso: https://bazaar.test/console/seller/disputes/o-1\n\n— Bazaar\n"
    )


def test_a_deadline_is_written_in_utc_whatever_zone_it_was_recorded_in() -> None:
    at = datetime(2026, 3, 4, 5, 6, tzinfo=UTC)
    assert deadline(at) == "2026-03-04 05:06 UTC"
    assert deadline(at.astimezone(timezone(timedelta(hours=7)))) == "2026-03-04 05:06 UTC"
