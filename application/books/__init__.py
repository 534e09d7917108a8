"""The marketplace's books: the ledger equation, the daily closes and the sellers' money."""
