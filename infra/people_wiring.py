"""Wires the operators' console of people (`console/user/*`): the commands on an account's
standing and the views of users, which name a user's shop through the shops' look-up."""

from __future__ import annotations

from typing import TypedDict

from application.accounts.people import People
from application.accounts.standing import AccountStandings
from application.shops.owners import shop_owned_by
from infra.wiring import Parts


class PeopleServices(TypedDict):
    account_standings: AccountStandings
    people: People


def people_services(parts: Parts) -> PeopleServices:
    standings = AccountStandings(
        parts.application, parts.engine, parts.clock, parts.await_projections
    )
    return PeopleServices(
        account_standings=standings, people=People(parts.engine, standings, shop_owned_by)
    )
