"""Views of hands played at random, for the computer players' tests."""

from __future__ import annotations

import random

from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from briscola.engine.view import SeatView


def early_view(seed: int, plays: int = 4, rules: Rules | None = None) -> SeatView:
    """The view of the seat to move ``plays`` cards into a hand played at random."""
    state = GameState.new(rules or Rules.for_table(2), random.Random(seed))
    pick = random.Random(seed)
    for _ in range(plays):
        seat = state.current_player
        assert seat is not None
        state.apply(pick.choice(state.legal_actions()), seat)
    seat = state.current_player
    assert seat is not None
    return state.view(seat)
