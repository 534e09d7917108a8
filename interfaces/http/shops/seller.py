"""`console/auth/shop_token`: the merchant link signs the shop owner in to the console."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.shops.sign_in import ShopSignIn
from interfaces.http.accounts.schemas import SignedInResponse, signed_in_response
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Envelope, ok
from interfaces.http.shops.schemas import (
    ShopTokenRequest,
)


class SellerSignInController(Controller):
    path = "/console/auth"

    @api_post("/shop_token", changes_state=True)
    def shop_token(
        self,
        shop_sign_in: NamedDependency[ShopSignIn],
        data: JSONBody[ShopTokenRequest],
    ) -> Envelope[SignedInResponse]:
        """Redeems the merchant link's one-time token for a fresh sid of the shop owner
        (10208 when unknown, used or older than 10 minutes)."""
        signed_in = shop_sign_in.sign_in(data.shop_token)
        return ok(signed_in_response(signed_in))
