"""Wires the operators' shops: the list of every shop and their suspensions
(`application.shops.roster`, `application.shops.standing`); the policy that carries a
suspension out is among `application.policies`."""

from __future__ import annotations

from typing import TypedDict

from application.catalogue.service import Catalogue
from application.shops.roster import ShopRoster
from application.shops.standing import ShopStandings
from infra.wiring import Parts


class ShopStandingServices(TypedDict):
    shop_roster: ShopRoster
    shop_standings: ShopStandings


def shop_standing_services(parts: Parts, catalogue: Catalogue) -> ShopStandingServices:
    return ShopStandingServices(
        shop_roster=ShopRoster(parts.engine),
        shop_standings=ShopStandings(
            parts.application,
            parts.engine,
            parts.clock,
            parts.await_projections,
            catalogue.cache.forget,
        ),
    )
