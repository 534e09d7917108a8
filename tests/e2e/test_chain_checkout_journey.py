"""From the cart to a paid order with one USDT transfer, on a phone, without a reviewer (issue 32).

A new shopper (an empty Bazaar wallet) holds USDT in a chain wallet on a real Ethereum node
(anvil, on loopback). The page gets an EIP-1193 provider, as a browser wallet injects it,
answering that account and forwarding every other call to the node, which signs for it. The
shopper checks out, pays with USDT: one transfer of exactly the quoted amount to the deposit
address, filed for the order at once; the server's verifier finds it on the node with its
confirmations and, as the amount is within RECHARGE_AUTO_APPROVE_MAX, approves it and pays the
order in the same save. Meanwhile the node keeps making blocks, as a chain does.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from eth_utils.address import to_checksum_address
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.conftest import MailSink
from tests.e2e.conftest import PHONE, serving
from tests.e2e.test_account_journeys import log_in
from tests.e2e.test_chain_wallet_journey import ANVIL_CHAIN_ID, token_balance
from tests.e2e.test_checkout_journeys import (
    add_to_cart,
    api_login,
    call,
    new_shopper,
    product_in_stock,
)
from tests.e2e.test_phone_layout import assert_fits
from tests.e2e.test_wallet_journeys import PASSWORD
from tests.integration.wallet.chains.devnet import Devnet, start_devnet

METHOD_NAME = "USDT (ERC20, devnet)"
CONFIRMATIONS = 2
"""More than one, so the server waits for the chain to build on the transfer's block."""
AUTO_APPROVE_MAX = 50_000
"""$500.00: the order (a product under $200) is paid without a reviewer."""
WALLET_USDT = 500 * 10**6
BLOCK_SECONDS = 2.0
"""How often the node makes a block while the payment is followed (anvil mines on demand)."""
UNITS_PER_CENT = 10**4
"""The token has 6 decimals: one cent is 10^4 units."""

# The wallet: the accounts are the shopper's own once the page asked for them; anything else
# goes to the node, which holds the account unlocked and signs for it.
PROVIDER_SCRIPT = """
((account) => {
  const listeners = {};
  let connected = false;
  window.ethereum = {
    async request({ method, params }) {
      if (method === 'eth_requestAccounts') { connected = true; return [account]; }
      if (method === 'eth_accounts') return connected ? [account] : [];
      if (method === 'wallet_switchEthereumChain') return null;
      if (method === 'wallet_revokePermissions') { connected = false; return null; }
      const answer = await window.__anvilRpc(JSON.stringify({ method, params: params || [] }));
      const parsed = JSON.parse(answer);
      if (parsed.error) throw Object.assign(new Error(parsed.error.message), parsed.error);
      return parsed.result;
    },
    on(event, listener) { (listeners[event] = listeners[event] || []).push(listener); },
    removeListener(event, listener) {
      listeners[event] = (listeners[event] || []).filter((each) => each !== listener);
    },
  };
})(%s);
"""


@pytest.fixture(scope="module")
def node() -> Iterator[Devnet]:
    devnet = start_devnet()
    yield devnet
    devnet.stop()


@pytest.fixture(scope="module")
def chain_shop(
    node: Devnet, tmp_path_factory: pytest.TempPathFactory, mail_sink: tuple[MailSink, str]
) -> Iterator[tuple[str, str, str]]:
    """A server paying orders on the node's token, approving verified recharges up to $500.00;
    answers its address, the token and the deposit address."""
    token = to_checksum_address(node.deploy_token("Tether USD", "USDT", 6))
    deposit = to_checksum_address(node.accounts[1])
    method = {
        "method": "usdt_erc20",
        "name": METHOD_NAME,
        "address": deposit,
        "min": 100,
        "max": 1_000_000,
        "chain": "ethereum",
        "token": "USDT",
        "token_contract": token,
        "decimals": 6,
        "confirmations": CONFIRMATIONS,
        "chain_id": ANVIL_CHAIN_ID,
    }
    settings = {
        "RECHARGE_METHODS": json.dumps([method]),
        "CHAIN_RPC_URL_ETHEREUM": node.url,
        "RECHARGE_AUTO_APPROVE_MAX": str(AUTO_APPROVE_MAX),
    }
    with serving(tmp_path_factory.mktemp("bazaar-chain-checkout"), mail_sink[1], settings) as url:
        yield url, token, deposit


def wallet_page(browser: Browser, server_url: str, node: Devnet, account: str) -> BrowserContext:
    context = browser.new_context(base_url=server_url, locale="en-US", viewport=PHONE)
    context.set_default_timeout(20_000)

    def forward(_source: Any, payload: str) -> str:
        request = json.loads(payload)
        body = {"jsonrpc": "2.0", "id": 1, "method": request["method"], "params": request["params"]}
        return httpx.post(node.url, json=body, timeout=10).text

    context.expose_binding("__anvilRpc", forward)
    context.add_init_script(PROVIDER_SCRIPT % json.dumps(account))
    return context


class BlockMaker:
    """Makes a block every BLOCK_SECONDS until stopped, as a chain does on its own."""

    def __init__(self, node: Devnet) -> None:
        self.node = node
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self.stopped.wait(BLOCK_SECONDS):
            self.node.mine(1)

    def __enter__(self) -> BlockMaker:
        self.thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.stopped.set()
        self.thread.join(timeout=10)


def states_until_paid(page: Page, timeout: float) -> list[str]:
    """The chain payment's states the order page showed, in order, until it says Paid."""
    seen: list[str] = []
    state = page.get_by_test_id("chain-payment-state")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        text = state.text_content(timeout=5_000) if state.count() else None
        if text and (not seen or seen[-1] != text):
            seen.append(text)
        if text == "Paid":
            return seen
        time.sleep(0.2)
    raise AssertionError(f"the order page never showed Paid; it showed {seen}")


def test_a_new_shopper_pays_the_order_with_usdt_and_it_is_paid_without_a_reviewer(
    browser: Browser,
    chain_shop: tuple[str, str, str],
    node: Devnet,
    mail_sink: tuple[MailSink, str],
) -> None:
    server_url, token, deposit = chain_shop
    chain_wallet = to_checksum_address(node.accounts[2])
    node.receipt(node.transfer(token, chain_wallet, WALLET_USDT))
    buyer = new_shopper(server_url, mail_sink[0], funded_cents=0)
    product, sku = product_in_stock(server_url, None)
    deposit_before = token_balance(node, token, deposit)

    context = wallet_page(browser, server_url, node, chain_wallet)
    try:
        shopper = context.new_page()
        log_in(shopper, buyer, PASSWORD)
        expect(shopper.get_by_role("button", name="Log in")).to_have_count(0)
        add_to_cart(shopper, product, sku)
        shopper.goto("/cart/checkout")
        expect(shopper.get_by_text("1 Test Street").first).to_be_visible()
        shopper.get_by_role("button", name="Place order").click()
        pay_step = shopper.get_by_role("region", name="Pay for your order")
        expect(pay_step.get_by_test_id("pay-amount")).to_be_visible()
        assert_fits(shopper, "chain-checkout-pay-step")

        pay_step.get_by_role("button", name="Pay with USDT").click()
        dialog = shopper.get_by_role("dialog", name="Pay with USDT from your wallet")
        sid = api_login(server_url, buyer)
        (order,) = call(server_url, "order/list", sid, page=1)["list"]
        owed = order["pay_amount"]
        # The Bazaar wallet is empty: the whole amount is asked of the chain wallet.
        expect(dialog.get_by_test_id("chain-pay-amount")).to_have_text(f"{owed / 100:.2f} USDT")
        dialog.get_by_test_id("wallet-connect-injected").click()
        expect(dialog.get_by_test_id("wallet-address")).to_have_text(chain_wallet)
        expect(dialog.get_by_test_id("wallet-network")).to_have_text("Anvil")
        assert_fits(shopper, "chain-checkout-dialog")

        with BlockMaker(node):
            started = time.monotonic()
            dialog.get_by_test_id("chain-pay-send").click()
            expect(shopper).to_have_url(re.compile(rf"/user/order/detail\?id={order['order_id']}$"))
            expect(shopper.get_by_test_id("chain-payment")).to_be_visible()
            seen = states_until_paid(shopper, timeout=180)
            seconds = time.monotonic() - started
        expect(shopper.get_by_text("To be confirmed").first).to_be_visible()
        assert_fits(shopper, "chain-checkout-paid")

        detail = call(server_url, "order/detail", sid, order_id=order["order_id"])
        payment = detail["chain_payment"]
        # The verifier reads the chain on filing, then re-checks on its back-off: its last read
        # counted `confirmations` (the node makes a block every BLOCK_SECONDS meanwhile).
        print(
            f"\nPay with USDT: 'Pay' to 'paid' in {seconds:.1f} s; the server waited for"
            f" {payment['confirmations_needed']} confirmations (its last check counted"
            f" {payment['confirmations']}); the page showed {' → '.join(seen)}"
        )
        assert detail["status"] == "wait_confirm" and detail["pay_time"] is not None
        assert payment["state"] == "paid" and payment["amount"] == owed
        assert payment["confirmations_needed"] == CONFIRMATIONS
        assert payment["confirmations"] >= CONFIRMATIONS
        # One transfer of exactly the amount owed, from the shopper's chain wallet.
        assert token_balance(node, token, deposit) - deposit_before == owed * UNITS_PER_CENT
        assert token_balance(node, token, chain_wallet) == WALLET_USDT - owed * UNITS_PER_CENT
        receipt = node.receipt(payment["transaction_id"])
        assert receipt["from"].lower() == chain_wallet.lower()
        # The recharge paid the order whole: nothing left over in the Bazaar wallet.
        assert call(server_url, "mine/wealth/info", sid)["amount"] == 0
    finally:
        context.close()
