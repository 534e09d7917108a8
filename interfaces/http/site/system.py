"""`system/*`: the site configuration."""

from __future__ import annotations

import msgspec
from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.services import SiteProfile
from application.site.content import ReferenceData
from application.site.languages import LANGUAGE_NAMES
from domain.languages import LANGUAGES
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Envelope, ok
from interfaces.http.schemas import EmptyRequest
from interfaces.http.site.schemas import (
    CarrierOption,
    CurrencyOption,
    LanguageOption,
    RechargeMethod,
    SiteConfig,
)


class SystemController(Controller):
    path = "/system"

    # Not response-cached: a cached answer would skip validating the body (a malformed one must
    # answer 102), and building it from settings costs microseconds.
    @api_post("/config")
    def config(
        self,
        site: NamedDependency[SiteProfile],
        content: NamedDependency[ReferenceData],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[SiteConfig]:
        """Every field of the site configuration, from settings, and the countries and cities
        the address form offers (what the storefront's promises are written from)."""
        return ok(site_config(site, content))


def site_config(site: SiteProfile, content: ReferenceData) -> SiteConfig:
    """The site configuration as clients see it (also written into the storefront's page)."""
    coverage = content.coverage()
    return SiteConfig(
        site_name=site.site_name,
        logo_url=site.logo_url,
        fav_icon_url=site.fav_icon_url,
        default_language=site.default_language,
        language_list=[
            LanguageOption(name=LANGUAGE_NAMES[code], icon=f"/flags/{code}.svg", sn=code)
            for code in LANGUAGES
        ],
        currency_list=[CurrencyOption(name="US Dollar", symbol="$", sn="USD")],
        recharge_list=[msgspec.convert(method, RechargeMethod) for method in site.recharge_methods],
        site_domain=site.site_domain,
        seller_domain=site.seller_domain,
        third_customer_url=site.third_customer_url,
        merchant_customer_service_welcome=site.merchant_customer_service_welcome,
        inner_customer_service_welcome=site.inner_customer_service_welcome,
        inner_customer_service_enable=site.inner_customer_service_enable,
        merchant_customer_service_enable=site.merchant_customer_service_enable,
        free_shipping_from=site.promise_terms.free_shipping_from,
        shipping_fee=site.shipping_fee,
        subscriber_discount_percent=site.promise_terms.subscriber_discount_percent,
        subscriber_discount_max=site.promise_terms.subscriber_discount_max,
        countries_served=coverage.countries,
        cities_served=coverage.cities,
        walletconnect_project_id=site.walletconnect_project_id,
        carriers=[
            CarrierOption(carrier.code, carrier.name, carrier.tracking_url)
            for carrier in site.carriers
        ],
    )
