"""The migration that adds the chain checks: the due table, and the policy started at the
present on a deployment that ran before (recharges filed earlier stay with the reviewers)."""

from __future__ import annotations

from sqlalchemy import inspect

from infra.bootstrap import Container
from infra.migrate import upgrade_to_head
from tests.integration.platform.test_policy_migration import (
    migrate_down,
    positions,
    set_positions,
)

BEFORE = "a18c1e2f3a4b"


def test_the_verification_policy_starts_at_the_furthest_position_and_the_table_comes_and_goes(
    container: Container,
) -> None:
    migrate_down(container, BEFORE)
    assert "chain_checks_due" not in inspect(container.engine).get_table_names()
    set_positions(container, recharges=42, transactional_mail=40)

    upgrade_to_head(container.engine)

    assert positions(container)["chain_verification"] == 42
    assert "chain_checks_due" in inspect(container.engine).get_table_names()


def test_a_fresh_database_starts_the_policy_with_the_rest(container: Container) -> None:
    migrate_down(container, BEFORE)
    set_positions(container)  # nothing has run yet

    upgrade_to_head(container.engine)

    assert "chain_verification" not in positions(container), "the runner makes it at 0"
