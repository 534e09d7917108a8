"""The operators' suspensions and reinstatements of shops (`console/shops/suspend|reinstate`):
each loads the shop's `ShopStanding` (or starts it), lets it decide and saves it; the
`shop_standing` policy then takes the shop's products off the storefront or brings them back,
holds or pays its settlements, and tells the seller."""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import Engine, select

from application.bazaar import Bazaar, retry_on_conflict
from application.catalogue.tables import shops
from application.ports import Clock, ProjectionWait
from application.shops.standing_policy import POLICY_NAME
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.shop_standing import ShopStanding

STAFF_ACTIONS = "staff_actions"
"""The record's read model (`projections.staff_actions`)."""

READ_AFTER_CHANGE = (POLICY_NAME, STAFF_ACTIONS)
"""What the operator's next screen reads: the shops' flags, and the record."""


class ShopStandings:
    """Suspends and reinstates shops; each returns once the shops list and the record show it."""

    def __init__(
        self,
        application: Bazaar,
        engine: Engine,
        clock: Clock,
        await_projections: ProjectionWait,
        forget_catalogue: Callable[[], None],
    ) -> None:
        self.application = application
        self.engine = engine
        self.clock = clock
        self.await_projections = await_projections
        self.forget_catalogue = forget_catalogue
        """Drops this process's catalogue snapshot, so its next list reads the new version at
        once (the others follow within their check interval)."""

    def suspend(self, operator_uid: int, shop_id: int, reason: str) -> None:
        """Suspends the shop with a reason: 103 for an unknown shop, 111 on one's own shop,
        102 `reason` without one, 108 when it is suspended already."""
        self.await_projections(self._suspend(operator_uid, shop_id, reason), READ_AFTER_CHANGE)
        self.forget_catalogue()

    def reinstate(self, operator_uid: int, shop_id: int, remark: str) -> None:
        """Reinstates the shop: 103 for an unknown shop, 111 on one's own shop, 108 when it is
        active. Its held settlements are paid by the time this returns."""
        self.await_projections(self._reinstate(operator_uid, shop_id, remark), READ_AFTER_CHANGE)
        self.forget_catalogue()

    @retry_on_conflict()
    def _suspend(self, operator_uid: int, shop_id: int, reason: str) -> int:
        owner_uid = self._owner_of(shop_id)
        standing = self.application.load_or_start(
            ShopStanding.create_id(shop_id), lambda: ShopStanding(shop_id=shop_id)
        )
        standing.suspend(operator_uid, owner_uid, reason, self.clock())
        return self.application.save_and_position(standing)

    @retry_on_conflict()
    def _reinstate(self, operator_uid: int, shop_id: int, remark: str) -> int:
        owner_uid = self._owner_of(shop_id)
        standing = self.application.load_or_start(
            ShopStanding.create_id(shop_id), lambda: ShopStanding(shop_id=shop_id)
        )
        standing.reinstate(operator_uid, owner_uid, remark, self.clock())
        return self.application.save_and_position(standing)

    def _owner_of(self, shop_id: int) -> int:
        """The shop's owner: the fact the standing's rule on one's own shop needs (103 for
        no such shop)."""
        with self.engine.connect() as connection:
            owner = connection.execute(
                select(shops.c.owner_uid).where(shops.c.shop_id == shop_id)
            ).scalar()
        if owner is None:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="shop_id")
        return int(owner)
