"""The pure-Python network (``briscola.ai.learned``) against the training's NumPy one: the
same inputs from an engine view as from the batch, the same logits from exported weights."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import numpy as np

from briscola.ai.learned.encoding import encode, moves
from briscola.ai.learned.network import Network
from briscola.ai.learned.player import NetPlayer
from briscola.engine.actions import Play, SwapSeven
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from training import net
from training.export import export
from training.features import SIZE, from_canonical, observe
from training.sim import SWAP, Batch, engine_deck


def dense(view_inputs: tuple[list[int], list[tuple[int, float]]]) -> np.ndarray:
    x = np.zeros(SIZE, dtype=np.float32)
    ones, numbers = view_inputs
    x[ones] = 1
    for i, value in numbers:
        x[i] = value
    return x


def test_inputs_and_legal_moves_agree_with_the_batch() -> None:
    pick = random.Random(2)
    for seed in range(30):
        swap = seed % 2 == 0
        state = GameState.new(Rules.for_table(2).replace(swap_seven=swap), random.Random(seed))
        batch = Batch(np.array([engine_deck(state)]), np.array([swap]), np.array([state.dealer]))
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            x, mask = observe(batch)
            assert np.allclose(dense(encode(view)), x[0], atol=1e-6)
            found = moves(view)
            assert sorted(o for o, _ in found) == sorted(np.flatnonzero(mask[0]).tolist())
            actions = state.legal_actions()
            swaps = [a for a in actions if isinstance(a, SwapSeven)]
            action = swaps[0] if swaps and pick.random() < 0.8 else pick.choice(actions)
            state.apply(action, seat)
            move = SWAP if isinstance(action, SwapSeven) else action.card.index  # type: ignore[union-attr]
            batch.step(np.array([move]))
        assert list(batch.points[0]) == state.seat_points


def test_the_pure_python_network_computes_the_numpy_logits(tmp_path: Path) -> None:
    rng = np.random.default_rng(4)
    params = net.init(rng, (24, 16))
    params["wp"] *= 50
    for k in ("b1", "b2", "bp", "bv"):
        params[k] += rng.standard_normal(params[k].shape).astype(np.float32) * 0.1
    arrays: dict[str, Any] = dict(params)
    np.savez(tmp_path / "p.npz", **arrays)
    export(tmp_path / "p.npz", tmp_path / "w.bin")
    network = Network.from_bytes((tmp_path / "w.bin").read_bytes())
    player = NetPlayer(network)
    state = GameState.new(Rules.for_table(2), random.Random(9))
    batch = Batch(np.array([engine_deck(state)]), np.array([True]), np.array([state.dealer]))
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        x, mask = observe(batch)
        fwd = net.forward(params, x, mask)
        found = moves(view)
        hidden = network.hidden(encode(view))
        logits = network.logits(hidden, [o for o, _ in found])
        assert np.allclose(logits, fwd.logits[0, [o for o, _ in found]], atol=1e-4)
        assert abs(network.value(hidden) - float(fwd.value[0])) < 1e-4
        action = player.choose(view, random.Random(0))
        best = int(fwd.logits[0].argmax())
        real = int(from_canonical(batch.trump)[0, best])
        if isinstance(action, Play):
            assert action.card.index == real
        else:
            assert real == SWAP
        state.apply(action, seat)
        batch.step(np.array([real]))
