"""Shop names are unique under a normal form, so no shop can pass for another.

A name's keys (`shop_name_keys`) forget what a shopper cannot see: compatibility forms
(NFKC), invisible format characters (a zero-width space), case, runs of whitespace, and a
letter of one script that looks like one of another, mapped by ICU's confusables table (the
UTS #39 skeleton). The skeleton is taken of the case-folded name and of the upper-cased one:
lower-case look-alikes (Cyrillic `е`, `rn` for `m`) meet in the first, capital ones (Cyrillic
`Н`, `I` for `l`) in the second; two names conflict when they share either key.

A row of `shop_names` holds one key for one user: the owner of the shop bearing the name, or
an applicant whose waiting application asked for it (`shop_id` null). The key is the primary
key, so of two users claiming one at the same moment exactly one gets it, whatever the
database. Names that clashed before this rule are left as they are (the upgrade reports them):
the first shop holds the key, and the others keep their name until they change it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Collection
from datetime import datetime
from functools import cache

import icu
from sqlalchemy import (
    BigInteger,
    Column,
    Connection,
    DateTime,
    Index,
    Table,
    Text,
    delete,
    func,
    select,
)
from sqlalchemy import insert as plain_insert
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import IntegrityError

from application.metadata import state_metadata
from domain.errors import BusinessRuleViolation, ErrorCode

shop_names = Table(
    "shop_names",
    state_metadata,
    Column("name_key", Text, primary_key=True),
    Column("uid", BigInteger, nullable=False),
    Column("shop_id", BigInteger, nullable=True),
    Column("claimed_at", DateTime(timezone=True), nullable=False),
    Index("ix_shop_names_uid", "uid"),
    Index("ix_shop_names_shop_id", "shop_id"),
)


class NameRaced(BusinessRuleViolation):
    """Another claim of a key won since the look-up (102 `field`); a second look says whose:
    the same user's own (no refusal) or another's."""

    def __init__(self, field: str) -> None:
        super().__init__(ErrorCode.BAD_PARAMETER, field=field)


@cache
def _spoof_checker() -> icu.SpoofChecker:
    # Made on first use, not at import; its skeleton is a const call, safe across threads.
    return icu.SpoofChecker()


def shop_name_keys(name: str) -> frozenset[str]:
    """The keys `name` is unique under (see the module's docstring)."""
    compatible = unicodedata.normalize("NFKC", name)
    visible = "".join(char for char in compatible if unicodedata.category(char) != "Cf")
    return frozenset({_key(visible.casefold()), _key(visible.upper())})


def _key(text: str) -> str:
    skeleton = _spoof_checker().getSkeleton(0, text)
    folded = unicodedata.normalize("NFKC", skeleton).casefold()
    return " ".join(folded.split())


def reserve_for_application(
    connection: Connection, uid: int, name: str, at: datetime
) -> frozenset[str]:
    """Reserves `name` for `uid`'s application, in place of any name an earlier application
    of theirs reserved; 102 `shop_name` when another user holds a key of it. Answers the keys
    this call added (the others `uid` held already)."""
    keys = shop_name_keys(name)
    _refuse_if_held(connection, keys, uid, "shop_name")
    connection.execute(
        delete(shop_names).where(
            shop_names.c.uid == uid,
            shop_names.c.shop_id.is_(None),
            shop_names.c.name_key.not_in(keys),
        )
    )
    return _insert_missing(connection, keys, uid, None, at, "shop_name")


def release_reservation(connection: Connection, uid: int, keys: Collection[str] = ()) -> None:
    """Lets go of `uid`'s reserved name (only `keys` of it, when given): the application was
    rejected or never saved."""
    conditions = [shop_names.c.uid == uid, shop_names.c.shop_id.is_(None)]
    if keys:
        conditions.append(shop_names.c.name_key.in_(keys))
    connection.execute(delete(shop_names).where(*conditions))


def claim_for_shop(
    connection: Connection, uid: int, shop_id: int, name: str, at: datetime, field: str
) -> None:
    """The shop's new name in place of its old one; 102 `field` when another user holds a
    key of it."""
    keys = shop_name_keys(name)
    _refuse_if_held(connection, keys, uid, field)
    connection.execute(
        delete(shop_names).where(
            shop_names.c.shop_id == shop_id, shop_names.c.name_key.not_in(keys)
        )
    )
    connection.execute(
        shop_names.update()
        .where(shop_names.c.name_key.in_(keys), shop_names.c.uid == uid)
        .values(shop_id=shop_id)
    )
    _insert_missing(connection, keys, uid, shop_id, at, field)


def hold_for_new_shop(
    connection: Connection, uid: int, shop_id: int, name: str, at: datetime
) -> None:
    """A shop just opened (or seeded) takes its owner's reservation of its name and every key
    nobody holds; never refuses, as the shop exists already (a clash from before the rule
    leaves the key with its holder)."""
    keys = shop_name_keys(name)
    connection.execute(
        shop_names.update()
        .where(shop_names.c.name_key.in_(keys), shop_names.c.uid == uid)
        .values(shop_id=shop_id)
    )
    dialect = postgresql if connection.dialect.name == "postgresql" else sqlite
    connection.execute(
        dialect.insert(shop_names)
        .values([_row(key, uid, shop_id, at) for key in sorted(keys)])
        .on_conflict_do_nothing(index_elements=["name_key"])
    )


def forget_shops(connection: Connection) -> None:
    """The names of every shop, as the catalogue is cleared (reservations stay)."""
    connection.execute(delete(shop_names).where(shop_names.c.shop_id.is_not(None)))


def _refuse_if_held(connection: Connection, keys: frozenset[str], uid: int, field: str) -> None:
    _lock_keys(connection, keys)
    holders = connection.execute(
        select(shop_names.c.uid).where(shop_names.c.name_key.in_(keys))
    ).scalars()
    if any(holder != uid for holder in holders):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=field)


def _lock_keys(connection: Connection, keys: frozenset[str]) -> None:
    """On PostgreSQL, claims of the same key wait for each other until the transaction ends
    (in one order, so two claims never deadlock): the look-up and the insert after it are then
    one step, and of racing applicants exactly one holds the name. On SQLite, a write that
    changes nothing takes the database's write lock first (waiting its turn), where a read
    first would find the lock taken when it came to write, and answer 503."""
    if connection.dialect.name != "postgresql":
        connection.execute(delete(shop_names).where(shop_names.c.name_key == ""))
        return
    for key in sorted(keys):
        connection.execute(select(func.pg_advisory_xact_lock(func.hashtextextended(key, 0))))


def _insert_missing(
    connection: Connection,
    keys: frozenset[str],
    uid: int,
    shop_id: int | None,
    at: datetime,
    field: str,
) -> frozenset[str]:
    held = set(
        connection.execute(
            select(shop_names.c.name_key).where(shop_names.c.name_key.in_(keys))
        ).scalars()
    )
    missing = sorted(keys - held)
    if missing:
        try:
            connection.execute(
                plain_insert(shop_names), [_row(key, uid, shop_id, at) for key in missing]
            )
        except IntegrityError:
            raise NameRaced(field) from None
    return frozenset(missing)


def _row(key: str, uid: int, shop_id: int | None, at: datetime) -> dict[str, object]:
    return {"name_key": key, "uid": uid, "shop_id": shop_id, "claimed_at": at}
