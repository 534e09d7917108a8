"""What accounts ask of the capabilities built on them, as types only: the composition root
(infra/wiring.py) plugs the shops', carts', chat's and uploads' real ones in, so accounts
import none of those capabilities."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from sqlalchemy import Connection

from domain.cart import MergeAdjustment

ShopStatus = Callable[[Connection, int], tuple[int, str]]
"""(shop_state, shop_token) for a user, in the caller's transaction; application/shops/sign_in
supplies the real one."""


@dataclass(frozen=True)
class OwnedShop:
    """The shop a user owns, as the operators' page of that user names it."""

    shop_id: int
    name: str
    suspended: bool


ShopOwnedBy = Callable[[Connection, int], OwnedShop | None]
"""The user's shop, if they own one (application/shops/owners supplies the real one)."""

SignInListener = Callable[[str, int], None]
"""Told (guest sid, uid) after a sign-up or log-in commits, e.g. to carry the guest's chat over."""


class CarriedOverLine(Protocol):
    """A guest cart line that did not carry over in full at sign-in, named for the shopper (the
    name and SKU are empty when the product is gone): the cart's `CartAdjustment`."""

    @property
    def adjustment(self) -> MergeAdjustment: ...

    @property
    def name(self) -> str: ...

    @property
    def props_desc(self) -> str: ...


CartCarryOver = Callable[[str, int], Sequence[CarriedOverLine]]
"""Moves the guest's cart into the user's after a sign-up or log-in commits, and answers the
lines that did not carry over in full (application/orders/cart supplies the real one)."""

UploadCheck = Callable[[str, int, str], bool]
"""Whether the upload at a path was sent by the user or from their session: (path, uid, sid);
the site's uploads supply the real one, which the avatar of a profile must pass."""
