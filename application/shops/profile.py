"""A seller's shop profile: the name, logo, banner and description the storefront shows.

The `shops` row keeps the URL the storefront serves for the logo and the banner: an upload's
`/uploads/<path>`, or the generated artwork's `/media/shops/<id>/...` (what the demo shops and a
seller who chose no picture have). Pages that find neither show the generated artwork.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import Engine, select, update

from application.catalogue.media_urls import (
    shop_banner_url,
    shop_logo_url,
    shown_shop_banner,
    shown_shop_logo,
)
from application.catalogue.shop_names import claim_for_shop
from application.catalogue.tables import shops
from application.catalogue.writes import bump_version, demo_state
from application.ports import Clock
from application.shops.opening import owned_shop
from application.site.uploads import ImageUploads, upload_path, upload_url
from domain.errors import BusinessRuleViolation, ErrorCode
from projections.write_transactions import writing

MAX_NAME = 80
MAX_DESCRIPTION = 2000
# Line breaks and tabs are how plain text is laid out; other control characters are not text.
_DESCRIPTION_LAYOUT = frozenset("\n\t")


@dataclass(frozen=True)
class ShopProfile:
    shop_id: int
    name: str
    logo: str
    """The uploaded logo's path (what `save` takes back); '' with the generated artwork."""
    logo_url: str
    banner: str
    """The uploaded banner's path; '' with the generated artwork."""
    banner_url: str
    description: str


@dataclass(frozen=True)
class ShopProfileForm:
    name: str
    logo: str
    banner: str
    description: str


class ShopProfiles:
    """The seller console's shop profile screen; the shop is the one the seller owns."""

    def __init__(
        self,
        engine: Engine,
        uploads: ImageUploads,
        catalogue_changed: Callable[[], None],
        clock: Clock,
    ) -> None:
        self.engine = engine
        self.clock = clock
        self.uploads = uploads
        self.catalogue_changed = catalogue_changed
        """Tells this process's catalogue cache at once (others notice the version bump)."""

    def profile(self, seller_uid: int) -> ShopProfile:
        """The seller's shop as its profile form shows it (111 for a user without a shop)."""
        with self.engine.connect() as connection:
            shop_id = owned_shop(connection, seller_uid)
            row = connection.execute(
                select(shops.c.name, shops.c.logo, shops.c.banner, shops.c.description).where(
                    shops.c.shop_id == shop_id
                )
            ).one()
        return ShopProfile(
            shop_id=shop_id,
            name=row.name,
            logo=upload_path(row.logo),
            logo_url=shown_shop_logo(shop_id, row.logo),
            banner=upload_path(row.banner),
            banner_url=shown_shop_banner(shop_id, row.banner),
            description=row.description,
        )

    def save(self, seller_uid: int, form: ShopProfileForm) -> None:
        """Replaces the profile: name 1-80 characters (trimmed), neither another shop's (or
        applicant's) nor a look-alike of it (`shop_names`), description plain text of at most
        2,000, logo and banner '' (the generated artwork), the current one, or a public upload
        of the seller's own; each bad field answers 102 naming it. A new name reaches the
        shop's products' search entries through the database's trigger."""
        with self.engine.connect() as connection:
            shop_id = owned_shop(connection, seller_uid)
            current = connection.execute(
                select(shops.c.name, shops.c.logo, shops.c.banner).where(shops.c.shop_id == shop_id)
            ).one()
        name = _checked_name(form.name)
        description = _checked_description(form.description)
        logo = self._picture(seller_uid, form.logo, current.logo, shop_logo_url(shop_id), "logo")
        banner = self._picture(
            seller_uid, form.banner, current.banner, shop_banner_url(shop_id), "banner"
        )
        with writing(self.engine) as connection:
            if name != current.name:
                # Unique under its normal form (102 `name`); a name kept as it is stays, even
                # one that clashed before the rule (the upgrade reported those).
                claim_for_shop(connection, seller_uid, shop_id, name, self.clock(), "name")
            connection.execute(
                update(shops)
                .where(shops.c.shop_id == shop_id)
                .values(name=name, description=description, logo=logo, banner=banner)
            )
            # Every catalogue write tells the caches; the demo data set is still the one held.
            bump_version(connection, *demo_state(connection))
        self.catalogue_changed()

    def _picture(self, uid: int, sent: str, stored: str, generated: str, field: str) -> str:
        """The URL to store for a logo or banner the form sent."""
        wanted = sent.strip()
        if not wanted:
            return generated
        if stored and wanted in {stored, upload_path(stored)}:
            return stored
        if self.uploads.is_own(uid, wanted, public_only=True):
            return upload_url(wanted)
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=field)


def _checked_name(sent: str) -> str:
    name = sent.strip()
    if not 1 <= len(name) <= MAX_NAME or any(_is_control(char) for char in name):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="name")
    return name


def _checked_description(sent: str) -> str:
    description = sent.replace("\r\n", "\n").replace("\r", "\n").strip()
    if len(description) > MAX_DESCRIPTION or any(
        _is_control(char) and char not in _DESCRIPTION_LAYOUT for char in description
    ):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="description")
    return description


def _is_control(char: str) -> bool:
    return unicodedata.category(char) == "Cc"
