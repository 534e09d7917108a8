"""The site's services: its profile (`system/config`), the reference data with the promises
written from the settings, the newsletter, and the operators' storefront content."""

from __future__ import annotations

from typing import TypedDict

from application.services import SiteProfile
from application.site.content import ReferenceData
from application.site.content_version import ContentVersion
from application.site.newsletter import Newsletter, NewsletterSite
from application.site.promises import PromiseTerms
from application.site.storefront_content import StorefrontContent
from infra.settings import Settings
from infra.wiring import Parts


class SiteServices(TypedDict):
    site: SiteProfile
    content: ReferenceData
    newsletter: Newsletter
    storefront_content: StorefrontContent


def promise_terms(settings: Settings) -> PromiseTerms:
    """The settings the site's documents state."""
    return PromiseTerms(
        settings.free_shipping_from,
        settings.subscriber_discount_percent,
        settings.subscriber_discount_max,
        settings.order_receive_days,
        settings.order_receive_extend_days,
        settings.dispute_respond_days,
        settings.review_second_approval_from,
    )


def site_services(parts: Parts) -> SiteServices:
    settings = parts.settings
    terms = promise_terms(settings)
    version = ContentVersion(parts.engine)
    return SiteServices(
        site=SiteProfile(
            site_name=settings.site_name,
            logo_url=settings.logo_url,
            fav_icon_url=settings.fav_icon_url,
            default_language=settings.default_language,
            recharge_methods=settings.recharge_methods,
            site_domain=settings.site_domain,
            seller_domain=settings.seller_domain,
            third_customer_url=settings.third_customer_url,
            merchant_customer_service_enable=settings.merchant_customer_service_enable,
            inner_customer_service_enable=settings.inner_customer_service_enable,
            merchant_customer_service_welcome=settings.merchant_customer_service_welcome,
            inner_customer_service_welcome=settings.inner_customer_service_welcome,
            shipping_fee=settings.shipping_fee,
            promise_terms=terms,
            walletconnect_project_id=settings.walletconnect_project_id,
            carriers=settings.carriers,
        ),
        content=ReferenceData(parts.engine, terms, version),
        newsletter=Newsletter(
            parts.engine,
            parts.clock,
            parts.mailbox,
            NewsletterSite(
                settings.site_name,
                settings.public_url,
                settings.subscriber_discount_percent,
                settings.subscriber_discount_max,
            ),
        ),
        storefront_content=storefront_content(parts, version),
    )


def storefront_content(parts: Parts, version: ContentVersion) -> StorefrontContent:
    """The operators' banners and documents, on the storefront content's `version`."""
    return StorefrontContent(
        parts.application,
        parts.engine,
        parts.clock,
        parts.uploads,
        parts.await_projections,
        version,
    )
