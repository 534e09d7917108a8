"""Builds every part once, wired together; nothing is built at import time."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

import dramatiq
from sqlalchemy import Engine

from application.accounts.emails import AccountLinks
from application.accounts.login_throttle import LoginThrottle, ThrottlePolicy
from application.accounts.passwords import Passwords
from application.accounts.service import Accounts
from application.accounts.sessions import SessionStore
from application.bazaar import Bazaar
from application.catalogue.service import Catalogue
from application.chat.customer import CustomerService
from application.chat.staff import ServiceInbox
from application.chat.views import ChatSettings
from application.idempotency import IdempotencyKeys
from application.orders.addresses import AddressBook
from application.orders.cart import Carts
from application.orders.checkout import Checkout
from application.orders.favorites import Favorites
from application.orders.pricing import FeeRule
from application.orders.reviews import Reviews
from application.orders.seller import SellerOrders
from application.orders.service import Orders
from application.orders.shopper import ShopperOrders
from application.policies import all_policies
from application.ports import Clock, ProjectionWait
from application.shops.applications import ShopApplications
from application.shops.sign_in import ShopSignIn
from application.site.content import ReferenceData
from application.site.mail import Mailbox
from application.site.newsletter import Newsletter
from application.site.uploads import ImageUploads
from application.timeutil import utc_now
from application.wallet.audit import WalletAudit
from application.wallet.review import WalletReview
from application.wallet.service import Wallets
from application.wallet.shopper import ShopperWallet, recharge_methods
from domain.money import AmountRule
from infra.database import make_engine
from infra.event_store import event_store_environment
from infra.repeat_guard import RepeatGuard, make_repeat_guard
from infra.settings import Settings
from projections.registry import ALL_PROJECTIONS
from projections.runner import ProjectionRunner
from workers.actors import Actors, register_actors
from workers.broker import make_broker
from workers.tick import PeriodicTick

logger = logging.getLogger(__name__)

READ_YOUR_WRITES_SECONDS = 2.0
"""How long a command's answer waits for the read models to show what it did."""


@dataclass
class Container:
    """The wired process: one per API or worker process, made after any fork."""

    settings: Settings
    clock: Clock
    engine: Engine
    application: Bazaar
    runner: ProjectionRunner
    broker: dramatiq.Broker
    actors: Actors
    mailbox: Mailbox
    sessions: SessionStore
    repeat_guard: RepeatGuard
    accounts: Accounts
    wallets: Wallets
    shopper_wallet: ShopperWallet
    wallet_review: WalletReview
    wallet_audit: WalletAudit
    carts: Carts
    orders: Orders
    checkout: Checkout
    shopper_orders: ShopperOrders
    seller_orders: SellerOrders
    idempotency: IdempotencyKeys
    content: ReferenceData
    uploads: ImageUploads
    newsletter: Newsletter
    catalogue: Catalogue
    favorites: Favorites
    addresses: AddressBook
    shop_applications: ShopApplications
    shop_sign_in: ShopSignIn
    reviews: Reviews
    customer_service: CustomerService
    service_inbox: ServiceInbox
    _workers: list[Any] = field(default_factory=list)

    def start_embedded_workers(self, worker_threads: int = 2) -> None:
        """Embedded mode: Dramatiq worker threads and the catch-up tick in this process."""
        self.broker.emit_after("process_boot")
        worker = dramatiq.Worker(self.broker, worker_threads=worker_threads, worker_timeout=100)
        worker.start()
        ticker = self.periodic_tick()
        ticker.start()
        self._workers.extend([worker, ticker])

    def periodic_tick(self) -> PeriodicTick:
        """Projection catch-up, mail redelivery, finishing received orders, cancelling unpaid
        ones past their deadline and purging expired idempotency keys, for whichever process
        runs the workers."""
        return PeriodicTick(
            self.settings.projection_tick_seconds,
            [
                self.runner.catch_up_all,
                self.mailbox.redeliver_unsent,
                self.orders.finish_due,
                self.orders.expire_due,
                self.idempotency.purge_expired,
            ],
        )

    def close(self) -> None:
        for part in reversed(self._workers):
            part.stop()
        self._workers.clear()
        self.application.close()
        self.engine.dispose()


def bootstrap(
    settings: Settings | None = None,
    clock: Clock = utc_now,
    *,
    create_event_tables: bool = False,
) -> Container:
    """Wires one process. Servers and workers never create tables; `bazaar migrate` does."""
    settings = settings or Settings.from_environment()
    engine = make_engine(settings)
    application = Bazaar(env=event_store_environment(settings, create_event_tables))
    runner = ProjectionRunner(
        application, engine, ALL_PROJECTIONS, policies=all_policies(application)
    )
    broker = make_broker(settings)
    mailbox = Mailbox(engine, clock, deliver=None)
    actors = register_actors(broker, runner, mailbox, settings.smtp_url, settings.mail_from)
    if settings.smtp_url is not None:
        mailbox.deliver = actors.send_mail.send
    application.listen(actors.project.send)
    sessions = SessionStore(engine, clock)
    wallets = Wallets(
        application,
        clock,
        recharge_rule=AmountRule(settings.recharge_min, settings.recharge_max),
        withdraw_rule=AmountRule(settings.withdraw_min, settings.withdraw_max),
    )
    await_projections = _read_your_writes(runner)
    catalogue = Catalogue(engine, clock, settings.media_dir)
    accounts = _accounts(settings, engine, clock, sessions, mailbox)
    shop_sign_in = ShopSignIn(engine, clock, accounts)
    accounts.shop_status = shop_sign_in.shop_status
    carts = Carts(application, engine, clock, await_projections)
    accounts.cart_carry_over = carts.carry_over
    customer_service = _customer_service(settings, engine, clock)
    accounts.sign_in_listeners.append(customer_service.carry_over)
    fee_rule = FeeRule(
        settings.shipping_fee, settings.free_shipping_from, settings.tax_rate_percent
    )
    orders = Orders(
        application,
        engine,
        clock,
        wallets,
        fee_rule,
        finish_after=timedelta(days=settings.order_finish_days),
        pay_within=timedelta(minutes=settings.order_payment_minutes),
    )
    idempotency = IdempotencyKeys(
        engine, clock, max_age=timedelta(hours=settings.idempotency_key_hours)
    )
    uploads = ImageUploads(engine, clock, settings.uploads_dir, sessions)
    return Container(
        settings=settings,
        clock=clock,
        engine=engine,
        application=application,
        runner=runner,
        broker=broker,
        actors=actors,
        mailbox=mailbox,
        sessions=sessions,
        repeat_guard=make_repeat_guard(settings.redis_url),
        accounts=accounts,
        content=ReferenceData(engine),
        uploads=uploads,
        newsletter=Newsletter(engine, clock, mailbox, settings.site_name),
        catalogue=catalogue,
        favorites=Favorites(engine, clock, catalogue.goods),
        addresses=AddressBook(engine, clock),
        wallets=wallets,
        shopper_wallet=ShopperWallet(
            engine,
            wallets,
            idempotency,
            recharge_methods(settings.recharge_methods),
            await_projections,
            uploads,
        ),
        wallet_review=WalletReview(engine, wallets, await_projections),
        wallet_audit=WalletAudit(application, engine),
        carts=carts,
        orders=orders,
        idempotency=idempotency,
        checkout=Checkout(engine, carts, orders, idempotency, fee_rule, await_projections),
        shopper_orders=ShopperOrders(engine, orders, await_projections),
        seller_orders=SellerOrders(engine, orders, await_projections),
        shop_applications=ShopApplications(application, engine, clock, await_projections, uploads),
        shop_sign_in=shop_sign_in,
        reviews=Reviews(engine, clock, orders, await_projections),
        customer_service=customer_service,
        service_inbox=ServiceInbox(engine, clock, settings.site_name),
    )


def _read_your_writes(runner: ProjectionRunner) -> ProjectionWait:
    def await_projections(notification_id: int) -> None:
        if not runner.wait_until_applied(notification_id, timeout=READ_YOUR_WRITES_SECONDS):
            logger.warning(
                "projections had not reached notification %s in time; answering anyway",
                notification_id,
            )

    return await_projections


def _accounts(
    settings: Settings, engine: Engine, clock: Clock, sessions: SessionStore, mailbox: Mailbox
) -> Accounts:
    policy = ThrottlePolicy(
        max_failures=settings.login_max_failures,
        max_emails_per_address=settings.login_max_emails_per_address,
        window=timedelta(seconds=settings.login_window_seconds),
        first_delay=timedelta(seconds=settings.login_delay_seconds),
        longest_delay=timedelta(seconds=settings.login_max_delay_seconds),
        known_pair_lifetime=timedelta(days=settings.login_known_pair_days),
    )
    throttle = LoginThrottle(engine, clock, policy)
    links = AccountLinks(settings.site_name, settings.public_url, settings.seller_url)
    return Accounts(engine, clock, sessions, mailbox, Passwords(), throttle, links)


def _customer_service(settings: Settings, engine: Engine, clock: Clock) -> CustomerService:
    chat_settings = ChatSettings(
        site_name=settings.site_name,
        inner_enabled=settings.inner_customer_service_enable,
        merchant_enabled=settings.merchant_customer_service_enable,
        inner_welcome=settings.inner_customer_service_welcome,
        merchant_welcome=settings.merchant_customer_service_welcome,
    )
    return CustomerService(engine, clock, chat_settings)
