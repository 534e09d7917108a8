"""`seed-demo`'s reviews: the demo authors' received orders are reviewed through the normal
review path, so the products' rating counts agree and the rating filter finds products."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner
from sqlalchemy import func, select

from application.catalogue.ratings import rated_at_least
from application.catalogue.tables import goods
from application.orders.tables import reviews
from domain.order_status import OrderStatus
from infra.bootstrap import bootstrap
from infra.cli import cli
from infra.settings import Settings
from projections.orders import orders


@pytest.fixture
def seeded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CliRunner:
    for name in ("DATABASE_URL", "REDIS_URL", "SMTP_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path))
    runner = CliRunner()
    for command in (["migrate"], ["seed-demo"]):
        result = runner.invoke(cli, command)
        assert result.exit_code == 0, result.output
    return runner


def test_demo_buyers_review_what_they_received_with_varied_stars_and_languages(
    seeded: CliRunner,
) -> None:
    again = seeded.invoke(cli, ["seed-demo"])
    container = bootstrap(Settings.from_environment())
    try:
        with container.engine.connect() as connection:
            written = connection.execute(
                select(
                    reviews.c.shop_goods_id, reviews.c.star, reviews.c.content, reviews.c.order_id
                )
            ).all()
            counted = {
                int(row.goods_id): int(row.rating_count)
                for row in connection.execute(
                    select(goods.c.goods_id, goods.c.rating_count).where(goods.c.rating_count > 0)
                )
            }
            four_and_up = connection.execute(
                select(func.count()).select_from(goods).where(rated_at_least(4))
            ).scalar_one()
            reviewed_orders = {row.order_id for row in written}
            statuses = set(
                connection.execute(
                    select(orders.c.status).where(orders.c.order_id.in_(reviewed_orders))
                ).scalars()
            )
    finally:
        container.close()

    assert again.exit_code == 0
    assert len(written) >= 40, "about six lines from each of eight authors, written once"
    stars = Counter(row.star for row in written)
    assert set(stars) >= {3, 4, 5} and stars[4] + stars[5] > len(written) * 0.6
    assert min(stars) <= 2, "a few unhappy buyers too"
    scripts = {
        "latin": any(row.content.isascii() for row in written),
        "cyrillic": any("а" <= ch <= "я" for row in written for ch in row.content),
        "han": any("\u4e00" <= ch <= "\u9fff" for row in written for ch in row.content),
        "arabic": any("\u0600" <= ch <= "\u06ff" for row in written for ch in row.content),
    }
    assert all(scripts.values()), scripts
    assert counted == Counter(row.shop_goods_id for row in written), "the read model counts each"
    assert four_and_up > 0, "the rating filter finds products"
    assert statuses == {OrderStatus.FINISHED}, "reviewing the last line finished each order"
