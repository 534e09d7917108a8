"""recharge chains and transaction claims: each recharge names its chain and its last chain check,
and a chain transaction pays for one recharge only

`recharges` gains `chain` (null off-chain, and for every recharge made before chains, as
replaying their events gives) and the last chain check's `chain_check_state`,
`chain_check_reasons` and `chain_check_confirmations` (null: none recorded).

`recharge_transaction_claims` holds one row per chain transaction a recharge named, keyed by the
chain and the id in lower case. It is filled from the recharges already filed, oldest first, so
a transaction id any of them used is refused to every later recharge. Which chain an old id
belongs to is read from its spelling, the chains' spellings being disjoint: `0x` + 64 hex digits
is an Ethereum hash, 64 hex digits a TRON one; other ids (free text from before) name no chain
transaction and claim nothing.

Revision ID: a18c1e2f3a4b
Revises: f17c2d3e4a5b
Create Date: 2026-12-14 08:00:00.000000
"""

from __future__ import annotations

import re

import sqlalchemy as sa
from alembic import op

revision = "a18c1e2f3a4b"
down_revision = "f17c2d3e4a5b"
branch_labels = None
depends_on = None

# Frozen here: a migration must not change meaning when the code's rules do.
_SPELLINGS = (
    ("ethereum", re.compile(r"0x[0-9a-fA-F]{64}")),
    ("tron", re.compile(r"[0-9a-fA-F]{64}")),
)
_BATCH = 1000


def upgrade() -> None:
    with op.batch_alter_table("recharges", schema=None) as batch_op:
        batch_op.add_column(sa.Column("chain", sa.String(length=16), nullable=True))
        batch_op.add_column(sa.Column("chain_check_state", sa.String(length=16), nullable=True))
        batch_op.add_column(sa.Column("chain_check_reasons", sa.JSON(), nullable=True))
        batch_op.add_column(sa.Column("chain_check_confirmations", sa.Integer(), nullable=True))
    claims = op.create_table(
        "recharge_transaction_claims",
        sa.Column("chain", sa.String(length=16), nullable=False),
        sa.Column("transaction_key", sa.String(length=66), nullable=False),
        sa.Column("uid", sa.BigInteger(), nullable=False),
        sa.Column("recharge_id", sa.String(length=64), nullable=False),
        sa.Column("claimed_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("chain", "transaction_key"),
    )
    _claim_filed_transactions(claims)


def _claim_filed_transactions(claims: sa.Table) -> None:
    connection = op.get_bind()
    recharges = sa.table(
        "recharges",
        sa.column("recharge_id", sa.String()),
        sa.column("uid", sa.BigInteger()),
        sa.column("transaction_id", sa.Text()),
        sa.column("requested_at", sa.DateTime(timezone=True)),
    )
    filed = connection.execute(
        sa.select(
            recharges.c.recharge_id,
            recharges.c.uid,
            recharges.c.transaction_id,
            recharges.c.requested_at,
        ).order_by(recharges.c.requested_at, recharges.c.recharge_id)
    )
    claimed: set[tuple[str, str]] = set()
    rows: list[dict[str, object]] = []
    for recharge_id, uid, transaction_id, requested_at in filed:
        chain = _chain_spelled(str(transaction_id).strip())
        key = (chain, str(transaction_id).strip().lower()) if chain else None
        if key is None or key in claimed:
            continue  # the oldest recharge naming a transaction holds its claim
        claimed.add(key)
        rows.append(
            {
                "chain": key[0],
                "transaction_key": key[1],
                "uid": uid,
                "recharge_id": recharge_id,
                "claimed_at": requested_at,
            }
        )
    for start in range(0, len(rows), _BATCH):
        op.bulk_insert(claims, rows[start : start + _BATCH])


def _chain_spelled(transaction_id: str) -> str | None:
    for chain, spelling in _SPELLINGS:
        if spelling.fullmatch(transaction_id):
            return chain
    return None


def downgrade() -> None:
    op.drop_table("recharge_transaction_claims")
    with op.batch_alter_table("recharges", schema=None) as batch_op:
        batch_op.drop_column("chain_check_confirmations")
        batch_op.drop_column("chain_check_reasons")
        batch_op.drop_column("chain_check_state")
        batch_op.drop_column("chain")
