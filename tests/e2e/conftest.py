"""The real server (`bazaar serve`, embedded mode) plus Debian's Chromium driven by Playwright.

Every browser context the tests open (through the `browser` fixture, whoever calls
`new_context`) asks for reduced motion and carries a stylesheet that turns CSS transitions and
animations off, so a test reads a colour or a position in its final state, never mid-way. A
test waits for a state (a role, a URL, an element in the viewport), never for a fixed time.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from aiosmtpd.controller import Controller
from playwright.sync_api import (
    Browser,
    BrowserContext,
    Page,
    Playwright,
    ViewportSize,
    expect,
    sync_playwright,
)

from infra.settings import PROJECT_ROOT
from tests.conftest import TEST_READ_YOUR_WRITES_SECONDS, MailSink, free_port

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
# Without the background-networking switches Chromium keeps dialling out of a closed network.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

NO_MOTION_CSS = """
*, *::before, *::after {
  transition: none !important;
  transition-duration: 0s !important;
  animation: none !important;
  animation-duration: 0s !important;
  scroll-behavior: auto !important;
}
"""
"""Wins over the app's stylesheets and over inline styles (Mantine's Transition sets its
`transition` inline): !important in an author stylesheet beats a normal inline declaration."""

NO_MOTION_SCRIPT = f"""
(() => {{
  const add = () => {{
    const style = document.createElement('style');
    style.setAttribute('data-test', 'no-motion');
    style.textContent = {json.dumps(NO_MOTION_CSS)};
    (document.head || document.documentElement).appendChild(style);
  }};
  if (document.documentElement) add();
  else new MutationObserver((_, observer) => {{
    if (!document.documentElement) return;
    observer.disconnect();
    add();
  }}).observe(document, {{ childList: true }});
}})();
"""
"""Runs in every page and frame before the page's own scripts."""

# An assertion waits as long as an action does (the contexts' default timeout, 15 s): the
# storefront fetches its deferred chunks (the carousel, the header's wide-screen parts, the
# phone menu) once the page is idle, and beside the Python suites on two loaded cores that
# came later than Playwright's own 5 s.
expect.set_options(timeout=15_000)

_screenshot_folder: Path | None = None


@pytest.fixture(scope="session")
def mail_sink() -> Iterator[tuple[MailSink, str]]:
    sink = MailSink()
    port = free_port()
    controller = Controller(sink, hostname="127.0.0.1", port=port)
    controller.start()
    yield sink, f"smtp://127.0.0.1:{port}"
    controller.stop()


@pytest.fixture(scope="session")
def server_url(
    tmp_path_factory: pytest.TempPathFactory, mail_sink: tuple[MailSink, str]
) -> Iterator[str]:
    with serving(tmp_path_factory.mktemp("bazaar-e2e"), mail_sink[1]) as url:
        yield url


@contextmanager
def serving(data_dir: Path, smtp_url: str, settings: dict[str, str] | None = None) -> Iterator[str]:
    """`bazaar serve` in the embedded mode on a free port with its own data under `data_dir`,
    migrated and seeded, with `settings` added to its environment; answers its address."""
    # FRONTEND_DIST (passed on to the server) lets a run serve a build made elsewhere.
    dist = Path(os.environ.get("FRONTEND_DIST", str(PROJECT_ROOT / "frontend" / "dist")))
    if not (dist / "index.html").is_file():
        pytest.fail(f"{dist} is not built: run `make test`, which builds it first")
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in {"DATABASE_URL", "REDIS_URL", "SMTP_URL"}
    }
    environment.update(
        {
            "BAZAAR_DATA_DIR": str(data_dir),
            "SMTP_URL": smtp_url,
            "PUBLIC_URL": url,
            "PROJECTION_TICK_SECONDS": "0.5",
            "READ_YOUR_WRITES_SECONDS": TEST_READ_YOUR_WRITES_SECONDS,
            # The tick leaves the last three days open in the books, for an auditor to close.
            "PERIOD_CLOSE_GRACE_MINUTES": str(3 * 24 * 60),
            **(settings or {}),
        }
    )
    bazaar = [sys.executable, "-m", "infra.cli"]
    subprocess.run([*bazaar, "migrate"], cwd=PROJECT_ROOT, env=environment, check=True)
    subprocess.run([*bazaar, "seed-demo"], cwd=PROJECT_ROOT, env=environment, check=True)
    log = (data_dir / "server.log").open("w")
    server = subprocess.Popen(
        [*bazaar, "serve", "--port", str(port)],
        cwd=PROJECT_ROOT,
        env=environment,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        _wait_until_serving(url, server)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=20)
        log.close()


def _wait_until_serving(url: str, server: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if server.poll() is not None:
            pytest.fail(f"bazaar serve exited with {server.returncode}")
        try:
            if httpx.post(f"{url}/api/system/config", json={}, timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.3)
    pytest.fail("bazaar serve did not answer within 60 s")


@pytest.fixture(scope="session")
def playwright_instance() -> Iterator[Playwright]:
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def browser(playwright_instance: Playwright) -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail("Chromium is missing: run ./infra/scripts/install-system-deps.sh")
    launched = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    open_context = launched.new_context

    def new_context_without_motion(**options: Any) -> BrowserContext:
        context = open_context(**{"reduced_motion": "reduce", **options})
        context.add_init_script(NO_MOTION_SCRIPT)
        return context

    launched.new_context = new_context_without_motion  # type: ignore[method-assign]
    yield launched
    launched.close()


@pytest.fixture(autouse=True)
def _screenshots_in_the_tests_folder(tmp_path: Path) -> Iterator[None]:
    global _screenshot_folder
    _screenshot_folder = tmp_path
    yield
    _screenshot_folder = None


def screenshot(page: Page, name: str) -> Path:
    """Saves what `page` shows, for review, as `<name>.png` in the running test's own
    temporary folder (pytest's tmp_path; the last three runs are kept)."""
    assert _screenshot_folder is not None, "screenshot() is for the tests' own use"
    path = _screenshot_folder / f"{name}.png"
    page.screenshot(path=str(path))
    return path


@pytest.fixture
def page(browser: Browser, server_url: str) -> Iterator[Page]:
    context: BrowserContext = browser.new_context(base_url=server_url, locale="en-US")
    context.set_default_timeout(15_000)
    opened = context.new_page()
    yield opened
    context.close()


PHONE: ViewportSize = {"width": 390, "height": 844}
"""The phone the storefront is checked on (spec: every screen from 360 px; checked at 390)."""


@pytest.fixture
def phone(browser: Browser, server_url: str) -> Iterator[Page]:
    context = browser.new_context(base_url=server_url, locale="en-US", viewport=PHONE)
    context.set_default_timeout(15_000)
    yield context.new_page()
    context.close()
