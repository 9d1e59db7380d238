"""The result of a hand: more than 60 wins, 60-60 ties, most points with 3, cappotto."""

from __future__ import annotations

import pytest

from briscola import Outcome, Rules

from .helpers import (
    FOUR_TIE,
    FOUR_WIN,
    THREE_36_WIN,
    THREE_TIE,
    TWO_CAPPOTTO,
    TWO_TIE,
    TWO_WIN,
    Script,
)


@pytest.mark.parametrize(
    ("points", "winner"),
    [([61, 59], 0), ([59, 61], 1), ([60, 60], None), ([120, 0], 0), ([0, 120], 1)],
)
def test_two_players_more_than_60_wins(points: list[int], winner: int | None) -> None:
    outcome = Outcome.from_points(Rules(players=2), points)
    assert outcome.winner == winner
    assert outcome.is_tie == (winner is None)
    assert outcome.side_points == tuple(points)


@pytest.mark.parametrize(
    ("points", "sides", "winner"),
    [
        ([30, 10, 31, 49], (61, 59), 0),
        ([0, 60, 0, 60], (0, 120), 1),
        ([20, 30, 40, 30], (60, 60), None),
        ([60, 0, 0, 60], (60, 60), None),
    ],
)
def test_pairs_add_the_partners_points(
    points: list[int], sides: tuple[int, int], winner: int | None
) -> None:
    outcome = Outcome.from_points(Rules(players=4), points)
    assert outcome.side_points == sides
    assert outcome.winner == winner
    assert outcome.seat_points == tuple(points)


@pytest.mark.parametrize(
    ("points", "winner"),
    [
        ([50, 40, 30], 0),
        ([10, 50, 60], 2),
        ([41, 40, 39], 0),  # most points wins, even without more than 60
        ([50, 50, 20], None),  # two sharing the top: a tie
        ([20, 50, 50], None),
        ([40, 40, 40], None),  # three sharing the top: a tie
        ([59, 2, 59], None),
    ],
)
def test_three_players_most_points_wins(points: list[int], winner: int | None) -> None:
    assert Outcome.from_points(Rules.for_table(3), points).winner == winner


@pytest.mark.parametrize(
    ("rules", "points", "cappotto"),
    [
        (Rules(players=2), [120, 0], True),
        (Rules(players=2), [0, 120], True),
        (Rules(players=2), [119, 1], False),
        (Rules.for_table(3), [0, 0, 120], True),
        (Rules.for_table(3), [118, 0, 2], False),
        (Rules(players=4), [100, 0, 20, 0], True),  # all 120 to one pair
        (Rules(players=4), [0, 60, 0, 60], True),
        (Rules(players=4), [118, 2, 0, 0], False),
    ],
)
def test_cappotto_is_all_120_to_one_side(rules: Rules, points: list[int], cappotto: bool) -> None:
    outcome = Outcome.from_points(rules, points)
    assert outcome.cappotto is cappotto
    if cappotto:
        assert outcome.winner is not None


def test_outcome_json() -> None:
    assert Outcome.from_points(Rules(players=4), [30, 10, 31, 49]).to_json() == {
        "points": [30, 10, 31, 49],
        "side_points": [61, 59],
        "winner": 0,
        "cappotto": False,
    }


@pytest.mark.parametrize(
    ("script", "seat_points", "side_points", "winner", "cappotto"),
    [
        (TWO_TIE, (60, 60), (60, 60), None, False),
        (TWO_WIN, (70, 50), (70, 50), 0, False),
        (TWO_CAPPOTTO, (120, 0), (120, 0), 0, True),
        (TWO_CAPPOTTO.mirrored(), (0, 120), (0, 120), 1, True),
        (THREE_TIE, (40, 40, 40), (40, 40, 40), None, False),
        (THREE_36_WIN, (37, 40, 43), (37, 40, 43), 2, False),
        (FOUR_TIE, (28, 0, 32, 60), (60, 60), None, False),
        (FOUR_WIN, (28, 0, 34, 58), (62, 58), 0, False),
    ],
)
def test_hand_built_hands_end_with_the_hand_counted_result(
    script: Script,
    seat_points: tuple[int, ...],
    side_points: tuple[int, ...],
    winner: int | None,
    cappotto: bool,
) -> None:
    state = script.played()
    assert state.is_over
    assert state.outcome() == Outcome(seat_points, side_points, winner, cappotto)
    assert sum(state.seat_points) == 120
    # Each trick's points are the points of its cards, credited to its winner.
    for trick in state.tricks:
        assert trick.points == sum(c.points for _, c in trick.cards)


def test_trick_points_of_a_hand_built_hand() -> None:
    state = TWO_TIE.played()
    assert [t.points for t in state.tricks] == [
        11, 10, 4, 3, 2, 11, 10, 4, 3, 2, 11, 10, 4, 3, 2, 11, 10, 4, 3, 2,
    ]  # fmt: skip
    assert [t.winner for t in state.tricks] == [1] * 10 + [0] * 10


def test_no_result_while_the_hand_is_on() -> None:
    # A query, not a move: no result yet is None, not an illegal action.
    state = TWO_TIE.played(19)
    assert state.outcome() is None
    assert TWO_TIE.played(20).outcome() is not None
