"""Rule options as data: tables, deck sizes, series options and the named presets."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from briscola import PRESETS, Rules, RulesError, preset


@pytest.mark.parametrize(
    ("players", "deck", "tricks", "sides"),
    [(2, 40, 20, 2), (3, 39, 13, 3), (4, 40, 10, 2)],
)
def test_table_defaults(players: int, deck: int, tricks: int, sides: int) -> None:
    rules = Rules.for_table(players)
    assert (rules.deck, rules.tricks, rules.sides) == (deck, tricks, sides)
    assert len(rules.cards) == deck
    assert rules.hand_size == rules.cards_per_seat_dealt == 3


def test_defaults_of_the_product() -> None:
    rules = Rules()
    assert rules.players == 2
    assert rules.swap_seven is True  # on by default in the product
    assert rules.best_of == 1
    assert rules.same_dealer_after_tie is False  # the deal passes after a tie (docs/rules.md)
    assert rules.cappotto_double is False


def test_three_players_remove_the_two_of_denari() -> None:
    deck = {c.code for c in Rules.for_table(3).cards}
    assert len(deck) == 39 and "2D" not in deck
    assert {"2C", "2S", "2B"} <= deck


def test_three_players_option_removes_all_twos() -> None:
    rules = Rules.for_table(3, deck=36)
    deck = {c.code for c in rules.cards}
    assert len(deck) == 36 and not any(code[0] == "2" for code in deck)
    assert rules.tricks == 12
    assert sum(c.points for c in rules.cards) == 120


@pytest.mark.parametrize(("players", "deck"), [(2, 39), (2, 36), (3, 40), (4, 39), (4, 36)])
def test_deck_sizes_a_table_does_not_play(players: int, deck: int) -> None:
    with pytest.raises(RulesError, match=f"a table of {players} plays with"):
        Rules.for_table(players, deck=deck)


@pytest.mark.parametrize("players", [0, 1, 7, "2", 2.0, True])
def test_players_must_be_a_table_size(players: Any) -> None:
    with pytest.raises(RulesError, match="players must be 2, 3, 4"):
        Rules.for_table(players)


@pytest.mark.parametrize("deck", [False, "40", 40.0, None])
def test_deck_must_be_a_whole_number(deck: Any) -> None:
    with pytest.raises(RulesError):
        Rules(players=2, deck=deck)


@pytest.mark.parametrize("best_of", [0, 2, 4, 7, "3", True])
def test_best_of_1_3_or_5(best_of: Any) -> None:
    with pytest.raises(RulesError, match="best_of must be 1, 3 or 5"):
        Rules(best_of=best_of)


@pytest.mark.parametrize(("best_of", "needed"), [(1, 1), (3, 2), (5, 3)])
def test_wins_needed(best_of: int, needed: int) -> None:
    assert Rules(best_of=best_of).wins_needed == needed


@pytest.mark.parametrize("name", ["swap_seven", "same_dealer_after_tie", "cappotto_double"])
@pytest.mark.parametrize("value", [1, 0, "yes", None])
def test_switches_must_be_booleans(name: str, value: Any) -> None:
    with pytest.raises(RulesError, match=f"{name} must be true or false"):
        Rules(**{name: value})


def test_hand_size_is_three() -> None:
    with pytest.raises(RulesError, match="hand_size must be 3"):
        Rules(hand_size=5)


def test_pairs_sit_opposite() -> None:
    rules = Rules(players=4)
    assert [rules.side_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert rules.seats_of(0) == (0, 2)
    assert rules.seats_of(1) == (1, 3)


@pytest.mark.parametrize("players", [2, 3])
def test_each_seat_is_its_own_side(players: int) -> None:
    rules = Rules.for_table(players)
    assert [rules.side_of(s) for s in range(players)] == list(range(players))


def test_rules_are_frozen_and_replace_validates() -> None:
    rules = Rules()
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.players = 3  # type: ignore[misc]
    assert rules.replace(swap_seven=False) == Rules(swap_seven=False)
    with pytest.raises(RulesError):
        rules.replace(best_of=2)


def test_presets() -> None:
    assert PRESETS["classic-2"] == Rules(players=2, deck=40, swap_seven=True)
    assert PRESETS["classic-3"] == Rules.for_table(3, deck=39)
    assert PRESETS["classic-3-36"] == Rules.for_table(3, deck=36)
    assert PRESETS["pairs-4"] == Rules(players=4, deck=40)
    assert preset("pairs-4") is PRESETS["pairs-4"]
    with pytest.raises(RulesError, match="no preset named 'classic-5'"):
        preset("classic-5")


@pytest.mark.parametrize("rules", [*PRESETS.values(), Rules(best_of=5, cappotto_double=True)])
def test_json_round_trip(rules: Rules) -> None:
    data = rules.to_json()
    assert {"players", "deck", "swap_seven"} <= set(data)
    assert Rules.from_json(data) == rules


def test_from_json_needs_every_option() -> None:
    # A saved game whose options were deleted by hand must not silently change its rules.
    full = Rules.for_table(3).to_json()
    assert Rules.from_json(full) == Rules.for_table(3)
    del full["swap_seven"]
    with pytest.raises(RulesError, match="missing rule option"):
        Rules.from_json(full)


def test_from_json_rejects_unknown_options_and_non_objects() -> None:
    with pytest.raises(RulesError, match="unknown rule option"):
        Rules.from_json({**Rules().to_json(), "jokers": True})
    with pytest.raises(RulesError, match="rules must be an object"):
        Rules.from_json([2])  # type: ignore[arg-type]


def test_rules_saved_before_the_variants_still_load() -> None:
    # The page keeps rules under versioned keys; data from before the variant options
    # names only the first options, and must load with the variants off.
    old = {
        "players": 2,
        "deck": 40,
        "swap_seven": True,
        "best_of": 1,
        "same_dealer_after_tie": False,
        "cappotto_double": False,
        "hand_size": 3,
    }
    assert Rules.from_json(old) == Rules()
    assert Rules().to_json() == old
