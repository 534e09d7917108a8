"""The lists a batch binds (its subscribers' names, their topics) go to PostgreSQL as one
`text[]` literal each, built once: PostgreSQL must read back exactly the strings given,
whatever they hold."""

from __future__ import annotations

import psycopg
import pytest

from projections.together import text_array

AWKWARD = (
    "domain.order:Order.Placed",
    'a "quoted" name',
    "back\\slash",
    "comma, {brace}",
    "  spaced  ",
    "NULL",
    "",
    "ünïcode 名前",
)


@pytest.mark.parametrize("values", [(), ("stock",), AWKWARD])
def test_postgresql_reads_back_the_strings_given(
    postgres_url: str, values: tuple[str, ...]
) -> None:
    with psycopg.connect(postgres_url) as connection:
        row = connection.execute("SELECT CAST(%s AS text[])", (text_array(values),)).fetchone()
    assert row is not None
    assert tuple(row[0]) == values


def test_a_list_is_built_once() -> None:
    names = ("orders", "stock")
    assert text_array(names) is text_array(tuple(names))
