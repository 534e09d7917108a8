"""deposit addresses: every address the platform has taken deposits at

`deposit_addresses` records each chain's deposit addresses, now and before, so a withdrawal to
one is refused and the reviewers see one flagged even after the setting moved on. The
addresses the recharges already filed were paid to are recorded here; a process records the
configured ones the first time it runs with them.

Revision ID: b27a3c4d5e6f
Revises: a18d2f3a4b5c
Create Date: 2026-12-20 09:00:00.000000
"""

from __future__ import annotations

from datetime import datetime

import sqlalchemy as sa
from alembic import op

revision = "b27a3c4d5e6f"
down_revision = "a18d2f3a4b5c"
branch_labels = None
depends_on = None

# Frozen here: a migration must not change meaning when the code's rules do. Ethereum's hex
# ignores case; TRON's base58 does not.
_CASELESS_CHAINS = frozenset({"ethereum"})


def upgrade() -> None:
    deposits = op.create_table(
        "deposit_addresses",
        sa.Column("chain", sa.String(length=16), nullable=False),
        sa.Column("address_key", sa.String(length=64), nullable=False),
        sa.Column("first_seen_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("chain", "address_key"),
    )
    _record_filed_deposit_addresses(deposits)


def _record_filed_deposit_addresses(deposits: sa.Table) -> None:
    """The address each chain recharge filed so far was paid to, first seen when first used."""
    connection = op.get_bind()
    recharges = sa.table(
        "recharges",
        sa.column("chain", sa.String()),
        sa.column("address", sa.Text()),
        sa.column("requested_at", sa.DateTime(timezone=True)),
    )
    filed = connection.execute(
        sa.select(recharges.c.chain, recharges.c.address, sa.func.min(recharges.c.requested_at))
        .where(recharges.c.chain.is_not(None))
        .group_by(recharges.c.chain, recharges.c.address)
    )
    first_seen: dict[tuple[str, str], datetime] = {}
    for chain, address, requested_at in filed:
        spelled = str(address).strip()
        key = (str(chain), spelled.lower() if chain in _CASELESS_CHAINS else spelled)
        if key not in first_seen or requested_at < first_seen[key]:
            first_seen[key] = requested_at
    rows = [
        {"chain": chain, "address_key": key, "first_seen_at": at}
        for (chain, key), at in sorted(first_seen.items())
    ]
    if rows:
        op.bulk_insert(deposits, rows)


def downgrade() -> None:
    op.drop_table("deposit_addresses")
