"""A SKU whose Inventory has no unit left is refused before its Inventory is loaded again, and
only while nothing has been saved on it since: a cancelled order's units sell again."""

from __future__ import annotations

import pytest

from application.orders.cart import priced
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.inventory import Inventory
from projections.cart_lines import CartLine
from tests.integration.api_client import ApiClient, User
from tests.integration.orders.conftest import Shop, line, set_stock


def test_a_sold_out_sku_is_refused_until_a_cancel_puts_its_unit_back(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    press = set_stock(api, shop.item("Glass French Press"), 1)
    container = api.container
    created = api.data("order/create", buyer, lines=[line(press, 1)], address_id=shop.address(buyer))
    inventory_id = Inventory.create_id(press.sku_id)
    sold_out_at = container.application.repository.get(inventory_id).version
    other = api.sign_in("carol@bazaar.test")
    address = {"name": "Carol", "phone": "1", "country": "US", "address": "2 Main St"}
    # The catalogue's stock is not asked here (as when its read model still lags the sale):
    # the gate answers from what the Inventory said when it ran out.
    lines = priced(container.engine, [CartLine(press.shop_goods_id, press.sku_id, 1)])

    with pytest.raises(BusinessRuleViolation) as refused:
        container.orders.place(other.uid, lines, address, {}, [])

    assert refused.value.code == ErrorCode.OUT_OF_STOCK
    assert container.application.repository.get(inventory_id).version == sold_out_at
    api.data("order/cancel", buyer, order_id=created["order_ids"][0])

    placed = container.orders.place(other.uid, lines, address, {}, [])

    inventory: Inventory = container.application.repository.get(inventory_id)
    assert list(inventory.reserved.values()) == [1] and inventory.available == 0
    assert placed.order_ids[0] in inventory.reserved
