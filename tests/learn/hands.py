"""Hands played for the learning tests: medium players, with one blunder where asked."""

from __future__ import annotations

import random

from briscola.actions import Action, Play
from briscola.ai import make_player
from briscola.ai.endgame import endgame_values
from briscola.ai.kernel import Sim, move_of
from briscola.rules import Rules
from briscola.state import GameState


def worst_card(state: GameState) -> Action:
    """The seat to act's card that leaves its side the fewest points with perfect play."""
    seat = state.current_player
    assert seat is not None
    points = endgame_values(Sim.from_state(state), state.rules.side_of(seat))
    plays = [a for a in state.legal_actions() if isinstance(a, Play)]
    return min(plays, key=lambda a: points[move_of(a)])


def played_hand(seed: int, blunder_at: int | None = None, rules: Rules | None = None) -> GameState:
    """A hand of two medium players dealt and played from ``seed``; at move ``blunder_at``
    (once the stock is gone) seat 0 plays its worst card by the exact endgame instead."""
    rng = random.Random(seed)
    state = GameState.new(rules or Rules(), rng)
    players = [make_player("medium") for _ in range(state.rules.players)]
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        if len(state.moves) == blunder_at:
            state.apply(worst_card(state), seat)
        else:
            state.apply(players[seat].choose(state.view(seat), rng), seat)
    return state
