"""Every address the platform has taken deposits at, on each chain, now or before.

A recharge method's address is a setting (`RECHARGE_METHODS`) and may change between
deployments; money sent to an old one still reaches the platform, never the shopper. So each
address is recorded the first time a process runs with it (the upgrade that introduced this
recorded those the recharges already filed named), and nothing is ever removed: a withdrawal
to any of them is refused, and the reviewers see a withdrawal that names one flagged.
"""

from __future__ import annotations

import threading
from collections.abc import Collection, Iterable

from sqlalchemy import Column, DateTime, Engine, String, Table, insert, select
from sqlalchemy.exc import IntegrityError

from application.metadata import state_metadata
from application.ports import Clock
from application.wallet.chains import Chain, deposit_address_key

deposit_addresses = Table(
    "deposit_addresses",
    state_metadata,
    Column("chain", String(16), primary_key=True),
    # `deposit_address_key`: an Ethereum address in lower case, a TRON one as spelled.
    Column("address_key", String(64), primary_key=True),
    Column("first_seen_at", DateTime(timezone=True), nullable=False),
)


class DepositAddresses:
    """The record, and the configured addresses it must hold before it is read."""

    def __init__(
        self, engine: Engine, clock: Clock, configured: Collection[tuple[Chain, str]]
    ) -> None:
        self.engine = engine
        self.clock = clock
        self.configured = {(chain, deposit_address_key(chain, a)) for chain, a in configured}
        self._recorded = False
        self._lock = threading.Lock()

    def on(self, chain: Chain) -> list[str]:
        """The keys of every deposit address `chain` has had (`deposit_address_key`)."""
        return [key for key_chain, key in self.all() if key_chain is chain]

    def all(self) -> set[tuple[Chain, str]]:
        """Every chain and key recorded, the configured ones among them."""
        self._record_configured()
        return self._read()

    def _record_configured(self) -> None:
        """Once a process: the configured addresses not recorded yet (another process may be
        recording them at the same moment; its row is as good)."""
        with self._lock:
            if self._recorded:
                return
            for chain, key in sorted(self.configured - self._read()):
                try:
                    with self.engine.begin() as connection:
                        connection.execute(
                            insert(deposit_addresses).values(
                                chain=chain.value, address_key=key, first_seen_at=self.clock()
                            )
                        )
                except IntegrityError:
                    pass
            self._recorded = True

    def _read(self) -> set[tuple[Chain, str]]:
        with self.engine.connect() as connection:
            rows = connection.execute(
                select(deposit_addresses.c.chain, deposit_addresses.c.address_key)
            ).all()
        return {(Chain(row.chain), row.address_key) for row in rows}


def was_deposit_address(address: str, recorded: Iterable[tuple[Chain, str]]) -> bool:
    """Whether `address` (as a withdrawal names it) was ever a deposit address on any chain:
    the two chains' spellings never meet, so the withdrawal's method need not say which."""
    spelled = address.strip()
    return any(deposit_address_key(chain, spelled) == key for chain, key in recorded)
