"""The read-model rows the wallet services answer with, named here so that the edge reaches
them through the application, never the projections."""

from __future__ import annotations

from domain.chain_checks import RecordedCheck
from projections.recharges import Duplicate, RechargeRecord
from projections.wallet_history import HistoryEntry
from projections.withdrawals import WithdrawalRecord

__all__ = ["Duplicate", "HistoryEntry", "RechargeRecord", "RecordedCheck", "WithdrawalRecord"]
