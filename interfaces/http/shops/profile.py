"""`console/shop/profile/get|save`: the seller's own shop's name, pictures and description."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.shops.profile import ShopProfiles
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.guards import requires_role
from interfaces.http.schemas import EmptyRequest
from interfaces.http.shops.seller_schemas import (
    ShopProfileSaveRequest,
    ShopProfileView,
    shop_profile_view,
)


class ShopProfileController(Controller):
    path = "/console/shop/profile"
    guards = [requires_role("seller")]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/get")
    def profile(
        self,
        uid: NamedDependency[int],
        shop_profiles: NamedDependency[ShopProfiles],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[ShopProfileView]:
        """The seller's shop as its profile form shows it (111 without a shop)."""
        return ok(shop_profile_view(shop_profiles.profile(uid)))

    @api_post("/save", changes_state=True)
    def save(
        self,
        uid: NamedDependency[int],
        shop_profiles: NamedDependency[ShopProfiles],
        data: JSONBody[ShopProfileSaveRequest],
    ) -> Envelope[Empty]:
        """Replaces what the storefront shows: `name` 1-80 characters (trimmed), neither
        another shop's or waiting application's nor a look-alike of one (case, spacing,
        invisible characters and look-alike letters aside), `description`
        plain text of at most 2,000, `logo` and `banner` each '' (the generated artwork), the
        current path, or the `path` of the seller's own public upload. A bad field answers 102
        naming it. Products are found by the new name from then on."""
        shop_profiles.save(uid, data.form())
        return done()
