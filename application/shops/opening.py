"""Policy: an approved shop application opens the applicant's shop and makes them a seller.

The runner applies each approval once, in the transaction that moves this policy's position
(`shop_opening`), so the shop and the role are written exactly once; a rebuild of the read
models never runs it. Should an approval come round again all the same, it finds the shop the
user already owns and the role they already have, and adds neither a second time.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, bindparam, insert, select

from application.accounts.tables import user_roles
from application.bazaar import Bazaar
from application.catalogue.tables import shops
from application.catalogue.writes import add_shop
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.shop_application import ShopApplication
from projections.projection import EventHandler, Policy

SELLER_ROLE = "seller"
POLICY_NAME = "shop_opening"
"""Its position row. Until this was a policy the `shop_applications` projection opened shops;
the migration that introduced it started it at that projection's position."""


_SHOP_OF = (
    select(shops.c.shop_id)
    .where(shops.c.owner_uid == bindparam("uid"))
    .order_by(shops.c.shop_id)
    .limit(1)
)
"""Built once: every cart change and checkout asks whether the shopper owns a shop."""


def shop_of(connection: Connection, uid: int) -> int | None:
    """The first shop the user owns, if any."""
    shop_id = connection.execute(_SHOP_OF, {"uid": uid}).scalar()
    return None if shop_id is None else int(shop_id)


def owned_shop(connection: Connection, uid: int) -> int:
    """The seller's own shop, which the seller console works on; 111 for a user without one."""
    shop_id = shop_of(connection, uid)
    if shop_id is None:
        raise BusinessRuleViolation(ErrorCode.PROHIBITED)
    return shop_id


def open_shop(connection: Connection, application: ShopApplication, event: Any) -> int:
    """The applicant's shop (created unless they already own one) and their seller role."""
    uid = application.applicant_uid
    shop_id = shop_of(connection, uid)
    if shop_id is None:
        shop_id = add_shop(connection, uid, application.shop_name, event.at)
    has_role = connection.execute(
        select(user_roles.c.uid).where(user_roles.c.uid == uid, user_roles.c.role == SELLER_ROLE)
    ).first()
    if has_role is None:
        connection.execute(insert(user_roles).values(uid=uid, role=SELLER_ROLE))
    return shop_id


def shop_opening(bazaar: Bazaar) -> Policy:
    """The policy; the approval event names only its application, so the applicant and the
    shop's name come from the aggregate (two events long)."""

    def approved(connection: Connection, event: Any) -> None:
        application: ShopApplication = bazaar.repository.get(
            event.originator_id, version=event.originator_version
        )
        open_shop(connection, application, event)

    handlers: dict[type[Any], EventHandler] = {ShopApplication.Approved: approved}
    return Policy(name=POLICY_NAME, handlers=handlers)
