"""What the catalogue answers: plain values the HTTP layer turns into wire Structs."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

# The one page type of every paged list; re-exported for the catalogue's callers.
from projections.paging import Paged as Paged

GoodsSort = Literal["default", "sales", "price_asc", "price_desc", "new"]


@dataclass(frozen=True)
class ShopSummary:
    shop_id: int
    name: str
    logo: str
    credit_score: int


@dataclass(frozen=True)
class GoodsCard:
    shop_goods_id: int
    name: str
    cover_image: str
    price: int
    market_price: int
    sales: int
    stock: int
    shop: ShopSummary
    is_favorite: bool = False
    on_sale: bool = True
    names: Mapping[str, str] = field(default_factory=dict)
    """The name in other languages, where the seller gave it (`name` is the default)."""

    def in_language(self, language: str) -> GoodsCard:
        """The card with its name in `language` when the seller gave one (itself otherwise)."""
        localized = self.names.get(language)
        if not localized or localized == self.name:
            return self
        # Cached cards are shared between callers; a new card is made rather than one changed.
        return replace(self, name=localized)


@dataclass(frozen=True)
class CategoryRef:
    id: int
    names: Mapping[str, str]


@dataclass(frozen=True)
class BrandView:
    id: int
    name: str
    logo: str


@dataclass(frozen=True)
class PropChoice:
    label: str
    values: list[str]
    names: dict[str, str] = field(default_factory=dict)
    """The label in other languages, where the seller gave them."""


@dataclass(frozen=True)
class SkuView:
    sku_id: int
    props_desc: str
    price: int
    stock: int


@dataclass(frozen=True)
class Rating:
    avg: float = 0.0
    count: int = 0


@dataclass(frozen=True)
class GoodsDetail:
    card: GoodsCard
    images: list[str]
    description_html: str
    sku_no: str
    discount: int
    """Percent off the market price, rounded down (0 when there is none)."""
    brand: BrandView | None
    category: CategoryRef
    props: list[PropChoice]
    skus: list[SkuView]
    visits_total: int
    visits_today: int
    rating: Rating = field(default_factory=Rating)


@dataclass(frozen=True)
class GoodsQuery:
    category_id: int | None = None
    brand_id: int | None = None
    shop_id: int | None = None
    title: str = ""
    keywords: str = ""
    price_min: int | None = None
    """Cents, inclusive, like `price_max`: the card's price (its cheapest SKU's)."""
    price_max: int | None = None
    in_stock: bool = False
    """Only products with units left (any SKU)."""
    min_rating: int | None = None
    """Only products whose average star, to one decimal, is at least this."""
    sort: GoodsSort = "default"
    page: int = 1
    page_size: int = 20


@dataclass(frozen=True)
class ShopView:
    shop_id: int
    name: str
    logo: str
    banner: str
    goods_count: int
    """Products on sale."""
    credit_score: int
    description: str = ""
    """What the shop's owner says about it (plain text)."""
    available: bool = True
    """False while the platform has it suspended: its page says so instead of its products."""


@dataclass(frozen=True)
class Banner:
    image: str
    title: str
    """The headline, shown over the picture (never drawn into it, so it translates)."""
    link: str
    subtitle: str = ""
    """A line under the headline; '' when there is none."""
    cta: str = ""
    """The call to action's label, for the link; '' when there is none."""


@dataclass(frozen=True)
class HomeSection:
    title: str
    goods: list[GoodsCard]


@dataclass(frozen=True)
class HomePage:
    banners: list[Banner]
    sections: list[HomeSection]


def props_of(
    skus: Sequence[SkuView], prop_names: Mapping[str, Mapping[str, str]] | None = None
) -> list[PropChoice]:
    """Each label of the SKUs' `props_desc` with its values, both in first-seen order, and
    the label's translations from the product's `prop_names`."""
    values_by_label: dict[str, list[str]] = {}
    for sku in skus:
        for pair in sku.props_desc.split(";"):
            label, _, value = pair.partition(":")
            if label and value and value not in values_by_label.setdefault(label, []):
                values_by_label[label].append(value)
    translations = prop_names or {}
    return [
        PropChoice(label, values, dict(translations.get(label) or {}))
        for label, values in values_by_label.items()
    ]


def discount_percent(price: int, market_price: int) -> int:
    if market_price <= price or market_price <= 0:
        return 0
    return (market_price - price) * 100 // market_price
