"""The chain rules at apply time over HTTP: a withdrawal address valid for the method's chain
(30903 otherwise), a well-formed transaction id (102), and a transaction paying for one
recharge only, whoever files it and however they spell it, even when two file it at once.

Every test runs on SQLite and PostgreSQL through the `settings` fixture.
"""

from __future__ import annotations

import secrets
import threading
from typing import Any

import pytest
from sqlalchemy import insert, select

from application.wallet.shopper import RechargeForm
from application.wallet.transaction_claims import recharge_transaction_claims
from tests.integration.api_client import ApiClient, User
from tests.integration.wallet.steps import BANK, PAYEE, USDT, apply_recharge, balance, fund

ERC20 = "usdt_erc20"
INVALID_ADDRESS = {
    "en": "Recharge processing failed: Invalid recharge address!",
    "zh-CN": "充值处理失败：充值地址无效！",
}


def _tron_tx() -> str:
    return secrets.token_hex(32)


def _claims(api: ApiClient) -> list[tuple[str, str, int, str]]:
    with api.container.engine.connect() as connection:
        rows = connection.execute(
            select(
                recharge_transaction_claims.c.chain,
                recharge_transaction_claims.c.transaction_key,
                recharge_transaction_claims.c.uid,
                recharge_transaction_claims.c.recharge_id,
            )
        ).all()
    return [(row.chain, row.transaction_key, row.uid, row.recharge_id) for row in rows]


def _withdraw(api: ApiClient, user: User, method: str, address: str, **extra: Any) -> Any:
    return api.call(
        "mine/wealth/withdraw/apply", user, method=method, amount=1000, address=address, **extra
    )


# -- withdrawal addresses ----------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "zh-CN"])
@pytest.mark.parametrize(
    ("method", "address"),
    [
        (USDT, PAYEE[:-1] + ("a" if PAYEE[-1] != "a" else "b")),  # checksum broken
        (USDT, "0xdAC17F958D2ee523a2206206994597C13D831ec7"),  # an Ethereum address
        (ERC20, "0xDac17F958D2ee523a2206206994597C13D831ec7"),  # one letter's case flipped
        (ERC20, PAYEE),
    ],
)
def test_a_withdrawal_to_an_address_not_of_the_methods_chain_answers_30903_and_freezes_nothing(
    api: ApiClient, shopper: User, reviewer: User, method: str, address: str, language: str
) -> None:
    fund(api, shopper, 5000, reviewer)
    answer = _withdraw(api, shopper, method, address, language=language)
    assert (answer["code"], answer["msg"]) == (30903, INVALID_ADDRESS[language])
    assert balance(api, shopper) == (5000, 0)


@pytest.mark.parametrize(
    ("method", "address"),
    [
        (ERC20, "0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae"),  # no checksum: accepted
        (ERC20, " 0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe "),
        (USDT, PAYEE),
        (BANK, "IBAN GB33 BUKB 2020 1555 5555 55"),  # off-chain: free text
    ],
)
def test_a_withdrawal_to_an_address_of_the_methods_chain_is_filed(
    api: ApiClient, shopper: User, reviewer: User, method: str, address: str
) -> None:
    fund(api, shopper, 5000, reviewer)
    answer = _withdraw(api, shopper, method, address)
    assert answer["code"] == 0, answer
    assert balance(api, shopper) == (4000, 1000)


# -- transaction ids ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("method", "transaction_id"),
    [
        (USDT, "0x" + "ab" * 32),  # TRON's ids have no 0x
        (USDT, "ab" * 31),
        (USDT, "zz" * 32),
        (ERC20, "ab" * 32),  # Ethereum's need it
        (ERC20, "0x" + "ab" * 33),
    ],
)
def test_a_malformed_transaction_id_on_a_chain_method_answers_102_and_files_nothing(
    api: ApiClient, shopper: User, method: str, transaction_id: str
) -> None:
    answer = apply_recharge(api, shopper, 5000, transaction_id, method=method)
    assert (answer["code"], answer["data"]) == (102, {"field": "transaction_id"})
    assert api.data("mine/wealth/recharge/list", shopper)["total"] == 0
    assert _claims(api) == []


def test_a_chain_recharge_claims_its_transaction_in_lower_case(
    api: ApiClient, shopper: User
) -> None:
    transaction_id = "0x" + "AB" * 32
    answer = apply_recharge(api, shopper, 5000, transaction_id, method=ERC20)
    assert answer["code"] == 0, answer
    recharge_id = answer["data"]["recharge_id"]
    assert _claims(api) == [("ethereum", transaction_id.lower(), shopper.uid, recharge_id)]
    listed = api.data("mine/wealth/recharge/list", shopper)["list"][0]
    assert (listed["transaction_id"], listed["chain"]) == (transaction_id, "ethereum")


def test_a_transaction_used_by_an_earlier_recharge_of_anyone_is_refused(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    transaction_id = _tron_tx()
    first = apply_recharge(api, shopper, 5000, transaction_id)
    api.data(
        "console/recharge/reject", reviewer, recharge_id=first["data"]["recharge_id"], remark="no"
    )
    bob = api.sign_in("bob@bazaar.test")

    by_bob = apply_recharge(api, bob, 5000, transaction_id.upper())
    by_the_same_shopper_again = apply_recharge(api, shopper, 5000, transaction_id)

    for refused in (by_bob, by_the_same_shopper_again):
        assert (refused["code"], refused["data"]) == (102, {"field": "transaction_id"})
    assert api.data("mine/wealth/recharge/list", bob)["total"] == 0
    assert len(_claims(api)) == 1


def test_off_chain_references_are_free_text_and_may_repeat(api: ApiClient, shopper: User) -> None:
    bob = api.sign_in("bob@bazaar.test")
    for user in (shopper, bob):
        assert apply_recharge(api, user, 5000, "INV-7", method=BANK)["code"] == 0
    assert _claims(api) == []


def test_a_refused_recharge_lets_go_of_its_claim_so_the_shopper_can_retry(
    api: ApiClient, shopper: User, monkeypatch: pytest.MonkeyPatch
) -> None:
    transaction_id = _tron_tx()
    application = api.container.application
    real_save = application.save_and_position

    def save_fails(*aggregates: Any) -> int:
        raise ConnectionError("the database went away")

    monkeypatch.setattr(application, "save_and_position", save_fails)
    with pytest.raises(ConnectionError):
        api.container.shopper_wallet.apply_recharge(
            shopper.uid, _form(api, shopper, transaction_id), None
        )
    assert _claims(api) == []

    monkeypatch.setattr(application, "save_and_position", real_save)
    assert apply_recharge(api, shopper, 5000, transaction_id)["code"] == 0


def test_a_claim_abandoned_by_a_dead_process_is_taken_over_once_it_is_old(
    api: ApiClient, shopper: User
) -> None:
    transaction_id = _tron_tx()
    with api.container.engine.begin() as connection:
        connection.execute(
            insert(recharge_transaction_claims).values(
                chain="tron",
                transaction_key=transaction_id,
                uid=shopper.uid,
                recharge_id="never-saved",
                claimed_at=api.clock(),
            )
        )
    fresh = apply_recharge(api, shopper, 5000, transaction_id)
    api.clock.advance(minutes=6)
    old = apply_recharge(api, shopper, 5000, transaction_id)

    assert (fresh["code"], fresh["data"]) == (102, {"field": "transaction_id"})
    assert old["code"] == 0, old
    assert _claims(api) == [("tron", transaction_id, shopper.uid, old["data"]["recharge_id"])]


def test_two_users_filing_one_transaction_at_once_claim_it_once(
    api: ApiClient,
) -> None:
    users = [api.sign_in(f"racer{n}@bazaar.test") for n in range(4)]
    proofs = [api.upload(user) for user in users]
    transaction_id = _tron_tx()
    together = threading.Barrier(len(users))
    answers: dict[int, dict[str, Any]] = {}

    def file(user: User, proof: str) -> None:
        together.wait()
        answers[user.uid] = apply_recharge(api, user, 5000, transaction_id, proof)

    threads = [threading.Thread(target=file, args=pair) for pair in zip(users, proofs, strict=True)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    codes = sorted(answer["code"] for answer in answers.values())
    assert codes == [0, 102, 102, 102], answers
    winner = next(uid for uid, answer in answers.items() if answer["code"] == 0)
    assert [(uid, chain) for chain, _, uid, _ in _claims(api)] == [(winner, "tron")]
    filed = [api.data("mine/wealth/recharge/list", user)["total"] for user in users]
    assert sum(filed) == 1


def _form(api: ApiClient, user: User, transaction_id: str) -> RechargeForm:
    return RechargeForm(USDT, 5000, transaction_id, api.upload(user))
