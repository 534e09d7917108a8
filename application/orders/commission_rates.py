"""The commission rules in force when orders are paid, read from the `commission_rules` read
model (the operators' saves bring it up before they answer), with what the domain cannot know:
each product's category now and the category tree's parents."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import Connection, Engine, select

from application.catalogue.tables import categories, goods
from application.reads import reading
from domain.commission_rates import CommissionRates
from domain.order import Order
from domain.order_lines import product_of
from projections.commission_rules import RulesInForce, rules_in_force


@dataclass(frozen=True)
class PaymentCommission:
    """What `Order.pay` takes the commission by."""

    rates: CommissionRates
    categories: Mapping[int, int]
    """Each bought product's category (by shop_goods_id)."""


def category_parents(connection: Connection) -> dict[int, int | None]:
    """Every category's parent (None at the top): a few hundred rows at most."""
    rows = connection.execute(select(categories.c.category_id, categories.c.parent_id)).all()
    return {int(row.category_id): row.parent_id for row in rows}


def rates_of(
    connection: Connection, settings_default: Decimal, shop_ids: Collection[int] | None = None
) -> tuple[CommissionRates, RulesInForce]:
    """The rates in force (of `shop_ids`' shop rules when given), and the rules they come from."""
    rules = rules_in_force(connection, shop_ids)
    rates = CommissionRates(
        default=settings_default if rules.default is None else rules.default.percent,
        shops={shop_id: rule.percent for shop_id, rule in rules.shops.items()},
        categories={category_id: rule.percent for category_id, rule in rules.categories.items()},
        parents=category_parents(connection) if rules.categories else {},
    )
    return rates, rules


class CommissionRatesReader:
    """The rules in force at a payment; until an operator sets the default, the settings'."""

    def __init__(self, engine: Engine, settings_default: Decimal) -> None:
        self.engine = engine
        self.settings_default = settings_default

    def at_payment(self, orders: Sequence[Order]) -> PaymentCommission:
        """The rates for these orders' shops and the categories of their products."""
        goods_ids = sorted({product_of(line) for o in orders for line in o.lines})
        with reading(self.engine) as connection:
            rates, _ = rates_of(connection, self.settings_default, {o.shop_id for o in orders})
            in_category = (
                connection.execute(
                    select(goods.c.goods_id, goods.c.category_id).where(
                        goods.c.goods_id.in_(goods_ids)
                    )
                ).all()
                if rates.categories
                else []
            )
        return PaymentCommission(
            rates, {int(row.goods_id): int(row.category_id) for row in in_category}
        )
