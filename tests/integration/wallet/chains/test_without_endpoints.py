"""With no chain endpoint configured nothing is read: recharges wait for a reviewer as before."""

from __future__ import annotations

import secrets

from sqlalchemy import func, select

from application.wallet.chain_due import chain_checks_due
from tests.integration.api_client import ApiClient, User
from tests.integration.wallet.steps import apply_recharge


def test_a_chain_recharge_queues_no_check_and_shows_unchecked(
    api: ApiClient, shopper: User
) -> None:
    assert api.container.settings.chain_api_url_tron is None
    answer = apply_recharge(api, shopper, 5_000, secrets.token_hex(32), method="usdt_trc20")
    assert answer["code"] == 0, answer

    listed = api.data("mine/wealth/recharge/list", shopper)["list"][0]

    assert listed["chain_check"] == {"state": "unchecked", "reasons": [], "confirmations": 0}
    with api.container.engine.connect() as connection:
        assert connection.execute(select(func.count()).select_from(chain_checks_due)).scalar() == 0
    assert api.container.chain_checks.queue.redeliver_due() == 0
