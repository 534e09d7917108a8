"""Full-text search clauses: PostgreSQL tsvector + pg_trgm, SQLite FTS5 with bm25.

Keywords are cut into word tokens (letters and digits in any script) and every token must
match the start of a word, so "earb" finds "Earbuds" and no user input reaches the query
syntax. Blank keywords are no filter; keywords with no word at all ("%", "!!!") match nothing,
since nothing typed can be found in a name. PostgreSQL ranks name matches above
brand/category matches above shop matches (the vector's weights); SQLite does the same with
bm25 column weights.

In PostgreSQL a product's vector holds its category as one token (`#c<id>`) instead of the
category path's names in nine languages: those made the vector ~1 kB, half of every row, and
every broad search paid for reading it. A keyword is matched against category names in memory
(the catalogue snapshot) and becomes "a word starting with it, or one of these categories".
Renaming a category therefore needs no product to be re-indexed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import reduce
from typing import Any

from sqlalchemy import (
    BindParameter,
    ColumnElement,
    Connection,
    FromClause,
    Integer,
    and_,
    bindparam,
    case,
    cast,
    column,
    false,
    func,
    literal_column,
    or_,
    select,
    table,
    text,
    true,
)
from sqlalchemy.dialects.postgresql import TSQUERY

from application.catalogue.spelling import Vocabulary
from application.catalogue.tables import goods, shops

MAX_TERMS = 8
WORD_SIMILARITY = 0.3
"""pg_trgm's default similarity: enough for a misspelt word to be taken for a known one."""
CANDIDATE_SIMILARITY = 0.2
"""Enough to be a candidate, then judged by edit distance."""
SHOP_SIMILARITY = 0.5
"""pg_trgm word similarity a misspelt shop name needs."""

_WORD = re.compile(r"\w+", re.UNICODE)
SEARCH_VECTOR: ColumnElement[Any] = literal_column("goods.search_vector")
"""PostgreSQL only: made in SQL by the migrations, so not on the `goods` table object."""
_SIMPLE: ColumnElement[Any] = literal_column("'simple'::regconfig")
_goods_fts = table("goods_fts", column("rowid", Integer))
_shops_fts = table("shops_fts", column("rowid", Integer))


def words(text: str) -> list[str]:
    """The word tokens of `text`, case-folded."""
    return _WORD.findall(text.casefold())


def search_terms(text: str) -> list[str]:
    """The word tokens of `text`, case-folded, at most MAX_TERMS."""
    return words(text)[:MAX_TERMS]


def is_blank(text: str) -> bool:
    """Nothing typed: no filter at all, unlike typed text without a word, which matches none."""
    return not text.strip()


def category_token(category_id: int) -> str:
    """The lexeme standing for a category in a product's vector; `#` keeps any typed word from
    ever matching it as a prefix."""
    return f"#c{category_id}"


CategoriesNamed = Callable[[str], Iterable[int]]
"""The categories (with descendants) having a name word that starts with a term."""


@dataclass(frozen=True)
class GoodsMatch:
    """How to join, filter and rank products matching some terms."""

    source: FromClause
    condition: ColumnElement[bool]
    relevance: tuple[tuple[ColumnElement[Any], bool], ...]
    """Sort keys, best match first, each with whether it descends."""


def _tsquery(terms: list[str], weights: str = "") -> ColumnElement[object]:
    text = " & ".join(f"{term}:*{weights}" for term in terms)
    return func.to_tsquery(_SIMPLE, bindparam("tsquery", text, unique=True))


def _postgresql_match(
    terms: list[str], keywords: str, source: FromClause, categories_named: CategoriesNamed
) -> GoodsMatch:
    """Each term matches a word of the vector or names one of the product's categories.

    The category side is filtered as `category_id IN (...)` (its B-tree index) rather than by
    the vector's category tokens: the planner estimates that well and combines the two with a
    BitmapOr, where a tsquery of many ORed tokens looked cheap enough to seq-scan and evaluate on
    every row (~200 ms on 100,000 products). Ranking does use the tokens, weighted B.
    """
    named = {term: sorted(categories_named(term)) for term in terms}
    words_only = [term for term in terms if not named[term]]
    conditions: list[ColumnElement[bool]] = []
    if words_only:
        conditions.append(SEARCH_VECTOR.op("@@")(_tsquery(words_only)))
    ranked: list[ColumnElement[object]] = []
    for term in terms:
        word = _tsquery([term])
        category_ids = named[term]
        if not category_ids:
            ranked.append(word)
            continue
        conditions.append(or_(SEARCH_VECTOR.op("@@")(word), goods.c.category_id.in_(category_ids)))
        tokens = " | ".join(f"'{category_token(category_id)}'" for category_id in category_ids)
        ranked.append(
            word.op("||")(cast(bindparam("category_tokens", tokens, unique=True), TSQUERY))
        )
    rank_query = reduce(lambda left, right: left.op("&&")(right), ranked)
    return GoodsMatch(
        source,
        and_(*conditions),
        ((_exact_name_first(keywords), False), (func.ts_rank(SEARCH_VECTOR, rank_query), True)),
    )


def _fts5_query(terms: list[str], column_name: str | None = None) -> str:
    body = " AND ".join(f'"{term}"*' for term in terms)
    return f"{column_name} : ({body})" if column_name else body


def _exact_name_first(keywords: str) -> ColumnElement[Any]:
    exact = func.lower(goods.c.name) == bindparam(
        "exact_name", keywords.strip().lower(), unique=True
    )
    return case((exact, 0), else_=1)


def keyword_match(
    dialect: str, keywords: str, source: FromClause, categories_named: CategoriesNamed
) -> GoodsMatch | None:
    """Products whose name, brand, category or shop match every keyword, best first; None for
    blank keywords (no filter)."""
    if is_blank(keywords):
        return None
    terms = search_terms(keywords)
    if not terms:
        return GoodsMatch(source, false(), ((goods.c.goods_id, True),))
    if dialect == "postgresql":
        return _postgresql_match(terms, keywords, source, categories_named)
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
        ((_exact_name_first(keywords), False), (fts.c.rank, False)),
    )


def title_condition(dialect: str, title: str) -> ColumnElement[bool] | None:
    """Products whose name (only) has words starting with every word of `title`; None for a
    blank title (no filter)."""
    if is_blank(title):
        return None
    terms = search_terms(title)
    if not terms:
        return false()
    if dialect == "postgresql":
        # Weight A is the name: an indexed match on the vector, not a scan of the names.
        return SEARCH_VECTOR.op("@@")(_tsquery(terms, "A"))
    matching = select(_goods_fts.c.rowid).where(
        literal_column("goods_fts").op("MATCH")(_fts5_query(terms, "name"))
    )
    return goods.c.goods_id.in_(matching)


def corrected_terms(connection: Connection, terms: list[str]) -> list[str]:
    """PostgreSQL only: each term replaced by the closest word of any product, brand or shop
    name. Candidates are the `search_words` most similar by pg_trgm (its trigram index), at a
    lower similarity than the default so a swap of two letters ("lapotp") is among them; the
    closest by edit distance wins (as on SQLite, `spelling`), else the most similar one above
    the default threshold."""
    connection.execute(
        select(func.set_config("pg_trgm.similarity_threshold", str(CANDIDATE_SIMILARITY), True))
    )
    corrected: list[str] = []
    for term in terms:
        rows = connection.execute(
            text(
                "SELECT word, similarity(word, :term) AS alike FROM search_words "
                "WHERE word % :term ORDER BY alike DESC, word LIMIT 20"
            ),
            {"term": term},
        ).all()
        closest = Vocabulary(str(row.word) for row in rows).closest(term)
        if closest is None and rows and float(rows[0].alike) >= WORD_SIMILARITY:
            closest = str(rows[0].word)
        corrected.append(closest or term)
    return corrected


def shop_name_condition(
    dialect: str, keywords: str
) -> tuple[ColumnElement[bool], ColumnElement[object]] | None:
    """Shops whose name matches the keywords, and an ORDER BY term, best first; None for blank
    keywords (no filter)."""
    if is_blank(keywords):
        return None
    terms = search_terms(keywords)
    if not terms:
        return false(), shops.c.credit_score.desc()
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
