"""Builds every part once, wired together; nothing is built at import time. This is the
composition root: the only place that knows every layer."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, TypedDict

import dramatiq
from sqlalchemy import Engine

from application.accounts.sessions import SessionStore
from application.bazaar import Bazaar
from application.books.closes import PeriodCloses
from application.catalogue.service import Catalogue
from application.idempotency import IdempotencyKeys
from application.orders.service import Orders
from application.policies import all_policies
from application.ports import Clock
from application.services import Services
from application.site.banners import StorefrontBanners
from application.site.mail import Mailbox
from application.site.shopper_mail import MailSite
from application.site.uploads import ImageUploads
from application.timeutil import utc_now
from application.wallet.chain_queue import ChainCheckQueue
from application.wallet.service import Wallets
from infra.books_wiring import staff_book_services
from infra.case_wiring import case_services
from infra.chain_pay_wiring import order_and_chain_payment_services
from infra.chain_wiring import ChainChecks, chain_check_queue, wallet_and_chain_services
from infra.database import make_engine
from infra.event_store import event_store_environment
from infra.export_wiring import export_services
from infra.moderation_wiring import moderation_services
from infra.people_wiring import people_services
from infra.read_your_writes_wiring import ReadYourWrites, WorkerWakeUps
from infra.repeat_guard import make_repeat_guard
from infra.seller_wiring import seller_catalogue_services
from infra.settings import Settings
from infra.shop_standing_wiring import shop_standing_services
from infra.site_wiring import site_services
from infra.smtp import SmtpSender
from infra.structure_wiring import structure_services
from infra.wiring import (
    Parts,
    account_services,
    book_services,
    chat_services,
    connect_sign_in,
    console_overview,
    shop_services,
)
from projections.registry import ALL_PROJECTIONS
from projections.runner import ProjectionRunner
from workers.actors import Actors, register_actors
from workers.broker import end_time_limits, make_broker
from workers.tick import PeriodicTick

WAKE_UP_WINDOW = 0.05
"""Seconds of saves one worker wake-up carries on Redis: the mail, the stock movements and the
sellers' views follow a save that much later at most, and under load a checkout's share of the
worker's messages is a fraction of one instead of two."""


@dataclass
class Container(Services):
    """The wired process: the services the edge sees, and the parts only infra touches. One
    per API or worker process, made after any fork."""

    settings: Settings
    clock: Clock
    engine: Engine
    application: Bazaar
    runner: ProjectionRunner
    broker: dramatiq.Broker
    actors: Actors
    wallets: Wallets
    orders: Orders
    period_closes: PeriodCloses
    idempotency: IdempotencyKeys
    chain_checks: ChainChecks
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
        """Projection catch-up, mail redelivery, confirming receipt past the deadline, acting
        for a case's silent party, finishing received orders, cancelling unpaid ones past
        their deadline, closing the books' ended days, purging expired
        idempotency keys and handing over due chain checks, for whichever process runs the
        workers."""
        return PeriodicTick(
            self.settings.projection_tick_seconds,
            [
                self.runner.catch_up_all,
                self.mailbox.redeliver_unsent,
                self.receipt_deadlines.confirm_due,
                self.disputes.lapse_due,
                self.orders.finish_due,
                self.orders.expire_due,
                self.period_closes.close_due,
                self.idempotency.purge_expired,
                self.chain_checks.queue.redeliver_due,
            ],
        )

    def close(self) -> None:
        if self._workers:
            for part in reversed(self._workers):
                part.stop()
            self._workers.clear()
            # The other half of start_embedded_workers' boot: the middleware's own threads end.
            end_time_limits(self.broker)
        self.application.close()
        self.engine.dispose()


def bootstrap(
    settings: Settings | None = None,
    clock: Clock = utc_now,
    *,
    create_event_tables: bool = False,
) -> Container:
    """Wires one process. Servers and workers never create tables; `bazaar migrate` does."""
    parts, chain_queue = _parts(settings or Settings.from_environment(), clock, create_event_tables)
    wallet = wallet_and_chain_services(parts, chain_queue)
    site = site_services(parts)
    banners = StorefrontBanners(parts.engine, site["content"].version)
    catalogue = Catalogue(parts.engine, parts.clock, parts.settings.media_dir, banners)
    orders = order_and_chain_payment_services(parts, wallet, catalogue)
    cases = case_services(parts, orders["orders"])
    books = book_services(parts, orders["seller_orders"])
    accounts = account_services(parts)
    shops = shop_services(parts, accounts, catalogue)
    chat = chat_services(parts)
    connect_sign_in(accounts, shops, orders, chat)
    return Container(
        **_process_parts(parts),
        repeat_guard=make_repeat_guard(parts.settings.redis_url),
        accounts=accounts,
        catalogue=catalogue,
        console_overview=console_overview(parts, wallet, shops, cases["dispute_views"]),
        **site,
        **structure_services(parts, catalogue),
        **wallet,
        **orders,
        **cases,
        **books,
        **staff_book_services(parts),
        **export_services(parts, orders["seller_orders"]),
        **seller_catalogue_services(parts, catalogue, orders["seller_orders"]),
        **moderation_services(parts, catalogue),
        **shops,
        **shop_standing_services(parts, catalogue),
        **chat,
        **people_services(parts),
    )


class ProcessParts(TypedDict):
    settings: Settings
    clock: Clock
    engine: Engine
    application: Bazaar
    runner: ProjectionRunner
    broker: dramatiq.Broker
    actors: Actors
    idempotency: IdempotencyKeys
    sessions: SessionStore
    mailbox: Mailbox
    uploads: ImageUploads


def _process_parts(parts: Parts) -> ProcessParts:
    """What the container holds of the parts every capability shares."""
    return ProcessParts(
        settings=parts.settings,
        clock=parts.clock,
        engine=parts.engine,
        application=parts.application,
        runner=parts.runner,
        broker=parts.broker,
        actors=parts.actors,
        idempotency=parts.idempotency,
        sessions=parts.sessions,
        mailbox=parts.mailbox,
        uploads=parts.uploads,
    )


def _parts(
    settings: Settings, clock: Clock, create_event_tables: bool
) -> tuple[Parts, ChainCheckQueue]:
    """Storage, the event store, the read-model runner and the workers, and what several
    capabilities share; and the chain checks' queue, which the policies fill."""
    engine = make_engine(settings)
    application = Bazaar(env=event_store_environment(settings, create_event_tables))
    mailbox = Mailbox(engine, clock, deliver=None)
    chain_queue = chain_check_queue(settings, engine, clock)
    site = MailSite(settings.site_name, settings.public_url)
    policies = all_policies(application, engine, clock, mailbox, site, chain_queue)
    runner = ProjectionRunner(application, engine, ALL_PROJECTIONS, policies=policies)
    broker = make_broker(settings.redis_url)
    sender = None if settings.smtp_url is None else SmtpSender(settings.smtp_url)
    actors = register_actors(broker, runner, mailbox, sender, settings.mail_from)
    if sender is not None:
        mailbox.deliver = actors.send_mail.send
    # Between processes, a window of saves wakes a worker once (`CoalescedWakeUps`).
    wake_ups = WorkerWakeUps(runner, actors, WAKE_UP_WINDOW if settings.redis_url else 0)
    application.listen(wake_ups, on_closing=wake_ups.flush)
    sessions = SessionStore(engine, clock)
    own_writes = ReadYourWrites(runner, settings.read_your_writes_seconds, wake_ups)
    parts = Parts(
        settings=settings,
        clock=clock,
        engine=engine,
        application=application,
        runner=runner,
        broker=broker,
        actors=actors,
        await_projections=own_writes.after_command,
        read_own_writes=own_writes.before_reading,
        mailbox=mailbox,
        sessions=sessions,
        idempotency=IdempotencyKeys(
            engine, clock, max_age=timedelta(hours=settings.idempotency_key_hours)
        ),
        uploads=ImageUploads(engine, clock, settings.uploads_dir, sessions),
    )
    return parts, chain_queue
