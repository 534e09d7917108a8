"""The console home's counts: how many applications (and buyers' cases escalated to the
arbiters) wait in each reviewers' queue, and how many of them longer than the SLA. Only
reviewers work those queues, so only they get the counts."""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass

from application.orders.dispute_views import DisputeViews
from application.review_queue import QueueCounts, ReviewSla
from application.shops.applications import ShopApplications
from application.wallet.review import WalletReview

REVIEWER_ROLE = "reviewer"


@dataclass(frozen=True)
class ReviewOverview:
    sla_hours: int
    recharges: QueueCounts
    withdrawals: QueueCounts
    shop_applications: QueueCounts
    disputes: QueueCounts
    """Buyers' cases escalated to the platform's arbiters (the reviewers)."""


class ConsoleOverview:
    """What the console home shows any back-office user."""

    def __init__(
        self,
        wallet_review: WalletReview,
        shop_applications: ShopApplications,
        sla: ReviewSla,
        dispute_views: DisputeViews,
    ) -> None:
        self.wallet_review = wallet_review
        self.shop_applications = shop_applications
        self.sla = sla
        self.dispute_views = dispute_views

    def overview(self, roles: Set[str]) -> ReviewOverview:
        """The queues' counts for a reviewer; zeros for the other roles."""
        if REVIEWER_ROLE not in roles:
            nothing = QueueCounts()
            return ReviewOverview(self.sla.hours, nothing, nothing, nothing, nothing)
        recharges, withdrawals = self.wallet_review.queue_counts()
        escalated, overdue = self.dispute_views.arbiters_queue(self.sla.overdue_before())
        return ReviewOverview(
            sla_hours=self.sla.hours,
            recharges=recharges,
            withdrawals=withdrawals,
            shop_applications=self.shop_applications.queue_counts(),
            disputes=QueueCounts(escalated, overdue),
        )
