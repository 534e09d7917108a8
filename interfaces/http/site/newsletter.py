"""`support/newsletter/*`: newsletter subscriptions."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.site.newsletter import Newsletter
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Empty, Envelope, done
from interfaces.http.site.schemas import SubscribeRequest


class SupportController(Controller):
    path = "/support"

    @api_post("/newsletter/subscribe", changes_state=True)
    def subscribe(
        self,
        newsletter: NamedDependency[Newsletter],
        data: JSONBody[SubscribeRequest],
    ) -> Envelope[Empty]:
        """Subscribes an e-mail address and sends the welcome mail."""
        newsletter.subscribe(data.email, name=data.name or "", gender=data.gender or "unknown")
        return done()
