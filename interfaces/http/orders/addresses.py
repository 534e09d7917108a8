"""`mine/shipping_address/*`: the signed-in shopper's address book."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.orders.addresses import AddressBook
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.orders.address_schemas import (
    AddressAdded,
    AddressAddRequest,
    AddressEditRequest,
    AddressIdRequest,
    AddressItem,
    AddressList,
    address_item,
)
from interfaces.http.schemas import EmptyRequest


class AddressController(Controller):
    path = "/mine/shipping_address"

    @api_post("/list")
    def address_list(
        self,
        uid: NamedDependency[int],
        addresses: NamedDependency[AddressBook],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[AddressList]:
        """The caller's addresses: the default first, then the newest."""
        found = addresses.addresses(uid)
        return ok(AddressList([address_item(address) for address in found]))

    @api_post("/get")
    def get(
        self,
        uid: NamedDependency[int],
        addresses: NamedDependency[AddressBook],
        data: JSONBody[AddressIdRequest],
    ) -> Envelope[AddressItem]:
        """One of the caller's addresses (103 for another user's)."""
        return ok(address_item(addresses.get(uid, data.address_id)))

    @api_post("/add", changes_state=True)
    def add(
        self,
        uid: NamedDependency[int],
        addresses: NamedDependency[AddressBook],
        data: JSONBody[AddressAddRequest],
    ) -> Envelope[AddressAdded]:
        """Saves an address (name, phone, country, province and address are required; the
        first one is the default; 102 `address_id` beyond 50 addresses)."""
        address_id = addresses.add(uid, data.form())
        return ok(AddressAdded(address_id=address_id))

    @api_post("/edit", changes_state=True)
    def edit(
        self,
        uid: NamedDependency[int],
        addresses: NamedDependency[AddressBook],
        data: JSONBody[AddressEditRequest],
    ) -> Envelope[Empty]:
        """Replaces an address's fields; `is_default` true makes it the default."""
        addresses.edit(uid, data.address_id, data.form())
        return done()

    @api_post("/set_default", changes_state=True)
    def set_default(
        self,
        uid: NamedDependency[int],
        addresses: NamedDependency[AddressBook],
        data: JSONBody[AddressIdRequest],
    ) -> Envelope[Empty]:
        """Makes the address the caller's only default."""
        addresses.set_default(uid, data.address_id)
        return done()

    @api_post("/del", changes_state=True)
    def remove(
        self,
        uid: NamedDependency[int],
        addresses: NamedDependency[AddressBook],
        data: JSONBody[AddressIdRequest],
    ) -> Envelope[Empty]:
        """Deletes the address; if it was the default, the newest remaining one becomes it."""
        addresses.delete(uid, data.address_id)
        return done()
