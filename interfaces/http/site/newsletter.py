"""`support/newsletter/*`: newsletter subscriptions."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.site.newsletter import Newsletter
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Empty, Envelope, done
from interfaces.http.site.schemas import ConfirmSubscriptionRequest, SubscribeRequest


class SupportController(Controller):
    path = "/support"

    @api_post("/newsletter/subscribe", changes_state=True)
    def subscribe(
        self,
        newsletter: NamedDependency[Newsletter],
        data: JSONBody[SubscribeRequest],
    ) -> Envelope[Empty]:
        """Subscribes an e-mail address and mails it a single-use confirmation link (double
        opt-in); an address not confirmed yet gets a new link, a confirmed one answers 10601."""
        newsletter.subscribe(data.email, name=data.name or "", gender=data.gender or "unknown")
        return done()

    @api_post("/newsletter/confirm", changes_state=True)
    def confirm(
        self,
        newsletter: NamedDependency[Newsletter],
        data: JSONBody[ConfirmSubscriptionRequest],
    ) -> Envelope[Empty]:
        """Confirms the subscription of the link's token and mails the welcome with the
        subscriber offer; 10602 when the link is unknown, used or expired (7 days)."""
        newsletter.confirm(data.token)
        return done()
