"""The learned playout policy: its fast chooser scores as its features say, and the search
with it plays legal, reproducible moves."""

from __future__ import annotations

import random

import pytest

from briscola.ai.kernel import deal
from briscola.ai.lab import LabConfig, LabPlayer
from briscola.ai.lab.learned import SIZE, LearnedPolicy, features, load_weights, score
from briscola.ai.playout import choose_card, heuristic_playout
from briscola.rules import Rules
from briscola.state import GameState

from .positions import positions


def test_the_chooser_plays_the_card_its_features_score_highest() -> None:
    rand = random.Random(3)
    weights = [rand.uniform(-2, 2) for _ in range(SIZE)]
    policy = LearnedPolicy(weights)
    for sim in positions(400, 5):
        hand = sim.hands[sim.to_move]
        left = len(sim.stock) - sim.drawn
        rule = choose_card(hand, sim.trick, sim.leader, sim.to_move, sim)
        unseen = sim.hands[1 - sim.to_move] + sim.stock[sim.drawn :]
        scores = [
            score(weights, features(c, hand, sim.trick, sim.trump, left, sim.beats, rule, unseen))
            for c in hand
        ]
        expected = hand[scores.index(max(scores))]
        assert policy(hand, sim.trick, sim.leader, sim.to_move, sim) == expected


def test_the_shipped_weights_load_and_play_whole_hands() -> None:
    policy = LearnedPolicy(load_weights())
    sim = deal(Rules(players=2, swap_seven=False), random.Random(1).random)
    heuristic_playout(sim, [policy, policy])
    assert sim.is_over
    assert sum(sim.points) == 120


def test_a_wrong_number_of_weights_is_refused() -> None:
    with pytest.raises(ValueError, match="weights"):
        LearnedPolicy([0.0] * (SIZE - 1))


def test_the_search_with_the_learned_playouts_is_legal_and_reproducible() -> None:
    player = LabPlayer(LabConfig(model="learned", samples=20))
    for seed in (1,):
        state = GameState.new(Rules(players=2, swap_seven=False), random.Random(seed))
        while (seat := state.current_player) is not None:
            view = state.view(seat)
            first = player.choose(view, random.Random(seed * 100 + len(view.tricks)))
            again = player.choose(view, random.Random(seed * 100 + len(view.tricks)))
            assert first == again
            assert first in view.legal_actions()
            state.apply(first)
