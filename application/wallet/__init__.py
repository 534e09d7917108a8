"""The wallet: balances, recharges and withdrawals for the shopper, the reviewer and the auditor."""
