"""The one eventsourcing Application that holds every aggregate that must change together."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any, ClassVar
from uuid import UUID

from eventsourcing.application import Application
from eventsourcing.persistence import Recording

from domain.cart import Cart
from domain.inventory import Inventory
from domain.wallet import Wallet

logger = logging.getLogger(__name__)

NotificationListener = Callable[[int], None]


class Bazaar(Application[UUID]):
    """Event store and repository for Wallet, Cart, Order and Inventory (ShopApplication later)."""

    name = "Bazaar"
    # A wallet with thousands of events still loads from its latest snapshot.
    snapshotting_intervals: ClassVar[dict[type[Any], int]] = {
        Wallet: 50,
        Inventory: 50,
        Cart: 50,
    }

    def __init__(self, env: Mapping[str, str] | None = None) -> None:
        super().__init__(env=env)
        self._on_saved: NotificationListener | None = None

    def listen(self, on_saved: NotificationListener) -> None:
        """Called with the last notification id after every successful save."""
        self._on_saved = on_saved

    def _notify(self, recordings: list[Recording[UUID]]) -> None:
        # The wake-up is only a hint: a lost one costs one catch-up tick, so it never fails a save.
        if not recordings or self._on_saved is None:
            return
        try:
            self._on_saved(recordings[-1].notification.id)
        except Exception:
            logger.warning(
                "projection wake-up not sent; the catch-up tick will cover it", exc_info=True
            )
