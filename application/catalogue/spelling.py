"""SQLite's "did you mean": each misspelt keyword replaced by the closest word the product
search index knows, as PostgreSQL does with pg_trgm over `search_words`.

The words are the FTS5 index's own vocabulary (`goods_fts_words`, an fts5vocab table), read
once per catalogue version into an in-memory trigram index: FTS5 cannot tokenize in a trigger,
so a trigram table of words would need every catalogue write to split names in Python, while
the vocabulary is kept by the index at no cost. Corrections are only asked when a search finds
nothing, so the first one after a catalogue change pays for the read (a few thousand words).

Candidates share a trigram with the typed word (padded like pg_trgm, so the first letters
count); the closest by edit distance (a swap of two neighbours is one edit: "lapotp" is one
from "laptop") wins, then by trigram similarity. Short words allow one edit, longer ones two.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from sqlalchemy import Connection, text

LONG_WORD = 5
"""From this length on, two edits are still a misspelling."""


def trigrams(word: str) -> set[str]:
    padded = f"  {word} "
    return {padded[i : i + 3] for i in range(len(padded) - 2)}


def edit_distance(left: str, right: str) -> int:
    """Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    two neighbouring letters each count one."""
    previous2: list[int] = []
    previous = list(range(len(right) + 1))
    for i in range(1, len(left) + 1):
        current = [i] + [0] * len(right)
        for j in range(1, len(right) + 1):
            cost = 0 if left[i - 1] == right[j - 1] else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and left[i - 1] == right[j - 2] and left[i - 2] == right[j - 1]:
                current[j] = min(current[j], previous2[j - 2] + 1)
        previous2, previous = previous, current
    return previous[len(right)]


class Vocabulary:
    """Known words by trigram."""

    def __init__(self, words: Iterable[str]) -> None:
        self._by_trigram: dict[str, set[str]] = defaultdict(set)
        for word in words:
            for trigram in trigrams(word):
                self._by_trigram[trigram].add(word)

    def closest(self, term: str) -> str | None:
        """The known word closest to `term` within the allowed edits, or None."""
        wanted = trigrams(term)
        candidates = set().union(*(self._by_trigram.get(trigram, set()) for trigram in wanted))
        allowed = 2 if len(term) >= LONG_WORD else 1
        ranked = sorted(
            (
                edit_distance(term, word),
                -len(wanted & trigrams(word)) / len(wanted | trigrams(word)),
                word,
            )
            for word in candidates
            if abs(len(word) - len(term)) <= allowed
        )
        if not ranked or ranked[0][0] > allowed:
            return None
        return ranked[0][2]

    def corrected(self, terms: list[str]) -> list[str]:
        """Each term replaced by its closest known word; known or hopeless terms stay."""
        return [self.closest(term) or term for term in terms]


def read_vocabulary(connection: Connection) -> Vocabulary:
    """The words of the SQLite product search index (digits and one-letter words left out)."""
    rows = connection.execute(
        text("SELECT term FROM goods_fts_words WHERE length(term) > 1")
    ).scalars()
    return Vocabulary(str(term) for term in rows if not str(term).isdigit())
