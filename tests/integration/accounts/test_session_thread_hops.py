"""A session that takes a query is resolved on a worker thread; one that does not (a guest
already known to this process) is answered on the event loop, without the hop."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest
from anyio import to_thread

from interfaces.http import guards
from tests.integration.api_client import ApiClient, User


@pytest.fixture
def session_hops(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The functions the guards send to a worker thread from now on."""
    hops: list[str] = []

    async def counting(function: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        hops.append(function.__name__)
        return await to_thread.run_sync(function, *args, **kwargs)

    monkeypatch.setattr(guards, "to_thread", SimpleNamespace(run_sync=counting))
    return hops


def test_a_known_guests_calls_resolve_the_session_on_the_event_loop(
    api: ApiClient, session_hops: list[str]
) -> None:
    guest = User(uid=0, sid=secrets.token_hex(16), email="")

    for _ in range(3):
        assert api.call("mall/cart/list", guest)["code"] == 0

    assert session_hops == ["_session_of"]  # the first call's look-up only


def test_a_signed_in_callers_session_is_looked_up_on_a_worker_thread_each_call(
    api: ApiClient, session_hops: list[str]
) -> None:
    user = api.sign_in("wren@example.com")
    session_hops.clear()

    for _ in range(2):
        assert api.call("mall/cart/list", user)["code"] == 0

    assert session_hops == ["_session_of", "_session_of"]
