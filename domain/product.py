"""What a seller may put on sale: the rules of a product draft, checked before anything is
written. Each broken rule answers 102 naming the field, so the form can point at it.

A product's options are its props (up to three, e.g. Colour and Size); each SKU is one
combination of their values, written `Colour:Red;Size:M` in the props' order, which is how the
storefront reads them back (`props_of`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import product as combinations

from domain import languages
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.inventory import MAX_STOCK

NAME_MAX = 200
MAX_PRICE = 1_000_000_000
MAX_IMAGES = 9
MAX_PROPS = 3
MAX_PROP_VALUES = 20
PROP_LABEL_MAX = 30
PROP_VALUE_MAX = 40
MAX_SKUS = 200
DESCRIPTION_MAX_BYTES = 100 * 1024
LANGUAGES = frozenset(languages.LANGUAGES)

_SEPARATORS = (":", ";")


def _bad(field: str) -> BusinessRuleViolation:
    return BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=field)


def clean_text(text: str, most: int, field: str, *, required: bool = True) -> str:
    """`text` trimmed; 102 `field` when empty (if required), too long or holding a control
    character (PostgreSQL text cannot hold NUL; the others only confuse what is shown)."""
    trimmed = text.strip()
    if (required and not trimmed) or len(trimmed) > most:
        raise _bad(field)
    if any(ord(character) < 32 for character in trimmed):
        raise _bad(field)
    return trimmed


@dataclass(frozen=True)
class Prop:
    label: str
    values: tuple[str, ...]
    names: Mapping[str, str] = field(default_factory=dict)
    """The label in other languages ({"zh-CN": "颜色"}); `label` is the default and what
    `props_desc` is written with, so SKUs and orders keep one spelling."""


@dataclass(frozen=True)
class SkuDraft:
    sku_id: int | None
    props_desc: str
    price: int
    market_price: int | None
    stock: int


@dataclass(frozen=True)
class ProductDraft:
    name: str
    names: Mapping[str, str]
    props: tuple[Prop, ...]
    skus: tuple[SkuDraft, ...]

    @property
    def price(self) -> int:
        """What cards show: the cheapest SKU."""
        return min(sku.price for sku in self.skus)

    @property
    def market_price(self) -> int:
        """The cheapest SKU's market price (its price when it has none), beside that price."""
        cheapest = min(self.skus, key=lambda sku: sku.price)
        return cheapest.market_price or cheapest.price


def localized_names(
    names: Mapping[str, str], most: int = NAME_MAX, field: str = "names"
) -> dict[str, str]:
    """The non-blank names by language; 102 `field` for an unknown language or a bad name."""
    found: dict[str, str] = {}
    for language, text in names.items():
        if language not in LANGUAGES:
            raise _bad(field)
        cleaned = clean_text(text, most, field, required=False)
        if cleaned:
            found[language] = cleaned
    return found


def props_of_draft(props: Sequence[Prop]) -> tuple[Prop, ...]:
    """The props as the form sent them, checked and trimmed."""
    if len(props) > MAX_PROPS:
        raise _bad("props")
    checked: list[Prop] = []
    for index, prop in enumerate(props):
        where = f"props[{index}]"
        clean_label = clean_text(prop.label, PROP_LABEL_MAX, f"{where}.label")
        clean_values = tuple(
            clean_text(value, PROP_VALUE_MAX, f"{where}.values") for value in prop.values
        )
        if not clean_values or len(clean_values) > MAX_PROP_VALUES:
            raise _bad(f"{where}.values")
        if len(set(clean_values)) != len(clean_values):
            raise _bad(f"{where}.values")
        if any(
            separator in text for text in (clean_label, *clean_values) for separator in _SEPARATORS
        ):
            raise _bad(where)
        names = localized_names(prop.names, PROP_LABEL_MAX, f"{where}.names")
        checked.append(Prop(clean_label, clean_values, names))
    if len({prop.label for prop in checked}) != len(checked):
        raise _bad("props")
    return tuple(checked)


def prop_names(props: Sequence[Prop]) -> dict[str, dict[str, str]] | None:
    """What the catalogue stores beside the SKUs: each translated label's names, by label."""
    return {prop.label: dict(prop.names) for prop in props if prop.names} or None


def sku_combinations(props: Sequence[Prop]) -> list[str]:
    """Every `props_desc` the props allow, in the order a form lists them."""
    return [
        ";".join(f"{prop.label}:{value}" for prop, value in zip(props, chosen, strict=True))
        for chosen in combinations(*(prop.values for prop in props))
    ]


def check_sku(index: int, sku: SkuDraft, allowed: frozenset[str]) -> None:
    field = f"skus[{index}]"
    if sku.props_desc not in allowed:
        raise _bad(f"{field}.props_desc")
    if not 1 <= sku.price <= MAX_PRICE:
        raise _bad(f"{field}.price")
    if sku.market_price is not None and not sku.price <= sku.market_price <= MAX_PRICE:
        raise _bad(f"{field}.market_price")
    if not 0 <= sku.stock <= MAX_STOCK:
        raise _bad(f"{field}.stock")


def product_draft(
    name: str,
    names: Mapping[str, str],
    props: Sequence[Prop],
    skus: Sequence[SkuDraft],
) -> ProductDraft:
    """The checked draft: its SKUs each one distinct combination of the props' values."""
    checked_props = props_of_draft(props)
    allowed = frozenset(sku_combinations(checked_props))
    if not 1 <= len(skus) <= MAX_SKUS:
        raise _bad("skus")
    for index, sku in enumerate(skus):
        check_sku(index, sku, allowed)
    if len({sku.props_desc for sku in skus}) != len(skus):
        raise _bad("skus")
    known = [sku.sku_id for sku in skus if sku.sku_id is not None]
    if len(set(known)) != len(known):
        raise _bad("skus")
    return ProductDraft(
        clean_text(name, NAME_MAX, "name"), localized_names(names), checked_props, tuple(skus)
    )


def check_images(paths: Sequence[str]) -> None:
    if not 1 <= len(paths) <= MAX_IMAGES or len(set(paths)) != len(paths):
        raise _bad("images")


def check_description(html: str) -> None:
    if len(html.encode()) > DESCRIPTION_MAX_BYTES:
        raise _bad("description_html")
