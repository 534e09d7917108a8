"""`system/*`: the site configuration."""

from __future__ import annotations

from typing import Any

import msgspec
from litestar import Controller, Request
from litestar.params import JSONBody

from application.site.languages import LANGUAGE_NAMES, LANGUAGES
from interfaces.http.api_post import api_post
from interfaces.http.context import container_of
from interfaces.http.envelope import Envelope, ok
from interfaces.http.schemas import EmptyRequest
from interfaces.http.site.schemas import CurrencyOption, LanguageOption, RechargeMethod, SiteConfig


class SystemController(Controller):
    path = "/system"

    # Not response-cached: a cached answer would skip validating the body (a malformed one must
    # answer 102), and building it from settings costs microseconds.
    @api_post("/config")
    def config(
        self, request: Request[Any, Any, Any], data: JSONBody[EmptyRequest]
    ) -> Envelope[SiteConfig]:
        """Every field of the site configuration, from settings."""
        settings = container_of(request).settings
        return ok(
            SiteConfig(
                site_name=settings.site_name,
                logo_url=settings.logo_url,
                fav_icon_url=settings.fav_icon_url,
                default_language=settings.default_language,
                language_list=[
                    LanguageOption(name=LANGUAGE_NAMES[code], icon=f"/flags/{code}.svg", sn=code)
                    for code in LANGUAGES
                ],
                currency_list=[CurrencyOption(name="US Dollar", symbol="$", sn="USD")],
                recharge_list=[
                    msgspec.convert(method, RechargeMethod) for method in settings.recharge_methods
                ],
                site_domain=settings.site_domain,
                seller_domain=settings.seller_domain,
                third_customer_url=settings.third_customer_url,
                merchant_customer_service_welcome=settings.merchant_customer_service_welcome,
                inner_customer_service_welcome=settings.inner_customer_service_welcome,
                inner_customer_service_enable=settings.inner_customer_service_enable,
                merchant_customer_service_enable=settings.merchant_customer_service_enable,
            )
        )
