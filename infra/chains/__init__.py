"""Readers of the chains' transactions (the `ChainReader` port of application/wallet)."""
