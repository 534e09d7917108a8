"""Request and response Structs of the site calls: information, newsletter, system, uploads."""

from __future__ import annotations

import builtins
from dataclasses import dataclass
from typing import Annotated, Literal

import msgspec
from litestar.datastructures import UploadFile

from application.site.newsletter import Gender
from interfaces.http.schemas import MAX_ID, ApiRequest


class AreaListRequest(ApiRequest, kw_only=True):
    parent_id: Annotated[int, msgspec.Meta(ge=0, le=MAX_ID)] = 0
    level: Annotated[int, msgspec.Meta(ge=1, le=3)] = 1


class AreaOption(msgspec.Struct):
    area_id: int
    name: str
    parent_id: int
    level: int


class AreaList(msgspec.Struct):
    # `builtins.` because the field named `list` shadows the type inside the class.
    list: builtins.list[AreaOption]


class DocumentRequest(ApiRequest, kw_only=True):
    pass


class DocumentView(msgspec.Struct):
    id: str
    title: str
    content_html: str


class ConfirmSubscriptionRequest(ApiRequest, kw_only=True):
    token: Annotated[str, msgspec.Meta(max_length=256)]
    """From the link of the confirmation e-mail."""


class SubscribeRequest(ApiRequest, kw_only=True):
    email: Annotated[str, msgspec.Meta(max_length=1024)] = ""
    name: Annotated[str, msgspec.Meta(max_length=1024)] | None = None
    gender: Gender | None = None


class LanguageOption(msgspec.Struct):
    name: str
    icon: str
    sn: str


class CurrencyOption(msgspec.Struct):
    name: str
    symbol: str
    sn: str


class RechargeMethod(msgspec.Struct):
    method: str
    name: str
    address: str
    """The deposit address (on a chain method, valid for its chain)."""
    min: int
    max: int
    chain: Literal["ethereum", "tron"] | None
    """null for an off-chain method (a bank transfer), whose five fields below are null too."""
    token: str | None
    """The token's symbol, for display; the token is identified by `token_contract`."""
    token_contract: str | None
    decimals: int | None
    """The token's decimals: one token is one dollar, so 10^decimals units are 100 cents."""
    confirmations: int | None
    """Blocks on top of a transfer's before it counts as verified."""
    chain_id: int | None
    """The EVM network id the wallet must be on (ethereum only)."""
    names: dict[str, str] = {}
    """`name` in other languages, by language code (a language not here uses `name`)."""
    bank_name: str | None = None
    """Off-chain methods may name the bank account paid to: the bank, the IBAN (compact,
    check digits valid), the BIC and, if given, the account holder; null otherwise."""
    iban: str | None = None
    bic: str | None = None
    account_holder: str | None = None


class CarrierOption(msgspec.Struct):
    code: str
    """What `console/order/ship` takes as `carrier`."""
    name: str
    tracking_url: str
    """The carrier's tracking page, with `{logistics_no}` where the parcel's number goes
    (percent-encoded); orders carry their own filled-in `tracking_url`."""


class SiteConfig(msgspec.Struct):
    site_name: str
    logo_url: str
    fav_icon_url: str
    default_language: str
    language_list: list[LanguageOption]
    currency_list: list[CurrencyOption]
    recharge_list: list[RechargeMethod]
    site_domain: str
    seller_domain: str
    third_customer_url: str
    merchant_customer_service_welcome: str
    inner_customer_service_welcome: str
    inner_customer_service_enable: bool
    merchant_customer_service_enable: bool
    free_shipping_from: int
    """Cents of a shop's subtotal from which its delivery is free (0: every order is)."""
    shipping_fee: int
    """Cents per shop below that."""
    subscriber_discount_percent: int
    """A confirmed newsletter subscriber's one-time discount off their first checkout's goods
    (0: none)."""
    subscriber_discount_max: int
    """Cents the subscriber discount never exceeds, whatever the checkout (0: none)."""
    countries_served: int
    """Countries of the area tree (the address form's)."""
    cities_served: int
    """Cities of the area tree."""
    walletconnect_project_id: str | None
    """Offer WalletConnect beside injected wallets (null: injected wallets and TronLink only)."""
    carriers: list[CarrierOption] = msgspec.field(default_factory=list)
    """The carriers a seller ships with, in the order the ship dialog offers them."""


@dataclass
class UploadImageForm:
    file: UploadFile | None = None


class UploadedImage(msgspec.Struct):
    url: str
    path: str
