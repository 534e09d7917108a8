"""Stock under contention, on both stores: 60 shoppers buy one SKU of 10 units while its seller
counts 40 more in one by one, all at once through the HTTP API (so some shoppers find it sold
out). Neither side's change is lost and the count never goes below none."""

from __future__ import annotations

import threading
from collections import Counter
from typing import Any

from domain.inventory import Inventory
from tests.integration.api_client import ApiClient, User
from tests.integration.catalogue.seller_fixture import SellerCatalogue
from tests.integration.orders.conftest import Shop, shop
from tests.integration.orders.test_checkout_concurrency import funded_buyers

__all__ = ["shop"]

BUYERS = 60
RESTOCKS = 40
INITIAL = 10
RESTOCK_UNITS = 1


def test_concurrent_purchases_and_restocks_leave_the_exact_stock(
    api: ApiClient, shop: Shop
) -> None:
    seller = shop.seller(1)
    catalogue = SellerCatalogue(api)
    goods_id = catalogue.save(
        seller, props=[], skus=[{"props_desc": "", "price": 500, "stock": INITIAL}]
    )
    sku_id = catalogue.sku_ids(seller, goods_id)[""]
    buyers = funded_buyers(api, BUYERS)
    start = threading.Barrier(BUYERS + RESTOCKS)
    outcomes: Counter[str] = Counter()
    failures: list[BaseException] = []
    lock = threading.Lock()

    def note(outcome: str) -> None:
        with lock:
            outcomes[outcome] += 1

    def buy(user: User, address_id: int) -> None:
        start.wait()
        try:
            line = {"shop_goods_id": goods_id, "sku_id": sku_id, "num": 1}
            created = api.call("order/create", user, lines=[line], address_id=address_id)
            if created["code"] != 0:
                note(f"create refused {created['code']}")
                return
            paid = api.call("order/pay", user, order_ids=created["data"]["order_ids"])
            note("paid" if paid["code"] == 0 else f"pay refused {paid['code']}")
        except BaseException as error:  # a 500 fails the status assertion inside call()
            failures.append(error)

    def restock() -> None:
        start.wait()
        try:
            body: dict[str, Any] = {"sku_id": sku_id, "delta": RESTOCK_UNITS, "reason": "restock"}
            answer = api.call("console/goods/stock", seller, **body)
            note("restocked" if answer["code"] == 0 else f"restock refused {answer['code']}")
        except BaseException as error:
            failures.append(error)

    threads = [threading.Thread(target=buy, args=buyer) for buyer in buyers]
    threads += [threading.Thread(target=restock) for _ in range(RESTOCKS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)

    assert failures == []
    assert outcomes["restocked"] == RESTOCKS, outcomes
    sold = outcomes["paid"]
    assert sold + outcomes["create refused 107"] == BUYERS, outcomes
    expected = INITIAL + RESTOCKS * RESTOCK_UNITS - sold
    inventory: Inventory = api.container.application.repository.get(Inventory.create_id(sku_id))
    assert (inventory.available, sum(inventory.sold.values())) == (expected, sold)
    history: list[int] = [
        api.container.application.repository.get(inventory.id, version=version).available
        for version in range(1, inventory.version + 1)
    ]
    assert min(history) >= 0, "stock never went negative"
    head = api.container.application.recorder.max_notification_id() or 0
    assert api.container.runner.wait_until_applied(head, timeout=30)
    assert catalogue.detail(seller, goods_id)["skus"][0]["stock"] == expected
    print(
        f"\n{BUYERS} purchases and {RESTOCKS} restocks at once: {dict(outcomes)}; stock {expected}"
    )
