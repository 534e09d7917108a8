"""The operators' people in the browser, at phone width (390 × 844) and on a desktop: two
operators grant the reviewer role to a new shopper. The first finds the shopper, grants the
role and sees it wait at "1 of 2 approvals"; the second completes it; the shopper then signs in
and reaches the review console."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.conftest import MailSink
from tests.e2e.conftest import PHONE, screenshot
from tests.e2e.staff_record import RecordedAction, auditor_reads_the_record
from tests.e2e.test_checkout_journeys import api_login, call, new_shopper
from tests.e2e.test_money_journeys import expect_no_sideways_scroll
from tests.e2e.test_wallet_journeys import signed_in

OPERATOR = "operator@demo.bazaar.test"
SECOND_OPERATOR = "operator2@demo.bazaar.test"
OPERATOR_NAME = "Demo Operator"
SECOND_OPERATOR_NAME = "Demo Operator Two"
FIRST_REASON = "Joins the review team on Monday"
SECOND_REASON = "Checked with the team lead"
DESKTOP: ViewportSize = {"width": 1280, "height": 800}
SIZES = {"phone": PHONE, "desktop": DESKTOP}


def opens_people(operator: Page, on_phone: bool) -> None:
    """From the console's home, through its navigation (behind the menu button on a phone)."""
    operator.goto("/console")
    if on_phone:
        operator.get_by_role("button", name="Show or hide the navigation").click()
    nav = operator.get_by_role("navigation", name="Console sections")
    nav.get_by_role("link", name="People").click()
    expect(operator).to_have_url(re.compile(r"/console/people$"))


def opens_the_user(operator: Page, email: str) -> None:
    """Searches the user's e-mail and opens their page from the one result."""
    operator.get_by_role("searchbox", name="Search").fill(email)
    operator.get_by_role("button", name="Apply").click()
    operator.get_by_role("link", name=f"Open the user {email}").click()
    expect(operator.get_by_role("heading", level=1)).to_have_text(email.split("@")[0])


def grants(operator: Page, button: str, reason: str) -> None:
    operator.get_by_test_id("role-reviewer").get_by_role("button", name=button).click()
    dialog = operator.get_by_role("dialog", name="Grant a role")
    expect(dialog).to_contain_text("Grant the role Reviewer to")
    dialog.get_by_label("Reason (optional, kept in the record)").fill(reason)
    dialog.get_by_role("button", name="Grant").click()
    expect(dialog).to_have_count(0)


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_two_operators_grant_the_reviewer_role_and_the_user_reaches_the_review_console(
    browser: Browser, server_url: str, mail_sink: tuple[MailSink, str], size: str
) -> None:
    viewport = SIZES[size]
    on_phone = size == "phone"
    email = new_shopper(server_url, mail_sink[0], 0)
    reviewer_row = "role-reviewer"

    with signed_in(browser, server_url, OPERATOR, viewport) as first:
        opens_people(first, on_phone)
        opens_the_user(first, email)
        expect(first.get_by_test_id(reviewer_row)).not_to_contain_text("Held")
        grants(first, "Grant the role Reviewer", FIRST_REASON)
        waiting = first.get_by_test_id(reviewer_row).get_by_test_id("pending-grant")
        expect(waiting).to_have_text("1 of 2 approvals — approved by Demo Operator")
        expect(first.get_by_test_id(reviewer_row)).to_contain_text(
            "a different operator must approve too"
        )
        if on_phone:
            expect_no_sideways_scroll(first)
        screenshot(first, f"people-first-approval-{size}")

    with signed_in(browser, server_url, SECOND_OPERATOR, viewport) as second:
        opens_people(second, on_phone)
        opens_the_user(second, email)
        row = second.get_by_test_id(reviewer_row)
        expect(row.get_by_test_id("pending-grant")).to_have_text(
            "1 of 2 approvals — approved by Demo Operator"
        )
        grants(second, "Approve granting the role Reviewer", SECOND_REASON)
        expect(row).to_contain_text("Held")
        expect(row.get_by_test_id("pending-grant")).to_have_count(0)
        if on_phone:
            expect_no_sideways_scroll(second)
        screenshot(second, f"people-granted-{size}")

    with signed_in(browser, server_url, email, viewport) as new_reviewer:
        new_reviewer.goto("/console")
        if on_phone:
            new_reviewer.get_by_role("button", name="Show or hide the navigation").click()
        nav = new_reviewer.get_by_role("navigation", name="Console sections")
        nav.get_by_role("link", name="Recharges").click()
        expect(new_reviewer.get_by_role("heading", name="Recharge review")).to_be_visible()
        expect(new_reviewer.get_by_test_id("no-access")).to_have_count(0)

    target = f"user:{call(server_url, 'mine/info', api_login(server_url, email))['uid']}"
    auditor_reads_the_record(
        browser,
        server_url,
        viewport,
        [
            RecordedAction(
                "role_grant_approved",
                "Role grant approved (1 of 2)",
                target,
                OPERATOR_NAME,
                FIRST_REASON,
            ),
            RecordedAction(
                "role_granted", "Role granted", target, SECOND_OPERATOR_NAME, SECOND_REASON
            ),
        ],
    )
