"""The console every command prints to, and money as the commands show it."""

from __future__ import annotations

from rich.console import Console

from application.wallet.audit import Balance

console = Console()


def cents(value: int) -> str:
    return f"{value / 100:,.2f}"


def balance_text(balance: Balance) -> str:
    return f"{cents(balance.available)} / {cents(balance.frozen)}"
