"""The ListingStanding aggregate: how the platform stands towards one product after shoppers
reported it. An operator takes it down (it leaves the storefront and its seller cannot put it
back on sale), restores it, or dismisses one shopper's report. Each is a staff action on the
record (`RecordedAction`), aimed at `goods:<id>`.

The reports themselves are plain rows (`application.catalogue.report_tables`): the application
looks them up and passes in what the aggregate cannot know (whether a report is still open, the
acting operator's own shop); the effects on the catalogue and the reports follow from these
events (`application.catalogue.listing_moderation`)."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.staff_actions import ActionKind, RecordedAction, stated_reason, target_of
from domain.text import remark as stated_remark

PRODUCT = "goods"
"""The record's name for a product: targets read `goods:<id>`."""
OWN_LISTING = "own_listing"
"""111's context: nobody reports or moderates their own shop's products."""


class ListingAction(RecordedAction):
    """An operator's action on one product: the record's facts, the product's id (what the
    effects change) and its name when acted on (what the seller's mail names)."""

    goods_id: int
    goods_name: str


class ListingStanding(Aggregate):
    """One product's standing: taken down (with why) or not, and the reports dismissed."""

    class Created(Aggregate.Created):
        goods_id: int
        shop_id: int

    class TakenDown(ListingAction):
        def apply(self, aggregate: Any) -> None:
            aggregate.taken_down = True
            aggregate.takedown_reason = self.reason

    class Restored(ListingAction):
        def apply(self, aggregate: Any) -> None:
            aggregate.taken_down = False
            aggregate.takedown_reason = ""

    class ReportDismissed(ListingAction):
        report_id: int

        def apply(self, aggregate: Any) -> None:
            aggregate.dismissed.append(self.report_id)

    @staticmethod
    def create_id(goods_id: int) -> UUID:
        """One standing per product: two first actions at once make one id; one is saved."""
        return uuid5(NAMESPACE_URL, f"listing:{goods_id}")

    @event(Created)
    def __init__(self, goods_id: int, shop_id: int) -> None:
        self.goods_id = goods_id
        self.shop_id = shop_id
        self.taken_down = False
        self.takedown_reason = ""
        self.dismissed: list[int] = []

    def take_down(
        self, actor_uid: int, actor_shop_id: int | None, goods_name: str, reason: str, at: datetime
    ) -> None:
        """Withholds the product until restored: 111 on the operator's own shop's product, 102
        `reason` without one (the seller reads it), 108 when it is taken down already."""
        self._not_own_shop(actor_shop_id)
        why = stated_reason(reason, required=True)
        if self.taken_down:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._record(
            self.TakenDown,
            actor_uid,
            ActionKind.PRODUCT_TAKEN_DOWN,
            why,
            ({"taken_down": False}, {"taken_down": True, "takedown_reason": why}),
            goods_name,
            at,
        )

    def restore(
        self, actor_uid: int, actor_shop_id: int | None, goods_name: str, remark: str, at: datetime
    ) -> None:
        """Lets the seller sell it again (what they had on sale shows again): 111 on the
        operator's own shop's product, 102 `remark` past 500 characters, 108 unless it is
        taken down."""
        self._not_own_shop(actor_shop_id)
        note = stated_remark(remark, required=False)
        if not self.taken_down:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        before = {"taken_down": True, "takedown_reason": self.takedown_reason}
        self._record(
            self.Restored,
            actor_uid,
            ActionKind.PRODUCT_RESTORED,
            note,
            (before, {"taken_down": False}),
            goods_name,
            at,
        )

    def dismiss_report(
        self,
        actor_uid: int,
        actor_shop_id: int | None,
        goods_name: str,
        report: tuple[int, bool],
        remark: str,
        at: datetime,
    ) -> None:
        """Closes one shopper's report (`report`: its id and whether its row is still open)
        and leaves the product as it is: 111 on the operator's own shop's product, 102
        `remark` past 500 characters, 108 for a closed report, one dismissed already, or any
        while the product is taken down (which closed every report it had)."""
        report_id, still_open = report
        self._not_own_shop(actor_shop_id)
        note = stated_remark(remark, required=False)
        if not still_open or report_id in self.dismissed or self.taken_down:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        self._record(
            self.ReportDismissed,
            actor_uid,
            ActionKind.REPORT_DISMISSED,
            note,
            (
                {"report_id": report_id, "report_status": "open"},
                {"report_id": report_id, "report_status": "dismissed"},
            ),
            goods_name,
            at,
            report_id=report_id,
        )

    def _not_own_shop(self, actor_shop_id: int | None) -> None:
        """Nobody moderates their own shop's products: 111."""
        if actor_shop_id is not None and actor_shop_id == self.shop_id:
            raise BusinessRuleViolation(ErrorCode.PROHIBITED, context=OWN_LISTING)

    def _record(
        self,
        event_class: type[ListingAction],
        actor_uid: int,
        kind: ActionKind,
        reason: str,
        change: tuple[dict[str, Any], dict[str, Any]],
        goods_name: str,
        at: datetime,
        **extra: Any,
    ) -> None:
        before, after = change
        self.trigger_event(
            event_class,
            actor_uid=actor_uid,
            kind=kind.value,
            target=target_of(PRODUCT, self.goods_id),
            reason=reason,
            before=before,
            after=after,
            at=at,
            goods_id=self.goods_id,
            goods_name=goods_name,
            **extra,
        )
