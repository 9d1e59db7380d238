"""In Briscola scoperta the hard level sees the one true world and searches it."""

from __future__ import annotations

import random

from briscola.ai import HardPlayer
from briscola.ai.kernel.open_play import cards_left, open_points
from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.kernel.sim import SWAP_MOVE, Sim
from briscola.engine.actions import Play
from briscola.engine.rules import preset
from briscola.engine.state import GameState
from tests.support.solver import best_points, move_values

SCOPERTA = preset("scoperta-2")


def _play_until(state: GameState, cards: int, rng: random.Random) -> None:
    while cards_left(Sim.from_state(state)) > cards or state.trick:
        state.apply(rng.choice(state.legal_actions()))


def test_the_determinizer_deals_the_true_position() -> None:
    state = GameState.new(SCOPERTA, random.Random(2))
    _play_until(state, 30, random.Random(2))
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    determinizer = Determinizer(view)
    assert determinizer.count() == 1
    world, true = determinizer.sample(random.random), Sim.from_state(state)
    assert world.hands == true.hands
    assert world.stock[world.drawn :] == true.stock[true.drawn :]


def test_hard_plays_the_endgame_perfectly() -> None:
    for seed in range(6):
        state = GameState.new(SCOPERTA, random.Random(seed))
        _play_until(state, 12, random.Random(seed))
        seat = state.current_player
        assert seat is not None
        sim = Sim.from_state(state)
        values = move_values(sim, seat)
        action = HardPlayer().choose(state.view(seat), random.Random(seed))
        move = action.card.index if isinstance(action, Play) else SWAP_MOVE
        assert values[move] == max(values.values()), (seed, action, values)


def test_open_points_is_exact_near_the_end_and_bounded_before() -> None:
    state = GameState.new(SCOPERTA, random.Random(9))
    _play_until(state, 10, random.Random(9))
    sim = Sim.from_state(state)
    assert open_points(sim, 0, 12, 1) == best_points(sim, 0)
    early = Sim.from_state(GameState.new(SCOPERTA, random.Random(9)))
    assert 0 <= open_points(early, 0, 12, 2) <= 120
