"""Briscola: the rules of the Italian card game as a pure-Python engine.

>>> import random
>>> from briscola import GameState, preset
>>> state = GameState.new(preset("classic-2"), random.Random(1))
>>> state.trump_suit in "DCSB", len(state.hands[0])
(True, 3)
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from briscola.engine.actions import Action, Play, SwapSeven, action_from_json, parse_action
    from briscola.engine.cards import FULL_DECK, Card
    from briscola.engine.errors import (
        BriscolaError,
        IllegalActionError,
        InvalidCardError,
        InvalidStateError,
        NoSuchSeatError,
        Reason,
        RulesError,
    )
    from briscola.engine.outcome import Outcome
    from briscola.engine.record import record_of, replay_record
    from briscola.engine.rules import PRESETS, Rules, preset
    from briscola.engine.series import Series
    from briscola.engine.state import GameState, state_from_json, state_to_json
    from briscola.engine.tricks import Trick, trick_winner
    from briscola.engine.view import Phase, SeatView

# The module of each name below. The package imports it when the name is first asked for:
# importing one engine module (the page's first screen needs a few) then does not import
# them all (the game record's module, the JSON forms).
_HOMES: dict[str, str] = {
    "briscola.engine.actions": "Action Play SwapSeven action_from_json parse_action",
    "briscola.engine.cards": "FULL_DECK Card",
    "briscola.engine.errors": "BriscolaError IllegalActionError InvalidCardError InvalidStateError"
    " NoSuchSeatError Reason RulesError",
    "briscola.engine.outcome": "Outcome",
    "briscola.engine.record": "record_of replay_record",
    "briscola.engine.rules": "PRESETS Rules preset",
    "briscola.engine.series": "Series",
    "briscola.engine.state": "GameState state_from_json state_to_json",
    "briscola.engine.tricks": "Trick trick_winner",
    "briscola.engine.view": "Phase SeatView",
}

__version__ = "0.1.0"

__all__ = [
    "FULL_DECK",
    "PRESETS",
    "Action",
    "BriscolaError",
    "Card",
    "GameState",
    "IllegalActionError",
    "InvalidCardError",
    "InvalidStateError",
    "NoSuchSeatError",
    "Outcome",
    "Phase",
    "Play",
    "Reason",
    "Rules",
    "RulesError",
    "SeatView",
    "Series",
    "SwapSeven",
    "Trick",
    "action_from_json",
    "parse_action",
    "preset",
    "record_of",
    "replay_record",
    "state_from_json",
    "state_to_json",
    "trick_winner",
]


def __getattr__(name: str) -> Any:
    """Import an exported name's module when the name is first asked for."""
    for home, names in _HOMES.items():
        if name in names.split():
            item = getattr(importlib.import_module(home), name)
            globals()[name] = item
            return item
    raise AttributeError(f"module 'briscola' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
