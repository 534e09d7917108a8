"""Shop names under their normal form: a name and its look-alikes (another case, other
spacing, an invisible character, a letter of another script that looks the same) share a key,
so one shop cannot pass for another; names that read differently share none."""

from __future__ import annotations

import pytest

from application.catalogue.shop_names import shop_name_keys

NAME = "Harbor Trading Co"


@pytest.mark.parametrize(
    "look_alike",
    [
        NAME,
        "harbor trading co",
        "HARBOR TRADING CO",
        "  Harbor   Trading\tCo ",
        "Harbor\u00a0Trading Co",  # a no-break space
        "Harbor Trading Co\u200b",  # a trailing zero-width space
        "Har\u200dbor Trading\u2060 Co",  # a zero-width joiner, a word joiner
        "Harbor Trading C\u043e",  # Cyrillic о
        "\u041dARBOR TRADING CO",  # Cyrillic capital Н
        "\uff28\uff41\uff52\uff42\uff4f\uff52 Trading Co",  # fullwidth letters
        "Harb0r Trading Co",  # a zero for an o
    ],
)
def test_a_look_alike_shares_a_key_with_the_name(look_alike: str) -> None:
    assert shop_name_keys(look_alike) & shop_name_keys(NAME)


def test_a_cyrillic_e_for_a_latin_e_shares_a_key() -> None:
    assert shop_name_keys("Z\u0435phyrine Goods") & shop_name_keys("Zephyrine Goods")


def test_a_capital_i_and_a_small_l_share_a_key_and_so_do_i_in_both_cases() -> None:
    assert shop_name_keys("Ideal Wares") & shop_name_keys("ldeal Wares")
    assert shop_name_keys("Ideal Wares") & shop_name_keys("ideal wares")


@pytest.mark.parametrize(
    "other", ["Harbour Trading Co", "Harbor Trading", "Harbor Trading Co.", "Harbor-Trading Co"]
)
def test_names_that_read_differently_share_no_key(other: str) -> None:
    assert not shop_name_keys(other) & shop_name_keys(NAME)


def test_the_keys_of_a_name_are_its_keys_whatever_the_spelling() -> None:
    assert shop_name_keys("Harbor Trading Co\u200b") == shop_name_keys("harbor  trading co")
