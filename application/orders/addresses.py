"""A shopper's address book: at most 50 addresses, exactly one of them the default."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, Engine, delete, func, insert, select, update

from application.accounts.tables import users
from application.orders.tables import shipping_addresses
from application.ports import Clock
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.postal_code import postal_code_for

MAX_ADDRESSES = 50

# (field, required, longest) in the order a form is checked: the first failure is reported.
_FIELD_RULES: tuple[tuple[str, bool, int], ...] = (
    ("name", True, 60),
    ("phone", True, 32),
    ("country", True, 80),
    ("province", True, 80),
    ("city", False, 80),
    ("area", False, 80),
    ("address", True, 255),
)


@dataclass(frozen=True)
class AddressForm:
    """What a shopper types; `is_default` asks for this address to become the default."""

    name: str
    phone: str
    country: str
    province: str
    city: str
    area: str
    address: str
    is_default: bool = False
    postal_code: str = ""

    def cleaned(self) -> AddressForm:
        """The form with every text trimmed, or 102 naming the first bad field (the postal
        code last: required unless the country has none, `domain.postal_code`)."""
        values = {name: str(getattr(self, name)).strip() for name, _, _ in _FIELD_RULES}
        for name, required, longest in _FIELD_RULES:
            if (required and not values[name]) or len(values[name]) > longest:
                raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=name)
        postal_code = postal_code_for(values["country"], self.postal_code)
        return AddressForm(**values, is_default=self.is_default, postal_code=postal_code)


@dataclass(frozen=True)
class ShippingAddress:
    address_id: int
    name: str
    phone: str
    country: str
    province: str
    city: str
    area: str
    address: str
    is_default: bool
    postal_code: str = ""
    """"" for an address saved before postal codes were asked (editing it asks for one)."""


_COLUMNS = (
    shipping_addresses.c.address_id,
    shipping_addresses.c.name,
    shipping_addresses.c.phone,
    shipping_addresses.c.country,
    shipping_addresses.c.province,
    shipping_addresses.c.city,
    shipping_addresses.c.area,
    shipping_addresses.c.address,
    shipping_addresses.c.is_default,
    shipping_addresses.c.postal_code,
)
_NEWEST_FIRST = (shipping_addresses.c.created_at.desc(), shipping_addresses.c.address_id.desc())


def _address_of(row: Any) -> ShippingAddress:
    return ShippingAddress(
        address_id=int(row.address_id),
        name=row.name,
        phone=row.phone,
        country=row.country,
        province=row.province,
        city=row.city,
        area=row.area,
        address=row.address,
        is_default=bool(row.is_default),
        postal_code=row.postal_code or "",
    )


def _not_found() -> BusinessRuleViolation:
    return BusinessRuleViolation(ErrorCode.NOT_FOUND, field="address_id")


class AddressBook:
    """Every change runs with the owner's user row locked, so two calls of one shopper cannot
    leave two defaults or pass the limit together."""

    def __init__(self, engine: Engine, clock: Clock) -> None:
        self.engine = engine
        self.clock = clock

    def addresses(self, uid: int) -> list[ShippingAddress]:
        """The default first, then the newest."""
        with self.engine.connect() as connection:
            rows = connection.execute(
                select(*_COLUMNS)
                .where(shipping_addresses.c.uid == uid)
                .order_by(shipping_addresses.c.is_default.desc(), *_NEWEST_FIRST)
            )
            return [_address_of(row) for row in rows]

    def get(self, uid: int, address_id: int) -> ShippingAddress:
        """One of `uid`'s addresses; 103 for an unknown id or someone else's."""
        with self.engine.connect() as connection:
            return self._owned(connection, uid, address_id)

    def add(self, uid: int, form: AddressForm) -> int:
        """Saves a new address; the first one is the default. 102 `address_id` past 50."""
        clean = form.cleaned()
        with self.engine.begin() as connection:
            self._lock_owner(connection, uid)
            count = connection.execute(
                select(func.count()).where(shipping_addresses.c.uid == uid)
            ).scalar_one()
            if count >= MAX_ADDRESSES:
                raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="address_id")
            becomes_default = clean.is_default or count == 0
            if becomes_default:
                self._clear_default(connection, uid)
            inserted = connection.execute(
                insert(shipping_addresses)
                .values(
                    uid=uid, **_texts(clean), is_default=becomes_default, created_at=self.clock()
                )
                .returning(shipping_addresses.c.address_id)
            ).scalar_one()
            return int(inserted)

    def edit(self, uid: int, address_id: int, form: AddressForm) -> None:
        """Replaces the texts; `is_default` true makes it the default. The default cannot be
        switched off here: there is always one, so another address is made default instead."""
        clean = form.cleaned()
        with self.engine.begin() as connection:
            self._lock_owner(connection, uid)
            current = self._owned(connection, uid, address_id)
            if clean.is_default and not current.is_default:
                self._clear_default(connection, uid)
            connection.execute(
                update(shipping_addresses)
                .where(shipping_addresses.c.address_id == address_id)
                .values(**_texts(clean), is_default=current.is_default or clean.is_default)
            )

    def set_default(self, uid: int, address_id: int) -> None:
        """Makes the address the shopper's only default."""
        with self.engine.begin() as connection:
            self._lock_owner(connection, uid)
            self._owned(connection, uid, address_id)
            self._clear_default(connection, uid)
            connection.execute(
                update(shipping_addresses)
                .where(shipping_addresses.c.address_id == address_id)
                .values(is_default=True)
            )

    def delete(self, uid: int, address_id: int) -> None:
        """Deletes the address; when it was the default, the newest remaining one takes over."""
        with self.engine.begin() as connection:
            self._lock_owner(connection, uid)
            removed = self._owned(connection, uid, address_id)
            connection.execute(
                delete(shipping_addresses).where(shipping_addresses.c.address_id == address_id)
            )
            if not removed.is_default:
                return
            newest = connection.execute(
                select(shipping_addresses.c.address_id)
                .where(shipping_addresses.c.uid == uid)
                .order_by(*_NEWEST_FIRST)
                .limit(1)
            ).scalar_one_or_none()
            if newest is not None:
                connection.execute(
                    update(shipping_addresses)
                    .where(shipping_addresses.c.address_id == newest)
                    .values(is_default=True)
                )

    @staticmethod
    def _lock_owner(connection: Connection, uid: int) -> None:
        connection.execute(select(users.c.uid).where(users.c.uid == uid).with_for_update())

    @staticmethod
    def _owned(connection: Connection, uid: int, address_id: int) -> ShippingAddress:
        row = connection.execute(
            select(*_COLUMNS).where(
                shipping_addresses.c.address_id == address_id, shipping_addresses.c.uid == uid
            )
        ).first()
        if row is None:
            raise _not_found()
        return _address_of(row)

    @staticmethod
    def _clear_default(connection: Connection, uid: int) -> None:
        connection.execute(
            update(shipping_addresses)
            .where(shipping_addresses.c.uid == uid, shipping_addresses.c.is_default.is_(True))
            .values(is_default=False)
        )


def _texts(form: AddressForm) -> dict[str, str]:
    texts = {name: getattr(form, name) for name, _, _ in _FIELD_RULES}
    return {**texts, "postal_code": form.postal_code}
