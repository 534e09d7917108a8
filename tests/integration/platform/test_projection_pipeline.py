"""The projection pipeline: exactly-once rows under crashes, concurrency, rebuilds and lost
wake-ups, on SQLite and PostgreSQL."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
from dataclasses import replace
from datetime import timedelta
from decimal import Decimal
from typing import Any

import dramatiq
import pytest
import redis
from alembic import command
from sqlalchemy import func, insert, select

from application.catalogue.offers import offers_for
from application.catalogue.tables import goods, skus
from application.catalogue.writes import restart_sequences
from application.orders.cart import PricedLine
from application.orders.pay_chain import ChainPaymentForm
from application.orders.settlement import shop_owner
from application.site.tables import uploads
from application.wallet.chains import ChainCheck
from domain.cart import user_owner
from domain.commission_rules import CommissionRules
from domain.shop_application import ShopApplication, ShopForm
from infra.bootstrap import Container, bootstrap
from infra.migrate import alembic_config, upgrade_to_head
from infra.settings import PROJECT_ROOT, Settings
from projections import folding, rebuild
from projections.metadata import projection_position
from projections.positions import table_checksum
from projections.projection import Subscriber
from projections.registry import ALL_PROJECTIONS
from projections.wallet_balances import wallet_balances
from tests.benchmarks.rebuild_history import write_rebuild_history
from tests.integration.catalogue.fixture import seed_fixture_catalogue
from workers.tick import PeriodicTick

USERS = 12
BALANCES = ALL_PROJECTIONS[0]


def record_upload(container: Container, path: str, content: bytes, uid: int) -> None:
    with container.engine.begin() as connection:
        connection.execute(
            insert(uploads).values(
                path=path,
                sha256=hashlib.sha256(content).hexdigest(),
                uploader_sid_hash="0" * 64,
                uid=uid,
                content_type="image/png",
                size=len(content),
                created_at=container.clock(),
            )
        )


VERIFIED = ChainCheck("verified", (), 19)


def write_history(container: Container, users: int = USERS) -> dict[int, tuple[int, int]]:
    """Recharges (approved, plus a rejected one for some), withdrawals (approved, rejected,
    pending) and payments for each user; answers each user's (available, frozen) as the
    aggregates decided it. Proof pictures repeat every few users, as look-alikes do."""
    wallets = container.wallets
    for uid in range(1, users + 1):
        proof = f"proofs/{uid}.png"
        record_upload(container, proof, f"picture {uid % 4}".encode(), uid)
        if uid % 2 == 0:
            refused, _ = wallets.request_recharge(uid, "m", 5000, f"tx-{uid}", proof, "addr")
            wallets.reject_recharge(uid, refused, reviewer_uid=999, remark="unreadable")
        recharge_id, _ = wallets.request_recharge(
            uid, "usdt_trc20", 10_000 * uid, f"{uid:064x}", proof, "addr", chain="tron"
        )
        # What the chain said, as the verifier records it: short first, then the outcome.
        wallets.record_chain_check(uid, recharge_id, ChainCheck("confirming", (), uid % 5))
        outcome = ChainCheck("mismatch", ("wrong_amount",), 20) if uid % 4 == 0 else VERIFIED
        wallets.record_chain_check(uid, recharge_id, outcome)
        # A reviewer approving a mismatch confirms it (and says why in the remark).
        wallets.approve_recharge(uid, recharge_id, 999, "ok", confirm_mismatch=True)
        if wallets.review_rule.approvals_needed(10_000 * uid) == 2:
            # From 100000 cents the first approval is only recorded; a second one credits.
            wallets.approve_recharge(uid, recharge_id, 998, "agreed", confirm_mismatch=True)
        withdrawal_id, _ = wallets.request_withdrawal(uid, "usdt_trc20", 2000, "addr")
        if uid % 3 == 0:
            wallets.approve_withdrawal(uid, withdrawal_id, 999, "paid")
        elif uid % 3 == 1:
            wallets.reject_withdrawal(uid, withdrawal_id, 999, "wrong address")
        wallets.debit_payment(uid, f"pay-{uid}", 1500, "order")
    return {
        uid: (wallets.load(uid).available, wallets.load(uid).frozen) for uid in range(1, users + 1)
    }


def write_commerce(container: Container, round_number: int) -> None:
    """Carts changed, orders placed, paid, cancelled, refunded and received, over the fixture
    catalogue (seeded on the first round): every cart, order and stock event type."""
    if round_number == 0:
        seed_fixture_catalogue(container.engine)
    uid = 100 + round_number
    cart = container.carts.load(user_owner(uid))
    cart.add(1, 1, 2, 10, container.clock())
    cart.add(8, 10, 1, 10, container.clock())
    cart.add(2, 3, 1, 10, container.clock())
    cart.change_quantity(1, 1, 3, 10, container.clock())
    cart.remove(8, 10, container.clock())
    container.application.save(cart)
    with container.engine.connect() as connection:
        offers = offers_for(connection, [1, 10, 12])
    lines = [PricedLine(offers[1], 1), PricedLine(offers[10], 2), PricedLine(offers[12], 1)]
    address = {"address_id": 1, "name": "Ann"}
    placed = container.orders.place(uid, lines, address, {}, [(1, 1)])
    recharge_id, _ = container.wallets.request_recharge(uid, "m", 100_000, "tx", "p", "a")
    container.wallets.approve_recharge(uid, recharge_id, 999, "ok")
    container.wallets.approve_recharge(uid, recharge_id, 998, "agreed")  # two from 100000
    kept, refunded = placed.order_ids[0], placed.order_ids[1]
    container.orders.pay(uid, [kept, refunded])
    container.orders.refund(uid, refunded, "changed my mind")
    container.orders.confirm(1, 999, kept)
    container.orders.ship(1, 999, kept, "1Z")
    container.orders.confirm_receipt(uid, kept)
    settle_a_case(container, uid, kept)
    # Every line reviewed: finished and settled to the shop's owner at once.
    container.orders.finish_reviewed(uid, kept, container.orders.load(kept).line_keys())
    again = container.orders.place(uid, lines[:1], address, {}, [])
    container.orders.cancel(uid, again.order_ids[0])
    if round_number == 0:  # once: the SKU has few units
        pay_on_chain(container, uid, lines[2:], address)
    expire_unpaid(container, uid, [lines[2]], address)
    if round_number == 0:  # the later rounds' carts stay, so the table has rows to compare
        emptied = container.carts.load(user_owner(uid))
        emptied.empty(container.clock())
        container.application.save(emptied)


def pay_on_chain(
    container: Container, uid: int, lines: list[PricedLine], address: dict[str, Any]
) -> None:
    """An order paid with a chain transfer (`order/pay_chain`), checked on chain and approved:
    every chain payment event but a kept one's."""
    placed = container.orders.place(uid, lines, address, {}, [])
    transaction_id = "0x" + hashlib.sha256(f"chain payment {uid}".encode()).hexdigest()
    form = ChainPaymentForm(placed.order_ids, "usdt_erc20", transaction_id, placed.pay_amount)
    recharge_id = str(container.pay_on_chain.file(uid, form, None)["recharge_id"])
    container.wallets.record_chain_check(uid, recharge_id, ChainCheck("confirming", (), 2))
    container.wallets.approve_recharge(uid, recharge_id, 999, "verified")


def settle_a_case(container: Container, uid: int, order_id: str) -> None:
    """A case opened, offered, talked about and its offer accepted: every dispute event type
    but the arbiters' and the deadlines', and a partial refund to the buyer's wallet."""
    with container.engine.connect() as connection:
        owner = shop_owner(connection, container.orders.load(order_id).shop_id)
    dispute_id, _ = container.disputes.open(uid, order_id, "not_as_described", "Scratched", 90, [])
    container.disputes.message(owner, dispute_id, "Sorry about that", [])
    container.disputes.offer(owner, dispute_id, 40, "Half back?")
    container.disputes.accept_offer(uid, dispute_id)


def expire_unpaid(
    container: Container, uid: int, lines: list[PricedLine], address: dict[str, Any]
) -> None:
    """One order left unpaid past its deadline and cancelled by the system, and one left
    waiting (with its deadline in the row), which the next round's sweep cancels."""
    container.orders.place(uid, lines, address, {}, [])
    container.runner.catch_up_all()  # the sweep finds due orders in the read model
    orders, real_clock = container.orders, container.orders.clock
    orders.clock = lambda: real_clock() + orders.pay_within
    try:
        assert orders.expire_due() >= 1
    finally:
        orders.clock = real_clock
    container.orders.place(uid, lines, address, {}, [])


def catalogue_stock(container: Container) -> list[tuple[int, ...]]:
    """What the stock projection writes into the catalogue, which a rebuild keeps."""
    with container.engine.connect() as connection:
        sku_rows = connection.execute(select(skus.c.sku_id, skus.c.stock).order_by(skus.c.sku_id))
        goods_rows = connection.execute(
            select(goods.c.goods_id, goods.c.stock, goods.c.sales).order_by(goods.c.goods_id)
        )
        return [tuple(row) for row in sku_rows] + [tuple(row) for row in goods_rows]


def projected_balances(container: Container) -> dict[int, tuple[int, int]]:
    with container.engine.connect() as connection:
        rows = connection.execute(
            select(wallet_balances.c.uid, wallet_balances.c.available, wallet_balances.c.frozen)
        ).all()
    return {int(r.uid): (int(r.available), int(r.frozen)) for r in rows}


def projected_event_ids(container: Container, projection: Subscriber = BALANCES) -> list[int]:
    """Notification ids of the events `projection` subscribes to, in log order."""
    notifications = container.application.recorder.select_notifications(
        0, 100_000, topics=projection.topics
    )
    return [notification.id for notification in notifications]


def events_for_every_projection(container: Container) -> int:
    """How many event applications all projections together make."""
    return sum(len(projected_event_ids(container, p)) for p in ALL_PROJECTIONS)


def events_for_every_subscriber(container: Container) -> int:
    """How many event applications the read models and the policies together make (the
    transactional mail policy follows the wallet's decisions too)."""
    return sum(
        len(projected_event_ids(container, s)) for s in container.runner.subscribers.values()
    )


def checksum(container: Container) -> dict[str, str]:
    """Every projection table's digest."""
    with container.engine.connect() as connection:
        return {
            table.name: table_checksum(connection, table)
            for projection in ALL_PROJECTIONS
            for table in projection.tables
        }


def row_counts(container: Container) -> dict[str, int]:
    with container.engine.connect() as connection:
        return {
            table.name: connection.execute(select(func.count()).select_from(table)).scalar_one()
            for projection in ALL_PROJECTIONS
            for table in projection.tables
        }


def rebuild_everything(container: Container) -> int:
    return sum(container.runner.rebuild(projection) for projection in ALL_PROJECTIONS)


def position(container: Container) -> int:
    with container.engine.connect() as connection:
        value = connection.execute(
            select(projection_position.c.position).where(
                projection_position.c.name == "wallet_balances"
            )
        ).scalar()
    return int(value or 0)


def worker_environment(settings: Settings) -> dict[str, str]:
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in {"DATABASE_URL", "REDIS_URL", "SMTP_URL"}
    }
    environment["BAZAAR_DATA_DIR"] = str(settings.data_dir)
    if settings.database_url:
        environment["DATABASE_URL"] = settings.database_url
    return environment


def run_worker(settings: Settings, *flags: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.integration.platform.projection_worker", *flags],
        cwd=PROJECT_ROOT,
        env=worker_environment(settings),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_catch_up_projects_every_wallet_event_into_balances(container: Container) -> None:
    expected = write_history(container)
    assert projected_balances(container) == {}

    applied = container.runner.catch_up_all()

    assert applied == events_for_every_subscriber(container)
    assert projected_balances(container) == expected
    head = container.application.recorder.max_notification_id()
    assert set(container.runner.positions().values()) == {head}
    assert container.runner.catch_up_all() == 0


def test_a_wake_up_applies_an_event_once_and_moves_the_projections_it_does_not_concern(
    container: Container,
) -> None:
    write_history(container, users=2)
    container.runner.catch_up_all()
    rows_before = row_counts(container)

    seed_fixture_catalogue(container.engine)
    cart = container.carts.load(user_owner(7))
    cart.add(1, 1, 2, 10, container.clock())
    container.application.save(cart)

    # One event, one projection that handles it: the others only move to the head.
    assert container.runner.catch_up_all() == 1
    head = container.application.recorder.max_notification_id()
    assert set(container.runner.positions().values()) == {head}
    after = row_counts(container)
    assert {name for name in after if after[name] != rows_before[name]} == {"cart_lines"}
    assert container.runner.catch_up_all() == 0


def test_a_worker_killed_mid_batch_loses_and_duplicates_nothing(
    container: Container, settings: Settings
) -> None:
    expected = write_history(container)

    # Batches of 10: the kill lands inside the third batch, after two have committed.
    killed = run_worker(settings, "--batch-size", "10", "--kill-after", "25")
    killed.wait(timeout=120)

    assert killed.returncode == -9
    assert position(container) == projected_event_ids(container)[19], "whole batches only"
    assert len(projected_balances(container)) > 0

    finisher = run_worker(settings, "--batch-size", "10")
    assert finisher.wait(timeout=120) == 0, finisher.stderr.read() if finisher.stderr else ""

    assert projected_balances(container) == expected
    live = checksum(container)
    rebuild_everything(container)
    assert checksum(container) == live


def test_two_workers_at_once_give_the_same_rows_as_one(
    container: Container, settings: Settings
) -> None:
    expected = write_history(container, users=20)

    workers = [run_worker(settings, "--batch-size", "7", "--slow") for _ in range(2)]
    applied = []
    for worker in workers:
        assert worker.wait(timeout=180) == 0, worker.stderr.read() if worker.stderr else ""
        applied.append(int((worker.stdout.read() if worker.stdout else "0").strip()))

    assert sum(applied) == events_for_every_projection(container), (
        "each event applied by exactly one worker"
    )
    assert projected_balances(container) == expected
    concurrent = checksum(container)
    rebuild_everything(container)
    assert checksum(container) == concurrent


def write_shop_application(container: Container, round_number: int) -> None:
    """One shop application per round: the first rejected, the later ones approved (each opens
    a shop, which a rebuild must not open again)."""
    with container.engine.begin() as connection:
        # The fixture catalogue inserts its shops with explicit ids; new ones follow them.
        restart_sequences(connection)
    email = f"applicant{round_number}@bazaar.test"
    uid = container.accounts.ensure_user(email, "secret-1", "applicant")
    form = ShopForm("Attic", "Ann Lee", "+1 555 0100", "front.png", "back.png", agree=True)
    application = ShopApplication.submit(uid, None, form, container.clock())
    if round_number:
        application.approve(999, "welcome", container.clock())
    else:
        application.reject(999, "blurred", container.clock())
    container.application.save(application)


def write_commission_rules(container: Container, round_number: int) -> None:
    """Operators' commission rules set, changed and removed: rows of the rules in force and of
    the record of staff actions."""
    rules = container.application.load_or_start(CommissionRules.create_id(), CommissionRules.start)
    for scope, target_id, percent in (
        ("default", None, Decimal(5 + round_number)),
        ("category", 1, None if round_number == 1 else Decimal("7.5") + round_number),
        ("shop", 1 + round_number, Decimal("2.25")),
    ):
        rules.set_rate(
            actor_uid=999,
            scope=scope,
            target_id=target_id,
            percent=percent,
            reason=f"round {round_number}",
            at=container.clock(),
            target_exists=True,
            settings_default=Decimal(5),
        )
    container.application.save(rules)


def test_a_rebuild_gives_tables_identical_to_the_live_ones(container: Container) -> None:
    # Live tables built in several catch-ups interleaved with new writes.
    wallets = container.wallets
    for round_number in range(3):
        for uid in range(1, 6):
            proof = f"proofs/{round_number}-{uid}.png"
            record_upload(container, proof, f"picture {uid}".encode(), uid)
            recharge_id, _ = wallets.request_recharge(
                uid, "bank_transfer", 1000 * (round_number + 2), f"tx-{uid}", proof, "iban"
            )
            wallets.approve_recharge(uid, recharge_id, 999, "ok")
            withdrawal_id, _ = wallets.request_withdrawal(uid, "bank_transfer", 1000, "iban")
            if round_number % 2:
                wallets.approve_withdrawal(uid, withdrawal_id, 999, "paid")
            else:
                wallets.reject_withdrawal(uid, withdrawal_id, 999, "wrong account")
            if round_number == 2:
                wallets.debit_payment(uid, f"pay-{uid}", 500, "order")
        write_commerce(container, round_number)
        write_shop_application(container, round_number)
        write_commission_rules(container, round_number)
        container.runner.catch_up_all()
    yesterday = container.clock().date() - timedelta(days=1)
    container.period_closes.close(yesterday, 999)
    container.runner.catch_up_all()
    live = checksum(container)
    live_catalogue = catalogue_stock(container)
    assert (1, 10 - 3 * 1) in live_catalogue, "three rounds each sold one unit of SKU 1"
    rows_before = projected_balances(container)
    assert all(row_counts(container).values()), "every projection table has rows to compare"

    progress: list[int] = []
    replayed = container.runner.rebuild(BALANCES, progress=progress.append)
    # 5 opened + 5 x 3 rounds x (approved recharge, withdrawal, decision) + 5 payments, per
    # round one buyer (opened, recharge approved, payment, refund, a case's refund) and one
    # settlement to the shop's owner (one of the five, whose wallet is open already); in the
    # first round an order paid on chain (its recharge approved, the payment).
    assert replayed == sum(progress) == len(projected_event_ids(container)) == 55 + 3 * 6 + 2
    rebuild_everything(container)

    assert checksum(container) == live
    assert catalogue_stock(container) == live_catalogue, "nothing applied twice to the catalogue"
    assert projected_balances(container) == rows_before
    assert all(status.lag == 0 for status in container.runner.status())


def test_the_payment_deadline_migration_fills_order_rows_as_a_rebuild_writes_them(
    container: Container,
) -> None:
    # What can exist before the migration: orders unpaid and orders cancelled by the buyer.
    seed_fixture_catalogue(container.engine)
    with container.engine.connect() as connection:
        offer = offers_for(connection, [1])[1]
    address = {"address_id": 1, "name": "Ann"}
    for _ in range(2):
        container.orders.place(7, [PricedLine(offer, 1)], address, {}, [])
    cancelled = container.orders.place(7, [PricedLine(offer, 1)], address, {}, [])
    container.orders.cancel(7, cancelled.order_ids[0])
    container.runner.catch_up_all()
    live = checksum(container)
    config = alembic_config(container.engine)
    with container.engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "d4f7b1c53e94")
    upgrade_to_head(container.engine)
    container.runner.catch_up_all()  # read models newer than the target start again from 0

    assert checksum(container) == live


def test_a_lost_wake_up_message_is_caught_up_by_the_tick(container: Container) -> None:
    lost: list[int] = []
    container.application.listen(lambda last, _topics, _brought_up: lost.append(last))  # lost
    expected = write_history(container, users=2)
    assert lost and projected_balances(container) == {}

    ticker = PeriodicTick(0.2, [container.runner.catch_up_all])
    ticker.start()
    try:
        assert container.runner.wait_until_applied(lost[-1], timeout=10)
    finally:
        ticker.stop()
    assert projected_balances(container) == expected


def test_embedded_workers_project_on_the_wake_up_message_without_waiting_for_a_tick(
    settings: Settings,
) -> None:
    container = bootstrap(replace(settings, projection_tick_seconds=3600), create_event_tables=True)
    upgrade_to_head(container.engine)
    container.start_embedded_workers()
    try:
        recharge_id, _ = container.wallets.request_recharge(
            7, "usdt_trc20", 5000, "tx", "proof.png", "addr"
        )
        notification_id = container.wallets.approve_recharge(7, recharge_id, 1, "ok")
        assert container.runner.wait_until_applied(notification_id, timeout=10)
        assert projected_balances(container) == {7: (5000, 0)}
    finally:
        container.close()


@pytest.mark.redis
def test_wake_up_travels_through_redis_to_a_dramatiq_worker(
    settings: Settings, redis_url: str
) -> None:
    redis.Redis.from_url(redis_url).flushdb()
    container = bootstrap(
        replace(settings, redis_url=redis_url, projection_tick_seconds=3600),
        create_event_tables=True,
    )
    upgrade_to_head(container.engine)
    worker = dramatiq.Worker(container.broker, worker_threads=1, worker_timeout=100)
    worker.start()
    try:
        recharge_id, _ = container.wallets.request_recharge(
            3, "usdt_trc20", 3000, "tx", "proof.png", "addr"
        )
        notification_id = container.wallets.approve_recharge(3, recharge_id, 1, "ok")
        started = time.monotonic()
        assert container.runner.wait_until_applied(notification_id, timeout=15)
        assert time.monotonic() - started < 15
        assert projected_balances(container) == {3: (3000, 0)}
    finally:
        worker.stop()
        container.close()


@pytest.mark.parametrize(
    ("page", "cache_limit"), [(7, 0), (rebuild.PAGE, folding.CACHE_LIMIT)], ids=["small", "default"]
)
def test_the_rebuilds_folded_rows_equal_the_handlers_rows(
    container: Container, monkeypatch: pytest.MonkeyPatch, page: int, cache_limit: int
) -> None:
    """The live catch-up applies each event's handler; the rebuild folds pages in memory. Small
    pages and no row cache make the fold read back rows written by earlier pages, delete rows
    it has not seen and look up the latest stock movement in the table."""
    write_history(container, users=6)
    write_rebuild_history(container, wallets=8, first_uid=1000)
    write_commerce(container, 0)
    container.runner.catch_up_all()
    live = checksum(container)
    counts = row_counts(container)
    folded = [table.name for p in ALL_PROJECTIONS if p.folds for table in p.tables]
    assert all(counts[name] for name in folded), "every folded table has rows to compare"
    monkeypatch.setattr(rebuild, "PAGE", page)
    monkeypatch.setattr(folding, "CACHE_LIMIT", cache_limit)

    applied = container.runner.rebuild_all()

    assert sum(applied.values()) == events_for_every_projection(container)
    assert checksum(container) == live
    assert all(status.lag == 0 for status in container.runner.status())
