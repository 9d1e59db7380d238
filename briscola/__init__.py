"""Briscola: the rules of the Italian card game as a pure-Python engine.

>>> import random
>>> state = GameState.new(preset("classic-2"), random.Random(1))
>>> state.trump_suit in "DCSB", len(state.hands[0])
(True, 3)
"""

from __future__ import annotations

from briscola.actions import Action, Play, SwapSeven, action_from_json, parse_action
from briscola.cards import FULL_DECK, Card
from briscola.errors import (
    BriscolaError,
    IllegalActionError,
    InvalidCardError,
    InvalidStateError,
    NoSuchSeatError,
    Reason,
    RulesError,
)
from briscola.outcome import Outcome
from briscola.record import record_of, replay_record
from briscola.rules import PRESETS, Rules, preset
from briscola.series import Series
from briscola.state import GameState
from briscola.state_json import state_from_json, state_to_json
from briscola.tricks import Trick, trick_winner
from briscola.view import Phase, SeatView

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
