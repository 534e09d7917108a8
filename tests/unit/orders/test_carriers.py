"""Carriers: a seller ships with a configured one (its code recorded on the order's `Shipped`
event), an unknown code is refused, the parcel's tracking page is the carrier's template with
the number percent-encoded, orders shipped before carriers existed read as shipped with none,
and `CARRIERS` configures the list (the demo's by default)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from application.bazaar import Bazaar
from domain.carriers import Carrier, Carriers
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order import Order
from infra.carriers import DEFAULT_CARRIERS
from infra.settings import Settings, SettingsError
from tests.unit.orders.test_order_rules import NOW, paid

DHL = Carrier("dhl", "DHL Express", "https://dhl.example/track?id={logistics_no}&lang=en")
SEVENTEEN = Carrier("china_post", "China Post", "https://t.17track.net/en#nums={logistics_no}")
CARRIERS = Carriers([DHL, SEVENTEEN])


def shipped_event(carrier: Carrier | None) -> Order.Shipped:
    order = paid()
    order.confirm(1, NOW)
    order.ship("1Z999", 1, NOW, carrier)
    event = order.collect_events()[-1]
    assert isinstance(event, Order.Shipped)
    return event


def test_the_shipped_event_records_the_chosen_carriers_code() -> None:
    assert shipped_event(CARRIERS.chosen("dhl")).carrier == "dhl"


def test_shipping_without_naming_a_carrier_records_none() -> None:
    assert CARRIERS.chosen(None) is None
    assert shipped_event(None).carrier is None


@pytest.mark.parametrize("code", ["ups", "", "DHL"])
def test_a_carrier_code_that_is_not_configured_is_refused_with_102(code: str) -> None:
    with pytest.raises(BusinessRuleViolation) as caught:
        CARRIERS.chosen(code)
    assert (caught.value.code, caught.value.field) == (ErrorCode.BAD_PARAMETER, "carrier")


def test_the_tracking_page_takes_the_number_percent_encoded() -> None:
    assert DHL.tracking_link("1Z 99/9") == "https://dhl.example/track?id=1Z%2099%2F9&lang=en"
    # A number cannot add parameters or move the fragment.
    assert DHL.tracking_link("a&lang=xx#y") == (
        "https://dhl.example/track?id=a%26lang%3Dxx%23y&lang=en"
    )
    assert SEVENTEEN.tracking_link("RR123456789CN") == (
        "https://t.17track.net/en#nums=RR123456789CN"
    )


def test_a_carrier_no_longer_configured_is_not_found_for_display() -> None:
    assert CARRIERS.named("dhl") is DHL
    assert CARRIERS.named("ups") is None
    assert CARRIERS.named(None) is None


def test_a_shipped_event_stored_before_carriers_reads_with_no_carrier() -> None:
    application = Bazaar()
    event = shipped_event(DHL)
    stored = application.mapper.to_stored_event(event)
    state = application.mapper.transcoder.decode(stored.state)
    del state["carrier"], state["class_version"]
    old = replace(stored, state=application.mapper.transcoder.encode(state))

    read = application.mapper.to_domain_event(old)
    assert read.carrier is None  # type: ignore[attr-defined]
    assert read.logistics_no == "1Z999"  # type: ignore[attr-defined]
    application.close()


def test_the_demo_offers_well_known_carriers_each_with_a_tracking_page() -> None:
    carriers = Settings.from_environment({}).carriers
    assert carriers == DEFAULT_CARRIERS
    codes = {carrier.code for carrier in carriers}
    assert {"dhl", "ups", "fedex", "usps", "sf_express", "thailand_post", "aramex"} <= codes
    assert all(carrier.tracking_url.startswith("https://") for carrier in carriers)
    assert all("{logistics_no}" in carrier.tracking_url for carrier in carriers)


def test_carriers_are_read_from_the_environment() -> None:
    raw = '[{"code": "acme", "name": " Acme ", "tracking_url": "https://acme.test/{logistics_no}"}]'
    carriers = Settings.from_environment({"CARRIERS": raw}).carriers
    assert carriers == (Carrier("acme", "Acme", "https://acme.test/{logistics_no}"),)


@pytest.mark.parametrize(
    ("raw", "problem"),
    [
        ("not json", "JSON list"),
        ("[]", "non-empty"),
        ('[{"code": "A B", "name": "x", "tracking_url": "https://x/{logistics_no}"}]', "code"),
        ('[{"code": "a", "name": "", "tracking_url": "https://x/{logistics_no}"}]', "name"),
        ('[{"code": "a", "name": "A", "tracking_url": "https://x/track"}]', "tracking_url"),
        ('[{"code": "a", "name": "A", "tracking_url": "ftp://x/{logistics_no}"}]', "tracking_url"),
        (
            '[{"code": "a", "name": "A", "tracking_url": "https://x/{logistics_no}"},'
            ' {"code": "a", "name": "B", "tracking_url": "https://y/{logistics_no}"}]',
            "more than once",
        ),
    ],
)
def test_a_malformed_carrier_list_stops_start_up(raw: str, problem: str) -> None:
    with pytest.raises(SettingsError, match=problem):
        Settings.from_environment({"CARRIERS": raw})
