"""Request and response Structs of the address book (`mine/shipping_address/*`)."""

from __future__ import annotations

import builtins
from typing import Annotated

import msgspec

from application.orders.addresses import AddressForm, ShippingAddress
from interfaces.http.schemas import ApiRequest, Id

# A generous cap keeps absurd bodies out; the exact lengths are the address book's (102 + field).
Text = Annotated[str, msgspec.Meta(max_length=1024)]


class AddressAddRequest(ApiRequest, kw_only=True):
    name: Text = ""
    phone: Text = ""
    country: Text = ""
    province: Text = ""
    city: Text = ""
    area: Text = ""
    address: Text = ""
    postal_code: Text = ""
    """Required unless the country has none (Hong Kong, United Arab Emirates): 1-16 letters,
    digits, spaces and hyphens; 102 `postal_code` otherwise."""
    is_default: bool = False

    def form(self) -> AddressForm:
        return AddressForm(
            self.name,
            self.phone,
            self.country,
            self.province,
            self.city,
            self.area,
            self.address,
            self.is_default,
            self.postal_code,
        )


class AddressEditRequest(AddressAddRequest, kw_only=True):
    address_id: Id


class AddressIdRequest(ApiRequest, kw_only=True):
    address_id: Id


class AddressItem(msgspec.Struct):
    address_id: int
    name: str
    phone: str
    country: str
    province: str
    city: str
    area: str
    address: str
    postal_code: str
    """"" for an address saved before postal codes were asked, or where the country has none."""
    is_default: bool


class AddressList(msgspec.Struct):
    list: builtins.list[AddressItem]


class AddressAdded(msgspec.Struct):
    address_id: int


def address_item(address: ShippingAddress) -> AddressItem:
    return msgspec.convert(address, AddressItem, from_attributes=True)
