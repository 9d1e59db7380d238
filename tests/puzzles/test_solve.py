"""The solver of puzzle positions: values over every deal, the clear best card, the lines."""

from __future__ import annotations

from briscola.ai.kernel.sim import Sim
from briscola.engine.actions import Play
from briscola.engine.cards import Card
from briscola.puzzles.making.generate import SEAT, play_hand
from briscola.puzzles.making.solve import (
    CardValue,
    beats_clearly,
    best_line,
    card_values,
    clear_best,
    is_candidate,
)
from briscola.puzzles.puzzle import puzzle_rules
from tests.support.solver import best_points

C = Card.from_code


def test_a_clear_best_card_needs_ten_points_or_a_win_and_never_less_in_a_deal() -> None:
    assert beats_clearly(CardValue(C("AD"), (71,)), CardValue(C("2D"), (58,)))  # wins, not
    assert beats_clearly(CardValue(C("AD"), (50,)), CardValue(C("2D"), (40,)))  # ten points
    assert not beats_clearly(CardValue(C("AD"), (50,)), CardValue(C("2D"), (41,)))
    mixed = CardValue(C("AD"), (90, 50)), CardValue(C("2D"), (40, 55))  # worse in one deal
    assert not beats_clearly(*mixed)
    assert clear_best([CardValue(C("AD"), (61,)), CardValue(C("2D"), (61,))]) is None


def test_the_values_are_the_exact_solvers_once_the_stock_is_empty() -> None:
    rules = puzzle_rules()
    checked = 0
    for seed in range(40):
        for position in play_hand(seed, ("greedy", "random"), rules):
            view = position.state.view(SEAT)
            assert is_candidate(view)
            if view.stock_left:
                continue
            values = card_values(view)
            assert all(len(v.points) == 1 for v in values)
            for value in values:
                after = position.state.copy()
                after.apply(Play(value.card))
                assert value.points[0] == best_points(Sim.from_state(after), 0), (seed, value)
            checked += 1
        if checked >= 6:
            break
    assert checked >= 6


def test_two_cards_in_the_stock_give_four_deals_and_the_line_ends_the_hand() -> None:
    rules = puzzle_rules()
    for seed in range(60):
        for position in play_hand(seed, ("easy", "greedy"), rules):
            view = position.state.view(SEAT)
            if view.stock_left != 2:
                continue
            values = card_values(view)
            assert {len(v.points) for v in values} == {4}
            line = best_line(position.state, Play(values[0].card))
            after = position.state.copy()
            for action in line:
                after.apply(action)
            assert after.is_over and line[0] == Play(values[0].card)
            return
    raise AssertionError("no position with two cards in the stock")
