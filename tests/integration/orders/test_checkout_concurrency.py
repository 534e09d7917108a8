"""Stock under contention, on PostgreSQL: 500 buyers check out (create + pay) one SKU that
has 10 units, all at once, through the HTTP API.

PostgreSQL only (SQLite serializes every writer anyway); with `CI` set, a missing PostgreSQL
fails this test instead of skipping it.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from eventsourcing.persistence import IntegrityError
from sqlalchemy import insert, select, update

from application.catalogue.stock_levels import inventory_levels
from application.catalogue.tables import goods, skus
from application.orders.tables import shipping_addresses
from domain.inventory import Inventory
from infra.settings import Settings
from tests.conftest import base_settings
from tests.integration.api_client import ApiClient, User
from tests.integration.orders.conftest import Item, Shop, line

BUYERS = 500
STOCK = 10
FUNDS = 50_000


@pytest.fixture
def settings(fresh_postgres: str, tmp_path: Path) -> Settings:
    """Overrides the two-store fixture: this proof is about PostgreSQL's concurrent writers."""
    return base_settings(tmp_path, database_url=fresh_postgres)


def funded_buyers(api: ApiClient, count: int) -> list[tuple[User, int]]:
    """Buyers with a session, an address and FUNDS approved through the wallet use cases."""
    container = api.container
    emails = [(f"buyer{n}@bazaar.test", f"buyer{n}") for n in range(count)]
    uids = container.accounts.ensure_users(emails, "secret-1")
    buyers: list[tuple[User, int]] = []
    with container.engine.begin() as connection:
        for email, _ in emails:
            uid = uids[email]
            sid = container.sessions.issue(connection, uid, remember=False)
            address_id = connection.execute(
                insert(shipping_addresses)
                .values(
                    uid=uid,
                    name="Buyer",
                    phone="1",
                    country="US",
                    province="CA",
                    city="",
                    area="",
                    address="1 Main St",
                    is_default=True,
                    created_at=api.clock(),
                )
                .returning(shipping_addresses.c.address_id)
            ).scalar_one()
            buyers.append((User(uid, sid, email), int(address_id)))
    for user, _ in buyers:
        recharge_id, _ = container.wallets.request_recharge(
            user.uid, "usdt_trc20", FUNDS, f"tx-{user.uid}", "proof.png", "addr"
        )
        container.wallets.approve_recharge(user.uid, recharge_id, 1, "ok")
    return buyers


def stock_units(api: ApiClient, item: Item, units: int) -> None:
    """Sets the item's SKU and product to `units` in stock, as its seller would."""
    with api.container.engine.begin() as connection:
        connection.execute(update(skus).where(skus.c.sku_id == item.sku_id).values(stock=units))
        connection.execute(
            update(goods).where(goods.c.goods_id == item.shop_goods_id).values(stock=units)
        )


def test_500_concurrent_checkouts_of_10_units_sell_exactly_10(api: ApiClient, shop: Shop) -> None:
    item = shop.item("Cast Iron Dutch Oven")
    container = api.container
    stock_units(api, item, STOCK)
    buyers = funded_buyers(api, BUYERS)
    start = threading.Barrier(BUYERS)
    outcomes: Counter[str] = Counter()
    failures: list[BaseException] = []
    lock = threading.Lock()

    def note(outcome: str) -> None:
        with lock:
            outcomes[outcome] += 1

    def checkout(user: User, address_id: int) -> None:
        start.wait()
        try:
            created = api.call("order/create", user, lines=[line(item, 1)], address_id=address_id)
            if created["code"] != 0:
                note(f"create refused {created['code']}")
                return
            paid = api.call("order/pay", user, order_ids=created["data"]["order_ids"])
            note("paid" if paid["code"] == 0 else f"pay refused {paid['code']}")
        except BaseException as error:  # a 500 fails the status assertion inside call()
            failures.append(error)

    threads = [threading.Thread(target=checkout, args=buyer) for buyer in buyers]
    began = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=180)
    elapsed = time.monotonic() - began

    assert failures == []
    assert outcomes == Counter({"paid": STOCK, "create refused 107": BUYERS - STOCK}), outcomes
    inventory: Inventory = container.application.repository.get(Inventory.create_id(item.sku_id))
    assert inventory.available == 0 and sum(inventory.sold.values()) == STOCK
    assert inventory.reserved == {}
    # Every version of the SKU's inventory, replayed: none had a negative count.
    versions: list[Inventory] = [
        container.application.repository.get(inventory.id, version=version)
        for version in range(1, inventory.version + 1)
    ]
    states = [version.available for version in versions]
    assert min(states) >= 0, "stock never went negative"

    head = container.application.recorder.max_notification_id() or 0
    assert container.runner.wait_until_applied(head, timeout=20)
    assert shop.stock(item) == (0, 0)
    with container.engine.connect() as connection:
        level = connection.execute(
            select(inventory_levels.c.available, inventory_levels.c.sold).where(
                inventory_levels.c.sku_id == item.sku_id
            )
        ).one()
    assert tuple(level) == (0, STOCK)
    print(
        f"\n{BUYERS} concurrent checkouts of {STOCK} units in {elapsed:.2f} s: {dict(outcomes)};"
        f" final stock {shop.stock(item)}, sold {sum(inventory.sold.values())}"
    )
    assert elapsed < 120


def test_checkouts_of_one_sku_in_one_process_take_turns_and_never_lose_a_save(
    api: ApiClient, shop: Shop, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `AggregateTurns`: the places and payments on one SKU queue inside the process, so none
    # loads a version another one is saving (which would fail on it and be decided again).
    units = 20
    item = shop.item("Cast Iron Dutch Oven")
    container = api.container
    stock_units(api, item, units)
    buyers = funded_buyers(api, units)
    lost_saves: list[str] = []
    save = container.application.save

    def counting_save(*aggregates: Any, **kwargs: Any) -> Any:
        try:
            return save(*aggregates, **kwargs)
        except IntegrityError:
            lost_saves.append(", ".join(type(aggregate).__name__ for aggregate in aggregates))
            raise

    monkeypatch.setattr(container.application, "save", counting_save)
    start = threading.Barrier(units)
    paid: list[int] = []

    def checkout(user: User, address_id: int) -> None:
        start.wait()
        created = api.call("order/create", user, lines=[line(item, 1)], address_id=address_id)
        if created["code"] == 0:
            answer = api.call("order/pay", user, order_ids=created["data"]["order_ids"])
            paid.append(answer["code"])

    threads = [threading.Thread(target=checkout, args=buyer) for buyer in buyers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)

    assert paid == [0] * units
    assert lost_saves == []
    inventory: Inventory = container.application.repository.get(Inventory.create_id(item.sku_id))
    assert inventory.available == 0 and sum(inventory.sold.values()) == units
