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
from tests.integration.api_client import PASSWORD, ApiClient, StepClock, User
from tests.integration.orders.conftest import Orders, Shop, line
from tests.integration.wallet.steps import PAYEE, USDT, apply_recharge, fund


@pytest.fixture
def sink(smtp_sink: tuple[MailSink, str]) -> MailSink:
    return smtp_sink[0]


@pytest.fixture
def api(
    settings: Settings, clock: StepClock, smtp_sink: tuple[MailSink, str]
) -> Iterator[ApiClient]:
    """The API tests' running app, delivering its mail over SMTP to the sink."""
    container = bootstrap(
        replace(settings, smtp_url=smtp_sink[1]), clock=clock, create_event_tables=True
    )
    upgrade_to_head(container.engine)
    container.start_embedded_workers()
    with TestClient(web_app(container)) as client:
        yield ApiClient(container, client, clock)
    container.close()


@pytest.fixture
def second_reviewer(api: ApiClient) -> User:
    return api.sign_in("rita@bazaar.test", "reviewer")


def subject(message: Message) -> str:
    return str(make_header(decode_header(str(message["Subject"]))))


def body(message: Message) -> str:
    payload = message.get_payload(decode=True)
    assert isinstance(payload, bytes)
    return payload.decode(message.get_content_charset() or "utf-8")


def sign_in_speaking(api: ApiClient, email: str, language: str) -> User:
    uid = api.container.accounts.ensure_user(email, PASSWORD, "shopper")
    signed_in = api.data("user/login", None, email=email, password=PASSWORD, language=language)
    return User(uid=uid, sid=signed_in["sid"], email=email)


def total_of(api: ApiClient, order_id: str) -> str:
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


def settled(api: ApiClient) -> None:
    head = api.container.application.recorder.max_notification_id() or 0
    assert api.container.runner.wait_until_applied(head)


def outbox_count(api: ApiClient, recipient: str) -> int:
    with api.container.engine.connect() as connection:
        return int(
            connection.execute(
                select(func.count()).select_from(outbox).where(outbox.c.recipient == recipient)
            ).scalar_one()
        )


def test_a_shopper_who_logs_in_in_italian_gets_each_order_mail_in_italian_once(
    api: ApiClient, shop: Shop, orders: Orders, sink: MailSink
) -> None:
    buyer = sign_in_speaking(api, "gina@bazaar.test", "it")
    press = shop.item("Glass French Press")
    bought = orders.shipped(buyer, press)
    sn = bought.order_sn

    placed = arrived(sink, buyer.email, f"Ordine {sn} effettuato")
    assert f"Totale: {total_of(api, bought.order_id)}" in body(placed)
    paid = arrived(sink, buyer.email, f"Pagamento ricevuto per l'ordine {sn}")
    assert sn in body(paid)
    shipped = arrived(sink, buyer.email, f"Ordine {sn} spedito")
    assert "Numero di tracciamento: 1Z9" in body(shipped)
    funded = arrived(sink, buyer.email, "Ricarica di $500.00 approvata")
    assert "Nota del revisore: ok" in body(funded)

    settled(api)
    api.container.runner.catch_up_all()  # a wake-up that finds the work done
    subjects = [subject(m) for m in sink.messages if m["To"] == buyer.email]
    assert sorted(subjects) == sorted(
        [
            f"Ordine {sn} effettuato",
            f"Pagamento ricevuto per l'ordine {sn}",
            f"Ordine {sn} spedito",
            "Ricarica di $500.00 approvata",
        ]
    )
    assert outbox_count(api, buyer.email) == 4


def test_a_refund_and_a_cancel_for_non_payment_are_mailed_but_a_buyers_cancel_is_not(
    api: ApiClient, shop: Shop, reviewer: User, sink: MailSink
) -> None:
    buyer = sign_in_speaking(api, "ivan@bazaar.test", "ru")
    press = shop.item("Glass French Press")
    address = shop.address(buyer)
    paid = api.data("order/create", buyer, lines=[line(press, 1)], address_id=address)
    fund(api, buyer, 20_000, reviewer)
    api.data("order/pay", buyer, order_ids=paid["order_ids"])
    api.data("order/refund", buyer, order_id=paid["order_ids"][0], reason="Передумал")
    refunded = arrived(sink, buyer.email, f"Средства за заказ {paid['order_sns'][0]}")
    assert "Причина: Передумал" in body(refunded)
    assert f"{total_of(api, paid['order_ids'][0])} вернулись" in body(refunded)

    called_off = api.data("order/create", buyer, lines=[line(press, 1)], address_id=address)
    api.data("order/cancel", buyer, order_id=called_off["order_ids"][0])
    unpaid = api.data("order/create", buyer, lines=[line(press, 1)], address_id=address)
    api.clock.advance(hours=1)
    api.container.orders.expire_due()
    cancelled = arrived(sink, buyer.email, f"Заказ {unpaid['order_sns'][0]} отменён")
    assert "не был оплачен" in body(cancelled)

    settled(api)
    cancels = [m for m in sink.messages if m["To"] == buyer.email and "отменён" in subject(m)]
    assert [subject(m) for m in cancels] == [f"Заказ {unpaid['order_sns'][0]} отменён"]


def test_wallet_decisions_are_mailed_with_the_remark_in_the_users_language(
    api: ApiClient, reviewer: User, sink: MailSink
) -> None:
    shopper = sign_in_speaking(api, "ayse@bazaar.test", "tr")
    applied = apply_recharge(api, shopper, 3000)
    assert applied["code"] == 0, applied
    rejected = applied["data"]["recharge_id"]
    api.data("console/recharge/reject", reviewer, recharge_id=rejected, remark="Dekont okunamıyor")
    mail = arrived(sink, shopper.email, "$30.00 tutarındaki bakiye yükleme reddedildi")
    assert "İnceleyenin notu: Dekont okunamıyor" in body(mail)

    fund(api, shopper, 10_000, reviewer)
    for amount, decide, remark in ((4000, "approve", "Ödendi"), (2000, "reject", "Adres hatalı")):
        withdraw_id = api.data(
            "mine/wealth/withdraw/apply", shopper, method=USDT, amount=amount, address=PAYEE
        )["withdraw_id"]
        api.data(f"console/withdraw/{decide}", reviewer, withdraw_id=withdraw_id, remark=remark)
    paid_out = arrived(sink, shopper.email, "$40.00 tutarındaki para çekme ödendi")
    assert "İnceleyenin notu: Ödendi" in body(paid_out)
    refused = arrived(sink, shopper.email, "$20.00 tutarındaki para çekme reddedildi")
    assert "cüzdanınıza geri yüklendi" in body(refused)
    assert "İnceleyenin notu: Adres hatalı" in body(refused)


def test_a_decision_that_needs_two_reviewers_is_mailed_once_on_the_second(
    api: ApiClient, reviewer: User, second_reviewer: User, sink: MailSink
) -> None:
    shopper = sign_in_speaking(api, "li@bazaar.test", "zh-CN")
    fund(api, shopper, 150_000, reviewer, second_reviewer)
    mail = arrived(sink, shopper.email, "$1,500.00 充值已通过")
    assert "审核备注：ok" in body(mail)
    settled(api)
    assert outbox_count(api, shopper.email) == 1


def test_a_shopper_whose_log_in_names_no_language_is_mailed_in_english(
    api: ApiClient, reviewer: User, sink: MailSink
) -> None:
    uid = api.container.accounts.ensure_user("eve@bazaar.test", PASSWORD, "eve")
    answer: Any = api.data("user/login", None, email="eve@bazaar.test", password=PASSWORD)
    shopper = User(uid=uid, sid=answer["sid"], email="eve@bazaar.test")
    fund(api, shopper, 2000, reviewer)
    assert "Reviewer's remark: ok" in body(arrived(sink, shopper.email, "$20.00 approved"))
