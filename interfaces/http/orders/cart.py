"""`mall/cart/*`: the cart, for guests (by sid) and signed-in users alike."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.accounts.sessions import Session
from application.orders.cart import Carts
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.orders.cart_schemas import (
    CartLineKeyRequest,
    CartLineRequest,
    CartListView,
    cart_list_view,
)
from interfaces.http.schemas import EmptyRequest


class CartController(Controller):
    path = "/mall/cart"

    @api_post("/list")
    def cart_list(
        self,
        session: NamedDependency[Session],
        carts: NamedDependency[Carts],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[CartListView]:
        """The lines, newest first, at today's prices; `balance` is 0 for guests. Lines whose
        product or SKU is gone are left out; a line whose product is off sale stays with
        `available` false, and `amount` counts only the available lines."""
        return ok(cart_list_view(carts.view(session)))

    @api_post("/add", changes_state=True)
    def cart_add(
        self,
        session: NamedDependency[Session],
        carts: NamedDependency[Carts],
        data: JSONBody[CartLineRequest],
    ) -> Envelope[Empty]:
        """Adds `num` to the (product, SKU) line: 103 unknown id, 102 `num` outside 1..999 or
        a line over 999 or a 101st line (field `sku_id`), 107 more than the stock or a product
        off sale (`off_sale`), 111 (`own_goods`) a product of the caller's own shop."""
        carts.add(session, data.shop_goods_id, data.sku_id, data.num)
        return done()

    @api_post("/update", changes_state=True)
    def cart_update(
        self,
        session: NamedDependency[Session],
        carts: NamedDependency[Carts],
        data: JSONBody[CartLineRequest],
    ) -> Envelope[Empty]:
        """Sets the line's quantity (1..999; 107 over stock or off sale; 103 no such line)."""
        carts.update(session, data.shop_goods_id, data.sku_id, data.num)
        return done()

    @api_post("/del", changes_state=True)
    def cart_delete(
        self,
        session: NamedDependency[Session],
        carts: NamedDependency[Carts],
        data: JSONBody[CartLineKeyRequest],
    ) -> Envelope[Empty]:
        """Removes the line (103 no such line)."""
        carts.delete(session, data.shop_goods_id, data.sku_id)
        return done()

    @api_post("/empty", changes_state=True)
    def cart_empty(
        self,
        session: NamedDependency[Session],
        carts: NamedDependency[Carts],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[Empty]:
        """Removes every line."""
        carts.empty(session)
        return done()
