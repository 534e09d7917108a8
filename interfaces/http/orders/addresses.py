"""`mine/shipping_address/*`: the signed-in shopper's address book."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.accounts.sessions import Session
from interfaces.http.api_post import api_post
from interfaces.http.context import container_of
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
        request: Request[Any, Any, Any],
        user: NamedDependency[Session],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[AddressList]:
        """The caller's addresses: the default first, then the newest."""
        assert user.uid is not None
        found = container_of(request).addresses.addresses(user.uid)
        return ok(AddressList([address_item(address) for address in found]))

    @api_post("/get")
    def get(
        self,
        request: Request[Any, Any, Any],
        user: NamedDependency[Session],
        data: JSONBody[AddressIdRequest],
    ) -> Envelope[AddressItem]:
        """One of the caller's addresses (103 for another user's)."""
        assert user.uid is not None
        return ok(address_item(container_of(request).addresses.get(user.uid, data.address_id)))

    @api_post("/add", changes_state=True)
    def add(
        self,
        request: Request[Any, Any, Any],
        user: NamedDependency[Session],
        data: JSONBody[AddressAddRequest],
    ) -> Envelope[AddressAdded]:
        """Saves an address (name, phone, country, province and address are required; the
        first one is the default; 102 `address_id` beyond 50 addresses)."""
        assert user.uid is not None
        address_id = container_of(request).addresses.add(user.uid, data.form())
        return ok(AddressAdded(address_id=address_id))

    @api_post("/edit", changes_state=True)
    def edit(
        self,
        request: Request[Any, Any, Any],
        user: NamedDependency[Session],
        data: JSONBody[AddressEditRequest],
    ) -> Envelope[Empty]:
        """Replaces an address's fields; `is_default` true makes it the default."""
        assert user.uid is not None
        container_of(request).addresses.edit(user.uid, data.address_id, data.form())
        return done()

    @api_post("/set_default", changes_state=True)
    def set_default(
        self,
        request: Request[Any, Any, Any],
        user: NamedDependency[Session],
        data: JSONBody[AddressIdRequest],
    ) -> Envelope[Empty]:
        """Makes the address the caller's only default."""
        assert user.uid is not None
        container_of(request).addresses.set_default(user.uid, data.address_id)
        return done()

    @api_post("/del", changes_state=True)
    def remove(
        self,
        request: Request[Any, Any, Any],
        user: NamedDependency[Session],
        data: JSONBody[AddressIdRequest],
    ) -> Envelope[Empty]:
        """Deletes the address; if it was the default, the newest remaining one becomes it."""
        assert user.uid is not None
        container_of(request).addresses.delete(user.uid, data.address_id)
        return done()
