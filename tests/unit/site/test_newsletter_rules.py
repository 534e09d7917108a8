"""The newsletter welcome text (address checks are shared with accounts: account_rules)."""

from __future__ import annotations

from application.site.newsletter import welcome_mail


def test_welcome_mail_greets_by_name_and_offers_up_to_fifteen_percent() -> None:
    subject, body = welcome_mail("Bazaar", "Ada")

    assert subject == "Welcome to the Bazaar newsletter"
    assert body.startswith("Hello Ada,")
    assert "up to 15% off your first purchase" in body


def test_welcome_mail_without_a_name_still_greets() -> None:
    assert welcome_mail("Bazaar", "")[1].startswith("Hello,\n")
