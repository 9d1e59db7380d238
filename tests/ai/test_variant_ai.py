"""The kernel and every computer level know each variant's rules."""

from __future__ import annotations

import random

import pytest

from briscola.ai import LEVELS, HardConfig, HardPlayer, Player, make_player
from briscola.ai.kernel import Sim, random_playout
from briscola.rules import PRESETS, Rules
from briscola.state import GameState

from .test_kernel import assert_same, to_move
from .test_levels import play_hand

VARIANTS = {
    name: rules for name, rules in PRESETS.items() if not name.startswith(("classic", "pairs"))
}
variants = pytest.mark.parametrize("rules", list(VARIANTS.values()), ids=list(VARIANTS))
LIGHT_HARD = HardConfig(samples=6, exact_worlds=4)


@variants
def test_kernel_agrees_step_by_step(rules: Rules) -> None:
    for seed in range(60):
        state = GameState.new(rules, random.Random(seed))
        sim = Sim.from_state(state)
        rng = random.Random(seed)
        while not state.is_over:
            assert_same(sim, state)
            legal = state.legal_actions()
            action = legal[-1] if rng.random() < 0.5 else rng.choice(legal)
            state.apply(action)
            sim.apply(to_move(action))
        assert_same(sim, state)
        assert sim.is_over


@variants
def test_random_playout_agrees_with_engine(rules: Rules) -> None:
    for seed in range(100):
        state = GameState.new(rules, random.Random(seed))
        for _ in range(seed % 17):
            state.apply(state.legal_actions()[0])
        sim = Sim.from_state(state)
        random_playout(sim, random.Random(seed).random)
        rand = random.Random(seed).random
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(rand() * len(legal))])
        assert sim.points == state.seat_points


@variants
@pytest.mark.parametrize("level", LEVELS)
def test_levels_play_legal_actions(rules: Rules, level: str) -> None:
    for seed in range(3 if level == "hard" else 15):
        players: list[Player] = [
            HardPlayer(LIGHT_HARD) if level == "hard" else make_player(level)
            for _ in range(rules.players)
        ]
        state = play_hand(rules, players, seed)
        assert state.is_over
