"""Full-text search clauses: PostgreSQL tsvector + pg_trgm, SQLite FTS5 with bm25.

Keywords are cut into word tokens (letters and digits in any script) and every token must
match the start of a word, so "earb" finds "Earbuds" and no user input reaches the query
syntax. PostgreSQL ranks name matches above brand/category matches above shop matches (the
vector's weights); SQLite does the same with bm25 column weights.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    BindParameter,
    ColumnElement,
    Connection,
    FromClause,
    Integer,
    bindparam,
    case,
    column,
    func,
    literal_column,
    or_,
    select,
    table,
    text,
    true,
)

from application.catalogue.tables import goods, shops

MAX_TERMS = 8
SHOP_SIMILARITY = 0.5
"""pg_trgm word similarity a misspelt shop name needs."""

_WORD = re.compile(r"\w+", re.UNICODE)
_SEARCH_VECTOR: ColumnElement[Any] = literal_column("goods.search_vector")
_SIMPLE: ColumnElement[Any] = literal_column("'simple'::regconfig")
_goods_fts = table("goods_fts", column("rowid", Integer))
_shops_fts = table("shops_fts", column("rowid", Integer))


def search_terms(text: str) -> list[str]:
    """The word tokens of `text`, lower-cased, at most MAX_TERMS."""
    return _WORD.findall(text.casefold())[:MAX_TERMS]


@dataclass(frozen=True)
class GoodsMatch:
    """How to join, filter and rank products matching some terms."""

    source: FromClause
    condition: ColumnElement[bool]
    relevance: tuple[ColumnElement[object], ...]
    """ORDER BY terms, best match first."""


def _tsquery(terms: list[str], weights: str = "") -> ColumnElement[object]:
    text = " & ".join(f"{term}:*{weights}" for term in terms)
    return func.to_tsquery(_SIMPLE, bindparam("tsquery", text, unique=True))


def _fts5_query(terms: list[str], column_name: str | None = None) -> str:
    body = " AND ".join(f'"{term}"*' for term in terms)
    return f"{column_name} : ({body})" if column_name else body


def _exact_name_first(keywords: str) -> ColumnElement[object]:
    exact = func.lower(goods.c.name) == bindparam(
        "exact_name", keywords.strip().lower(), unique=True
    )
    return case((exact, 0), else_=1)


def keyword_match(dialect: str, keywords: str, source: FromClause) -> GoodsMatch | None:
    """Products whose name, brand, category or shop match every keyword, best first."""
    terms = search_terms(keywords)
    if not terms:
        return None
    if dialect == "postgresql":
        query = _tsquery(terms)
        return GoodsMatch(
            source,
            _SEARCH_VECTOR.op("@@")(query),
            (_exact_name_first(keywords), func.ts_rank(_SEARCH_VECTOR, query).desc()),
        )
    fts = (
        select(
            _goods_fts.c.rowid.label("goods_id"),
            literal_column("bm25(goods_fts, 10.0, 4.0, 2.0)").label("rank"),
        )
        .where(literal_column("goods_fts").op("MATCH")(_fts5_query(terms)))
        .subquery("fts")
    )
    return GoodsMatch(
        source.join(fts, fts.c.goods_id == goods.c.goods_id),
        true(),
        (_exact_name_first(keywords), fts.c.rank.asc()),
    )


def title_condition(dialect: str, title: str) -> ColumnElement[bool] | None:
    """Products whose name (only) has words starting with every word of `title`."""
    terms = search_terms(title)
    if not terms:
        return None
    if dialect == "postgresql":
        # Weight A is the name: an indexed match on the vector, not a scan of the names.
        return _SEARCH_VECTOR.op("@@")(_tsquery(terms, "A"))
    matching = select(_goods_fts.c.rowid).where(
        literal_column("goods_fts").op("MATCH")(_fts5_query(terms, "name"))
    )
    return goods.c.goods_id.in_(matching)


def corrected_terms(connection: Connection, terms: list[str]) -> list[str]:
    """PostgreSQL only: each term replaced by the most similar word of any product, brand or
    shop name (pg_trgm similarity over the `search_words` vocabulary, via its trigram index)."""
    corrected: list[str] = []
    for term in terms:
        closest = connection.execute(
            text(
                "SELECT word FROM search_words WHERE word % :term "
                "ORDER BY similarity(word, :term) DESC, word LIMIT 1"
            ),
            {"term": term},
        ).scalar()
        corrected.append(str(closest) if closest else term)
    return corrected


def shop_name_condition(
    dialect: str, keywords: str
) -> tuple[ColumnElement[bool], ColumnElement[object]] | None:
    """Shops whose name matches the keywords, and an ORDER BY term, best first."""
    terms = search_terms(keywords)
    if not terms:
        return None
    if dialect == "postgresql":
        phrase: BindParameter[str] = bindparam("shop_words", " ".join(terms), unique=True)
        # Substring and similarity both use the trigram index on shops.name.
        escaped = [term.replace("_", "\\_") for term in terms]
        pattern: BindParameter[str] = bindparam(
            "shop_pattern", "%" + "%".join(escaped) + "%", unique=True
        )
        return (
            or_(shops.c.name.ilike(pattern), phrase.op("<%")(shops.c.name)),
            func.word_similarity(phrase, shops.c.name).desc(),
        )
    matching = select(_shops_fts.c.rowid).where(
        literal_column("shops_fts").op("MATCH")(_fts5_query(terms))
    )
    return shops.c.shop_id.in_(matching), shops.c.credit_score.desc()
