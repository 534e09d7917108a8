"""Every /api controller, in one list."""

from __future__ import annotations

from litestar.types import ControllerRouterHandler

from interfaces.http.controllers.system import SystemController

API_HANDLERS: list[ControllerRouterHandler] = [
    SystemController,
]
