"""A chain transaction pays for one recharge only: the first recharge to name it claims it.

The claim is an INSERT on the (chain, transaction key) primary key, so of two recharges naming
one transaction at the same moment exactly one claims it, whatever the database; the other is
refused (102 `transaction_id`). The claim is made once the Wallet accepted the request and
before the Wallet is saved; a request refused or failing after that lets go of it, so the
shopper can try again. A claim whose process died before saving is left behind: once it is
older than `abandoned_after` and its recharge is not in the event store, the next recharge
naming the transaction takes it over.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime, timedelta

from sqlalchemy import (
    BigInteger,
    Column,
    ColumnElement,
    DateTime,
    Engine,
    String,
    Table,
    delete,
    insert,
    select,
    update,
)
from sqlalchemy.exc import IntegrityError

from application.metadata import state_metadata
from application.ports import Clock
from application.timeutil import as_utc
from domain.errors import BusinessRuleViolation, ErrorCode

logger = logging.getLogger(__name__)

recharge_transaction_claims = Table(
    "recharge_transaction_claims",
    state_metadata,
    Column("chain", String(16), primary_key=True),
    # The id in lower case (see application.wallet.chains.transaction_key).
    Column("transaction_key", String(66), primary_key=True),
    Column("uid", BigInteger, nullable=False),
    Column("recharge_id", String(64), nullable=False),
    Column("claimed_at", DateTime(timezone=True), nullable=False),
)

ABANDONED_AFTER = timedelta(minutes=5)
"""Far longer than any request takes to save (SQLite waits up to 30 s for a lock)."""
_ATTEMPTS = 3

RechargeRecorded = Callable[[int, str], bool]
"""Whether the user's wallet holds the recharge (the event store says, not a read model)."""


class TransactionClaims:
    """Who used which chain transaction for which recharge."""

    def __init__(
        self,
        engine: Engine,
        clock: Clock,
        recharge_recorded: RechargeRecorded,
        abandoned_after: timedelta = ABANDONED_AFTER,
    ) -> None:
        self.engine = engine
        self.clock = clock
        self.recharge_recorded = recharge_recorded
        self.abandoned_after = abandoned_after

    def claim(self, chain: str, transaction_key: str, uid: int, recharge_id: str) -> None:
        """Claims the transaction for the recharge (again for the same recharge: nothing
        changes); 102 `transaction_id` when another recharge holds it."""
        for _ in range(_ATTEMPTS):
            if self._insert(chain, transaction_key, uid, recharge_id):
                return
            with self.engine.connect() as connection:
                held = connection.execute(
                    select(
                        recharge_transaction_claims.c.uid,
                        recharge_transaction_claims.c.recharge_id,
                        recharge_transaction_claims.c.claimed_at,
                    ).where(*_the_claim(chain, transaction_key))
                ).first()
            if held is None:
                continue  # let go of meanwhile: claim it again
            if held.recharge_id == recharge_id:
                return
            if not self._abandoned(int(held.uid), str(held.recharge_id), held.claimed_at):
                break
            if self._take_over(chain, transaction_key, str(held.recharge_id), uid, recharge_id):
                return
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="transaction_id")

    def release(self, chain: str, transaction_key: str, recharge_id: str) -> None:
        """Lets go of the recharge's claim (only its own: another one may hold it by now)."""
        with self.engine.begin() as connection:
            connection.execute(
                delete(recharge_transaction_claims).where(
                    *_the_claim(chain, transaction_key),
                    recharge_transaction_claims.c.recharge_id == recharge_id,
                )
            )

    def let_go(self, chain: str, transaction_key: str, uid: int, recharge_id: str) -> None:
        """Lets go of the claim of a recharge whose request failed, unless the event store
        holds the recharge after all (the failure came after the save). A claim it cannot
        answer for stays, for a later claim to find abandoned; never raises, as the failure
        being raised says what went wrong, and this one only delays a retry."""
        try:
            if self.recharge_recorded(uid, recharge_id):
                return
            self.release(chain, transaction_key, recharge_id)
        except Exception:
            logger.warning("transaction claim of recharge %s kept", recharge_id, exc_info=True)

    def _insert(self, chain: str, transaction_key: str, uid: int, recharge_id: str) -> bool:
        try:
            with self.engine.begin() as connection:
                connection.execute(
                    insert(recharge_transaction_claims).values(
                        chain=chain,
                        transaction_key=transaction_key,
                        uid=uid,
                        recharge_id=recharge_id,
                        claimed_at=self.clock(),
                    )
                )
        except IntegrityError:
            return False
        return True

    def _abandoned(self, uid: int, recharge_id: str, claimed_at: datetime) -> bool:
        if as_utc(claimed_at) > self.clock() - self.abandoned_after:
            return False  # its request may still be saving
        return not self.recharge_recorded(uid, recharge_id)

    def _take_over(
        self, chain: str, transaction_key: str, abandoned_id: str, uid: int, recharge_id: str
    ) -> bool:
        # Conditional on the abandoned claim, so of two taking it over only one does.
        with self.engine.begin() as connection:
            taken = connection.execute(
                update(recharge_transaction_claims)
                .where(
                    *_the_claim(chain, transaction_key),
                    recharge_transaction_claims.c.recharge_id == abandoned_id,
                )
                .values(uid=uid, recharge_id=recharge_id, claimed_at=self.clock())
            ).rowcount
        return bool(taken == 1)


def _the_claim(chain: str, transaction_key: str) -> tuple[ColumnElement[bool], ...]:
    columns = recharge_transaction_claims.c
    return (columns.chain == chain, columns.transaction_key == transaction_key)
