"""A batch's stock movements are written at its end: the latest movement of each SKU it moves
read in one statement, and its rows in one insert, each row after the one before it (the
batch's own included), and an opening count dated by the first movement after it, whether
that count is in the batch or already written."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from sqlalchemy import event, select

from domain.inventory import Inventory
from infra.bootstrap import Container
from projections import stock_movements as movements
from projections.projection import Projection
from projections.runner import ProjectionRunner

SKU_A, SKU_B = 990_001, 990_002


def history(container: Container, inventory: Inventory) -> list[tuple[Any, ...]]:
    table = movements.stock_movements
    with container.engine.connect() as connection:
        rows = connection.execute(
            select(table.c.kind, table.c.delta, table.c.stock_after, table.c.order_id, table.c.at)
            .where(table.c.inventory_id == str(inventory.id))
            .order_by(table.c.version)
        )
        # SQLite gives its times back without their zone (UTC, as written).
        return [(*row[:4], row.at and row.at.replace(tzinfo=None)) for row in rows]


def statements_of(container: Container, runner: ProjectionRunner) -> list[str]:
    sent: list[str] = []

    def seen(conn: Any, cursor: Any, statement: str, *rest: Any) -> None:
        sent.append(" ".join(statement.split()).lower())

    event.listen(container.engine, "before_cursor_execute", seen)
    try:
        runner.catch_up_all()
    finally:
        event.remove(container.engine, "before_cursor_execute", seen)
    return [statement for statement in sent if "stock_movements" in statement]


def test_a_batch_writes_its_movements_after_one_read_of_the_latest(container: Container) -> None:
    runner = ProjectionRunner(container.application, container.engine, [movements.projection])
    runner.catch_up_all()  # everything before this test, out of the way
    start = container.clock()
    when = [start + timedelta(minutes=minute) for minute in range(8)]
    at = [moment.replace(tzinfo=None) for moment in when]
    a = Inventory(SKU_A, 9901, 10)
    b = Inventory(SKU_B, 9902, 5)
    a.reserve("o1", 2, when[0])
    a.sell("o1", when[1])
    a.reserve("o3", 3, when[2])
    a.release("o3", when[3])
    container.application.save(a, b)

    first = statements_of(container, runner)

    assert history(container, a) == [
        ("counted", 10, 10, None, at[0]),
        ("reserved", -2, 8, "o1", at[0]),
        ("sold", 0, 8, "o1", at[1]),
        ("reserved", -3, 5, "o3", at[2]),
        ("released", 3, 8, "o3", at[3]),
    ]
    assert history(container, b) == [("counted", 5, 5, None, None)], "undated until it moves"

    b.reserve("o2", 1, when[4])
    b.sell("o2", when[5])
    a.reserve("o4", 8, when[6])
    container.application.save(a, b)

    second = statements_of(container, runner)

    assert history(container, b) == [
        ("counted", 5, 5, None, at[4]),
        ("reserved", -1, 4, "o2", at[4]),
        ("sold", 0, 4, "o2", at[5]),
    ]
    assert history(container, a)[-1] == ("reserved", -8, 0, "o4", at[6])
    # The SKUs' latest movements read once per batch (on PostgreSQL in one statement; on SQLite,
    # in process, one look-up per SKU moved), the opening count of the second dated by one
    # update, and the rows in one statement: PostgreSQL's COPY (sent on the driver, unseen by
    # these hooks), one executemany on SQLite. One statement per event before.
    postgresql = container.engine.dialect.name == "postgresql"
    reads, inserts = ([1, 1], 0) if postgresql else ([1, 2], 1)
    assert [s.split(" ", 1)[0] for s in first] == ["select"] * reads[0] + ["insert"] * inserts
    assert [s.split(" ", 1)[0] for s in second] == (
        ["select"] * reads[1] + ["update"] + ["insert"] * inserts
    )


def test_a_rebuild_through_the_handlers_writes_what_they_gathered(container: Container) -> None:
    """A rebuild calls a projection's handlers for events it has no fold for; what they gather
    is written right after each, as the runner's batch writes it before committing."""
    when = container.clock()
    a = Inventory(SKU_A, 9901, 4)
    a.reserve("o1", 1, when)
    container.application.save(a)
    handlers_only = Projection(
        movements.projection.name, movements.projection.tables, movements.projection.handlers
    )
    runner = ProjectionRunner(container.application, container.engine, [handlers_only])

    runner.rebuild(handlers_only)

    at = when.replace(tzinfo=None)
    assert history(container, a) == [("counted", 4, 4, None, at), ("reserved", -1, 3, "o1", at)]
