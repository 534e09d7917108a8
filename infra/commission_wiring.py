"""Wires the operators' commission rules (`application.books.commission`); the payments read
the rules through the orders' `CommissionRatesReader` (infra/wiring.py)."""

from __future__ import annotations

from typing import TypedDict

from application.books.commission import CommissionDesk
from infra.wiring import Parts


class CommissionServices(TypedDict):
    commission_desk: CommissionDesk


def commission_services(parts: Parts) -> CommissionServices:
    return CommissionServices(
        commission_desk=CommissionDesk(
            parts.application,
            parts.engine,
            parts.clock,
            parts.settings.commission_percent,
            parts.await_projections,
        )
    )
