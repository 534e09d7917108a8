"""Downloading the console's files in the API tests: the GET link with its `?sid=`, read back as
CSV rows, as the envelope of a refusal, or chunk by chunk as the server sends it."""

from __future__ import annotations

import csv
import io
from typing import Any
from urllib.parse import urlencode

import anyio
import httpx

from tests.integration.api_client import ApiClient, User


def download(api: ApiClient, path: str, user: User | None, **params: Any) -> httpx.Response:
    query = {"sid": user.sid} if user else {}
    query.update({name: str(value) for name, value in params.items()})
    return api.client.get(f"/api/{path}", params=query)


def csv_rows(response: httpx.Response) -> list[dict[str, str]]:
    """The rows of a CSV download (which must have succeeded), by the header's names."""
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/csv; charset=utf-8")
    assert response.content.startswith(b"\xef\xbb\xbf")  # the byte order mark, for Excel
    return list(csv.DictReader(io.StringIO(response.content.decode("utf-8-sig"))))


def refusal(response: httpx.Response) -> dict[str, Any]:
    """The envelope a refused download answers with."""
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("application/json")
    answer: dict[str, Any] = response.json()
    assert answer["code"] != 0, answer
    return answer


def money(cents: int) -> str:
    sign = "-" if cents < 0 else ""
    return f"{sign}{abs(cents) // 100}.{abs(cents) % 100:02d}"


def body_chunks(api: ApiClient, path: str, user: User, **params: Any) -> list[bytes]:
    """The response body's parts as the app sends them (the test client joins them): the
    download's path is driven through the app's ASGI interface directly."""
    query = urlencode({"sid": user.sid, **params}).encode()
    messages: list[dict[str, Any]] = []
    requested = False

    async def receive() -> dict[str, Any]:
        # The request once; then the client stays until the whole body has come.
        nonlocal requested
        if not requested:
            requested = True
            return {"type": "http.request", "body": b"", "more_body": False}
        await events[0].wait()
        return {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        messages.append(message)
        if message["type"] == "http.response.body" and not message.get("more_body"):
            events[0].set()

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": f"/api/{path}",
        "raw_path": f"/api/{path}".encode(),
        "query_string": query,
        "headers": [(b"host", b"testserver")],
        "client": ("127.0.0.1", 50000),
        "server": ("testserver", 80),
        "root_path": "",
        "state": {},
    }

    async def run() -> None:
        events.append(anyio.Event())
        await api.client.app(scope, receive, send)

    events: list[anyio.Event] = []
    anyio.run(run)
    start = next(m for m in messages if m["type"] == "http.response.start")
    assert start["status"] == 200
    return [m["body"] for m in messages if m["type"] == "http.response.body" and m.get("body")]
