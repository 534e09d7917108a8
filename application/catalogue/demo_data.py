"""The deterministic demo marketplace: the same seed always gives the same rows.

Every random choice comes from a `random.Random` seeded from the seed and the row it is for,
so product 17 is the same product in the small and the large data set, and nothing reads the
clock or the global random state.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import cache
from pathlib import Path
from typing import Any

from application.catalogue.media_urls import (
    brand_logo_url,
    category_icon_url,
    shop_banner_url,
    shop_logo_url,
)

DATA_DIR = Path(__file__).resolve().parent / "data"
DEMO_SEED = 20250601
EPOCH = datetime(2025, 6, 1, tzinfo=UTC)
"""Product dates are spread over the 540 days before this moment."""
DEMO_SELLER_EMAIL = "seller@demo.bazaar.test"


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


def seeded_random(seed: int, *parts: object) -> random.Random:
    # A string seed is hashed with SHA-512 by `random`, so it is stable across processes.
    return random.Random("/".join([str(seed), *map(str, parts)]))  # noqa: S311  (demo data)


def _load(name: str) -> Any:
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))


@cache
def prop_label_names() -> dict[str, dict[str, str]]:
    """The demo's prop labels in the other languages, by label (`data/prop_labels.json`)."""
    return dict(_load("prop_labels.json"))


def category_rows() -> CategoryRows:
    """The 3-level category tree from `data/categories.json`, numbered depth-first from 1."""
    found = CategoryRows(rows=[], leaves=[], top_ids={})
    _add_categories(found, _load("categories.json"), None, 1, "", "")
    return found


def _add_categories(
    found: CategoryRows,
    nodes: Sequence[Mapping[str, Any]],
    parent: int | None,
    level: int,
    top: str,
    trail: str,
) -> None:
    """Appends `nodes` and everything below them to `found`, depth-first."""
    for position, node in enumerate(nodes):
        category_id = len(found.rows) + 1
        top_key = node["key"] if level == 1 else top
        names: dict[str, str] = dict(node["names"])
        search_text = " ".join([*names.values(), trail]).strip()
        found.rows.append(
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
            found.top_ids[top_key] = category_id
        children = node.get("children") or []
        if children:
            _add_categories(found, children, category_id, level + 1, top_key, search_text)
        else:
            found.leaves.append(_leaf(category_id, top_key, node))


def _leaf(category_id: int, top_key: str, node: Mapping[str, Any]) -> LeafCategory:
    props = tuple((label, tuple(values)) for label, values in node["props"].items())
    low, high = node["price"]
    return LeafCategory(
        category_id,
        top_key,
        tuple(node["nouns"]),
        tuple(node["features"]),
        props,
        (int(low), int(high)),
    )


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
        rng = seeded_random(seed, "category-brands", top_key)
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
    rng = seeded_random(plan.seed, "shops")
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


SHOP_COLUMNS = ("shop_id", "owner_uid", "name", "logo", "banner", "credit_score", "created_at")


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
