"""The random source of a position's judgement, fixed by what the seat sees.

The hint during the hand and the review after it search a position with this source, so
they judge it alike (``judgement.py``); it is small, so that the page can name a hint's
source before the search's modules have loaded.

>>> from briscola.engine.rules import Rules
>>> from briscola.engine.state import GameState
>>> import random
>>> view = GameState.new(Rules(), random.Random(3)).view(1)
>>> position_rng(view).random() == position_rng(view).random()
True
"""

from __future__ import annotations

import json
import random

from briscola.engine.view import SeatView


def position_rng(view: SeatView) -> random.Random:
    """The judgement's random source for ``view``: seeded by what the seat sees (its bot
    protocol VIEW object, ``docs/bot-protocol.md``), never by the cards it cannot see."""
    text = json.dumps(view.to_json(), sort_keys=True, separators=(",", ":"))
    return random.Random("briscola-judgement " + text)
