"""What a person does in the browser: sign up, log in, edit the profile, log out, and the
routing and language rules around them."""

from __future__ import annotations

import re
import secrets
from io import BytesIO
from pathlib import Path

from PIL import Image
from playwright.sync_api import Page, expect

from tests.conftest import MailSink

DEMO_SHOPPER = "shopper@demo.bazaar.test"


def signup_code(sink: MailSink, email: str) -> str:
    body = sink.wait_for(email).get_payload(decode=True)
    assert isinstance(body, bytes)
    found = re.search(r"\b(\d{6})\b", body.decode())
    assert found, "the sign-up e-mail carries a 6-digit code"
    return found.group(1)


def log_in(page: Page, email: str, password: str) -> None:
    page.goto("/login")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password", exact=True).fill(password)
    page.get_by_role("button", name="Log in").click()


def test_a_shopper_signs_up_with_the_emailed_code_edits_the_profile_and_logs_out(
    page: Page, mail_sink: tuple[MailSink, str], tmp_path: Path
) -> None:
    sink, _ = mail_sink
    email = f"new-{secrets.token_hex(4)}@shoppers.test"

    page.goto("/signup")
    page.get_by_label("Email").fill(email)
    page.get_by_role("button", name="Send code").click()
    code = signup_code(sink, email)
    page.get_by_label("Verification code").fill(code)
    page.get_by_label("Password", exact=True).fill("secret-pass-1")
    page.get_by_label("Confirm password").fill("secret-pass-1")
    page.get_by_label("Nickname (optional)").fill("Nadia")
    page.get_by_role("button", name="Sign up").click()
    expect(page.get_by_text("Hello, Nadia")).to_be_visible()

    page.goto("/user/profile")
    avatar = tmp_path / "avatar.png"
    buffer = BytesIO()
    Image.new("RGB", (64, 64), (200, 80, 20)).save(buffer, "PNG")
    avatar.write_bytes(buffer.getvalue())
    page.locator("input[type=file]").first.set_input_files(str(avatar))
    expect(page.locator("img[src^='/uploads/']").first).to_be_visible()
    page.get_by_label("Nickname").fill("Nadia K.")
    page.get_by_label("Phone number").fill("+44 20 7946 0000")
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_text("Your profile has been saved")).to_be_visible()

    page.goto("/user")
    expect(page.get_by_text("Hello, Nadia K.")).to_be_visible()

    page.get_by_role("banner").get_by_role("button", name="Nadia K.").click()
    page.get_by_role("menuitem", name="Quit account").click()
    expect(page.get_by_text("The account was quit")).to_be_visible()
    # The site reloads; the account pages now send the guest to log in, and the notice is
    # still there on the reloaded page.
    expect(page).to_have_url(re.compile(r"/login"))
    expect(page.get_by_text("The account was quit")).to_be_visible()
    page.goto("/user")
    expect(page).to_have_url(re.compile(r"/login"))


def test_the_demo_shopper_logs_in_and_sees_the_dashboard(page: Page) -> None:
    log_in(page, DEMO_SHOPPER, "demo-pass-1")
    expect(page.get_by_text("Hello, Demo Shopper")).to_be_visible()
    sid = page.evaluate("JSON.parse(localStorage.getItem('bazaar.session')).sid")
    assert isinstance(sid, str) and len(sid) == 32


def test_a_wrong_password_shows_login_failed(page: Page) -> None:
    log_in(page, DEMO_SHOPPER, "not-the-password")
    expect(page.get_by_text("Login failed")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/login"))


def test_a_guest_opening_the_account_lands_on_login_with_the_warning(page: Page) -> None:
    page.goto("/user")
    expect(page.get_by_text("Please log in first")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/login"))


def test_an_unknown_path_shows_the_404_screen(page: Page) -> None:
    page.goto("/no/such/page")
    expect(page.get_by_text("Page not found")).to_be_visible()


def test_switching_to_arabic_flips_the_layout_right_to_left(page: Page) -> None:
    page.goto("/")
    expect(page.locator("html")).to_have_attribute("dir", "ltr")
    page.get_by_role("button", name="Language").click()
    page.get_by_role("menuitem", name="العربية").click()
    page.wait_for_load_state("load")
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    expect(page.locator("html")).to_have_attribute("lang", "ar")
    page.reload()
    expect(page.locator("html")).to_have_attribute("dir", "rtl")


def test_signing_up_with_a_registered_email_says_it_has_been_registered(page: Page) -> None:
    page.goto("/signup")
    page.get_by_label("Email").fill(DEMO_SHOPPER)
    page.get_by_role("button", name="Send code").click()
    expect(page.get_by_text("This email has been registered")).to_be_visible()


def test_a_footer_link_opens_the_post_in_the_chosen_language(page: Page) -> None:
    page.goto("/")
    page.get_by_role("link", name="About us").click()
    expect(page).to_have_url(re.compile(r"/post-detail\?rule=about_us"))
    expect(page.get_by_role("heading", level=1)).to_contain_text("Bazaar")


def test_a_forgotten_password_is_reset_through_the_emailed_one_time_link(
    page: Page, mail_sink: tuple[MailSink, str]
) -> None:
    sink, _ = mail_sink
    email = f"forgetful-{secrets.token_hex(4)}@shoppers.test"
    page.goto("/signup")
    page.get_by_label("Email").fill(email)
    page.get_by_role("button", name="Send code").click()
    page.get_by_label("Verification code").fill(signup_code(sink, email))
    page.get_by_label("Password", exact=True).fill("first-pass-1")
    page.get_by_label("Confirm password").fill("first-pass-1")
    page.get_by_role("button", name="Sign up").click()
    expect(page.get_by_text("Hello,")).to_be_visible()
    page.evaluate("localStorage.clear()")

    page.goto("/forget-password")
    page.get_by_label("Email").fill(email)
    page.get_by_role("button", name="Send reset link").click()
    expect(page.get_by_text("please check your email", exact=False)).to_be_visible()
    body = sink.wait_for_subject(email, "Reset").get_payload(decode=True)
    assert isinstance(body, bytes)
    link = re.search(r"https?://\S+/reset-password\?token=\S+", body.decode())
    assert link, "the reset e-mail carries a link to the reset-password screen"

    page.goto(link.group(0))
    page.get_by_label("New password").fill("second-pass-2")
    page.get_by_label("Confirm password").fill("second-pass-2")
    page.get_by_role("button", name="Save new password").click()
    expect(page.get_by_text("Your password has been reset, please log in")).to_be_visible()

    log_in(page, email, "second-pass-2")
    expect(page.get_by_text("Hello,")).to_be_visible()

    page.goto(link.group(0))  # the link works once
    page.get_by_label("New password").fill("third-pass-3")
    page.get_by_label("Confirm password").fill("third-pass-3")
    page.get_by_role("button", name="Save new password").click()
    expect(page.get_by_text("Invalid password reset link").first).to_be_visible()
