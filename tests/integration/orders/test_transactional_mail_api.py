"""Transactional e-mail arrives over SMTP in the shopper's language: order placed, paid,
shipped (with its tracking number), refunded and cancelled for non-payment; recharge approved
or rejected and withdrawal paid or rejected, with the reviewer's remark; each exactly once."""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import replace
from email.header import decode_header, make_header
from email.message import Message
from typing import Any
from uuid import UUID

import pytest
from litestar.testing import TestClient
from sqlalchemy import func, select

from application.site.tables import outbox
from infra.asgi import web_app
from infra.bootstrap import bootstrap
from infra.migrate import upgrade_to_head
from infra.settings import Settings
from tests.conftest import MailSink
from tests.integration.orders.conftest import Orders, Shop, line
from tests.integration.wallet.conftest import PASSWORD, PAYEE, USDT, StepClock, User, WalletApi


@pytest.fixture
def sink(smtp_sink: tuple[MailSink, str]) -> MailSink:
    return smtp_sink[0]


@pytest.fixture
def wallet_api(
    settings: Settings, clock: StepClock, smtp_sink: tuple[MailSink, str]
) -> Iterator[WalletApi]:
    """The wallet fixtures' running app, delivering its mail over SMTP to the sink."""
    container = bootstrap(
        replace(settings, smtp_url=smtp_sink[1]), clock=clock, create_event_tables=True
    )
    upgrade_to_head(container.engine)
    container.start_embedded_workers()
    with TestClient(web_app(container)) as client:
        yield WalletApi(container, client, clock)
    container.close()


@pytest.fixture
def second_reviewer(wallet_api: WalletApi) -> User:
    return wallet_api.sign_in("rita@bazaar.test", "reviewer")


def subject(message: Message) -> str:
    return str(make_header(decode_header(str(message["Subject"]))))


def body(message: Message) -> str:
    payload = message.get_payload(decode=True)
    assert isinstance(payload, bytes)
    return payload.decode(message.get_content_charset() or "utf-8")


def sign_in_speaking(api: WalletApi, email: str, language: str) -> User:
    uid = api.container.accounts.ensure_user(email, PASSWORD, "shopper")
    signed_in = api.data("user/login", None, email=email, password=PASSWORD, language=language)
    return User(uid=uid, sid=signed_in["sid"], email=email)


def total_of(api: WalletApi, order_id: str) -> str:
    """The order's total (lines, shipping and tax) as its mails show it."""
    total: int = api.container.application.repository.get(UUID(order_id)).total
    return f"${total // 100}.{total % 100:02d}"


def arrived(sink: MailSink, recipient: str, subject_part: str, timeout: float = 10.0) -> Message:
    """The latest mail to `recipient` whose decoded subject (any script) has `subject_part`."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = [
            m for m in list(sink.messages) if m["To"] == recipient and subject_part in subject(m)
        ]
        if found:
            return found[-1]
        time.sleep(0.05)
    raise AssertionError(f"no '{subject_part}' mail for {recipient} within {timeout}s")


def settled(api: WalletApi) -> None:
    head = api.container.application.recorder.max_notification_id() or 0
    assert api.container.runner.wait_until_applied(head)


def outbox_count(api: WalletApi, recipient: str) -> int:
    with api.container.engine.connect() as connection:
        return int(
            connection.execute(
                select(func.count()).select_from(outbox).where(outbox.c.recipient == recipient)
            ).scalar_one()
        )


def test_a_shopper_who_logs_in_in_italian_gets_each_order_mail_in_italian_once(
    wallet_api: WalletApi, shop: Shop, orders: Orders, sink: MailSink
) -> None:
    buyer = sign_in_speaking(wallet_api, "gina@bazaar.test", "it")
    press = shop.item("Glass French Press")
    bought = orders.shipped(buyer, press)
    sn = bought.order_sn

    placed = arrived(sink, buyer.email, f"Ordine {sn} effettuato")
    assert f"Totale: {total_of(wallet_api, bought.order_id)}" in body(placed)
    paid = arrived(sink, buyer.email, f"Pagamento ricevuto per l'ordine {sn}")
    assert sn in body(paid)
    shipped = arrived(sink, buyer.email, f"Ordine {sn} spedito")
    assert "Numero di tracciamento: 1Z9" in body(shipped)
    funded = arrived(sink, buyer.email, "Ricarica di $500.00 approvata")
    assert "Nota del revisore: ok" in body(funded)

    settled(wallet_api)
    wallet_api.container.runner.catch_up_all()  # a wake-up that finds the work done
    subjects = [subject(m) for m in sink.messages if m["To"] == buyer.email]
    assert sorted(subjects) == sorted(
        [
            f"Ordine {sn} effettuato",
            f"Pagamento ricevuto per l'ordine {sn}",
            f"Ordine {sn} spedito",
            "Ricarica di $500.00 approvata",
        ]
    )
    assert outbox_count(wallet_api, buyer.email) == 4


def test_a_refund_and_a_cancel_for_non_payment_are_mailed_but_a_buyers_cancel_is_not(
    wallet_api: WalletApi, shop: Shop, reviewer: User, sink: MailSink
) -> None:
    buyer = sign_in_speaking(wallet_api, "ivan@bazaar.test", "ru")
    press = shop.item("Glass French Press")
    address = shop.address(buyer)
    paid = wallet_api.data("order/create", buyer, lines=[line(press, 1)], address_id=address)
    wallet_api.fund(buyer, 20_000, reviewer)
    wallet_api.data("order/pay", buyer, order_ids=paid["order_ids"])
    wallet_api.data("order/refund", buyer, order_id=paid["order_ids"][0], reason="Передумал")
    refunded = arrived(sink, buyer.email, f"Средства за заказ {paid['order_sns'][0]}")
    assert "Причина: Передумал" in body(refunded)
    assert f"{total_of(wallet_api, paid['order_ids'][0])} вернулись" in body(refunded)

    called_off = wallet_api.data("order/create", buyer, lines=[line(press, 1)], address_id=address)
    wallet_api.data("order/cancel", buyer, order_id=called_off["order_ids"][0])
    unpaid = wallet_api.data("order/create", buyer, lines=[line(press, 1)], address_id=address)
    wallet_api.clock.advance(hours=1)
    wallet_api.container.orders.expire_due()
    cancelled = arrived(sink, buyer.email, f"Заказ {unpaid['order_sns'][0]} отменён")
    assert "не был оплачен" in body(cancelled)

    settled(wallet_api)
    cancels = [m for m in sink.messages if m["To"] == buyer.email and "отменён" in subject(m)]
    assert [subject(m) for m in cancels] == [f"Заказ {unpaid['order_sns'][0]} отменён"]


def test_wallet_decisions_are_mailed_with_the_remark_in_the_users_language(
    wallet_api: WalletApi, reviewer: User, sink: MailSink
) -> None:
    shopper = sign_in_speaking(wallet_api, "ayse@bazaar.test", "tr")
    applied = wallet_api.apply_recharge(shopper, 3000)
    assert applied["code"] == 0, applied
    rejected = applied["data"]["recharge_id"]
    wallet_api.data(
        "console/recharge/reject", reviewer, recharge_id=rejected, remark="Dekont okunamıyor"
    )
    mail = arrived(sink, shopper.email, "$30.00 tutarındaki bakiye yükleme reddedildi")
    assert "İnceleyenin notu: Dekont okunamıyor" in body(mail)

    wallet_api.fund(shopper, 10_000, reviewer)
    for amount, decide, remark in ((4000, "approve", "Ödendi"), (2000, "reject", "Adres hatalı")):
        withdraw_id = wallet_api.data(
            "mine/wealth/withdraw/apply", shopper, method=USDT, amount=amount, address=PAYEE
        )["withdraw_id"]
        wallet_api.data(
            f"console/withdraw/{decide}", reviewer, withdraw_id=withdraw_id, remark=remark
        )
    paid_out = arrived(sink, shopper.email, "$40.00 tutarındaki para çekme ödendi")
    assert "İnceleyenin notu: Ödendi" in body(paid_out)
    refused = arrived(sink, shopper.email, "$20.00 tutarındaki para çekme reddedildi")
    assert "cüzdanınıza geri yüklendi" in body(refused)
    assert "İnceleyenin notu: Adres hatalı" in body(refused)


def test_a_decision_that_needs_two_reviewers_is_mailed_once_on_the_second(
    wallet_api: WalletApi, reviewer: User, second_reviewer: User, sink: MailSink
) -> None:
    shopper = sign_in_speaking(wallet_api, "li@bazaar.test", "zh-CN")
    wallet_api.fund(shopper, 150_000, reviewer, second_reviewer)
    mail = arrived(sink, shopper.email, "$1,500.00 充值已通过")
    assert "审核备注：ok" in body(mail)
    settled(wallet_api)
    assert outbox_count(wallet_api, shopper.email) == 1


def test_a_shopper_whose_log_in_names_no_language_is_mailed_in_english(
    wallet_api: WalletApi, reviewer: User, sink: MailSink
) -> None:
    uid = wallet_api.container.accounts.ensure_user("eve@bazaar.test", PASSWORD, "eve")
    answer: Any = wallet_api.data("user/login", None, email="eve@bazaar.test", password=PASSWORD)
    shopper = User(uid=uid, sid=answer["sid"], email="eve@bazaar.test")
    wallet_api.fund(shopper, 2000, reviewer)
    assert "Reviewer's remark: ok" in body(arrived(sink, shopper.email, "$20.00 approved"))
