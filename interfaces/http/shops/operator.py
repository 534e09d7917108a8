"""`console/shops/*`: the operators list every shop, suspend one with a reason and reinstate
it (role operator). Each action is on the record of staff actions."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.shops.roster import ShopRoster
from application.shops.standing import ShopStandings
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.guards import requires_role
from interfaces.http.shops.operator_schemas import (
    OperatorShopListRequest,
    OperatorShopPage,
    ShopReinstateRequest,
    ShopSuspendRequest,
    operator_shop_view,
)


class OperatorShopController(Controller):
    path = "/console/shops"
    guards = [requires_role("operator")]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/list")
    def shop_list(
        self,
        shop_roster: NamedDependency[ShopRoster],
        data: JSONBody[OperatorShopListRequest],
    ) -> Envelope[OperatorShopPage]:
        """Every shop, newest first, with its owner, sales, the owner's available balance and
        its open cases and product reports; `keywords` and `status` narrow it."""
        found = shop_roster.page(data.keywords or "", data.status, data.page, data.page_size)
        return ok(OperatorShopPage.of(found, operator_shop_view))

    @api_post("/suspend", changes_state=True)
    def suspend(
        self,
        uid: NamedDependency[int],
        shop_standings: NamedDependency[ShopStandings],
        data: JSONBody[ShopSuspendRequest],
    ) -> Envelope[Empty]:
        """Its products leave the storefront, carts and checkout refuse them (107), paid orders
        go on, and the money of orders finishing meanwhile stays in escrow until it is
        reinstated; the seller is told by e-mail and on its console. 102 `reason` without one,
        103 unknown shop, 108 suspended already, 111 on one's own shop."""
        shop_standings.suspend(uid, data.shop_id, data.reason)
        return done()

    @api_post("/reinstate", changes_state=True)
    def reinstate(
        self,
        uid: NamedDependency[int],
        shop_standings: NamedDependency[ShopStandings],
        data: JSONBody[ShopReinstateRequest],
    ) -> Envelope[Empty]:
        """Its products the seller has on sale return, and every order of it that finished
        while it was suspended is settled; the seller is told by e-mail. 102 `remark` past 500
        characters, 103 unknown shop, 108 active, 111 on one's own shop."""
        shop_standings.reinstate(uid, data.shop_id, data.remark)
        return done()
