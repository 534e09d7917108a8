"""deposit addresses and shop names: what a withdrawal may not pay to, and names kept unique

`deposit_addresses` records each chain's deposit addresses, now and before, so a withdrawal to
one is refused and the reviewers see one flagged even after the setting moved on. The
addresses the recharges already filed were paid to are recorded here; a process records the
configured ones the first time it runs with them.

`shop_names` holds each shop name's keys (its normal forms: case, spacing, invisible
characters and look-alike letters aside) for the shop's owner, or for an applicant whose
application waits. Every shop takes its name's keys, oldest shop first, then every waiting
application. Names that clash already are reported here (a warning naming the shops and the
applications) and left as they are: the first holds the key, and nothing is renamed.

Revision ID: b27a3c4d5e6f
Revises: a19e3b4c5d6f
Create Date: 2026-12-20 09:00:00.000000
"""

from __future__ import annotations

import logging
import unicodedata
from datetime import datetime

import icu
import sqlalchemy as sa
from alembic import op

revision = "b27a3c4d5e6f"
down_revision = "a19e3b4c5d6f"
branch_labels = None
depends_on = None

# Frozen here: a migration must not change meaning when the code's rules do. Ethereum's hex
# ignores case; TRON's base58 does not.
_CASELESS_CHAINS = frozenset({"ethereum"})
_report = logging.getLogger("alembic.runtime.migration")


def upgrade() -> None:
    deposits = op.create_table(
        "deposit_addresses",
        sa.Column("chain", sa.String(length=16), nullable=False),
        sa.Column("address_key", sa.String(length=64), nullable=False),
        sa.Column("first_seen_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("chain", "address_key"),
    )
    _record_filed_deposit_addresses(deposits)
    names = op.create_table(
        "shop_names",
        sa.Column("name_key", sa.Text(), nullable=False),
        sa.Column("uid", sa.BigInteger(), nullable=False),
        sa.Column("shop_id", sa.BigInteger(), nullable=True),
        sa.Column("claimed_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("name_key"),
    )
    with op.batch_alter_table("shop_names", schema=None) as batch_op:
        batch_op.create_index("ix_shop_names_uid", ["uid"], unique=False)
        batch_op.create_index("ix_shop_names_shop_id", ["shop_id"], unique=False)
    _hold_shop_names(names)


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


def _name_keys(name: str, checker: icu.SpoofChecker) -> set[str]:
    """Frozen copy of `application.catalogue.shop_names.shop_name_keys`."""
    compatible = unicodedata.normalize("NFKC", name)
    visible = "".join(char for char in compatible if unicodedata.category(char) != "Cf")
    keys = set()
    for cased in (visible.casefold(), visible.upper()):
        folded = unicodedata.normalize("NFKC", checker.getSkeleton(0, cased)).casefold()
        keys.add(" ".join(folded.split()))
    return keys


def _hold_shop_names(names: sa.Table) -> None:
    """Every shop's keys (oldest first), then every waiting application's; a key someone else
    holds already is a clash, reported and left as it is."""
    connection = op.get_bind()
    shops = sa.table(
        "shops",
        sa.column("shop_id", sa.BigInteger()),
        sa.column("owner_uid", sa.BigInteger()),
        sa.column("name", sa.String()),
        sa.column("created_at", sa.DateTime(timezone=True)),
    )
    applications = sa.table(
        "shop_applications",
        sa.column("application_id", sa.String()),
        sa.column("uid", sa.BigInteger()),
        sa.column("shop_name", sa.String()),
        sa.column("status", sa.String()),
        sa.column("submitted_at", sa.DateTime(timezone=True)),
    )
    claimants = [
        (f"shop {shop_id}", uid, shop_id, name, at)
        for shop_id, uid, name, at in connection.execute(
            sa.select(
                shops.c.shop_id, shops.c.owner_uid, shops.c.name, shops.c.created_at
            ).order_by(shops.c.shop_id)
        )
    ] + [
        (f"application {application_id}", uid, None, name, at)
        for application_id, uid, name, at in connection.execute(
            sa.select(
                applications.c.application_id,
                applications.c.uid,
                applications.c.shop_name,
                applications.c.submitted_at,
            )
            .where(applications.c.status == "wait")
            .order_by(applications.c.submitted_at, applications.c.application_id)
        )
    ]
    _claim_in_order(names, claimants)


def _claim_in_order(
    names: sa.Table, claimants: list[tuple[str, int, int | None, str, datetime]]
) -> None:
    checker = icu.SpoofChecker()
    holders: dict[str, tuple[str, int, str]] = {}
    reported: set[tuple[str, str]] = set()
    rows: list[dict[str, object]] = []
    for label, uid, shop_id, name, at in claimants:
        for key in sorted(_name_keys(name, checker)):
            held = holders.get(key)
            if held is None:
                holders[key] = (label, uid, name)
                rows.append({"name_key": key, "uid": uid, "shop_id": shop_id, "claimed_at": at})
            elif held[1] != uid and (label, held[0]) not in reported:
                reported.add((label, held[0]))
                _report.warning(
                    "shop name clash, left as it is: %s %r looks like %s %r",
                    label,
                    name,
                    held[0],
                    held[2],
                )
    if rows:
        op.bulk_insert(names, rows)


def downgrade() -> None:
    with op.batch_alter_table("shop_names", schema=None) as batch_op:
        batch_op.drop_index("ix_shop_names_shop_id")
        batch_op.drop_index("ix_shop_names_uid")
    op.drop_table("shop_names")
    op.drop_table("deposit_addresses")
