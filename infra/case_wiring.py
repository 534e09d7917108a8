"""Wires what ends an order's escrow when its buyer does not: the receipt deadline and the
buyers' cases (`application.orders.disputes`)."""

from __future__ import annotations

from datetime import timedelta
from typing import TypedDict

from application.orders.dispute_views import DisputeViews
from application.orders.disputes import CaseTerms, Disputes
from application.orders.receipts import ReceiptDeadlines
from application.orders.service import Orders
from domain.carriers import Carriers
from domain.review import ReviewRule
from infra.wiring import Parts


class CaseServices(TypedDict):
    disputes: Disputes
    dispute_views: DisputeViews
    receipt_deadlines: ReceiptDeadlines


def case_services(parts: Parts, orders: Orders) -> CaseServices:
    settings = parts.settings
    terms = CaseTerms(
        respond_within=timedelta(days=settings.dispute_respond_days),
        rule=ReviewRule(settings.review_second_approval_from),
    )
    disputes = Disputes(parts.application, parts.engine, parts.clock, orders, parts.uploads, terms)
    extend_by = timedelta(days=settings.order_receive_extend_days)
    return CaseServices(
        disputes=disputes,
        dispute_views=DisputeViews(
            parts.engine, disputes, Carriers(settings.carriers), parts.await_projections
        ),
        receipt_deadlines=ReceiptDeadlines(
            parts.engine, orders, parts.await_projections, extend_by
        ),
    )
