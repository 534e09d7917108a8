"""`/api` calls of the marketplace's books: the auditors' ledger and closes, the sellers' money."""
