"""A hand in progress to JSON and back, by name: :func:`state_to_json` and
:func:`state_from_json` are ``GameState.to_json()`` and ``GameState.from_json()``.

The format and its checks are ``hand_json.py``'s, below the state; this module sits above it.
"""

from __future__ import annotations

from typing import Any

from briscola.hand_json import FORMAT, VERSION
from briscola.state import GameState

__all__ = ["FORMAT", "VERSION", "state_from_json", "state_to_json"]


def state_to_json(state: GameState) -> dict[str, Any]:
    """Plain JSON data for ``state``; :func:`state_from_json` reads it back."""
    return state.to_json()


def state_from_json(data: Any) -> GameState:
    """The state saved by :func:`state_to_json` (the data or its JSON text).

    Raises :class:`InvalidStateError` if the data is bad.
    """
    return GameState.from_json(data)
