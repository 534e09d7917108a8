"""`support/newsletter/*`: newsletter subscriptions."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Controller, Request
from litestar.params import JSONBody

from application.site.newsletter import Gender
from interfaces.http.api_post import api_post
from interfaces.http.context import container_of
from interfaces.http.envelope import Empty, Envelope, done
from interfaces.http.wire import ApiRequest


class SubscribeRequest(ApiRequest, kw_only=True):
    email: Annotated[str, msgspec.Meta(max_length=1024)] = ""
    name: Annotated[str, msgspec.Meta(max_length=1024)] | None = None
    gender: Gender | None = None


class SupportController(Controller):
    path = "/support"

    @api_post("/newsletter/subscribe", changes_state=True)
    def subscribe(
        self, request: Request[Any, Any, Any], data: JSONBody[SubscribeRequest]
    ) -> Envelope[Empty]:
        """Subscribes an e-mail address and sends the welcome mail."""
        container_of(request).newsletter.subscribe(
            data.email, name=data.name or "", gender=data.gender or "unknown"
        )
        return done()
