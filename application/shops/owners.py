"""The shop a user owns, as accounts ask for it (`ShopOwnedBy`): the operators' page of a user
names it."""

from __future__ import annotations

from sqlalchemy import Connection, select

from application.accounts.ports import OwnedShop
from application.catalogue.tables import shops


def shop_owned_by(connection: Connection, uid: int) -> OwnedShop | None:
    """The user's first shop (a seller has one), or None."""
    row = connection.execute(
        select(shops.c.shop_id, shops.c.name, shops.c.suspended)
        .where(shops.c.owner_uid == uid)
        .order_by(shops.c.shop_id)
        .limit(1)
    ).first()
    if row is None:
        return None
    return OwnedShop(int(row.shop_id), str(row.name), bool(row.suspended))
