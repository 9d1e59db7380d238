"""The fast two-player endgame search agrees with the plain alpha-beta solver everywhere."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola.ai.endgame import endgame_points, endgame_values
from briscola.ai.kernel import Sim
from briscola.ai.solver import best_points, move_values
from briscola.rules import Rules
from briscola.state import GameState
from tests.engine.helpers import PROPERTY

VARIANTS = [
    Rules(players=2),
    Rules(players=2, swap_seven=False),
    Rules(players=2, two_beats_ace=True),
    Rules.for_table(2, no_trump=True, swap_seven=False),
    Rules(players=2, follow_suit=True),
]


def position(rules: Rules, seed: int, stock_left: int, mid_trick: bool) -> Sim:
    """A position of a random hand once at most ``stock_left`` cards are left to draw."""
    state = GameState.new(rules, random.Random(seed))
    rng = random.Random(seed + 1)
    while state.stock_left > stock_left or (mid_trick and not state.trick):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return Sim.from_state(state)


@settings(PROPERTY, max_examples=40)
@given(
    variant=st.sampled_from(range(len(VARIANTS))),
    seed=st.integers(0, 10_000),
    stock_left=st.sampled_from([0, 2, 4, 6]),
    mid_trick=st.booleans(),
)
def test_agrees_with_the_plain_solver(
    variant: int, seed: int, stock_left: int, mid_trick: bool
) -> None:
    rules = VARIANTS[variant]
    if rules.hand_size > 3:  # Briscolone: five cards each, the plain solver is slow earlier
        stock_left = min(stock_left, 2)
    sim = position(rules, seed, stock_left, mid_trick)
    before = (sim.hands, sim.points, sim.trick, sim.drawn, sim.stock)
    for side in (0, 1):
        assert endgame_points(sim, side) == best_points(sim, side)
    assert (sim.hands, sim.points, sim.trick, sim.drawn, sim.stock) == before  # not changed


def test_move_values_agree_where_the_swap_is_open() -> None:
    """Positions where the leader may swap the 7 of trump: every move, the swap too."""
    rules = Rules(players=2)
    found = 0
    for seed in range(400):
        sim = position(rules, seed, 4, False)
        if not sim.can_swap():
            continue
        found += 1
        assert endgame_values(sim, sim.to_move) == move_values(sim, sim.to_move)
    assert found >= 5


def test_sides_share_the_points() -> None:
    rules = Rules(players=2)
    for seed in range(20):
        sim = position(rules, seed, 2, seed % 2 == 1)
        assert endgame_points(sim, 0) + endgame_points(sim, 1) == 120


def test_refuses_tables_it_does_not_play() -> None:
    three = position(Rules.for_table(3), 1, 3, False)
    with pytest.raises(ValueError, match="two players"):
        endgame_points(three, 0)
    a31 = position(Rules(players=2, declare_31=True), 1, 2, False)
    with pytest.raises(ValueError, match="31"):
        endgame_points(a31, 0)
