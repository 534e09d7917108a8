"""The read-model rows the books services answer with, named here so that the edge reaches
them through the application, never the projections."""

from __future__ import annotations

from projections.period_closes import CloseRecord
from projections.settlements import SettlementRecord

__all__ = ["CloseRecord", "SettlementRecord"]
