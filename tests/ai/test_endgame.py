"""The fast two-player endgame search agrees with the plain alpha-beta solver everywhere."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola.ai.kernel.endgame import (
    LEAST_SLICE,
    EndgameSearch,
    Tables,
    endgame_points,
    endgame_values,
)
from briscola.ai.kernel.sim import Sim
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from tests.support.ai_hands import position
from tests.support.properties import PROPERTY
from tests.support.solver import best_points, move_values

VARIANTS = [
    Rules(players=2),
    Rules(players=2, swap_seven=False),
    Rules(players=2, two_beats_ace=True),
    Rules.for_table(2, no_trump=True, swap_seven=False),
    Rules(players=2, follow_suit=True),
]


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


def sliced(search: EndgameSearch, sim: Sim, side: int, nodes: int) -> tuple[dict[int, int], int]:
    """Every legal move's points, searched in slices of ``nodes``; and how many were cut."""
    values = {}
    cut = 0
    for move in sim.legal():
        while (points := search.points_within(move, side, nodes)) is None:
            cut += 1
        values[move] = points
    return values, cut


@settings(PROPERTY, max_examples=60)
@given(
    variant=st.sampled_from(range(len(VARIANTS))),
    seed=st.integers(0, 10_000),
    stock_left=st.sampled_from([0, 2, 4, 6]),
    mid_trick=st.booleans(),
    nodes=st.sampled_from([1, LEAST_SLICE, 1000]),
)
def test_slices_give_the_values_of_the_search_in_one_piece(
    variant: int, seed: int, stock_left: int, mid_trick: bool, nodes: int
) -> None:
    rules = VARIANTS[variant]
    sim = position(rules, seed, stock_left, mid_trick)
    side = sim.side[sim.to_move] if sim.to_move >= 0 else 0
    whole = endgame_values(sim, side)
    assert sliced(EndgameSearch(sim), sim, side, nodes)[0] == whole


def test_slices_are_cut_and_still_agree() -> None:
    """Positions big enough that the smallest slices stop many times."""
    for seed in range(4):
        sim = position(Rules(players=2), seed, 8, seed % 2 == 1)
        side = sim.side[sim.to_move]
        values, cut = sliced(EndgameSearch(sim), sim, side, 1)
        assert values == endgame_values(sim, side)
        assert cut >= 1  # it did stop, and went on


def test_shared_tables_across_worlds_and_positions_keep_the_values() -> None:
    """One :class:`Tables` for many worlds of a hand, and for later positions of the same
    hand (whose subtrees the earlier searches already proved): the same values as fresh
    searches."""
    for variant in VARIANTS:
        tables = Tables()
        for seed in range(8):
            state = GameState.new(variant, random.Random(seed % 2))  # two deals, four times
            rng = random.Random(seed)
            while not state.is_over and state.stock_left > 2 * (seed % 4):
                state.apply(rng.choice(state.legal_actions()))
            sim = Sim.from_state(state)
            if sim.to_move < 0:
                continue
            side = sim.side[sim.to_move]
            shared = EndgameSearch(sim, tables)
            assert sliced(shared, sim, side, 500)[0] == endgame_values(sim, side)
        assert tables.by_stock


def test_full_tables_start_again_empty() -> None:
    tables = Tables(limit=10)
    sim = position(Rules(players=2), 3, 4, False)
    EndgameSearch(sim, tables).points_after(sim.legal()[0], 0)
    assert sum(map(len, tables.by_stock.values())) > 10
    again = EndgameSearch(sim, tables)
    assert tables.size > 10  # counted when the search started, over the limit: emptied
    assert sum(map(len, tables.by_stock.values())) == 0
    assert again.points_after(sim.legal()[0], 0) == endgame_values(sim, 0)[sim.legal()[0]]
