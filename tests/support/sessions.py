"""Sessions played to chosen ends, for the presenters' tests."""

from __future__ import annotations

import random

from briscola.app.game.session import Session
from tests.app.helpers import play_out, quick


def finished(players: int, seed: int, best_of: int = 3) -> Session:
    """A series played to its end by the person's first legal actions and the computer."""
    session = quick(players, seed=seed, best_of=best_of)
    while session.phase != "series-over":
        if session.phase == "hand-over":
            session.next_hand(random.Random(seed))
        play_out(session)
    return session
