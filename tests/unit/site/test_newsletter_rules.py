"""The newsletter's mail texts (address checks are shared with accounts: account_rules)."""

from __future__ import annotations

from application.site.newsletter import NewsletterSite, confirm_mail, welcome_mail

SITE = NewsletterSite("Bazaar", "https://shop.example", discount_percent=15, discount_max=2000)


def test_welcome_mail_greets_by_name_and_states_the_configured_offer() -> None:
    subject, body = welcome_mail(SITE, "Ada")

    assert subject == "Welcome to the Bazaar newsletter"
    assert body.startswith("Hello Ada,")
    assert "15% of the goods of your first order is on us, up to $20.00" in body


def test_welcome_mail_follows_the_setting_and_promises_nothing_when_it_is_off() -> None:
    tuned = welcome_mail(NewsletterSite("B", "https://x", 12, 550), "")[1]
    assert "12% of the goods of your first order is on us, up to $5.50" in tuned
    for off in (NewsletterSite("B", "https://x", 0, 2000), NewsletterSite("B", "https://x", 12, 0)):
        body = welcome_mail(off, "")[1]
        assert "%" not in body
        assert "discount" not in body


def test_welcome_mail_without_a_name_still_greets() -> None:
    assert welcome_mail(SITE, "")[1].startswith("Hello,\n")


def test_confirm_mail_carries_the_link_with_the_token() -> None:
    subject, body = confirm_mail(SITE, "", "a/b+c")

    assert subject == "Confirm your Bazaar newsletter subscription"
    assert "https://shop.example/newsletter/confirm?token=a/b%2Bc" in body
