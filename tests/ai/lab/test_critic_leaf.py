"""``critic``: the privileged critic's value after each move instead of a playout."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from briscola.ai.kernel.playout import choose_card
from briscola.ai.kernel.sim import Sim
from briscola.ai.lab import LabConfig, LabPlayer
from briscola.ai.lab.critic_leaf import (
    CRITIC_SIZE,
    CriticValues,
    critic_inputs,
    critic_network,
    critic_value,
)
from briscola.ai.learned.encoding import POINTS
from briscola.ai.learned.network import Network, write_arrays
from briscola.ai.search.evaluation import PlayoutValues
from briscola.ai.search.world_search import WorldSearch
from briscola.ai.search.worlds import World
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from tests.support.networks import random_weights


def midgame(seed: int) -> GameState:
    """A two-player hand five tricks in, played at random, the swap off."""
    state = GameState.new(Rules.for_table(2).replace(swap_seven=False), random.Random(seed))
    pick = random.Random(seed)
    for _ in range(10):
        seat = state.current_player
        assert seat is not None
        state.apply(pick.choice(state.legal_actions()), seat)
    return state


def margin_critic() -> Network:
    """A critic whose value is the seat to move's points minus the opponent's, / 120."""
    w1 = [[0.0, 0.0] for _ in range(CRITIC_SIZE)]
    w1[POINTS][0] = 1.0
    w1[POINTS + 1][1] = 1.0
    arrays = {
        "w1": w1, "b1": [[0.0, 0.0]], "w2": [[1.0, 0.0], [0.0, 1.0]], "b2": [[0.0, 0.0]],
        "wp": [[0.0] * 41, [0.0] * 41], "bp": [[0.0] * 41], "wv": [[1.0], [-1.0]], "bv": [[0.0]],
    }  # fmt: skip
    return Network.from_bytes(write_arrays(arrays))


def critic_values_at(seed: int) -> tuple[int, Sim, PlayoutValues, CriticValues]:
    """The seat to move in ``midgame(seed)``, its position, its playout values and the
    margin critic's values over its legal moves."""
    state = midgame(seed)
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    sim = Sim.from_state(state)
    moves = sim.legal()
    playouts = PlayoutValues(view, moves, 0.5)
    return seat, sim, playouts, CriticValues(view, moves, margin_critic(), playouts)


def test_the_value_after_each_move_is_the_critics() -> None:
    seat, sim, _, critic_values = critic_values_at(4)
    moves = sim.legal()
    values = critic_values.of(World(sim, 1.0, {}, None))
    for move, value in zip(moves, values, strict=True):
        after = sim.copy()
        after.apply(move)
        margin = after.points[seat] - after.points[1 - seat]
        assert value == pytest.approx(0.75 + margin / 240)


def test_the_inputs_see_both_hands_and_the_stock() -> None:
    sim = Sim.from_state(midgame(6))
    ones = set(critic_inputs(sim, [[], []]).ones)
    assert len(ones) == len(set(ones))
    stock_left = len(sim.stock) - sim.drawn
    private = [i for i in ones if i >= 205]
    assert len(private) == len(sim.hands[1 - sim.to_move]) + stock_left + min(2, stock_left)


def test_a_finished_hand_is_valued_exactly() -> None:
    network = critic_network_of(random.Random(1))
    sim = Sim.from_state(midgame(2))
    while not sim.is_over:
        sim.apply(sim.legal()[0])
    margin = sim.points[0] - sim.points[1]
    won = (margin > 0) - (margin < 0)
    assert critic_value(network, sim, [[], []], 0) == pytest.approx(won + 0.25 * margin / 120)


def critic_network_of(rng: random.Random) -> Network:
    return Network.from_bytes(random_weights(rng, (6, 4), CRITIC_SIZE))


def test_a_styled_world_is_played_out() -> None:
    _, sim, playouts, values = critic_values_at(8)
    world = World(sim, 1.0, {}, [choose_card, choose_card])
    assert values.of(world) == playouts.of(world)


def test_maestro_with_the_critic_plays_legally_and_reproducibly(tmp_path: Path) -> None:
    weights = tmp_path / "critic.bin"
    weights.write_bytes(random_weights(random.Random(3), (6, 4), CRITIC_SIZE))
    config = LabConfig.with_changes(["gate=20", "gate_samples=20", f"critic={weights}"])
    state = midgame(5)
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    search = LabPlayer(config).start(view, random.Random(7))
    assert isinstance(search, WorldSearch) and isinstance(search.evaluate, CriticValues)
    while not search.step(50):
        pass
    first = search.best()
    assert first in view.legal_actions()
    assert LabPlayer(config).choose(view, random.Random(7)) == first


def test_a_network_without_the_private_inputs_is_refused(tmp_path: Path) -> None:
    weights = tmp_path / "policy.bin"
    weights.write_bytes(random_weights(random.Random(4)))
    with pytest.raises(ValueError, match="inputs"):
        critic_network(str(weights))
