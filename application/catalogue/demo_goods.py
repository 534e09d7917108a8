"""The demo products: each product, its SKUs and pictures from its own seeded random stream.

Product `goods_id` draws everything from `seeded_random(seed, "goods", goods_id)` in a fixed
order (shop, category, brand, name, SKUs, prices, sales, pictures, description, dates), so the
same seed gives the same rows; change that order and every demo product changes.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from application.catalogue.demo_data import EPOCH, DemoPlan, DemoShop, LeafCategory, seeded_random
from application.catalogue.media_urls import goods_image_url
from application.catalogue.sanitize import sanitize_description

MAX_SKUS = 12
DISCOUNTED_SHARE = 0.3
"""The share of demo products on sale, shown with a struck-through market price."""


@dataclass(frozen=True)
class GoodsBatch:
    goods: list[tuple[Any, ...]]
    skus: list[tuple[Any, ...]]
    images: list[tuple[Any, ...]]


GOODS_COLUMNS = (
    "goods_id",
    "shop_id",
    "category_id",
    "brand_id",
    "name",
    "description_html",
    "sku_no",
    "cover_image",
    "price",
    "market_price",
    "stock",
    "sales",
    "visits_total",
    "is_recommended",
    "created_at",
)
SKU_COLUMNS = ("sku_id", "goods_id", "position", "props_desc", "price", "stock")
IMAGE_COLUMNS = ("goods_id", "position", "url")
_SERIES = ("Nova", "Aero", "Luna", "Terra", "Vista", "Echo", "Prime", "Orbit", "Pulse", "Halo")
_SUFFIXES = ("Pro", "Max", "Lite", "Plus", "Mini", "2", "X", "Air", "SE", "Ultra")


def _cents(dollars: float) -> int:
    # Prices end in .99 like real ones: 24.99, and 249.99 rather than 247.99 above 100.
    whole = max(1, int(dollars))
    if whole >= 100:
        whole = round(whole, -1)
    return whole * 100 - 1


def _sku_combinations(
    rng: random.Random, props: Sequence[tuple[str, Sequence[str]]]
) -> list[list[tuple[str, str, int]]]:
    """1-12 SKUs: a few values of each prop, in the category's order, combined."""
    chosen: list[list[tuple[str, str, int]]] = []
    budget = MAX_SKUS
    for label, values in props:
        room = max(1, budget)
        count = rng.randint(1, min(len(values), room, 6))
        picks = sorted(rng.sample(range(len(values)), count))
        chosen.append([(label, values[i], i) for i in picks])
        budget //= count
    return [list(combo) for combo in itertools.product(*chosen)][:MAX_SKUS]


_HIGHLIGHTS = (
    "made for everyday use",
    "a favourite with returning customers",
    "checked by hand before it ships",
    "built to the maker's own quality standard",
    "easy to care for",
    "designed with feedback from thousands of reviews",
)


def _description(rng: random.Random, name: str, brand: str | None, leaf: LeafCategory) -> str:
    features = rng.sample(leaf.features, min(3, len(leaf.features)))
    maker = brand or "our partner workshop"
    warranty = rng.choice((1, 2, 3))
    phrases = rng.sample(_HIGHLIGHTS, len(features))
    points = [
        f"<li><strong>{feature}</strong>: {phrase}</li>"
        for feature, phrase in zip(features, phrases, strict=True)
    ]
    points.append(f"<li>{warranty}-year warranty and free returns within 30 days</li>")
    points.append(f"<li>Ships within {rng.choice((1, 2, 3))} business days</li>")
    opening = rng.choice(
        (
            f"Meet the {name}: made by {maker} for people who notice the details.",
            f"The {name} from {maker} balances quality and value.",
            f"{maker} built the {name} to last, and it shows.",
        )
    )
    closing = rng.choice(
        (
            "Questions about sizing or compatibility? Chat with the shop before you buy.",
            "Every order is packed with care and tracked to your door.",
            "Loved by thousands of shoppers across 180 countries.",
        )
    )
    return sanitize_description(f"<p>{opening}</p><ul>{''.join(points)}</ul><p>{closing}</p>")


@dataclass(frozen=True)
class _Pick:
    """What a product is: its shop, leaf category, brand and name."""

    shop: DemoShop
    leaf: LeafCategory
    brand_id: int | None
    brand: str | None
    name: str


def _pick(
    rng: random.Random,
    shops: Sequence[DemoShop],
    leaves_by_top: Mapping[str, Sequence[LeafCategory]],
    brands_by_top: Mapping[str, Sequence[tuple[int, str]]],
) -> _Pick:
    shop = shops[rng.randrange(len(shops))]
    top_key = shop.specialty if rng.random() < 0.7 else rng.choice(sorted(leaves_by_top))
    leaf = rng.choice(leaves_by_top[top_key])
    brand_id, brand = rng.choice(brands_by_top[top_key]) if rng.random() < 0.9 else (None, None)
    words = [
        brand,
        rng.choice(_SERIES) if rng.random() < 0.35 else None,
        rng.choice(leaf.features),
        rng.choice(leaf.nouns),
        rng.choice(_SUFFIXES) if rng.random() < 0.4 else None,
    ]
    return _Pick(shop, leaf, brand_id, brand, " ".join(word for word in words if word))


def _sku_rows(
    rng: random.Random, leaf: LeafCategory, goods_id: int, first_sku_id: int
) -> list[tuple[Any, ...]]:
    low, high = leaf.price_range
    base = low * (high / low) ** rng.random()
    sku_rows: list[tuple[Any, ...]] = []
    for position, combo in enumerate(_sku_combinations(rng, leaf.props)):
        # Larger sizes and capacities cost a little more.
        uplift = 1 + 0.08 * sum(index for _, _, index in combo) / max(1, len(combo))
        price = _cents(base * uplift)
        stock = 0 if rng.random() < 0.06 else rng.randint(1, 400)
        props_desc = ";".join(f"{label}:{value}" for label, value, _ in combo)
        sku_rows.append((first_sku_id + position, goods_id, position, props_desc, price, stock))
    return sku_rows


def _goods_one(
    plan: DemoPlan,
    goods_id: int,
    shops: Sequence[DemoShop],
    leaves_by_top: Mapping[str, Sequence[LeafCategory]],
    brands_by_top: Mapping[str, Sequence[tuple[int, str]]],
    first_sku_id: int,
) -> tuple[tuple[Any, ...], list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    rng = seeded_random(plan.seed, "goods", goods_id)
    pick = _pick(rng, shops, leaves_by_top, brands_by_top)
    sku_rows = _sku_rows(rng, pick.leaf, goods_id, first_sku_id)
    price = min(row[4] for row in sku_rows)
    top_price = max(row[4] for row in sku_rows)
    # About three products in ten are on sale: their market price is above every SKU's price.
    # The rest carry their own price as the market price, which no page strikes through.
    on_sale = rng.random() < DISCOUNTED_SHARE
    marked_up = max(_cents(top_price * rng.uniform(1.15, 1.6) / 100), top_price + 100)
    market_price = marked_up if on_sale else price
    sales = min(50_000, int(rng.paretovariate(1.16) * 6) - 6)
    image_count = rng.randint(3, 6)
    images = [(goods_id, i, goods_image_url(goods_id, i, 800)) for i in range(image_count)]
    row = (
        goods_id,
        pick.shop.shop_id,
        pick.leaf.category_id,
        pick.brand_id,
        pick.name,
        _description(rng, pick.name, pick.brand, pick.leaf),
        f"BZ-{goods_id:07d}",
        goods_image_url(goods_id, 0, 400),
        price,
        max(market_price, price),
        sum(sku[5] for sku in sku_rows),
        sales,
        sales * rng.randint(4, 30) + rng.randint(0, 50),
        rng.random() < 0.12,
        EPOCH - timedelta(seconds=rng.randrange(540 * 86_400)),
    )
    return row, sku_rows, images


def generate_goods(
    plan: DemoPlan,
    shops: Sequence[DemoShop],
    leaves: Sequence[LeafCategory],
    brands: Sequence[Mapping[str, Any]],
    brands_by_top: Mapping[str, Sequence[int]],
    chunk: int = 5_000,
) -> Iterator[GoodsBatch]:
    """Products 1..plan.goods with their SKUs and images, `chunk` products at a time."""
    leaves_by_top: dict[str, list[LeafCategory]] = {}
    for leaf in leaves:
        leaves_by_top.setdefault(leaf.top_key, []).append(leaf)
    brand_names = {int(b["brand_id"]): str(b["name"]) for b in brands}
    named_brands = {
        top: [(brand_id, brand_names[brand_id]) for brand_id in ids]
        for top, ids in brands_by_top.items()
    }
    next_sku = 1
    for start in range(1, plan.goods + 1, chunk):
        batch = GoodsBatch([], [], [])
        for goods_id in range(start, min(start + chunk, plan.goods + 1)):
            row, sku_rows, images = _goods_one(
                plan, goods_id, shops, leaves_by_top, named_brands, next_sku
            )
            next_sku += len(sku_rows)
            batch.goods.append(row)
            batch.skus.extend(sku_rows)
            batch.images.extend(images)
        yield batch
