"""The seller's mails about an operator's action on one of its products
(`domain.listing_standing`), part of the `transactional_mail` policy (its position: each mailed
once, and nothing that happened before they existed).

A take-down tells the seller which product left the storefront, why (the operator's words: the
platform's own, so quoted, as a reviewer's remark is), and that it cannot be put back on sale
until the platform restores it; a restore tells them it may sell it again. Both link to the
product's form in the seller's console. A dismissed report changes nothing of the seller's and
is mailed to nobody."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection

from application.site.shopper_mail import ShopOwner, ShopperMail
from domain.listing_standing import ListingStanding
from projections.projection import EventHandler


def moderation_handlers(mail: ShopperMail, shop_owner: ShopOwner) -> dict[type[Any], EventHandler]:
    def to_seller(connection: Connection, event: Any, kind: str, **facts: str) -> None:
        standing: ListingStanding = mail.as_of(event)
        try:
            seller = shop_owner(connection, standing.shop_id)
        except LookupError:  # a shop nobody owns: nobody to tell
            return
        link = f"{mail.site.public_url}/console/seller/goods/{standing.goods_id}"
        mail.send(connection, seller, kind, goods_name=event.goods_name, link=link, **facts)

    def taken_down(connection: Connection, event: Any) -> None:
        to_seller(connection, event, "product_taken_down", reason=event.reason)

    def restored(connection: Connection, event: Any) -> None:
        to_seller(connection, event, "product_restored")

    return {ListingStanding.TakenDown: taken_down, ListingStanding.Restored: restored}
