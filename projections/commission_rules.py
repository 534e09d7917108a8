"""Read model: the commission rules in force, one row per rule the operators set (the default,
a category's, a shop's), for the checkout that fixes an order's commission (no aggregate load
per payment), the operator's rules screen and the seller's money screen."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    BigInteger,
    Column,
    Connection,
    DateTime,
    PrimaryKeyConstraint,
    String,
    Table,
    bindparam,
    delete,
    insert,
    or_,
    select,
)

from domain.commission_rules import CommissionRules, CommissionScope
from projections.metadata import read_metadata
from projections.projection import Projection

DEFAULT_TARGET = 0
"""The default rule's `target_id`: it has none."""

commission_rules = Table(
    "commission_rules",
    read_metadata,
    Column("scope", String(16), nullable=False),
    Column("target_id", BigInteger, nullable=False),
    # The rate as the event carries it ("7.5"): exact on both stores.
    Column("percent", String(16), nullable=False),
    Column("set_by", BigInteger, nullable=False),
    Column("set_at", DateTime(timezone=True), nullable=False),
    PrimaryKeyConstraint("scope", "target_id"),
)


@dataclass(frozen=True)
class RuleRow:
    scope: CommissionScope
    target_id: int
    percent: Decimal
    set_at: datetime


@dataclass(frozen=True)
class RulesInForce:
    """The rules the operators set (the default None while the settings' rate applies)."""

    default: RuleRow | None = None
    categories: dict[int, RuleRow] = field(default_factory=dict)
    shops: dict[int, RuleRow] = field(default_factory=dict)


def _rate_set(connection: Connection, event: Any) -> None:
    target_id = DEFAULT_TARGET if event.target_id is None else event.target_id
    connection.execute(
        delete(commission_rules).where(
            commission_rules.c.scope == event.scope,
            commission_rules.c.target_id == target_id,
        )
    )
    if event.percent is not None:
        connection.execute(
            insert(commission_rules).values(
                scope=event.scope,
                target_id=target_id,
                percent=event.percent,
                set_by=event.actor_uid,
                set_at=event.at,
            )
        )


projection = Projection(
    name="commission_rules",
    tables=(commission_rules,),
    handlers={CommissionRules.RateSet: _rate_set},
)


# -- queries ---------------------------------------------------------------------------------


_ALL_RULES = select(commission_rules)
_RULES_FOR_SHOPS = select(commission_rules).where(
    or_(
        commission_rules.c.scope.in_([CommissionScope.DEFAULT, CommissionScope.CATEGORY]),
        (commission_rules.c.scope == CommissionScope.SHOP)
        & commission_rules.c.target_id.in_(bindparam("shop_ids", expanding=True)),
    )
)
"""Built once: every payment reads the rules in force for its shops."""


def rules_in_force(connection: Connection, shop_ids: Collection[int] | None = None) -> RulesInForce:
    """The default and every category's rule, and the shops' rules: of `shop_ids` only when
    given (a payment's shops), else all of them."""
    if shop_ids is None:
        rows = connection.execute(_ALL_RULES).all()
    else:
        rows = connection.execute(_RULES_FOR_SHOPS, {"shop_ids": sorted(shop_ids)}).all()
    default: RuleRow | None = None
    by_scope: dict[CommissionScope, dict[int, RuleRow]] = {
        CommissionScope.CATEGORY: {},
        CommissionScope.SHOP: {},
    }
    for row in rows:
        rule = RuleRow(
            CommissionScope(row.scope), int(row.target_id), Decimal(row.percent), row.set_at
        )
        if rule.scope is CommissionScope.DEFAULT:
            default = rule
        else:
            by_scope[rule.scope][rule.target_id] = rule
    return RulesInForce(default, by_scope[CommissionScope.CATEGORY], by_scope[CommissionScope.SHOP])
