"""Every policy the runner applies: effects of events on the application's own state, each
exactly once with its own position, and never replayed by a rebuild of the read models."""

from __future__ import annotations

from sqlalchemy import Engine

from application.accounts.standing_policy import account_standing
from application.bazaar import Bazaar
from application.catalogue import listing_moderation, stock_levels
from application.catalogue.structure_policy import catalogue_structure
from application.orders.settlement import held_settlement, legacy_settlement, shop_owner
from application.ports import Clock
from application.shops.opening import shop_opening
from application.shops.standing_policy import shop_standing
from application.site.content_policy import storefront_content_policy
from application.site.mail import Mailbox
from application.site.shopper_mail import MailSite, ShopperMail
from application.site.transactional_mail import transactional_mail
from application.wallet.chain_queue import ChainCheckQueue, chain_verification
from projections.projection import Policy


def all_policies(
    bazaar: Bazaar,
    engine: Engine,
    clock: Clock,
    mailbox: Mailbox,
    site: MailSite,
    chain_checks: ChainCheckQueue,
) -> tuple[Policy, ...]:
    return (
        stock_levels.policy,
        listing_moderation.policy,
        shop_opening(bazaar),
        legacy_settlement(bazaar, engine, clock),
        transactional_mail(bazaar, mailbox, site, shop_owner),
        chain_verification(bazaar, chain_checks),
        account_standing(),
        catalogue_structure(bazaar),
        shop_standing(
            bazaar, ShopperMail(bazaar, mailbox, site), held_settlement(bazaar, engine, clock)
        ),
        storefront_content_policy(),
    )
