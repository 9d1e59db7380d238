"""Mid-hand puzzles: the search's values, the stable clear best card, the maker and the check."""

from __future__ import annotations

import pytest

from briscola.engine.actions import Play
from briscola.engine.cards import Card
from briscola.engine.values import replace
from briscola.puzzles.making.check import check_puzzle
from briscola.puzzles.making.difficulty import LEVEL_RATINGS, SOLVERS, TRIES
from briscola.puzzles.making.generate import SEAT, Position, play_hand
from briscola.puzzles.making.midhand import find_midhand
from briscola.puzzles.making.search import (
    is_midhand,
    search_best,
    search_key,
    search_values,
    stable_best,
)
from briscola.puzzles.making.solve import CardValue
from briscola.puzzles.puzzle import Puzzle, PuzzleSet, dumps, puzzle_rules, read_set

C = Card.from_code
WORLDS = 100
"""Fewer deals than the shipped set's, to keep the tests quick (the maker takes any count)."""


def position(seed: int, levels: tuple[str, str], moves: int) -> Position:
    """The mid-hand position of hand ``seed`` (as ``levels`` play it) after ``moves`` moves."""
    for found in play_hand(seed, levels, puzzle_rules(), is_midhand):
        if len(found.moves) == moves:
            return found
    raise AssertionError(f"no mid-hand position after {moves} moves")


@pytest.fixture(scope="module")
def known() -> Puzzle:
    """A mid-hand puzzle: the rule level's hand against the easy one, 7 moves in, where the
    opponent has led and the 7 of Swords takes it."""
    spot = position(8958956109988958118, ("rule", "easy"), 7)
    puzzle = find_midhand(spot, LEVEL_RATINGS, WORLDS)
    assert puzzle is not None
    return replace(puzzle, number=1)


def test_the_search_values_every_card_in_the_same_seeded_deals() -> None:
    spot = position(8958956109988958118, ("rule", "easy"), 7)
    view = spot.state.view(SEAT)
    assert view.stock_left >= 4 and is_midhand(view)
    first = search_values(view, 50, search_key(spot.seed, 7, 0))
    assert [v.card for v in first] == view.playable()
    assert all(len(v.points) == 50 and 0 <= min(v.points) <= max(v.points) <= 120 for v in first)
    assert search_values(view, 50, search_key(spot.seed, 7, 0)) == first
    assert search_values(view, 50, search_key(spot.seed, 7, 1)) != first


def test_a_clear_best_card_needs_ten_points_over_every_other() -> None:
    ten = [CardValue(C("AD"), (60, 60)), CardValue(C("2D"), (50, 50)), CardValue(C("3B"), (1,))]
    assert search_best(ten) == ten[0]
    nine = [CardValue(C("AD"), (60, 59)), CardValue(C("2D"), (50, 50))]
    assert search_best(nine) is None


def test_the_maker_finds_the_known_position_and_the_check_agrees(known: Puzzle) -> None:
    assert known.searched and known.worlds == WORLDS and known.deals == WORLDS
    assert known.answer == C("7S") and known.wrong != known.answer
    shown = {v.card: v.points for v in known.values}
    assert shown[known.answer] >= max(p for c, p in shown.items() if c != known.answer) + 10
    assert known.line[0] == Play(known.answer) and known.wrong_line[0] == Play(known.wrong)
    assert known.points > known.wrong_points
    for line in (known.line, known.wrong_line):
        hand = known.state()
        for action in line:
            hand.apply(action)
        assert hand.is_over
    assert check_puzzle(known) == []


def test_the_set_file_keeps_the_search_and_the_check_finds_a_changed_puzzle(
    known: Puzzle,
) -> None:
    text = dumps(PuzzleSet(1, (known,), 1, SOLVERS, TRIES))
    assert '"worlds":100' in text
    back = read_set(text).puzzles[0]
    assert back == known
    wrong = replace(known, answer=known.wrong, wrong=known.answer)
    assert any("the search finds" in p for p in check_puzzle(wrong))
    fewer = replace(known, worlds=WORLDS - 1)
    assert check_puzzle(fewer) != []


def test_a_position_whose_margin_is_not_stable_is_turned_away() -> None:
    # The first run puts the 3 of Coins (75.5) 10.6 points above the next card, the second
    # only 9.4: the runs do not both find a clear best card.
    spot = position(7674213971915930821, ("rule", "random"), 27)
    view = spot.state.view(SEAT)
    first = search_values(view, WORLDS, search_key(spot.seed, 27, 0))
    second = search_values(view, WORLDS, search_key(spot.seed, 27, 1))
    assert search_best(first) is not None and search_best(second) is None
    assert stable_best(view, spot.seed, 27, WORLDS) is None
    assert find_midhand(spot, LEVEL_RATINGS, WORLDS) is None
