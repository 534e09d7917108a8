"""Every plain table of the application, registered on the one `state_metadata`.

Each capability declares its own tables; importing this module imports them all, so Alembic's
`env.py`, `bazaar migrate` and `create_all` compare and create every table.
"""

from __future__ import annotations

import application.accounts.tables
import application.catalogue.report_tables
import application.catalogue.shop_names
import application.catalogue.stock_levels
import application.catalogue.tables
import application.chat.tables
import application.idempotency
import application.orders.tables
import application.shops.tables
import application.site.tables
import application.wallet.deposit_addresses
import application.wallet.recharge_references
import application.wallet.transaction_claims  # noqa: F401  (the imports above register the tables)
from application.metadata import state_metadata

__all__ = ["state_metadata"]
