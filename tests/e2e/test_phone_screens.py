"""The signed-in screens at a phone's size (390 × 844): the wallet (balance, history, recharge,
withdraw), checkout with its short-balance warning, the orders, the account dashboard and the
console's review and audit screens. No page scrolls sideways and each screen's main controls
are on the screen; console status badges show their whole label (English and Arabic) and the
side menus' links wear the theme's colours, not the browser's blue. Screenshots go to each
test's temporary folder for review."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from playwright.sync_api import Browser, Locator, Page, ViewportSize, expect

from tests.conftest import MailSink
from tests.e2e.conftest import PHONE, screenshot
from tests.e2e.test_checkout_journeys import (
    add_to_cart,
    api_login,
    call,
    new_shopper,
    pending_recharge,
    product_in_stock,
)
from tests.e2e.test_phone_layout import assert_fits, within_viewport
from tests.e2e.test_wallet_journeys import AUDITOR, REVIEWER, signed_in

BROWSER_BLUE = "rgb(0, 0, 238)"
DESKTOP: ViewportSize = {"width": 1280, "height": 800}
SCROLL_BOX = "contains(concat(' ', @class, ' '), ' mantine-TableScrollContainer-scrollContainer ')"
"""XPath test for Mantine's Table.ScrollContainer (the class token exactly, not its inner box)."""


def assert_page_fits(page: Page, name: str) -> None:
    """No sideways scroll (for screens without the shop's header: the console)."""
    page.wait_for_load_state("networkidle")
    screenshot(page, f"phone-{name}")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.evaluate("innerWidth"), (name, width)


def assert_on_screen(*controls: Locator) -> None:
    for control in controls:
        expect(control).to_be_visible()
        assert within_viewport(control), control


def assert_reachable_in_its_table(cell: Locator) -> None:
    """A wide table scrolls sideways inside its own box (PagedTable's design), which stays on
    the screen; a cell past the right edge is reached by scrolling that box alone."""
    box = cell.locator(f"xpath=ancestor::div[{SCROLL_BOX}][1]")
    assert within_viewport(box), box
    cell.scroll_into_view_if_needed()
    assert within_viewport(cell), cell
    assert cell.page.evaluate("document.documentElement.scrollWidth <= innerWidth")


@contextmanager
def waiting_recharge(server_url: str, sink: MailSink, cents: int) -> Iterator[str]:
    """A new shopper's recharge waiting in the queue, rejected afterwards so that other
    journeys (which open the queue's first recharge) find the queue as they left it."""
    shopper = api_login(server_url, new_shopper(server_url, sink, funded_cents=0))
    recharge_id = pending_recharge(server_url, shopper, cents)
    try:
        yield recharge_id
    finally:
        call(
            server_url,
            "console/recharge/reject",
            api_login(server_url, REVIEWER),
            recharge_id=recharge_id,
            remark="Closed by the phone-screen test",
        )


def badges_cut(page: Page) -> list[str]:
    """Visible Mantine badges whose label is clipped (an ellipsis or hidden overflow)."""
    cut: list[str] = page.evaluate(
        """() => [...document.querySelectorAll('.mantine-Badge-root')]
            .filter((badge) => badge.getBoundingClientRect().width > 0)
            .filter((badge) => {
                const label = badge.querySelector('.mantine-Badge-label') || badge;
                return label.scrollWidth > label.clientWidth + 0.5
                    || badge.scrollWidth > badge.clientWidth + 0.5;
            })
            .map((badge) => (badge.textContent || '').trim())"""
    )
    return cut


def visible_badges(page: Page) -> list[str]:
    shown: list[str] = page.evaluate(
        """() => [...document.querySelectorAll('.mantine-Badge-root')]
            .filter((badge) => badge.getBoundingClientRect().width > 0)
            .map((badge) => (badge.textContent || '').trim())"""
    )
    return shown


def link_colours(nav: Locator) -> list[dict[str, Any]]:
    """Each side-menu link's visible label colour, whether it is the current page, and the
    page's text colour to compare with."""
    colours: list[dict[str, Any]] = nav.evaluate(
        """(nav) => [...nav.querySelectorAll('a')].map((link) => {
            const label = link.querySelector('.mantine-NavLink-label') || link;
            return {
                text: (link.textContent || '').trim(),
                colour: getComputedStyle(label).color,
                linkColour: getComputedStyle(link).color,
                active: link.getAttribute('aria-current') === 'page',
                body: getComputedStyle(document.body).color,
            };
        })"""
    )
    return colours


def assert_theme_coloured(nav: Locator) -> None:
    links = link_colours(nav)
    assert links, "the side menu has links"
    for link in links:
        assert BROWSER_BLUE not in (link["colour"], link["linkColour"]), link
        if link["active"]:
            red, _green, blue = (int(part) for part in re.findall(r"\d+", link["colour"])[:3])
            assert red > blue, link  # the orange theme's active colour
        else:
            assert link["colour"] == link["body"], link


def test_the_wallet_screens_fit_a_phone(
    browser: Browser, server_url: str, mail_sink: tuple[MailSink, str]
) -> None:
    buyer = new_shopper(server_url, mail_sink[0], funded_cents=3_000)
    with signed_in(browser, server_url, buyer) as shopper:
        shopper.set_viewport_size(PHONE)
        shopper.goto("/user/amount")
        balance = shopper.get_by_role("region", name="Balance")
        expect(balance).to_contain_text("$30.00")
        assert_fits(shopper, "wallet-balance")
        assert_on_screen(
            balance.get_by_role("link", name="Recharge"),
            balance.get_by_role("link", name="Withdraw"),
        )
        expect(shopper.get_by_role("table", name="Wallet history")).to_be_visible()
        assert_reachable_in_its_table(
            shopper.get_by_role("table", name="Wallet history").get_by_text("$30.00").last
        )

        shopper.goto("/user/amount?tab=recharge")
        expect(shopper.get_by_role("table", name="Recharge records")).to_be_visible()
        assert_fits(shopper, "wallet-recharges")
        assert_reachable_in_its_table(
            shopper.get_by_role("table", name="Recharge records").get_by_text("Success").first
        )

        shopper.goto("/user/recharge")
        assert_on_screen(
            shopper.get_by_label("Amount (USD)"), shopper.get_by_label("Transaction ID")
        )
        assert_fits(shopper, "wallet-recharge")
        assert_on_screen(shopper.get_by_role("button", name="Submit recharge"))

        shopper.goto("/user/withdraw")
        assert_on_screen(shopper.get_by_label("Amount (USD)"))
        assert_fits(shopper, "wallet-withdraw")
        assert_on_screen(shopper.get_by_role("button", name="Submit withdrawal"))

        shopper.goto("/user/amount?tab=withdraw")
        assert_fits(shopper, "wallet-withdrawals")


def test_checkout_warns_of_a_short_balance_and_orders_and_dashboard_fit_a_phone(
    browser: Browser, server_url: str, mail_sink: tuple[MailSink, str]
) -> None:
    buyer = new_shopper(server_url, mail_sink[0], funded_cents=1_000)
    product, sku = product_in_stock(server_url, None, skip=5)
    with signed_in(browser, server_url, buyer) as shopper:
        shopper.goto("/user")
        recent = shopper.get_by_role("region", name="Recent orders")
        expect(recent.get_by_text("You have no orders yet.")).to_be_visible()

        add_to_cart(shopper, product, sku)
        shopper.set_viewport_size(PHONE)
        shopper.goto("/cart/checkout")
        expect(shopper.get_by_text("1 Test Street").first).to_be_visible()
        total = shopper.get_by_test_id("grand-total").inner_text()
        warning = shopper.get_by_test_id("short-balance")
        expect(warning).to_be_visible()
        # The warning compares the wallet with the final total the page shows.
        expect(warning).to_contain_text(f"short of the total of {total}")
        expect(warning).to_contain_text("Your balance of $10.00")
        assert_fits(shopper, "checkout-short")
        assert_on_screen(
            warning.get_by_role("link", name="Recharge your wallet"),
            shopper.get_by_role("button", name="Place order"),
        )
        shopper.get_by_role("button", name="Place order").click()
        expect(shopper.get_by_role("button", name="Pay now")).to_be_visible()
        expect(warning).to_have_count(0)
        shopper.get_by_role("link", name="Pay later").click()

        expect(shopper).to_have_url(re.compile(r"/user/order"))
        card = shopper.get_by_role("article").first
        expect(card).to_contain_text("Waiting for payment")
        assert_fits(shopper, "orders")
        # "Pay" debits nothing by itself: it asks, with the amount, the order and the balance,
        # and a short balance is said, with nothing to confirm.
        card.get_by_role("button", name=re.compile(r"^Pay order")).click()
        confirmation = shopper.get_by_role("dialog", name="Pay from your balance?")
        expect(confirmation.get_by_test_id("confirm-amount")).to_have_text(total)
        expect(confirmation.get_by_test_id("confirm-purpose")).to_contain_text("Order ")
        expect(confirmation.get_by_test_id("confirm-balance")).to_have_text("$10.00")
        expect(confirmation.get_by_test_id("confirm-short")).to_be_visible()
        expect(confirmation.get_by_role("button", name="Pay now")).to_be_disabled()
        expect(confirmation).to_be_in_viewport(ratio=1)
        confirmation.get_by_role("button", name="Back").click()
        expect(confirmation).to_have_count(0)
        assert_on_screen(card.get_by_role("link", name=re.compile(r"^Order number")))
        card.get_by_role("link", name=re.compile(r"^Order number")).click()
        expect(shopper).to_have_url(re.compile(r"/user/order/detail"))
        expect(shopper.get_by_text(product["name"]).first).to_be_visible()
        assert_fits(shopper, "order-detail")

        shopper.goto("/user")
        expect(shopper.get_by_role("heading", name=re.compile(r"^Hello,"))).to_be_visible()
        expect(shopper.get_by_test_id("dashboard-balance")).to_have_text("$10.00")
        rows = shopper.get_by_role("region", name="Recent orders").get_by_test_id("recent-order")
        expect(rows).to_have_count(1)
        expect(rows.first).to_contain_text(total)
        expect(rows.first).to_contain_text("Waiting for payment")
        assert_fits(shopper, "dashboard")
        shortcuts = shopper.get_by_role("navigation", name="Shortcuts")
        assert_on_screen(
            shopper.get_by_role("link", name="Recharge").first,
            shortcuts.get_by_role("link", name="My orders"),
            shortcuts.get_by_role("link", name="My reviews"),
            rows.first.get_by_role("link"),
        )
        rows.first.get_by_role("link").click()
        expect(shopper).to_have_url(re.compile(r"/user/order/detail"))

        shopper.set_viewport_size(DESKTOP)
        shopper.goto("/user")
        expect(shopper.get_by_test_id("recent-order")).to_have_count(1)
        screenshot(shopper, "desktop-dashboard")
        assert_theme_coloured(shopper.get_by_role("navigation", name="Account menu"))


def test_the_console_review_and_audit_screens_fit_a_phone(
    browser: Browser, server_url: str, mail_sink: tuple[MailSink, str]
) -> None:
    with (
        waiting_recharge(server_url, mail_sink[0], 150_000),
        signed_in(browser, server_url, REVIEWER) as reviewer,
    ):
        reviewer.set_viewport_size(PHONE)
        reviewer.goto("/console")
        assert_page_fits(reviewer, "console-home")
        toggle = reviewer.get_by_role("button", name="Show or hide the navigation")
        assert_on_screen(toggle)
        toggle.click()
        nav = reviewer.get_by_role("navigation", name="Console sections")
        expect(nav.get_by_role("link", name="Recharges")).to_be_in_viewport(ratio=1)  # slid in
        assert_on_screen(nav.get_by_role("link", name="Recharges"))
        nav.get_by_role("link", name="Recharges").click()

        expect(reviewer).to_have_url(re.compile(r"/console/recharge"))
        # On a phone the queue is a list of cards, each with every fact and its link.
        expect(reviewer.get_by_role("table")).to_have_count(0)
        card = reviewer.get_by_test_id("data-card").first
        expect(card.get_by_role("link", name=re.compile(r"^Open recharge"))).to_be_attached()
        assert_page_fits(reviewer, "console-recharges")
        opening = card.get_by_role("link", name=re.compile(r"^Open recharge")).first
        opening.scroll_into_view_if_needed()
        assert_on_screen(opening)
        opening.click()
        expect(reviewer.get_by_role("heading", name=re.compile(r"^Recharge #"))).to_be_visible()
        assert_page_fits(reviewer, "console-recharge")
        assert_on_screen(
            reviewer.get_by_role("button", name="Approve", exact=True),
            reviewer.get_by_role("button", name="Reject", exact=True),
        )

        for path, name in (
            ("/console/withdraw", "console-withdrawals"),
            ("/console/shop-applications", "console-shop-applications"),
        ):
            reviewer.goto(path)
            expect(reviewer.get_by_role("heading", level=1)).to_be_visible()
            assert_page_fits(reviewer, name)

    with signed_in(browser, server_url, AUDITOR) as auditor:
        auditor.set_viewport_size(PHONE)
        for path, name in (
            ("/console/audit/books", "console-books"),
            ("/console/audit/wallet", "console-audit-wallet"),
            ("/console/audit/reconcile", "console-reconcile"),
        ):
            auditor.goto(path)
            expect(auditor.get_by_role("heading", level=1)).to_be_visible()
            assert_page_fits(auditor, name)
        auditor.goto("/console/audit/wallet")
        auditor.get_by_label("User e-mail or uid").fill("buyer@demo.bazaar.test")
        auditor.get_by_role("button", name="Look up").click()
        expect(auditor.get_by_text("Wallet of buyer@demo.bazaar.test")).to_be_visible()
        assert_page_fits(auditor, "console-audit-wallet-found")


def test_console_status_badges_show_their_whole_label_in_english_and_arabic(
    browser: Browser, server_url: str, mail_sink: tuple[MailSink, str]
) -> None:
    with (
        waiting_recharge(server_url, mail_sink[0], 150_000),
        signed_in(browser, server_url, REVIEWER) as reviewer,
    ):
        for language, waiting in (("en", "Under review"), ("ar", "قيد المراجعة")):
            reviewer.evaluate(f"localStorage.setItem('bazaar.language', '{language}')")
            for size, name in ((PHONE, "phone"), (DESKTOP, "desktop")):
                reviewer.set_viewport_size(size)
                reviewer.goto("/console/recharge")
                expect(reviewer.locator("html")).to_have_attribute("lang", language)
                expect(reviewer.get_by_test_id("approvals").first).to_be_visible()
                expect(reviewer.get_by_text(waiting, exact=True).first).to_be_attached()
                reviewer.wait_for_load_state("networkidle")
                screenshot(reviewer, f"{name}-console-badges-{language}")
                assert len(visible_badges(reviewer)) >= 2
                assert badges_cut(reviewer) == [], (language, name)
                if name == "desktop":
                    assert_theme_coloured(reviewer.locator("nav.mantine-AppShell-navbar"))
        reviewer.evaluate("localStorage.setItem('bazaar.language', 'en')")
