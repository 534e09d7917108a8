"""The read-model rows the shop services answer with, named here so that the edge reaches
them through the application, never the projections."""

from __future__ import annotations

from projections.shop_applications import ShopApplicationRecord

__all__ = ["ShopApplicationRecord"]
