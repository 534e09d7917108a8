"""The two-chain wallet in the browser, on a real Ethereum node (anvil) on loopback.

The page gets an EIP-1193 provider, the interface a browser wallet injects as
`window.ethereum`, that forwards every call to the node, where anvil signs for its unlocked dev
account. So the shopper connects, pays a USDT look-alike to the deposit address with the
wallet, the server verifies the transfer on the node, the reviewer sees it verified and
approves, and the balance rises; logging out disconnects the wallet.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from eth_utils.address import to_checksum_address
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.conftest import MailSink
from tests.e2e.conftest import PHONE, serving
from tests.e2e.test_account_journeys import DEMO_SHOPPER, log_in
from tests.e2e.test_phone_layout import assert_fits
from tests.e2e.test_wallet_journeys import PASSWORD, REVIEWER, expect_balances, proof_picture
from tests.integration.wallet.chains.devnet import Devnet, start_devnet

ANVIL_CHAIN_ID = 31337
METHOD_NAME = "USDT (ERC20, devnet)"

# The injected provider: requests go to the node through a binding the test exposes, the
# accounts are the node's first one once the page asked for them, and a revocation (what a
# site does on log-out) is counted by the test, across the reload that follows a log-out.
PROVIDER_SCRIPT = """
(() => {
  const listeners = {};
  let connected = false;
  window.ethereum = {
    isMetaMask: false,
    async request({ method, params }) {
      if (method === 'eth_requestAccounts') { connected = true; method = 'eth_accounts'; }
      if (method === 'eth_accounts' && !connected) return [];
      if (method === 'wallet_switchEthereumChain') return null;
      if (method === 'wallet_revokePermissions') {
        connected = false; await window.__walletRevoked();
        (listeners.accountsChanged || []).forEach((listener) => listener([]));
        return null;
      }
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
})();
"""


@pytest.fixture(scope="module")
def node() -> Iterator[Devnet]:
    devnet = start_devnet()
    yield devnet
    devnet.stop()


@pytest.fixture(scope="module")
def chain_server(
    node: Devnet, tmp_path_factory: pytest.TempPathFactory, mail_sink: tuple[MailSink, str]
) -> Iterator[tuple[str, str]]:
    """A server whose ERC-20 method takes a token deployed on the node, verified there."""
    token = node.deploy_token("Tether USD", "USDT", 6)
    deposit = to_checksum_address(node.accounts[1])
    methods = [
        {
            "method": "usdt_erc20",
            "name": METHOD_NAME,
            "address": deposit,
            "min": 1000,
            "max": 1000000,
            "chain": "ethereum",
            "token": "USDT",
            "token_contract": to_checksum_address(token),
            "decimals": 6,
            "confirmations": 1,
            "chain_id": ANVIL_CHAIN_ID,
        },
        {
            "method": "bank_transfer",
            "name": "Bank transfer",
            "address": "Bazaar Ltd · IBAN GB33 BUKB 2020 1555 5555 55",
            "min": 1000,
            "max": 5000000,
        },
    ]
    settings = {"RECHARGE_METHODS": json.dumps(methods), "CHAIN_RPC_URL_ETHEREUM": node.url}
    with serving(tmp_path_factory.mktemp("bazaar-chain-e2e"), mail_sink[1], settings) as url:
        yield url, deposit


def wallet_context(
    browser: Browser, server_url: str, node: Devnet, revocations: list[str]
) -> BrowserContext:
    # A phone: wallets are most often a phone's browser.
    context = browser.new_context(base_url=server_url, locale="en-US", viewport=PHONE)
    context.set_default_timeout(20_000)

    def forward(_source: Any, payload: str) -> str:
        call = json.loads(payload)
        body = {"jsonrpc": "2.0", "id": 1, "method": call["method"], "params": call["params"]}
        return httpx.post(node.url, json=body, timeout=10).text

    context.expose_binding("__anvilRpc", forward)
    context.expose_binding("__walletRevoked", lambda source: revocations.append(source["page"].url))
    context.add_init_script(PROVIDER_SCRIPT)
    return context


def token_balance(node: Devnet, token: str, holder: str) -> int:
    data = "0x70a08231" + holder.lower().removeprefix("0x").rjust(64, "0")  # balanceOf(address)
    return int(node.rpc("eth_call", {"to": token, "data": data}, "latest"), 16)


def signed_in_as(page: Page, email: str) -> None:
    log_in(page, email, PASSWORD)
    expect(page.get_by_role("button", name="Log in")).to_have_count(0)


def connect_and_pay(shopper: Page, dollars: str, proof: Path) -> str:
    shopper.goto("/user/recharge")
    shopper.get_by_label(METHOD_NAME).check()
    shopper.get_by_label("Amount (USD)").fill(dollars)
    shopper.get_by_test_id("wallet-connect-injected").click()
    expect(shopper.get_by_test_id("wallet-address")).to_be_visible()
    expect(shopper.get_by_test_id("wallet-network")).to_have_text("Anvil")
    assert_fits(shopper, "chain-recharge")
    shopper.get_by_test_id("wallet-pay").click()
    transaction_field = shopper.get_by_label("Transaction ID")
    expect(transaction_field).to_have_value(re.compile(r"^0x[0-9a-f]{64}$"))
    transaction_id = transaction_field.input_value()
    shopper.locator("input[type=file]").first.set_input_files(str(proof))
    expect(shopper.locator("img[src^='/uploads/']").first).to_be_visible()
    shopper.get_by_role("button", name="Submit recharge").click()
    expect(shopper).to_have_url(re.compile(r"/user/amount"))
    return transaction_id


def test_a_shopper_pays_with_a_wallet_the_reviewer_sees_it_verified_and_log_out_disconnects(
    browser: Browser, chain_server: tuple[str, str], node: Devnet, tmp_path: Path
) -> None:
    server_url, deposit = chain_server
    method = httpx.post(f"{server_url}/api/system/config", json={}).json()["data"]
    token = method["recharge_list"][0]["token_contract"]
    revocations: list[str] = []
    shopper_context = wallet_context(browser, server_url, node, revocations)
    reviewer_context = browser.new_context(base_url=server_url, locale="en-US")
    try:
        shopper = shopper_context.new_page()
        signed_in_as(shopper, DEMO_SHOPPER)
        before = token_balance(node, token, deposit)
        transaction_id = connect_and_pay(shopper, "30", proof_picture(tmp_path))
        # The wallet sent exactly the amount, in the token's units, to the deposit address.
        assert token_balance(node, token, deposit) - before == 30 * 10**6
        receipt = node.receipt(transaction_id)
        assert receipt["to"].lower() == token.lower() and int(receipt["status"], 16) == 1

        reviewer = reviewer_context.new_page()
        signed_in_as(reviewer, REVIEWER)
        reviewer.goto("/console/recharge")
        reviewer.get_by_role("link", name=re.compile(r"^Open recharge")).first.click()
        badge = reviewer.get_by_test_id("chain-check-badge").first
        expect(badge).to_have_text(re.compile("verified", re.IGNORECASE), timeout=30_000)
        reviewer.get_by_role("button", name="Approve", exact=True).click()
        reviewer.get_by_role("dialog").get_by_role("button", name="Confirm approval").click()
        expect(reviewer.get_by_role("dialog")).to_have_count(0)
        expect_balances(shopper, "$30.00", "$0.00")

        # A withdrawal to the connected wallet's own address.
        shopper.goto("/user/withdraw")
        shopper.get_by_label(METHOD_NAME).check()
        shopper.get_by_test_id("wallet-connect-injected").click()
        shopper.get_by_test_id("wallet-use-address").click()
        payee = to_checksum_address(node.deployer)
        expect(shopper.get_by_label("Receiving address")).to_have_value(payee)
        shopper.get_by_label("Amount (USD)").fill("10")
        assert_fits(shopper, "chain-withdraw")
        shopper.get_by_role("button", name="Submit withdrawal").click()
        confirmation = shopper.get_by_role("dialog", name="Confirm the withdrawal")
        expect(confirmation.get_by_test_id("confirm-balance-after")).to_have_text("$20.00")
        expect(confirmation).to_be_in_viewport(ratio=1)
        confirmation.get_by_role("button", name="Withdraw").click()
        expect_balances(shopper, "$20.00", "$10.00")

        shopper.goto("/user/recharge")
        shopper.get_by_label(METHOD_NAME).check()
        shopper.get_by_test_id("wallet-connect-injected").click()
        expect(shopper.get_by_test_id("wallet-address")).to_be_visible()
        menu = shopper.get_by_role("navigation", name="Account menu")
        menu.get_by_role("button", name="Quit").click()
        expect(shopper.get_by_text("The account was quit")).to_be_visible()
        shopper.wait_for_load_state("load")
        assert revocations, "log-out did not disconnect the wallet"
        signed_in_as(shopper, DEMO_SHOPPER)
        shopper.goto("/user/recharge")
        shopper.get_by_label(METHOD_NAME).check()
        expect(shopper.get_by_test_id("wallet-connect-injected")).to_be_visible()
        expect(shopper.get_by_test_id("wallet-address")).to_have_count(0)
    finally:
        shopper_context.close()
        reviewer_context.close()
