"""Payment references: what a shopper writes on a bank transfer so a reviewer can match the
money to the recharge.

The shopper makes the transfer before filing the recharge, so the reference is issued first:
each user has one open reference, the same on every call until a recharge quotes it (the Wallet
accepts a reference once, see `Wallet.request_recharge`), then the next call issues a new one.
A reference is accepted only from the user it was issued to. It is random, so it says nothing
about who holds it, and short enough for any bank's reference field: `RC-` and two groups of
five characters from an alphabet without look-alikes (no 0/O, 1/I/L), about 49 bits.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable, Collection

from sqlalchemy import BigInteger, Column, DateTime, Engine, Index, String, Table, insert, select
from sqlalchemy.exc import IntegrityError

from application.metadata import state_metadata
from application.ports import Clock

recharge_references = Table(
    "recharge_references",
    state_metadata,
    Column("reference", String(16), primary_key=True),
    Column("uid", BigInteger, nullable=False),
    Column("issued_at", DateTime(timezone=True), nullable=False),
    Index("ix_recharge_references_uid_issued", "uid", "issued_at"),
)

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
PREFIX = "RC"
GROUP = 5
_SPELLED = re.compile(rf"{PREFIX}[{ALPHABET}]{{{2 * GROUP}}}")
_ATTEMPTS = 5

QuotedReferences = Callable[[int], Collection[str]]
"""The references the user's recharges quoted so far (the Wallet says, not a read model)."""


def new_reference() -> str:
    body = "".join(secrets.choice(ALPHABET) for _ in range(2 * GROUP))
    return f"{PREFIX}-{body[:GROUP]}-{body[GROUP:]}"


def canonical_reference(text: str) -> str | None:
    """The reference as issued, from any spelling a person or a bank statement may give it
    (any case, with or without the dashes and spaces); None when it cannot be one."""
    compact = re.sub(r"[\s-]", "", text).upper()
    if not _SPELLED.fullmatch(compact):
        return None
    body = compact[len(PREFIX) :]
    return f"{PREFIX}-{body[:GROUP]}-{body[GROUP:]}"


class RechargeReferences:
    """Who was issued which payment reference."""

    def __init__(self, engine: Engine, clock: Clock, quoted: QuotedReferences) -> None:
        self.engine = engine
        self.clock = clock
        self.quoted = quoted

    def open_for(self, uid: int) -> str:
        """The user's reference that no recharge quoted yet, issued now when there is none."""
        with self.engine.connect() as connection:
            latest = connection.execute(
                select(recharge_references.c.reference)
                .where(recharge_references.c.uid == uid)
                .order_by(recharge_references.c.issued_at.desc())
                .limit(1)
            ).scalar()
        if latest is not None and latest not in self.quoted(uid):
            return str(latest)
        return self._issue(uid)

    def issued_to(self, uid: int, text: str) -> str | None:
        """The reference `text` spells, when it was issued to this user (quoted or not)."""
        reference = canonical_reference(text)
        if reference is None:
            return None
        with self.engine.connect() as connection:
            owner = connection.execute(
                select(recharge_references.c.uid).where(
                    recharge_references.c.reference == reference
                )
            ).scalar()
        return reference if owner == uid else None

    def _issue(self, uid: int) -> str:
        for _ in range(_ATTEMPTS):
            reference = new_reference()
            try:
                with self.engine.begin() as connection:
                    connection.execute(
                        insert(recharge_references).values(
                            reference=reference, uid=uid, issued_at=self.clock()
                        )
                    )
            except IntegrityError:
                continue  # taken by someone else: draw again
            return reference
        raise RuntimeError("no free payment reference after several draws")
