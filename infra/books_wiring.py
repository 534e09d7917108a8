"""Wires the books' services for the platform's staff: the operators' commission rules
(`application.books.commission`; the payments read the rules through the orders'
`CommissionRatesReader`, infra/wiring.py) and the record of staff actions."""

from __future__ import annotations

from typing import TypedDict

from application.books.commission import CommissionDesk
from application.books.staff_record import StaffRecord
from infra.wiring import Parts


class StaffBookServices(TypedDict):
    commission_desk: CommissionDesk
    staff_record: StaffRecord


def staff_book_services(parts: Parts) -> StaffBookServices:
    return StaffBookServices(
        commission_desk=CommissionDesk(
            parts.application,
            parts.engine,
            parts.clock,
            parts.settings.commission_percent,
            parts.await_projections,
        ),
        staff_record=StaffRecord(parts.engine),
    )
