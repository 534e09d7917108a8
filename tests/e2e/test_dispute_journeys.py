"""Buyers' cases in the browser, every screen at phone width (390 px).

A buyer opens a case with a photo about a shipped order; the seller, on a phone, sees the
photo and offers part of the refund; the buyer accepts it and the wallet shows exactly the
offer more; then the buyer confirms receipt and reviews, and the seller is settled the rest
less the commission on what was kept. Another buyer's case is refused, escalated and decided
by an arbiter, who refunds part of it.

The demo seeds two cases against the demo seller (one open, one escalated), so each case here
is found by its order number, never by its place in a list.
"""

from __future__ import annotations

import re
from io import BytesIO
from pathlib import Path
from typing import Any

from PIL import Image
from playwright.sync_api import Browser, Page, expect

from tests.conftest import MailSink
from tests.e2e.conftest import PHONE, screenshot
from tests.e2e.test_checkout_journeys import (
    SELLER,
    SELLER_SHOP_ID,
    add_to_cart,
    api_login,
    call,
    check_out_from_the_drawer,
    new_shopper,
    product_in_stock,
)
from tests.e2e.test_money_journeys import dollars, expect_no_sideways_scroll, sees_the_settlement
from tests.e2e.test_wallet_journeys import (
    AUDITOR,
    REVIEWER,
    expect_balances,
    expect_loaded,
    signed_in,
)

FUNDED = 50_000
"""What each buyer's reviewed recharge puts in the wallet (cents)."""
COMMISSION_PERCENT = 5
"""The e2e server's rate: COMMISSION_PERCENT is left at its default."""


def commission_on(cents: int) -> int:
    """COMMISSION_PERCENT of `cents`, rounded half up (as the server's CommissionRule)."""
    return (cents * COMMISSION_PERCENT * 2 + 100) // 200


def case_photo(folder: Path) -> Path:
    """A small PNG, as a phone's camera would hand the picker a file."""
    path = folder / "dented-box.png"
    buffer = BytesIO()
    Image.new("RGB", (160, 120), (200, 60, 40)).save(buffer, "PNG")
    path.write_bytes(buffer.getvalue())
    return path


def bought_and_shipped(
    browser: Browser, server_url: str, buyer: str, skip: int, logistics_no: str
) -> dict[str, Any]:
    """The buyer's paid order of a demo-seller product (bought on a phone), confirmed and
    shipped with DHL by the seller; answers the order as order/detail shows it."""
    product, sku = product_in_stock(server_url, SELLER_SHOP_ID, skip=skip)
    with signed_in(browser, server_url, buyer, PHONE) as shopper:
        add_to_cart(shopper, product, sku)
        check_out_from_the_drawer(shopper)
        shopper.get_by_role("button", name="Pay now").click()
        expect(shopper.get_by_text("Payment successful").first).to_be_visible()
    sid = api_login(server_url, buyer)
    order_id = call(server_url, "order/list", sid, page=1)["list"][0]["order_id"]
    seller = api_login(server_url, SELLER)
    call(server_url, "console/order/confirm", seller, order_id=order_id)
    call(
        server_url,
        "console/order/ship",
        seller,
        order_id=order_id,
        logistics_no=logistics_no,
        carrier="dhl",
    )
    order: dict[str, Any] = call(server_url, "order/detail", sid, order_id=order_id)
    assert order["status"] == "wait_receipt" and order["receipt_deadline"] is not None
    assert order["pay_amount"] == order["total"]  # a new shopper has no subscriber discount
    return order


def opens_a_case(
    shopper: Page,
    order: dict[str, Any],
    kind: str,
    reason: str,
    cents: int,
    photo: Path | None = None,
) -> None:
    """From the order page: "Problem with this order?", the form filled in, and the case's
    own page."""
    number = order["order_sn"]
    shopper.goto(f"/user/order/detail?id={order['order_id']}")
    expect(shopper.get_by_test_id("receipt-deadline")).to_contain_text(
        "We confirm receipt for you on"
    )
    shopper.get_by_role("button", name="Problem with this order?").click()
    form = shopper.get_by_role("dialog", name="Report a problem")
    # The refund asked starts at the most the order can refund: all that was paid.
    expect(form.get_by_label("Refund asked (USD)")).to_have_value(
        f"{order['pay_amount'] / 100:.2f}"
    )
    expect(form).to_contain_text(f"At most {dollars(order['pay_amount'])}")
    form.get_by_label(kind, exact=True).check()
    form.get_by_label("Describe the problem").fill(reason)
    form.get_by_label("Refund asked (USD)").fill(f"{cents / 100:.2f}")
    if photo is not None:
        form.locator("input[type=file]").set_input_files(str(photo))
        thumbnail = form.get_by_role("img", name="Photo 1")
        expect(thumbnail).to_be_visible()
        expect_loaded(thumbnail)
    form.get_by_role("button", name="Open the case").click()
    expect(shopper).to_have_url(re.compile(rf"/user/order/dispute\?id={order['order_id']}$"))
    expect(shopper.get_by_role("heading", name=f"Case about order {number}")).to_be_visible()
    expect(shopper.get_by_test_id("amount-asked")).to_have_text(dollars(cents))
    expect_no_sideways_scroll(shopper)


def opens_the_sellers_case(seller: Page, number: str) -> None:
    """From the seller's disputes list (cards on a phone), the case by its order number."""
    seller.goto("/console/seller/disputes")
    seller.get_by_role("link", name=f"Case about order {number}").click()
    expect(seller).to_have_url(re.compile(r"/console/seller/disputes/[^/?]+$"))
    expect(seller.get_by_role("heading", name=f"Case about order {number}")).to_be_visible()


def takes_a_step(page: Page, button: str, dialog: str, fields: dict[str, str]) -> None:
    """One of a party's steps on the case page: its button, its dialog filled and confirmed."""
    page.get_by_test_id("case-actions").get_by_role("button", name=button).click()
    step = page.get_by_role("dialog", name=dialog)
    for label, value in fields.items():
        step.get_by_label(label).fill(value)
    step.get_by_role("button", name="Confirm").click()
    expect(page.get_by_role("dialog")).to_have_count(0)


def escalated_order_numbers(server_url: str) -> list[str]:
    """The order numbers of every case in the arbiters' queue, as the API lists them."""
    queue = call(
        server_url,
        "console/dispute/list",
        api_login(server_url, REVIEWER),
        role="arbiter",
        status="escalated",
        page=1,
    )
    return [str(row["order_sn"]) for row in queue["list"]]


def receives_and_reviews(shopper: Page, order: dict[str, Any], refunded: int) -> None:
    """Receipt confirmed and every line reviewed, which finishes the order; its page shows
    what the case refunded."""
    shopper.goto(f"/user/order/detail?id={order['order_id']}")
    expect(shopper.get_by_test_id("refunded-amount")).to_have_text(dollars(refunded))
    shopper.get_by_role("button", name=f"Confirm receipt of order {order['order_sn']}").click()
    shopper.get_by_role("dialog").get_by_role("button", name="Confirm").click()
    expect(shopper.get_by_text("Receipt confirmed").first).to_be_visible()
    for line in order["lines"]:
        shopper.get_by_role("button", name=f"Review {line['name']}").click()
        review = shopper.get_by_role("dialog", name="Write a review")
        review.get_by_label("Your review").fill("The seller made it right after the dent")
        review.get_by_role("button", name="Submit review").click()
        expect(shopper.get_by_role("dialog")).to_have_count(0)
    expect(shopper.get_by_text("Completed").first).to_be_visible()


def ledger(server_url: str) -> dict[str, int]:
    """The books' positions now, as the auditor's console reads them (difference 0 when sound)."""
    figures = call(server_url, "console/audit/ledger", api_login(server_url, AUDITOR))
    assert figures["difference"] == 0, figures
    return {name: int(value) for name, value in figures.items() if name != "at"}


def moved(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    names = ("escrow", "revenue", "available", "recharged", "difference")
    return {name: after[name] - before[name] for name in names}


def test_a_case_with_a_photo_ends_in_an_accepted_offer_and_the_rest_is_settled(
    browser: Browser, server_url: str, mail_sink: tuple[MailSink, str], tmp_path: Path
) -> None:
    buyer = new_shopper(server_url, mail_sink[0], funded_cents=FUNDED)
    before = ledger(server_url)
    order = bought_and_shipped(browser, server_url, buyer, skip=4, logistics_no="LP00300400500")
    number, paid = order["order_sn"], order["pay_amount"]
    asked = paid // 2
    # The offer leaves a subtotal whose commission ends in exactly half a cent, on an even
    # cent: rounded half up it is one cent more than rounded down or to even.
    offer = asked * 3 // 5
    offer -= (10 - (order["subtotal"] - offer)) % 40
    assert 0 < offer < asked < paid
    assert (order["subtotal"] - offer) * COMMISSION_PERCENT % 200 == 50

    with signed_in(browser, server_url, buyer, PHONE) as shopper:
        opens_a_case(
            shopper,
            order,
            "Not as described",
            "The box arrived dented and one corner is cracked",
            asked,
            case_photo(tmp_path),
        )
        expect_balances(shopper, dollars(FUNDED - paid), "$0.00")

        with signed_in(browser, server_url, SELLER, PHONE) as seller:
            opens_the_sellers_case(seller, number)
            opened = seller.get_by_test_id("case-message").filter(has_text="corner is cracked")
            photo = opened.get_by_role("button", name="Enlarge photo 1").locator("img")
            expect(photo).to_be_visible()
            expect_loaded(photo)
            expect(seller.get_by_test_id("amount-asked")).to_have_text(dollars(asked))
            expect_no_sideways_scroll(seller)
            screenshot(seller, "phone-seller-case")
            takes_a_step(
                seller,
                "Offer a partial refund",
                "Offer a partial refund",
                {
                    "Amount offered (USD)": f"{offer / 100:.2f}",
                    "Note to the buyer (optional)": "Sorry about the box; part back for it",
                },
            )
            expect(seller.get_by_test_id("dispute-status")).to_have_text("Partial refund offered")
            expect(seller.get_by_test_id("amount-offered")).to_have_text(dollars(offer))
            expect(seller.get_by_test_id("case-message").last).to_contain_text(
                f"The seller offered a partial refund · {dollars(offer)}"
            )

            shopper.goto(f"/user/order/dispute?id={order['order_id']}")
            expect(shopper.get_by_test_id("case-deadline")).to_contain_text("Your turn")
            expect(shopper.get_by_test_id("amount-offered")).to_have_text(dollars(offer))
            shopper.get_by_test_id("case-actions").get_by_role(
                "button", name="Accept the offer"
            ).click()
            confirmation = shopper.get_by_role("dialog", name="Accept the seller's offer?")
            expect(confirmation).to_contain_text(f"{dollars(offer)} goes to your balance")
            confirmation.get_by_role("button", name="Confirm").click()
            expect(shopper.get_by_role("dialog")).to_have_count(0)
            expect(shopper.get_by_test_id("dispute-status")).to_have_text("Refunded")
            expect(shopper.get_by_test_id("amount-refunded")).to_have_text(dollars(offer))
            expect(shopper.get_by_test_id("case-message").last).to_contain_text(
                f"The buyer accepted the offer · {dollars(offer)}"
            )
            expect(shopper.get_by_test_id("case-deadline")).to_have_text("This case is closed.")
            expect_no_sideways_scroll(shopper)
            expect_balances(shopper, dollars(FUNDED - paid + offer), "$0.00")

            receives_and_reviews(shopper, order, offer)
            commission = commission_on(order["subtotal"] - offer)
            net = order["total"] - offer - commission
            settled = call(
                server_url, "console/shop/settlements", api_login(server_url, SELLER), page=1
            )
            ours = next(row for row in settled["list"] if row["order_sn"] == number)
            assert (ours["commission"], ours["net"]) == (commission, net)
            sees_the_settlement(seller, number, net)
    # Paid into escrow, the offer back to the buyer, the rest out to the seller and the platform:
    # the escrow is where it was, and the platform kept the commission, which the wallets lost.
    assert moved(before, ledger(server_url)) == {
        "escrow": 0,
        "revenue": commission,
        "available": -commission,
        "recharged": 0,
        "difference": 0,
    }


def test_a_refused_case_is_escalated_and_an_arbiter_refunds_part_of_it(
    browser: Browser, server_url: str, mail_sink: tuple[MailSink, str]
) -> None:
    buyer = new_shopper(server_url, mail_sink[0], funded_cents=FUNDED)
    before = ledger(server_url)
    order = bought_and_shipped(browser, server_url, buyer, skip=5, logistics_no="LP00600700800")
    number, paid = order["order_sn"], order["pay_amount"]
    # All that was paid, far below REVIEW_SECOND_APPROVAL_FROM's $1,000: one arbiter decides.
    asked = paid
    refund = paid * 2 // 5
    assert 0 < refund < asked
    reason = "The tracking has not moved for a week and nothing came"
    refusal = "The carrier shows it delivered to the porter's desk"
    remark = "No proof of delivery to the buyer; the carrier's scan is unsigned"

    with signed_in(browser, server_url, buyer, PHONE) as shopper:
        opens_a_case(shopper, order, "I did not receive it", reason, asked)
        expect_balances(shopper, dollars(FUNDED - paid), "$0.00")
        shopper.goto(f"/user/order/dispute?id={order['order_id']}")

        with signed_in(browser, server_url, SELLER, PHONE) as seller:
            opens_the_sellers_case(seller, number)
            takes_a_step(seller, "Refuse", "Refuse the refund?", {"Why you refuse": refusal})
            expect(seller.get_by_test_id("dispute-status")).to_have_text("Refused by the seller")

        shopper.reload()
        expect(shopper.get_by_test_id("case-deadline")).to_contain_text("Your turn")
        takes_a_step(shopper, "Ask the platform to decide", "Ask the platform to decide?", {})
        expect(shopper.get_by_test_id("dispute-status")).to_have_text("With the platform")

        with signed_in(browser, server_url, REVIEWER, PHONE) as reviewer:
            queue = escalated_order_numbers(server_url)
            # The demo's escalated case waits in the same queue.
            assert number in queue and len(queue) >= 2, queue
            reviewer.goto("/console/disputes")
            for waiting in queue:
                expect(
                    reviewer.get_by_role("link", name=f"Case about order {waiting}")
                ).to_be_visible()
            reviewer.get_by_role("link", name=f"Case about order {number}").click()
            expect(
                reviewer.get_by_role("heading", name=f"Case about order {number}")
            ).to_be_visible()
            messages = reviewer.get_by_test_id("case-message")
            expect(messages.and_(reviewer.locator("[data-role=buyer]")).first).to_contain_text(
                reason
            )
            expect(messages.and_(reviewer.locator("[data-role=seller]"))).to_contain_text(refusal)
            expect(reviewer.get_by_test_id("case-logistics-no")).to_have_text("LP00600700800")
            expect(reviewer.get_by_test_id("amount-asked")).to_have_text(dollars(asked))
            expect(reviewer.get_by_test_id("amount-max")).to_have_text(dollars(paid))
            expect(reviewer.get_by_test_id("amount-paid")).to_have_text(dollars(paid))
            expect(reviewer.get_by_test_id("amount-total")).to_have_text(dollars(order["total"]))
            expect_no_sideways_scroll(reviewer)
            screenshot(reviewer, "phone-arbiter-case")
            form = reviewer.get_by_test_id("decision-form")
            form.get_by_label("Refund to the buyer (USD)").fill(f"{refund / 100:.2f}")
            form.get_by_label("Remark").fill(remark)
            form.get_by_role("button", name="Decide").click()
            expect(reviewer).to_have_url(re.compile(r"/console/disputes$"))
            expect(reviewer.get_by_text("Decision recorded").first).to_be_visible()
            expect(reviewer.get_by_role("link", name=f"Case about order {number}")).to_have_count(0)

        shopper.reload()
        expect(shopper.get_by_test_id("dispute-status")).to_have_text("Refunded")
        expect(shopper.get_by_test_id("decision-refund")).to_have_text(dollars(refund))
        expect(shopper.get_by_test_id("case-decision")).to_contain_text(remark)
        # Each step reads in words under whoever took it, the escalation too (no empty line).
        steps = shopper.get_by_test_id("case-message")
        expect(steps).to_have_count(4)
        expect(steps.nth(0)).to_contain_text(f"Case opened · {dollars(asked)}")
        expect(steps.nth(1)).to_contain_text("The seller refused the refund")
        expect(steps.nth(2)).to_contain_text("The buyer asked the platform to decide")
        expect(steps.nth(3)).to_contain_text(f"The platform decided · {dollars(refund)}")
        expect(shopper.get_by_test_id("amount-refunded")).to_have_text(dollars(refund))
        expect_no_sideways_scroll(shopper)
        screenshot(shopper, "phone-buyer-case-decided")
        expect_balances(shopper, dollars(FUNDED - paid + refund), "$0.00")
        shopper.goto(f"/user/order/detail?id={order['order_id']}")
        expect(shopper.get_by_test_id("refunded-amount")).to_have_text(dollars(refund))
    # The refund left the escrow for the buyer's wallet; the rest waits there for the finish.
    assert moved(before, ledger(server_url)) == {
        "escrow": paid - refund,
        "revenue": 0,
        "available": -(paid - refund),
        "recharged": 0,
        "difference": 0,
    }
