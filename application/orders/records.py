"""The read-model rows the orders services answer with, named here so that the edge reaches
them through the application, never the projections."""

from __future__ import annotations

from projections.orders import OrderRecord

__all__ = ["OrderRecord"]
