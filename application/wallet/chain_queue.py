"""Policy: each recharge on a chain that can be read is queued for verification on it.

The runner applies each `Wallet.RechargeRequested` once, in the transaction that moves this
policy's position (`chain_verification`), and the due row is written in that transaction; the
worker is woken only after the commit (`after_commit`), when it can read the row. A lost
wake-up costs one lease: the periodic tick hands over every row that is due (`redeliver_due`).
Methods off chain, chains with no endpoint configured and transaction ids no chain could know
(filed before ids were checked) queue nothing, so without an endpoint everything is as before:
the reviewer decides alone.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Collection, Mapping
from typing import Any

from sqlalchemy import Connection, Engine

from application.bazaar import Bazaar
from application.ports import Clock
from application.wallet.chain_due import LEASE, DueCheck, add_due, claim, due_checks
from application.wallet.chains import Chain, is_valid_transaction_id
from application.wallet.methods import RechargeMethod
from domain.wallet import Wallet
from projections.projection import EventHandler, Policy, after_commit

logger = logging.getLogger(__name__)

POLICY_NAME = "chain_verification"
REDELIVERY_BATCH = 100


class ChainCheckQueue:
    """Queues recharges for the verifier and wakes it; `deliver` (the actor's send) is set
    once the workers are wired, like `Mailbox.deliver`."""

    def __init__(
        self,
        engine: Engine,
        clock: Clock,
        methods: Mapping[str, RechargeMethod],
        readable: Collection[Chain],
    ) -> None:
        self.engine = engine
        self.clock = clock
        self.methods = methods
        self.readable = frozenset(readable)
        self.deliver: Callable[[str], object] | None = None

    def chain_of(self, method_name: str, transaction_id: str) -> Chain | None:
        """The chain a recharge by this method is verified on, if it can be."""
        method = self.methods.get(method_name)
        if method is None or method.chain is None:
            return None
        chain = Chain(method.chain)
        if chain not in self.readable or not is_valid_transaction_id(chain, transaction_id):
            return None
        return chain

    def queue(self, connection: Connection, uid: int, event: Any, chain: Chain) -> None:
        """The due row, taken for the wake-up sent after the commit."""
        check = DueCheck(
            recharge_id=event.recharge_id,
            uid=uid,
            method=event.method,
            chain=chain.value,
            transaction_id=event.transaction_id,
            address=event.address,
            amount=event.amount,
            attempts=0,
            requested_at=event.at,
            due_at=self.clock() + LEASE,
        )
        if add_due(connection, check):
            after_commit(connection, lambda: self.dispatch(check.recharge_id))

    def dispatch(self, recharge_id: str) -> None:
        """Wakes the verifier; a failed hand-off leaves the row for `redeliver_due`."""
        if self.deliver is None:
            return
        try:
            self.deliver(recharge_id)
        except Exception:
            logger.warning("chain check of %s waits for the tick: dispatch failed", recharge_id)

    def redeliver_due(self) -> int:
        """Hands over every row whose time has come (a re-check, or a lost wake-up), each
        taken with a compare-and-set so several workers' ticks send it once."""
        if self.deliver is None:
            return 0
        now = self.clock()
        with self.engine.begin() as connection:
            claimed = [
                check.recharge_id
                for check in due_checks(connection, now, REDELIVERY_BATCH)
                if claim(connection, check, now)
            ]
        for recharge_id in claimed:
            self.dispatch(recharge_id)
        return len(claimed)


def chain_verification(bazaar: Bazaar, queue: ChainCheckQueue) -> Policy:
    """The policy; a wallet's id is derived from its owner, named by its first event."""

    def requested(connection: Connection, event: Any) -> None:
        chain = queue.chain_of(event.method, event.transaction_id)
        if chain is None:
            return
        wallet: Wallet = bazaar.repository.get(event.originator_id, version=1)
        queue.queue(connection, wallet.owner_uid, event, chain)

    handlers: dict[type[Any], EventHandler] = {Wallet.RechargeRequested: requested}
    return Policy(name=POLICY_NAME, handlers=handlers)
