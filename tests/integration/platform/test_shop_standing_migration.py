"""The shop standing migration, on both stores: the `shop_standing` policy, which also follows
finished orders, starts where the settlement policy stands (so no finished order of the past is
looked at again), a row already made is moved forward only, and a downgrade takes the new
columns and table away and keeps the policy's place."""

from __future__ import annotations

from sqlalchemy import inspect

from infra.bootstrap import Container
from infra.migrate import upgrade_to_head
from tests.integration.platform.test_policy_migration import (
    migrate_down,
    positions,
    set_positions,
)

BEFORE = "f31b1c2d3e4f"


def test_the_shop_standing_policy_starts_where_the_settlement_policy_stands(
    container: Container,
) -> None:
    migrate_down(container, BEFORE)
    set_positions(container, settlement=42, stock=40)

    upgrade_to_head(container.engine)

    assert positions(container) == {"settlement": 42, "stock": 40, "shop_standing": 42}


def test_a_shop_standing_row_made_before_the_upgrade_is_moved_forward_never_back(
    container: Container,
) -> None:
    migrate_down(container, BEFORE)
    set_positions(container, settlement=42, shop_standing=7)
    upgrade_to_head(container.engine)
    assert positions(container)["shop_standing"] == 42

    migrate_down(container, BEFORE)
    set_positions(container, settlement=42, shop_standing=50)
    upgrade_to_head(container.engine)
    assert positions(container)["shop_standing"] == 50


def test_a_downgrade_drops_the_suspensions_columns_and_the_held_settlements(
    container: Container,
) -> None:
    migrate_down(container, BEFORE)
    schema = inspect(container.engine)
    columns = {column["name"] for column in schema.get_columns("shops")}
    assert {"suspended", "name"} <= columns
    assert not {"suspension_reason", "suspended_at"} & columns
    assert not schema.has_table("held_settlements")

    upgrade_to_head(container.engine)

    schema = inspect(container.engine)
    columns = {column["name"] for column in schema.get_columns("shops")}
    assert {"suspension_reason", "suspended_at"} <= columns
    assert schema.has_table("held_settlements")
