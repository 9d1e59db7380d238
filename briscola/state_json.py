"""A hand in progress to JSON and back (for saving a game and resuming it after a reload).

The file holds the deal and the moves, which are replayed under the rules, plus the
position they lead to, which must match: tampered, truncated or inconsistent data is
rejected with an error that names what is wrong.
"""

from __future__ import annotations

from typing import Any, Final

from briscola.cards import codes
from briscola.errors import InvalidStateError
from briscola.jsonio import (
    check_header,
    deal_and_moves_to_json,
    deal_from_json,
    field,
    parse_text,
    replay_moves,
    same_json,
)
from briscola.state import GameState

FORMAT: Final = "briscola-state"
VERSION: Final = 1
_FIELDS: Final = {"format", "version", "rules", "dealer", "hands", "stock", "moves", "position"}


def state_to_json(state: GameState) -> dict[str, Any]:
    """Plain JSON data for ``state``; :func:`state_from_json` reads it back."""
    return {
        "format": FORMAT,
        "version": VERSION,
        **deal_and_moves_to_json(state),
        "position": _position(state),
    }


def _position(state: GameState) -> dict[str, Any]:
    face_up = state.face_up
    return {
        "to_move": state.current_player,
        "hands": [codes(h) for h in state.hands],
        "face_up": face_up.code if face_up else None,
        "stock_left": state.stock_left,
        "trick": [{"seat": s, "card": c.code} for s, c in state.trick],
        "points": list(state.seat_points),
    }


def state_from_json(data: Any) -> GameState:
    """The state saved by :func:`state_to_json` (the data or its JSON text).

    Raises :class:`InvalidStateError` if the data is bad.
    """
    data = parse_text(data, FORMAT)
    check_header(data, FORMAT, VERSION)
    unknown = sorted(set(data) - _FIELDS)
    if unknown:
        raise InvalidStateError(f"the state: unknown field(s) {', '.join(unknown)}")
    state = replay_moves(deal_from_json(data), field(data, "moves", list, "the state"))
    saved = field(data, "position", dict, "the state")
    replayed = _position(state)
    for key, value in replayed.items():
        if key not in saved:
            raise InvalidStateError(f"position: missing field {key!r}")
        if not same_json(saved[key], value):
            raise InvalidStateError(
                f"position.{key} is {saved[key]!r} but the moves lead to {value!r}"
            )
    extra = sorted(set(saved) - set(replayed))
    if extra:
        raise InvalidStateError(f"position: unknown field(s) {', '.join(extra)}")
    return state
