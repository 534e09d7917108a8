"""The baseline: a bare Litestar JSON endpoint, served the same way as Bazaar."""

from __future__ import annotations

from typing import Any

from litestar import Litestar, post


@post("/api/bare", status_code=200, sync_to_thread=False)
def bare(data: dict[str, Any]) -> dict[str, Any]:
    return {"code": 0, "msg": "ok", "data": {"list": [], "total": 0}}


def create_bare_app() -> Litestar:
    return Litestar(route_handlers=[bare], openapi_config=None)
