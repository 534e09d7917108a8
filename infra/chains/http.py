"""One JSON request to a chain's endpoint, every failure turned into `ChainUnavailable`."""

from __future__ import annotations

from typing import Any

import httpx

from application.wallet.chain_verification import ChainUnavailable

DEFAULT_TIMEOUT = httpx.Timeout(10.0, connect=5.0)
"""A node that does not answer in this long is asked again on the next re-check."""


def post_json(client: httpx.Client, url: str, payload: Any) -> Any:
    """The decoded answer to `payload` POSTed at `url`; ChainUnavailable when the node cannot
    be reached, times out, answers an HTTP error or something that is not JSON."""
    try:
        response = client.post(url, json=payload)
        response.raise_for_status()
        return response.json()
    except (httpx.HTTPError, ValueError) as error:
        raise ChainUnavailable(f"{url}: {error}") from error


class Unreadable(ChainUnavailable):
    """The node answered, but not in the shape its API documents."""
