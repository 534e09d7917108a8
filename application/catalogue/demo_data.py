"""The deterministic demo marketplace: the same seed always gives the same rows.

Every random choice comes from a `random.Random` seeded from the seed and the row it is for,
so product 17 is the same product in the small and the large data set, and nothing reads the
clock or the global random state.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from application.catalogue.media_urls import (
    brand_logo_url,
    category_icon_url,
    goods_image_url,
    shop_banner_url,
    shop_logo_url,
)
from application.catalogue.sanitize import sanitize_description

DATA_DIR = Path(__file__).resolve().parent / "data"
DEMO_SEED = 20250601
EPOCH = datetime(2025, 6, 1, tzinfo=UTC)
"""Product dates are spread over the 540 days before this moment."""
DEMO_SELLER_EMAIL = "seller@demo.bazaar.test"
MAX_SKUS = 12


@dataclass(frozen=True)
class DemoPlan:
    size: str
    shops: int
    goods: int
    seed: int = DEMO_SEED


DEMO_PLANS: dict[str, DemoPlan] = {
    "small": DemoPlan("small", shops=30, goods=2_000),
    "large": DemoPlan("large", shops=150, goods=100_000),
}


@dataclass(frozen=True)
class LeafCategory:
    category_id: int
    top_key: str
    nouns: tuple[str, ...]
    features: tuple[str, ...]
    props: tuple[tuple[str, tuple[str, ...]], ...]
    price_range: tuple[int, int]


@dataclass(frozen=True)
class CategoryRows:
    rows: list[dict[str, Any]]
    leaves: list[LeafCategory]
    top_ids: dict[str, int]
    """Level-one category id by its key."""


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
SHOP_COLUMNS = ("shop_id", "owner_uid", "name", "logo", "banner", "credit_score", "created_at")


def _rng(seed: int, *parts: object) -> random.Random:
    # A string seed is hashed with SHA-512 by `random`, so it is stable across processes.
    return random.Random("/".join([str(seed), *map(str, parts)]))  # noqa: S311  (demo data)


def _load(name: str) -> Any:
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))


def category_rows() -> CategoryRows:
    """The 3-level category tree from `data/categories.json`, numbered depth-first from 1."""
    rows: list[dict[str, Any]] = []
    leaves: list[LeafCategory] = []
    top_ids: dict[str, int] = {}

    def visit(
        nodes: Sequence[Mapping[str, Any]], parent: int | None, level: int, top: str, trail: str
    ) -> None:
        for position, node in enumerate(nodes):
            category_id = len(rows) + 1
            top_key = node["key"] if level == 1 else top
            names: dict[str, str] = dict(node["names"])
            search_text = " ".join([*names.values(), trail]).strip()
            rows.append(
                {
                    "category_id": category_id,
                    "parent_id": parent,
                    "level": level,
                    "position": position,
                    "slug": node["key"],
                    "names": names,
                    "icon": category_icon_url(category_id),
                    "search_text": search_text,
                }
            )
            if level == 1:
                top_ids[top_key] = category_id
            children = node.get("children") or []
            if children:
                visit(children, category_id, level + 1, top_key, search_text)
            else:
                props = tuple((label, tuple(values)) for label, values in node["props"].items())
                low, high = node["price"]
                leaves.append(
                    LeafCategory(
                        category_id,
                        top_key,
                        tuple(node["nouns"]),
                        tuple(node["features"]),
                        props,
                        (int(low), int(high)),
                    )
                )

    visit(_load("categories.json"), None, 1, "", "")
    return CategoryRows(rows, leaves, top_ids)


def brand_rows() -> tuple[list[dict[str, Any]], dict[str, list[int]]]:
    """The 80 brands (ids in file order) and the brand ids of each level-one category key."""
    rows: list[dict[str, Any]] = []
    by_top: dict[str, list[int]] = {}
    for top_key, names in _load("brands.json").items():
        for name in names:
            brand_id = len(rows) + 1
            rows.append({"brand_id": brand_id, "name": name, "logo": brand_logo_url(brand_id)})
            by_top.setdefault(top_key, []).append(brand_id)
    return rows, by_top


def category_brand_rows(
    seed: int, top_ids: Mapping[str, int], brands_by_top: Mapping[str, list[int]]
) -> list[dict[str, Any]]:
    """Per level-one category: six hot brands and six recommended ones (some from elsewhere)."""
    rows: list[dict[str, Any]] = []
    every_brand = sorted(b for ids in brands_by_top.values() for b in ids)
    for top_key, category_id in top_ids.items():
        rng = _rng(seed, "category-brands", top_key)
        own = list(brands_by_top.get(top_key, []))
        rng.shuffle(own)
        hot = own[:6]
        others = [b for b in every_brand if b not in own]
        recommend = own[6:10] + rng.sample(others, 2)
        for kind, chosen in (("hot", hot), ("recommend", recommend)):
            rows.extend(
                {"category_id": category_id, "kind": kind, "brand_id": brand_id, "position": i}
                for i, brand_id in enumerate(chosen)
            )
    return rows


_SHOP_FIRST = (
    "Harbor", "Northwind", "Maple", "Cobalt", "Juniper", "Sterling", "Saffron", "Evergreen",
    "Bluebird", "Lantern", "Riverside", "Mosaic", "Atlas", "Meadow", "Coastal", "Velvet",
    "Pioneer", "Horizon", "Copperleaf", "Silverline", "Willow", "Granite", "Amber", "Cedar",
    "Monarch", "Tidal", "Orchard", "Beacon", "Foxglove", "Highland",
)  # fmt: skip
_SHOP_LAST = (
    "Goods", "Emporium", "Outfitters", "Trading Co", "Market", "Supply", "Store", "Boutique",
    "House", "Collective", "Depot", "Bazaar", "Corner", "Studio", "Traders",
)  # fmt: skip
_SERIES = ("Nova", "Aero", "Luna", "Terra", "Vista", "Echo", "Prime", "Orbit", "Pulse", "Halo")
_SUFFIXES = ("Pro", "Max", "Lite", "Plus", "Mini", "2", "X", "Air", "SE", "Ultra")


@dataclass(frozen=True)
class DemoShop:
    shop_id: int
    name: str
    owner_email: str
    specialty: str
    credit_score: int
    created_at: datetime


def demo_shops(plan: DemoPlan, top_keys: Sequence[str]) -> list[DemoShop]:
    """Shop 1 belongs to the demo seller; the others to generated sellers."""
    rng = _rng(plan.seed, "shops")
    firsts, lasts = list(_SHOP_FIRST), list(_SHOP_LAST)
    rng.shuffle(firsts)
    rng.shuffle(lasts)
    # Every first word once before any repeats; 450 distinct names in all.
    names = [
        f"{firsts[i % len(firsts)]} {lasts[(i * 7 + i // len(firsts)) % len(lasts)]}"
        for i in range(plan.shops)
    ]
    found: list[DemoShop] = []
    for index in range(plan.shops):
        shop_id = index + 1
        email = DEMO_SELLER_EMAIL if index == 0 else f"seller{shop_id:03d}@demo.bazaar.test"
        name = "Bazaar Demo Store" if index == 0 else names[index - 1]
        found.append(
            DemoShop(
                shop_id=shop_id,
                name=name,
                owner_email=email,
                specialty=top_keys[rng.randrange(len(top_keys))],
                credit_score=min(100, 60 + int(rng.betavariate(5, 1.5) * 41)),
                created_at=EPOCH - timedelta(days=600 + rng.randrange(900)),
            )
        )
    return found


def shop_rows(shops: Sequence[DemoShop], owner_uids: Mapping[str, int]) -> list[tuple[Any, ...]]:
    return [
        (
            shop.shop_id,
            owner_uids[shop.owner_email],
            shop.name,
            shop_logo_url(shop.shop_id),
            shop_banner_url(shop.shop_id),
            shop.credit_score,
            shop.created_at,
        )
        for shop in shops
    ]


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


def _goods_one(
    plan: DemoPlan,
    goods_id: int,
    shops: Sequence[DemoShop],
    leaves_by_top: Mapping[str, Sequence[LeafCategory]],
    brands_by_top: Mapping[str, Sequence[tuple[int, str]]],
    first_sku_id: int,
) -> tuple[tuple[Any, ...], list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    rng = _rng(plan.seed, "goods", goods_id)
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
    name = " ".join(word for word in words if word)

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
    price = min(row[4] for row in sku_rows)
    top_price = max(row[4] for row in sku_rows)
    market_price = top_price if rng.random() < 0.3 else int(top_price * rng.uniform(1.1, 1.6))
    sales = min(50_000, int(rng.paretovariate(1.16) * 6) - 6)
    image_count = rng.randint(3, 6)
    images = [(goods_id, i, goods_image_url(goods_id, i, 800)) for i in range(image_count)]
    row = (
        goods_id,
        shop.shop_id,
        leaf.category_id,
        brand_id,
        name,
        _description(rng, name, brand, leaf),
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


def rows_digest(digest: Any, rows: Sequence[Sequence[Any]]) -> None:
    """Feeds rows into a hash in a form both databases read back identically."""
    for row in rows:
        digest.update(repr(tuple(_normal(value) for value in row)).encode())


def _normal(value: Any) -> Any:
    if isinstance(value, datetime):
        moment = value if value.tzinfo else value.replace(tzinfo=UTC)
        return int(moment.timestamp())
    if isinstance(value, bool):
        return int(value)
    return value


def new_digest() -> Any:
    return hashlib.sha256()
