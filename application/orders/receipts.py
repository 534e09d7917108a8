"""The receipt deadline: the buyer's one extension, and the periodic job confirming receipt for
buyers who let it pass without a case (finishing and settlement then follow as usual)."""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import Engine

from application.bazaar import retry_on_conflict
from application.orders.service import CONFLICT_ATTEMPTS, Orders
from application.ports import ProjectionWait
from domain.errors import BusinessRuleViolation
from projections.order_queries import due_to_confirm_receipt

CONFIRM_BATCH = 200


class ReceiptDeadlines:
    def __init__(
        self,
        engine: Engine,
        orders: Orders,
        await_projections: ProjectionWait,
        extend_by: timedelta,
    ) -> None:
        self.engine = engine
        self.orders = orders
        self.await_projections = await_projections
        self.extend_by = extend_by

    def extend(self, uid: int, order_id: str) -> None:
        """Once per order, while the buyer waits for the parcel (108 otherwise)."""
        self.await_projections(self._extend(uid, order_id))

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def _extend(self, uid: int, order_id: str) -> int:
        order = self.orders.load_own(uid, order_id)
        order.extend_receipt(uid, self.orders.clock(), self.extend_by)
        return self.orders.application.save_and_position(order)

    def confirm_due(self) -> int:
        """Confirms receipt of the orders past their deadline with no case open; answers how
        many. A buyer's case opened meanwhile wins: the order refuses, and is skipped."""
        now = self.orders.clock()
        with self.engine.connect() as connection:
            due = due_to_confirm_receipt(connection, now, CONFIRM_BATCH)
        confirmed = 0
        for order_id in due:
            try:
                self._confirm(order_id, now)
            except BusinessRuleViolation:
                continue  # confirmed, or a case opened, since the read model was read
            confirmed += 1
        return confirmed

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def _confirm(self, order_id: str, now: datetime) -> int:
        order = self.orders.load(order_id)
        order.confirm_receipt_by_deadline(now)
        return self.orders.application.save_and_position(order)
