"""`@api_post`: every /api call is a POST answering HTTP 200 with the envelope."""

from __future__ import annotations

from typing import Any

from litestar import post
from litestar.handlers import HTTPRouteHandler

from interfaces.http.context import IDEMPOTENT, STATE_CHANGING


def api_post(
    path: str, *, changes_state: bool = False, idempotent: bool = False, **kwargs: Any
) -> HTTPRouteHandler:
    """A POST route; `changes_state` turns on the 1000 ms repeat-submit guard (105), and
    `idempotent` says the handler honours `Idempotency-Key`, which then replaces that guard."""
    opt = dict(kwargs.pop("opt", {}))
    opt[STATE_CHANGING] = changes_state
    opt[IDEMPOTENT] = idempotent
    return post(path, status_code=200, opt=opt, sync_to_thread=True, **kwargs)
