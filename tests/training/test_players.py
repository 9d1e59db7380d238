"""The batched baselines against the arena's: greedy picks a card of the same key."""

from __future__ import annotations

import random

import numpy as np

from briscola.ai.levels.base import card_key
from briscola.ai.levels.greedy import GreedyPlayer
from briscola.engine.cards import FULL_DECK
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from training.evaluate import match
from training.players import greedy_moves, random_moves
from training.sim import Batch, engine_deck


def test_greedy_plays_the_arena_greedy_card_up_to_equal_cards() -> None:
    greedy = GreedyPlayer()
    pick = random.Random(1)
    for seed in range(40):
        state = GameState.new(Rules.for_table(2).replace(swap_seven=False), random.Random(seed))
        batch = Batch(np.array([engine_deck(state)]), np.array([False]), np.array([state.dealer]))
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            expected = greedy.choose(view, random.Random(0)).card  # type: ignore[union-attr]
            ours = FULL_DECK[int(greedy_moves(batch)[0])]
            assert card_key(ours, view.trump_suit) == card_key(expected, view.trump_suit)
            action = pick.choice(state.legal_actions())
            state.apply(action, seat)
            batch.step(np.array([action.card.index]))  # type: ignore[union-attr]


def test_a_match_is_paired_and_fair_between_equals() -> None:
    rng = np.random.default_rng(0)
    result = match(lambda b: random_moves(b, rng), lambda b: random_moves(b, rng), 2000, 1)
    assert result.games == 4000
    assert abs(result.score - 0.5) < 2 * result.half_width + 0.01
    greedy = match(greedy_moves, lambda b: random_moves(b, rng), 1000, 2)
    assert greedy.score > 0.65
