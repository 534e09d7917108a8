"""`support/newsletter/*`: newsletter subscriptions."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request
from litestar.params import JSONBody

from interfaces.http.api_post import api_post
from interfaces.http.context import container_of
from interfaces.http.envelope import Empty, Envelope, done
from interfaces.http.site.schemas import SubscribeRequest


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
