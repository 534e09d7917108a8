"""Use case: read one queued recharge's transaction on its chain and record the outcome.

The Wallet records the outcome as an event (and the system's approval with it, when the
transfer is verified and small enough). A final outcome (verified, mismatch) or a recharge
already decided ends the work on it; a transaction not found yet or short of confirmations is
read again later, backing off (`chain_due.reschedule`). A chain that cannot be asked changes
nothing: the row stays and is read again.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import replace

from sqlalchemy import Engine

from application.ports import Clock
from application.wallet.chain_due import DueCheck, drop, load_due, reschedule
from application.wallet.chain_verification import ChainReader, ChainUnavailable, judge
from application.wallet.chains import MISMATCH, VERIFIED, Chain, ChainCheck
from application.wallet.methods import RechargeMethod
from application.wallet.service import Wallets
from domain.errors import BusinessRuleViolation, ErrorCode

logger = logging.getLogger(__name__)

FINAL_STATES = frozenset({VERIFIED, MISMATCH})


class ChainVerifier:
    """What the verification actor runs, once per wake-up."""

    def __init__(
        self,
        engine: Engine,
        wallets: Wallets,
        methods: Mapping[str, RechargeMethod],
        readers: Mapping[Chain, ChainReader],
        clock: Clock,
    ) -> None:
        self.engine = engine
        self.wallets = wallets
        self.methods = methods
        self.readers = readers
        self.clock = clock

    def verify(self, recharge_id: str) -> ChainCheck | None:
        """Reads, judges and records; answers the outcome, or None when nothing was judged
        (no row, nothing configured to read it with, or the chain could not be asked)."""
        with self.engine.connect() as connection:
            due = load_due(connection, recharge_id)
        if due is None:
            return None
        reader, method = self._reader_and_method(due)
        if reader is None or method is None:
            self._drop(due)  # the method or its endpoint was configured away
            return None
        try:
            transaction = reader.transaction(due.transaction_id)
        except ChainUnavailable:
            logger.warning("chain %s unavailable; %s is read again later", due.chain, recharge_id)
            self._later(due)
            return None
        # The address the shopper was shown when applying, should the method's change since.
        check = judge(replace(method, address=due.address), due.amount, transaction)
        decided = not self._record(due, check)  # by a reviewer, meanwhile
        if decided or check.state in FINAL_STATES:
            self._drop(due)
        else:
            self._later(due)
        return check

    def _reader_and_method(self, due: DueCheck) -> tuple[ChainReader | None, RechargeMethod | None]:
        method = self.methods.get(due.method)
        if method is None or method.chain is None or Chain(method.chain).value != due.chain:
            return None, None
        return self.readers.get(Chain(due.chain)), method

    def _record(self, due: DueCheck, check: ChainCheck) -> bool:
        """Records the outcome; False when the recharge was decided meanwhile (108)."""
        try:
            self.wallets.record_chain_check(due.uid, due.recharge_id, check)
        except BusinessRuleViolation as refusal:
            if refusal.code != ErrorCode.STATE_FORBIDS:
                raise
            return False
        return True

    def _drop(self, due: DueCheck) -> None:
        with self.engine.begin() as connection:
            drop(connection, due.recharge_id)

    def _later(self, due: DueCheck) -> None:
        with self.engine.begin() as connection:
            reschedule(connection, due, self.clock())
