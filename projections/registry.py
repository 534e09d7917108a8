"""Every read model the runner keeps up to date."""

from __future__ import annotations

from projections import wallet_balances
from projections.projection import Projection

ALL_PROJECTIONS: tuple[Projection, ...] = (wallet_balances.projection,)
