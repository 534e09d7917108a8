"""Which address the log-in throttle keys on: the socket peer unless a trusted proxy header is
configured, and then only the entry the trusted proxies wrote."""

from __future__ import annotations

from typing import Any

import pytest
from litestar import Request
from litestar.testing import RequestFactory

from infra.settings import Settings, SettingsError
from interfaces.http.client_address import client_address

PEER = "10.0.0.1"


def request_from_peer(headers: dict[str, str]) -> Request[Any, Any, Any]:
    request = RequestFactory().get(headers=headers)
    request.scope["client"] = (PEER, 50000)
    return request


def test_without_a_configured_header_the_peer_is_the_client_whatever_it_forwards() -> None:
    forged = request_from_peer({"X-Forwarded-For": "203.0.113.9", "X-Real-IP": "203.0.113.9"})

    assert client_address(forged, None, 1) == PEER


def test_x_forwarded_for_is_read_from_the_right_by_the_number_of_trusted_proxies() -> None:
    request = request_from_peer({"X-Forwarded-For": "1.1.1.1, 203.0.113.9, 192.0.2.4"})

    assert client_address(request, "X-Forwarded-For", 1) == "192.0.2.4"
    assert client_address(request, "x-forwarded-for", 2) == "203.0.113.9"


def test_x_real_ip_names_the_client_when_it_is_the_configured_header() -> None:
    request = request_from_peer({"X-Real-IP": "2001:DB8::1"})

    assert client_address(request, "X-Real-IP", 1) == "2001:db8::1"


@pytest.mark.parametrize(
    "headers",
    [{}, {"X-Forwarded-For": "not-an-address"}, {"X-Forwarded-For": ""}, {"X-Real-IP": "1.1.1.1"}],
)
def test_a_missing_or_malformed_trusted_header_falls_back_to_the_peer(
    headers: dict[str, str],
) -> None:
    assert client_address(request_from_peer(headers), "X-Forwarded-For", 1) == PEER


def test_fewer_entries_than_trusted_proxies_fall_back_to_the_peer() -> None:
    request = request_from_peer({"X-Forwarded-For": "192.0.2.4"})

    assert client_address(request, "X-Forwarded-For", 2) == PEER


def test_the_proxy_settings_are_read_from_the_environment() -> None:
    unset = Settings.from_environment({})
    proxied = Settings.from_environment(
        {"TRUSTED_PROXY_HEADER": "X-Forwarded-For", "TRUSTED_PROXY_COUNT": "2"}
    )

    assert (unset.trusted_proxy_header, unset.trusted_proxy_count) == (None, 1)
    assert (proxied.trusted_proxy_header, proxied.trusted_proxy_count) == ("X-Forwarded-For", 2)


def test_the_replaced_per_address_failure_setting_is_refused_at_start_up() -> None:
    with pytest.raises(SettingsError, match="LOGIN_MAX_EMAILS_PER_ADDRESS"):
        Settings.from_environment({"LOGIN_MAX_FAILURES_PER_ADDRESS": "50"})
