"""The variant registry: the presets, the page's choices and the rules come from one table."""

from __future__ import annotations

import pytest

from briscola import PRESETS, Rules, RulesError
from briscola.engine.rules import hand_size_for
from briscola.engine.values import fields_of
from briscola.engine.variants import (
    CLASSIC,
    DECK_SIZES,
    RENAMED,
    RULE_TOGGLES,
    TABLES,
    VARIANTS,
    offered,
)
from briscola.engine.variants import (
    PRESETS as NAMED_TABLES,
)


def test_the_presets_are_built_from_the_registry_under_their_names() -> None:
    assert list(PRESETS) == [named.name for named in NAMED_TABLES]
    assert list(PRESETS)[:4] == ["classic-2", "classic-3", "classic-3-36", "pairs-4"]
    for named in NAMED_TABLES:
        variant = VARIANTS[named.variant]
        rules = PRESETS[named.name]
        assert variant.plays(named.players, rules.deck)
        assert all(getattr(rules, option) == wanted for option, wanted in variant.options)
        if named.variant != CLASSIC:  # a variant's presets carry its name
            assert named.name.startswith(f"{named.variant}-{named.players}")


def test_each_variant_builds_valid_rules_at_each_table_and_deck_it_plays() -> None:
    for name, variant in VARIANTS.items():
        for players in TABLES:
            for deck in DECK_SIZES[players]:
                if not variant.plays(players, deck):
                    with pytest.raises(RulesError, match=f"the {name} variant is not played"):
                        Rules.for_table(players, variant=name, deck=deck)
                    continue
                rules = Rules.for_table(players, variant=name, deck=deck)
                assert (rules.players, rules.deck) == (players, deck)
                assert rules.hand_size == hand_size_for(players, no_trump=rules.no_trump)
                assert offered(players, deck).count(name) == 1
    with pytest.raises(RulesError, match="variant must be one of classic, con-il-due"):
        Rules.for_table(2, variant="due")


def test_the_toggles_are_rule_options_a_variant_does_not_set() -> None:
    assert set(fields_of(Rules)) >= RULE_TOGGLES
    for variant in VARIANTS.values():
        fixed = {name for name, _ in variant.options}
        for players in variant.tables:
            assert not fixed & set(variant.toggles_at(players))
    assert "follow_suit" in VARIANTS["briscolone"].toggles_at(2)
    assert "swap_seven" not in VARIANTS["briscolone"].toggles_at(2)
    assert "swap_seven" not in VARIANTS[CLASSIC].toggles_at(5)
    assert "signals" not in VARIANTS[CLASSIC].toggles_at(3)


def test_old_names_point_to_variants_and_clash_with_none() -> None:
    assert RENAMED == {"due": "con-il-due", "a31": "a-31"}
    assert not set(RENAMED) & set(VARIANTS)


def test_the_constructor_takes_options_as_given_and_for_table_fills_in_the_table() -> None:
    with pytest.raises(RulesError, match="a table of 3 plays with 39 or 36 cards, not 40"):
        Rules(players=3)
    with pytest.raises(RulesError, match="hand_size must be 8"):
        Rules(players=5, swap_seven=False)
    assert Rules.for_table(5) == Rules(players=5, swap_seven=False, hand_size=8)
    assert Rules.for_table(3) == Rules(players=3, deck=39)


def test_a_new_table_size_needs_no_reset_by_hand() -> None:
    assert Rules.for_table(3, deck=36).replace(players=2) == Rules()
    assert Rules.for_table(6).replace(players=3).deck == 39
    assert Rules.for_table(3).replace(players=3, deck=36).deck == 36
    assert PRESETS["classic-2"].replace(players=5) == PRESETS["chiamata-5"]
    assert PRESETS["chiamata-5"].replace(players=4).swap_seven is False  # kept as chosen
    assert PRESETS["briscolone-2"].replace(players=6).hand_size == 5
    assert Rules().replace(no_trump=True, swap_seven=False) == PRESETS["briscolone-2"]
    with pytest.raises(RulesError, match="Chiamata"):
        Rules().replace(players=5, swap_seven=True)
