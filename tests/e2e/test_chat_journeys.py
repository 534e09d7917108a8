"""Customer-service chat in the browser: a guest and a signed-in shopper write to the platform
from the header's button, the demo agent answers from the console inbox, and the answer shows
in the customer's chat box within one polling period, as does a new conversation's welcome."""

from __future__ import annotations

import re
import secrets
import time
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.test_wallet_journeys import signed_in

AGENT = "agent@demo.bazaar.test"
SHOPPER = "shopper@demo.bazaar.test"
POLL_PERIOD_SECONDS = 3.0
WELCOME = "Welcome to Bazaar support. How can we help?"


@pytest.fixture
def agent(browser: Browser, server_url: str) -> Iterator[Page]:
    with signed_in(browser, server_url, AGENT) as page:
        yield page


def write_to_the_platform(customer: Page, text: str) -> None:
    customer.get_by_test_id("header-chat").click()
    expect(customer.get_by_text("Chat with us")).to_be_visible()
    customer.get_by_test_id("chat-conversation").filter(has_text="Bazaar").first.click()
    box = customer.get_by_role("dialog")
    box.get_by_role("textbox", name="Type a message…").fill(text)
    box.get_by_role("textbox", name="Type a message…").press("Enter")
    expect(box.get_by_test_id("chat-message").filter(has_text=text)).to_be_visible()


def answer_in_the_inbox(agent: Page, customer_text: str, reply: str) -> None:
    agent.goto("/console/chat")
    row = agent.get_by_test_id("inbox-conversation").filter(has_text=customer_text)
    expect(row).to_be_visible(timeout=10_000)
    expect(row.get_by_test_id("inbox-unread")).to_have_text(re.compile(r"^[1-9]"))
    row.click()
    expect(agent.get_by_test_id("inbox-messages").get_by_text(customer_text)).to_be_visible()
    agent.get_by_role("textbox", name="Write a reply…").fill(reply)
    agent.get_by_role("button", name="Reply").click()
    expect(agent.get_by_test_id("inbox-messages").get_by_text(reply)).to_be_visible()


def expect_reply_within_one_poll(customer: Page, reply: str) -> None:
    replied_at = time.monotonic()
    bubble = customer.get_by_role("dialog").get_by_test_id("chat-message").filter(has_text=reply)
    expect(bubble).to_be_visible(timeout=int((POLL_PERIOD_SECONDS + 2) * 1000))
    assert time.monotonic() - replied_at <= POLL_PERIOD_SECONDS + 1.0
    expect(bubble).to_have_attribute("data-side", "other")


def test_a_guest_writes_to_customer_service_and_sees_the_agents_reply(
    page: Page, agent: Page
) -> None:
    question = f"Guest question {secrets.token_hex(3)}"
    reply = f"Agent answer {secrets.token_hex(3)}"
    page.goto("/")

    write_to_the_platform(page, question)
    # A new conversation opens with the welcome, which the open box shows at its next poll.
    expect_reply_within_one_poll(page, WELCOME)
    answer_in_the_inbox(agent, question, reply)

    expect_reply_within_one_poll(page, reply)


def test_a_signed_in_shopper_writes_to_customer_service_and_sees_the_reply(
    browser: Browser, server_url: str, agent: Page
) -> None:
    question = f"Shopper question {secrets.token_hex(3)}"
    reply = f"Agent reply {secrets.token_hex(3)}"
    with signed_in(browser, server_url, SHOPPER) as shopper:
        shopper.goto("/")
        write_to_the_platform(shopper, question)
        answer_in_the_inbox(agent, question, reply)
        expect_reply_within_one_poll(shopper, reply)
        # The list shows the conversation with what was said last.
        shopper.reload()
        shopper.get_by_test_id("header-chat").click()
        expect(shopper.get_by_test_id("chat-conversation").filter(has_text=reply)).to_be_visible()
