"""The pure-Python critic's inputs (``briscola.ai.lab.critic_leaf``) against the training's:
the same 365 inputs from a kernel position as from the batch, the same value from exported
weights."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import numpy as np

from briscola.ai.kernel.sim import Sim
from briscola.ai.lab.critic_leaf import CRITIC_SIZE, critic_inputs, critic_network, critic_value
from briscola.ai.learned.encoding import Inputs
from briscola.ai.learned.network import Network
from briscola.engine.actions import SwapSeven
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from training import critic, net
from training.distill_critic import teach_critic
from training.export import export
from training.features import observe
from training.sim import SWAP, Batch, engine_deck


def dense(inputs: Inputs) -> np.ndarray:
    x = np.zeros(CRITIC_SIZE, dtype=np.float32)
    x[inputs.ones] = 1
    for i, value in inputs.numbers:
        x[i] = value
    return x


def play_both(seed: int, visit: Any) -> None:
    """Play a random hand in the engine and the batch side by side, calling
    ``visit(state, batch)`` before every move."""
    pick = random.Random(seed + 100)
    swap = seed % 2 == 0
    state = GameState.new(Rules.for_table(2).replace(swap_seven=swap), random.Random(seed))
    batch = Batch(np.array([engine_deck(state)]), np.array([swap]), np.array([state.dealer]))
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        visit(state, batch)
        actions = state.legal_actions()
        swaps = [a for a in actions if isinstance(a, SwapSeven)]
        action = swaps[0] if swaps and pick.random() < 0.8 else pick.choice(actions)
        state.apply(action, seat)
        move = SWAP if isinstance(action, SwapSeven) else action.card.index  # type: ignore[union-attr]
        batch.step(np.array([move]))


def known_of(state: GameState) -> list[list[int]]:
    view = state.view(0)
    return [[c.index for c in cards] for cards in view.known]


def test_critic_inputs_agree_with_the_batch() -> None:
    def visit(state: GameState, batch: Batch) -> None:
        x, _ = observe(batch)
        expected = np.concatenate([x, critic.private(batch)], axis=1)[0]
        got = dense(critic_inputs(Sim.from_state(state), known_of(state)))
        assert np.allclose(got, expected, atol=1e-6), np.flatnonzero(got != expected)

    for seed in range(30):
        play_both(seed, visit)


def test_the_pure_python_critic_computes_the_numpy_value(tmp_path: Path) -> None:
    rng = np.random.default_rng(5)
    params = critic.init(rng, (24, 16))
    for k in ("b1", "b2", "bv"):
        params[k] += rng.standard_normal(params[k].shape).astype(np.float32) * 0.1
    arrays: dict[str, Any] = {f"c_{k}": v for k, v in params.items()}
    np.savez(tmp_path / "c.npz", **arrays)
    export(tmp_path / "c.npz", tmp_path / "c.bin", critic=True)
    network = Network.from_bytes((tmp_path / "c.bin").read_bytes())

    def visit(state: GameState, batch: Batch) -> None:
        x, _ = observe(batch)
        expected = float(critic.values(params, x, critic.private(batch))[0])
        seat = state.current_player
        assert seat is not None
        sim = Sim.from_state(state)
        assert abs(critic_value(network, sim, known_of(state), seat) - expected) < 1e-4
        assert abs(critic_value(network, sim, known_of(state), 1 - seat) + expected) < 1e-4

    play_both(3, visit)


def test_a_student_critic_learns_the_teachers_values(tmp_path: Path) -> None:
    rng = np.random.default_rng(6)
    policy = net.init(rng, (16, 16))
    teacher = critic.init(rng, (16, 16))
    teacher["wv"] *= 3
    student, curve = teach_critic(policy, teacher, (8, 8), rng, 200, 8, minibatch=256)
    assert len(curve) == 8
    assert curve[-1][0] < curve[0][0]
    assert curve[-1][1] > curve[0][1]
    arrays: dict[str, Any] = {f"c_{k}": v for k, v in student.items()}
    np.savez(tmp_path / "s.npz", **arrays)
    export(tmp_path / "s.npz", tmp_path / "s.bin", critic=True)
    assert len(critic_network(str(tmp_path / "s.bin")).w1) == CRITIC_SIZE
