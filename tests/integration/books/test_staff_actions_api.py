"""`console/audit/actions`: the record of staff actions is read by auditors and operators only,
on both stores; a bad filter is refused with the field it names."""

from __future__ import annotations

import pytest

from tests.integration.api_client import ApiClient


@pytest.mark.parametrize("role", ["auditor", "operator"])
def test_auditors_and_operators_read_the_record(api: ApiClient, role: str) -> None:
    reader = api.sign_in(f"{role}-reader@bazaar.test", role)

    page = api.data("console/audit/actions", reader, page=1, page_size=20)

    assert page["page"] == 1
    assert page["page_size"] == 20
    assert page["total"] == len(page["list"])


@pytest.mark.parametrize("role", ["reviewer", "seller", "agent", None])
def test_no_one_else_reads_the_record(api: ApiClient, role: str | None) -> None:
    caller = api.sign_in(f"{role or 'shopper'}-nosy@bazaar.test", *([role] if role else []))

    assert api.call("console/audit/actions", caller)["code"] == 111


def test_a_guest_is_asked_to_sign_in(api: ApiClient) -> None:
    assert api.call("console/audit/actions", None)["code"] == 101


def test_an_unknown_kind_is_refused_naming_it(api: ApiClient) -> None:
    auditor = api.sign_in("ada@bazaar.test", "auditor")
    answer = api.call("console/audit/actions", auditor, kind="shop_sold")

    assert answer["code"] == 102
    assert answer["data"] == {"field": "kind"}
