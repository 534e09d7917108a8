"""The command burst the fault tests run, and how they check what became of it."""

from __future__ import annotations

import os
import secrets
import threading
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field

import httpx
from sqlalchemy import select

from application.accounts.sessions import sid_digest
from domain.cart import Cart, guest_owner
from infra.bootstrap import Container, bootstrap
from infra.settings import Settings
from projections.cart_lines import cart_lines
from projections.positions import table_checksum
from tests.reliability.services import Bazaar, api, wait_until

FULL = os.environ.get("RELIABILITY_SCALE", "bounded") == "full"
"""`make reliability` runs the full scale; `make test` (and so CI) the bounded one."""

Line = tuple[int, int]
"""(shop_goods_id, sku_id)"""


def stocked_lines(client: httpx.Client, wanted: int, min_stock: int) -> list[Line]:
    """Demo SKUs with enough stock that no cart add is refused for stock."""
    found: list[Line] = []
    page = 1
    while len(found) < wanted:
        listing = api(client, "mall/goods/list", "", page=page, page_size=20).json()["data"]
        assert listing["list"], "the demo catalogue has too few stocked SKUs"
        for card in listing["list"]:
            detail = api(client, "mall/goods/detail", "", id=card["shop_goods_id"]).json()
            for sku in detail["data"]["skus"]:
                if sku["stock"] >= min_stock and len(found) < wanted:
                    found.append((card["shop_goods_id"], sku["sku_id"]))
        page += 1
    return found


@dataclass
class CartBurst:
    """Guests adding one item at a time, concurrently; every accepted add is counted."""

    guests: int
    commands: int
    lines: list[Line]
    sids: list[str] = field(default_factory=list)
    accepted: Counter[tuple[str, Line]] = field(default_factory=Counter)
    refusals: list[str] = field(default_factory=list)
    done: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def __post_init__(self) -> None:
        self.sids = [secrets.token_hex(16) for _ in range(self.guests)]

    def plan(self) -> list[tuple[str, Line]]:
        return [
            (self.sids[index % self.guests], self.lines[(index // self.guests) % len(self.lines)])
            for index in range(self.commands)
        ]

    def run(self, base_url: str, threads: int = 8) -> None:
        def add(step: tuple[str, Line]) -> None:
            sid, (goods_id, sku_id) = step
            answer = self._add(client, sid, goods_id, sku_id)
            with self._lock:
                self.done += 1
                if answer == 0:
                    self.accepted[step] += 1
                else:
                    self.refusals.append(f"{step}: {answer}")

        with (
            httpx.Client(base_url=base_url, timeout=60) as client,
            ThreadPoolExecutor(threads) as pool,
        ):
            list(pool.map(add, self.plan()))

    @staticmethod
    def _add(client: httpx.Client, sid: str, goods_id: int, sku_id: int) -> int:
        response = api(client, "mall/cart/add", sid, shop_goods_id=goods_id, sku_id=sku_id, num=1)
        assert response.status_code == 200, response.text
        code: int = response.json()["code"]
        return code

    def expected_rows(self) -> CartRows:
        """cart_id, goods, SKU → quantity, for every line the burst put in a cart."""
        expected: Counter[tuple[str, int, int]] = Counter()
        for (sid, (goods_id, sku_id)), count in self.accepted.items():
            expected[(cart_id_of(sid), goods_id, sku_id)] += count
        return dict(expected)


def cart_id_of(guest_sid: str) -> str:
    return str(Cart.create_id(guest_owner(sid_digest(guest_sid))))


@contextmanager
def inspector(bazaar: Bazaar) -> Iterator[Container]:
    """An in-process view of the stack's database, for reading positions and tables."""
    container = bootstrap(Settings.from_environment(bazaar.environment))
    try:
        yield container
    finally:
        container.close()


CartRows = dict[tuple[str, int, int], int]
"""(cart_id, shop_goods_id, sku_id) → quantity"""


def projected_cart_rows(container: Container, cart_ids: set[str]) -> CartRows:
    with container.engine.connect() as connection:
        rows = connection.execute(
            select(
                cart_lines.c.cart_id,
                cart_lines.c.shop_goods_id,
                cart_lines.c.sku_id,
                cart_lines.c.num,
            ).where(cart_lines.c.cart_id.in_(cart_ids))
        ).all()
    return {(row.cart_id, row.shop_goods_id, row.sku_id): row.num for row in rows}


def wait_for_no_lag(container: Container, timeout: float) -> None:
    wait_until(
        lambda: all(status.lag == 0 for status in container.runner.status()),
        timeout,
        "projections catching up with the event log",
        pause=0.25,
    )


def live_checksums(container: Container) -> dict[str, str]:
    """The live tables' checksums once the workers are stopped. A worker's tick may save
    something after the last wait for no lag (the first close of the demo seed's ended days,
    on a loaded machine) and be killed before projecting it: the live tables take that tail
    in incrementally first, so a rebuild is compared with everything the log holds."""
    container.runner.catch_up_all()
    return projection_checksums(container)


def projection_checksums(container: Container) -> dict[str, str]:
    with container.engine.connect() as connection:
        return {
            table.name: table_checksum(connection, table)
            for projection in container.runner.projections.values()
            for table in projection.tables
        }
