"""The answers a first visit gets written into the page follow the operator's category tree at
once, on both stores: a hidden category leaves the home page's sections and its list page
opens empty-handed (the page then asks, and is told the category is unknown)."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from infra.settings import Settings
from tests.integration.catalogue import structure_steps
from tests.integration.catalogue.structure_steps import Structure

structure = structure_steps.structure

PAGE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>\n'


@pytest.fixture
def settings(settings: Settings, tmp_path: Path) -> Settings:
    """Both stores, serving a built page of their own to write the first answers into."""
    dist = tmp_path / "dist"
    (dist / ".vite").mkdir(parents=True)
    (dist / "index.html").write_text(PAGE)
    (dist / ".vite" / "manifest.json").write_text("{}")
    return replace(settings, frontend_dist=dist)


def first_answers(structure: Structure, url: str) -> dict[str, Any]:
    page = structure.api.client.get(url).text
    found = re.search(r'<script type="application/json" id="first-view">(.*?)</script>', page)
    assert found is not None
    return {answer["path"]: answer["data"] for answer in json.loads(found.group(1))["answers"]}


def home_cards(structure: Structure) -> dict[str, set[str]]:
    """The home page's sections as a first visit gets them: title to product names."""
    home = first_answers(structure, "/")["mall/home"]
    return {
        section["title"]: {card["name"] for card in section["goods"]}
        for section in home["sections"]
    }


def test_a_hidden_category_leaves_the_home_pages_first_answer_at_once(structure: Structure) -> None:
    assert "Sonara Portable Speaker" in home_cards(structure)["Electronics"]

    structure.edit(structure.category("electronics"), visible=False)

    sections = home_cards(structure)
    assert "Electronics" not in sections
    assert all("Sonara Portable Speaker" not in names for names in sections.values())
    assert "Cast Iron Dutch Oven" in sections["Home & Kitchen"]


def test_a_hidden_categorys_list_page_opens_without_its_answers(structure: Structure) -> None:
    audio = structure.category("audio")
    shown = first_answers(structure, f"/list?categoryId={audio}")
    assert shown["mall/category/relative"]["current"]["names"]["en"] == "Audio"

    structure.edit(audio, visible=False)

    assert first_answers(structure, f"/list?categoryId={audio}") == {}
    structure.edit(audio, visible=True)
    again = first_answers(structure, f"/list?categoryId={audio}")
    assert {card["name"] for card in again["mall/goods/list"]["list"]} == {
        "Aurora Wireless Earbuds Pro",
        "Aurora Wireless Earbuds Pro Charging Case",
        "Kestrel Audio Studio Headphones",
        "Sonara Portable Speaker",
    }
