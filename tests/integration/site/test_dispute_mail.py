"""The mails of a buyer's case and of the receipt deadline, on SQLite and PostgreSQL: each step
goes to the other party (the seller is the shop's owner) in their own language, names the order
and the amount, and links to that party's page of the case; the end of a case goes to both, and
so does a receipt the system confirmed at the deadline. The steps are driven through the domain
and saved as the application saves them, so these hold whatever calls come to make them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any
from uuid import UUID

import pytest
from sqlalchemy import func, select, update

from application.accounts.tables import users
from application.site.tables import outbox
from domain.dispute import Dispute
from domain.dispute_status import Party
from domain.order import Order
from domain.review import ReviewRule
from tests.integration.api_client import PASSWORD, ApiClient, User
from tests.integration.catalogue.fixture import seed_fixture_catalogue
from tests.integration.orders.conftest import Bought, Orders, Shop

RESPOND_WITHIN = timedelta(days=3)


@dataclass(frozen=True)
class Mail:
    recipient: str
    subject: str
    body: str


@pytest.fixture
def shop(api: ApiClient) -> Shop:
    seed_fixture_catalogue(api.container.engine)
    return Shop(api)


@pytest.fixture
def orders(api: ApiClient, shop: Shop, reviewer: User) -> Orders:
    return Orders(api, shop, reviewer)


def speaking(api: ApiClient, email: str, language: str) -> User:
    uid = api.container.accounts.ensure_user(email, PASSWORD, email.split("@")[0])
    signed_in = api.data("user/login", None, email=email, password=PASSWORD, language=language)
    return User(uid=uid, sid=signed_in["sid"], email=email)


@dataclass
class Deal:
    """A shipped order between a buyer and a seller who read their mail in set languages."""

    api: ApiClient
    bought: Bought
    buyer: User
    seller: User

    @property
    def order_id(self) -> str:
        return self.bought.order_id

    @property
    def sn(self) -> str:
        return self.bought.order_sn

    def order(self) -> Order:
        order: Order = self.api.container.application.repository.get(UUID(self.order_id))
        return order

    def open(self, amount: int, kind: str = "not_as_described") -> str:
        """The buyer's case, saved with the order's as `order/dispute/open` saves them."""
        now, order = self.api.clock(), self.order()
        case = Dispute.open(
            order_id=self.order_id,
            order_sn=self.sn,
            sequence=order.disputes + 1,
            buyer_uid=self.buyer.uid,
            shop_id=order.shop_id,
            kind=kind,
            reason="The glass came cracked",
            amount=amount,
            max_amount=order.refundable,
            images=[],
            at=now,
            respond_within=RESPOND_WITHIN,
        )
        order.open_dispute_case(str(case.id), self.buyer.uid, now)
        self.api.container.application.save(case, order)
        return str(case.id)

    def step(self, case_id: str, act: Callable[[Dispute, datetime], Any]) -> None:
        case: Dispute = self.api.container.application.repository.get(UUID(case_id))
        act(case, self.api.clock())
        self.api.container.application.save(case)

    def end(self, case_id: str, act: Callable[[Dispute, datetime], int | None], by: int) -> None:
        """A step that ends the case, saved with the order's and the buyer's refund as the
        application's `_close` saves them."""
        container, now = self.api.container, self.api.clock()
        case: Dispute = container.application.repository.get(UUID(case_id))
        refund = act(case, now) or 0
        order = self.order()
        order.close_dispute_case(case_id, case_id, refund, by, now)
        if not refund:
            container.application.save(case, order)
            return
        wallet = container.wallets.load(self.buyer.uid, now)
        wallet.credit_refund(case_id, refund, f"Refund of order {self.sn}", now)
        container.application.save(case, order, wallet)


@pytest.fixture
def deal(api: ApiClient, shop: Shop, orders: Orders) -> Deal:
    """Ivan (Russian) bought a French press from a shop whose owner reads Italian."""
    buyer = speaking(api, "ivan@bazaar.test", "ru")
    press = shop.item("Glass French Press")
    bought = orders.shipped(buyer, press)
    seller = orders.sellers[press.shop_id]
    with api.container.engine.begin() as connection:
        connection.execute(update(users).where(users.c.uid == seller.uid).values(language="it"))
    return Deal(api, bought, buyer, seller)


def settled(api: ApiClient) -> None:
    """Waits until the runner (the mail policy with it) has applied every event saved."""
    head = api.container.application.recorder.max_notification_id() or 0
    assert api.container.runner.wait_until_applied(head)


def last_mail_id(api: ApiClient) -> int:
    """The last outbox row, once what was saved so far has been mailed."""
    settled(api)
    with api.container.engine.connect() as connection:
        return int(connection.execute(select(func.coalesce(func.max(outbox.c.id), 0))).scalar_one())


def mails_since(api: ApiClient, after: int) -> list[Mail]:
    """The mails queued after outbox row `after`, once the policy has caught up."""
    settled(api)
    with api.container.engine.connect() as connection:
        rows = connection.execute(
            select(outbox.c.recipient, outbox.c.subject, outbox.c.body)
            .where(outbox.c.id > after)
            .order_by(outbox.c.id)
        )
        return [Mail(row.recipient, row.subject, row.body) for row in rows]


def buyer_link(api: ApiClient, order_id: str) -> str:
    return f"{api.container.settings.public_url}/user/order/dispute?id={order_id}"


def seller_link(api: ApiClient, order_id: str) -> str:
    return f"{api.container.settings.public_url}/console/seller/disputes/{order_id}"


def when(at: datetime) -> str:
    return f"{at:%Y-%m-%d %H:%M} UTC"


def test_each_step_of_a_case_goes_to_the_other_party_in_their_language(
    api: ApiClient, deal: Deal, reviewer: User
) -> None:
    sn, seller, buyer = deal.sn, deal.seller, deal.buyer
    to_seller, to_buyer = seller_link(api, deal.order_id), buyer_link(api, deal.order_id)
    due = when(api.clock() + RESPOND_WITHIN)
    before = last_mail_id(api)

    case_id = deal.open(1500)
    deal.step(case_id, lambda c, at: c.post_message(Party.BUYER, buyer.uid, "Photo?", [], at))
    deal.step(case_id, lambda c, at: c.post_message(Party.SELLER, seller.uid, "Sure", [], at))
    deal.step(case_id, lambda c, at: c.refuse(seller.uid, "It left intact", at, RESPOND_WITHIN))
    deal.step(case_id, lambda c, at: c.offer(seller.uid, 700, "", at, RESPOND_WITHIN))
    deal.step(case_id, lambda c, at: c.escalate(buyer.uid, at))
    rule = ReviewRule()
    deal.end(
        case_id,
        lambda c, at: c.decide(reviewer.uid, 0, "No damage", case_id, at, rule, seller.uid),
        reviewer.uid,
    )

    mails = mails_since(api, before)
    assert [(m.recipient, m.subject) for m in mails] == [
        (seller.email, f"Ordine {sn}: l'acquirente ha aperto un caso"),
        (seller.email, f"Ordine {sn}: nuovo messaggio nel caso"),
        (buyer.email, f"Заказ {sn}: новое сообщение в споре"),
        (buyer.email, f"Заказ {sn}: продавец отклонил ваш запрос"),
        (buyer.email, f"Заказ {sn}: продавец предлагает вернуть $7.00"),
        (seller.email, f"Ordine {sn}: il caso è passato alla piattaforma"),
        (buyer.email, f"Заказ {sn}: спор решён без возврата"),
        (seller.email, f"Ordine {sn}: caso deciso senza rimborso"),
    ]
    opened, seller_message, buyer_message, refused, offered, escalated, *decided = mails
    assert "l'articolo non corrisponde alla descrizione" in opened.body
    assert f"Rimborso richiesto: $15.00\n\nRispondi entro il {due}" in opened.body
    assert opened.body.endswith(f"Apri il caso: {to_seller}\n\n— Bazaar\n")
    assert to_seller in seller_message.body and "Sure" not in buyer_message.body
    assert buyer_message.body.endswith(f"Прочитать и ответить: {to_buyer}\n\n— Bazaar\n")
    assert "возврат $15.00 по заказу" in refused.body and "It left intact" not in refused.body
    assert "(вы просили $15.00)" in offered.body and to_buyer in offered.body
    assert "(rimborso richiesto: $15.00)" in escalated.body
    for mail, remark, link in (
        (decided[0], "Комментарий проверяющего: No damage\n\nОткрыть спор", to_buyer),
        (decided[1], "Nota del revisore: No damage\n\nApri il caso", to_seller),
    ):
        assert "$15.00" in mail.body
        assert mail.body.endswith(f"{remark}: {link}\n\n— Bazaar\n")


def test_a_return_goes_to_the_buyer_then_the_seller_and_its_refund_to_both(
    api: ApiClient, deal: Deal
) -> None:
    sn, seller, buyer = deal.sn, deal.seller, deal.buyer
    before = last_mail_id(api)

    case_id = deal.open(1500, kind="return")
    deal.step(
        case_id, lambda c, at: c.request_return(seller.uid, "1 Via Roma", "", at, RESPOND_WITHIN)
    )
    deal.step(case_id, lambda c, at: c.ship_return(buyer.uid, "RT4417", at, RESPOND_WITHIN))
    deal.end(case_id, lambda c, at: c.confirm_return_received(seller.uid, case_id, at), seller.uid)

    mails = mails_since(api, before)
    assert [(m.recipient, m.subject) for m in mails] == [
        (seller.email, f"Ordine {sn}: l'acquirente ha aperto un caso"),
        (buyer.email, f"Заказ {sn}: продавец просит вернуть товар"),
        (seller.email, f"Ordine {sn}: la merce è in viaggio di ritorno"),
        (buyer.email, f"Заказ {sn}: $15.00 вернулись в ваш кошелёк"),
        (seller.email, f"Ordine {sn}: $15.00 rimborsati all'acquirente"),
    ]
    opened, asked_back, shipped_back, refunded, paid_back = mails
    assert "l'acquirente vuole restituire la merce" in opened.body
    assert "$15.00 вернутся в ваш кошелёк" in asked_back.body
    assert "1 Via Roma" not in asked_back.body  # the address is read on the case page
    assert "Numero di tracciamento: RT4417" in shipped_back.body
    assert "Продавец подтвердил, что возвращённый товар пришёл." in refunded.body
    assert buyer_link(api, deal.order_id) in refunded.body
    assert "Hai confermato l'arrivo della merce restituita." in paid_back.body
    assert seller_link(api, deal.order_id) in paid_back.body


def test_both_parties_are_told_how_each_refund_was_decided(
    api: ApiClient, deal: Deal, reviewer: User
) -> None:
    seller, buyer, rule = deal.seller, deal.buyer, ReviewRule()
    before = last_mail_id(api)

    accepted = deal.open(500)
    deal.end(accepted, lambda c, at: c.accept(seller.uid, accepted, at), seller.uid)
    taken = deal.open(400)
    deal.step(taken, lambda c, at: c.offer(seller.uid, 300, "", at, RESPOND_WITHIN))
    deal.end(taken, lambda c, at: c.accept_offer(buyer.uid, taken, at), buyer.uid)
    unanswered = deal.open(200)
    api.clock.advance(days=3, minutes=1)
    deal.end(unanswered, lambda c, at: c.lapse(unanswered, at), 0)
    ignored = deal.open(300)
    deal.step(ignored, lambda c, at: c.offer(seller.uid, 100, "", at, RESPOND_WITHIN))
    api.clock.advance(days=3, minutes=1)
    deal.end(ignored, lambda c, at: c.lapse(ignored, at), 0)
    arbitrated = deal.open(300)
    deal.step(arbitrated, lambda c, at: c.refuse(seller.uid, "No", at, RESPOND_WITHIN))
    deal.step(arbitrated, lambda c, at: c.escalate(buyer.uid, at))
    deal.end(
        arbitrated,
        lambda c, at: c.decide(reviewer.uid, 250, "Half", arbitrated, at, rule, seller.uid),
        reviewer.uid,
    )

    mails = mails_since(api, before)
    refunds = [m for m in mails if "вернулись в ваш" in m.subject or "rimborsati" in m.subject]
    # (recipient, amount, the first line: how the refund was decided)
    told = [(m.recipient, m.subject.split(": ")[1][:5], m.body.split("\n")[0]) for m in refunds]
    buyer_is, seller_is = buyer.email, seller.email
    assert told == [
        (buyer_is, "$5.00", "Продавец принял ваш запрос."),
        (seller_is, "$5.00", "Hai accettato la richiesta dell'acquirente."),
        (buyer_is, "$3.00", "Вы приняли предложение продавца."),
        (seller_is, "$3.00", "L'acquirente ha accettato la tua offerta."),
        (buyer_is, "$2.00", "Продавец не ответил вовремя, поэтому ваш запрос удовлетворён."),
        (
            seller_is,
            "$2.00",
            "Non hai risposto in tempo, quindi la richiesta dell'acquirente è stata accolta.",
        ),
        (buyer_is, "$1.00", "Вы не ответили на предложение продавца вовремя, поэтому оно принято."),
        (
            seller_is,
            "$1.00",
            "L'acquirente non ha risposto in tempo alla tua offerta, quindi è stata accettata.",
        ),
        (buyer_is, "$2.50", "Арбитры платформы вынесли решение по вашему спору."),
        (seller_is, "$2.50", "Gli arbitri della piattaforma hanno deciso il caso."),
    ]
    assert "Комментарий проверяющего: Half" in refunds[-2].body
    assert "Nota del revisore: Half" in refunds[-1].body
    assert (
        len(mails) == 5 * 3 + 2 + 1 + 1
    )  # each opening, refund x2; 2 offers, 1 refusal, 1 escalation


def test_a_withdrawal_goes_to_the_seller_and_a_lapse_to_both(api: ApiClient, deal: Deal) -> None:
    sn, seller, buyer = deal.sn, deal.seller, deal.buyer
    withdrawn = deal.open(900)
    before = last_mail_id(api)
    deal.end(withdrawn, lambda c, at: c.withdraw(buyer.uid, at), buyer.uid)
    refused = deal.open(800)
    deal.step(refused, lambda c, at: c.refuse(seller.uid, "No", at, RESPOND_WITHIN))
    api.clock.advance(days=3, minutes=1)
    deal.end(refused, lambda c, at: c.lapse(refused, at), 0)

    mails = mails_since(api, before)
    assert [(m.recipient, m.subject) for m in mails] == [
        (seller.email, f"Ordine {sn}: l'acquirente ha ritirato il caso"),
        (seller.email, f"Ordine {sn}: l'acquirente ha aperto un caso"),
        (buyer.email, f"Заказ {sn}: продавец отклонил ваш запрос"),
        (buyer.email, f"Заказ {sn}: спор закрыт"),
        (seller.email, f"Ordine {sn}: il caso è stato chiuso"),
    ]
    assert "(rimborso richiesto: $9.00). Non è stato rimborsato nulla" in mails[0].body
    assert "(запрошенный возврат: $8.00) закрыт без возврата" in mails[3].body
    assert "(rimborso richiesto: $8.00) è stato chiuso senza rimborso" in mails[4].body


def test_a_receipt_confirmed_at_the_deadline_is_mailed_to_both_and_a_buyers_own_to_nobody(
    api: ApiClient, deal: Deal, orders: Orders, shop: Shop
) -> None:
    sn, seller, buyer = deal.sn, deal.seller, deal.buyer
    confirmed_by_hand = orders.received(buyer, shop.item("Glass French Press"))
    before = last_mail_id(api)
    order = deal.order()
    assert order.receipt_deadline is not None
    api.clock.now = order.receipt_deadline + timedelta(minutes=1)
    order.confirm_receipt_by_deadline(api.clock())
    api.container.application.save(order)

    mails = mails_since(api, before)
    total = f"${order.total // 100}.{order.total % 100:02d}"
    public = api.container.settings.public_url
    assert [(m.recipient, m.subject) for m in mails] == [
        (buyer.email, f"Заказ {sn}: получение подтверждено"),
        (seller.email, f"Ordine {sn}: ricezione confermata alla scadenza"),
    ]
    assert f"Срок получения вашего заказа {sn} ({total}) истёк" in mails[0].body
    assert f"Открыть заказ: {public}/user/order/detail?id={deal.order_id}\n" in mails[0].body
    assert f"per l'ordine {sn} ({total}) è scaduto" in mails[1].body
    assert f"Apri l'ordine: {public}/console/seller/orders/{deal.order_id}\n" in mails[1].body
    with api.container.engine.connect() as connection:
        about_the_other = connection.execute(
            select(outbox.c.subject).where(outbox.c.subject.contains(confirmed_by_hand.order_sn))
        ).scalars()
        assert not [s for s in about_the_other if "получение" in s or "ricezione" in s]
