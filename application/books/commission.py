"""The operator's commission rules (`console/commission/list|save`): the default rate and the
rates per category and per shop, each change a recorded action of the `CommissionRules`
aggregate; and the rate a seller's shop pays, for its money screen.

A save brings the `commission_rules` read model (which every payment reads) and the record up to
itself before it answers, so the next payment already pays the new rate."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from sqlalchemy import Connection, Engine, select

from application.bazaar import Bazaar, retry_on_conflict
from application.catalogue.tables import categories, shops
from application.orders.commission_rates import rates_of
from application.ports import Clock, ProjectionWait
from domain.commission_rates import percent_text
from domain.commission_rules import CommissionRules, CommissionScope
from projections.commission_rules import RuleRow

SHOWN_AFTER_SAVE = ("commission_rules", "staff_actions")
"""The read models a save brings up to itself: the payments' rules, and the record."""


@dataclass(frozen=True)
class DefaultRate:
    percent: str
    set_at: datetime | None
    """None while the settings' `COMMISSION_PERCENT` applies."""


@dataclass(frozen=True)
class CategoryRate:
    category_id: int
    names: dict[str, str]
    percent: str
    set_at: datetime


@dataclass(frozen=True)
class ShopRate:
    shop_id: int
    name: str
    percent: str
    set_at: datetime


@dataclass(frozen=True)
class TreeEntry:
    """One category of the tree the operator picks from (hidden ones included)."""

    category_id: int
    parent_id: int | None
    names: dict[str, str]
    visible: bool


@dataclass(frozen=True)
class CommissionRulesView:
    default: DefaultRate
    categories: list[CategoryRate]
    shops: list[ShopRate]
    tree: list[TreeEntry]


@dataclass(frozen=True)
class ShopCommission:
    """The rate a shop pays (its own rule, or the default) and, without a rule of its own, the
    category rates that differ from it."""

    percent: str
    own_rule: bool
    categories: list[CategoryRate]


def _tree(connection: Connection) -> list[TreeEntry]:
    rows = connection.execute(
        select(
            categories.c.category_id,
            categories.c.parent_id,
            categories.c.names,
            categories.c.visible,
        ).order_by(categories.c.level, categories.c.position, categories.c.category_id)
    ).all()
    return [
        TreeEntry(int(row.category_id), row.parent_id, dict(row.names), bool(row.visible))
        for row in rows
    ]


def _category_rates(
    connection: Connection, rules: dict[int, RuleRow], differing_from: Decimal | None = None
) -> list[CategoryRate]:
    names = dict(
        connection.execute(
            select(categories.c.category_id, categories.c.names).where(
                categories.c.category_id.in_(sorted(rules))
            )
        ).all()
    )
    return [
        CategoryRate(
            category_id, dict(names.get(category_id) or {}), percent_text(rule.percent), rule.set_at
        )
        for category_id, rule in sorted(rules.items())
        if differing_from is None or rule.percent != differing_from
    ]


def shop_commission(
    connection: Connection, shop_id: int, settings_default: Decimal
) -> ShopCommission:
    """What the seller's money screen says the shop pays."""
    rates, rules = rates_of(connection, settings_default, [shop_id])
    own = rates.shops.get(shop_id)
    if own is not None:
        return ShopCommission(percent_text(own), True, [])
    differing = _category_rates(connection, rules.categories, differing_from=rates.default)
    return ShopCommission(percent_text(rates.default), False, differing)


class CommissionDesk:
    """The operator's rules: read from the read model, changed through the aggregate."""

    def __init__(
        self,
        application: Bazaar,
        engine: Engine,
        clock: Clock,
        settings_default: Decimal,
        await_projections: ProjectionWait,
    ) -> None:
        self.application = application
        self.engine = engine
        self.clock = clock
        self.settings_default = settings_default
        self.await_projections = await_projections

    def rules(self) -> CommissionRulesView:
        """The default (the settings' until an operator sets one), every category's and shop's
        rule with its name, and the category tree to pick from."""
        with self.engine.connect() as connection:
            rates, rules = rates_of(connection, self.settings_default)
            shop_names = dict(
                connection.execute(
                    select(shops.c.shop_id, shops.c.name).where(
                        shops.c.shop_id.in_(sorted(rules.shops))
                    )
                ).all()
            )
            return CommissionRulesView(
                default=DefaultRate(
                    percent_text(rates.default),
                    None if rules.default is None else rules.default.set_at,
                ),
                categories=_category_rates(connection, rules.categories),
                shops=sorted(
                    (
                        ShopRate(
                            shop_id,
                            str(shop_names.get(shop_id, "")),
                            percent_text(rule.percent),
                            rule.set_at,
                        )
                        for shop_id, rule in rules.shops.items()
                    ),
                    key=lambda rate: (rate.name.casefold(), rate.shop_id),
                ),
                tree=_tree(connection),
            )

    def save(
        self,
        actor_uid: int,
        scope: str,
        target_id: int | None,
        percent: Decimal | None,
        reason: str = "",
    ) -> None:
        """Sets one rule (a category's or shop's removed with `percent` None); once the
        payments' read model shows it. 102 for a bad scope, target_id, percent or reason, 103
        for an unknown category or shop (`domain.commission_rules`)."""
        position = self._saved(actor_uid, scope, target_id, percent, reason)
        if position:
            self.await_projections(position, SHOWN_AFTER_SAVE)

    @retry_on_conflict()
    def _saved(
        self,
        actor_uid: int,
        scope: str,
        target_id: int | None,
        percent: Decimal | None,
        reason: str,
    ) -> int:
        rules = self.application.load_or_start(CommissionRules.create_id(), CommissionRules.start)
        changed = rules.set_rate(
            actor_uid=actor_uid,
            scope=scope,
            target_id=target_id,
            percent=percent,
            reason=reason,
            at=self.clock(),
            target_exists=self._exists(scope, target_id),
            settings_default=self.settings_default,
        )
        return self.application.save_and_position(rules) if changed else 0

    def _exists(self, scope: str, target_id: int | None) -> bool:
        """Whether the category or shop a rule names exists (the default's always does)."""
        if target_id is None or scope not in (CommissionScope.CATEGORY, CommissionScope.SHOP):
            return True
        table, key = (
            (categories, categories.c.category_id)
            if scope == CommissionScope.CATEGORY
            else (shops, shops.c.shop_id)
        )
        with self.engine.connect() as connection:
            found = connection.execute(select(key).select_from(table).where(key == target_id))
            return found.first() is not None
