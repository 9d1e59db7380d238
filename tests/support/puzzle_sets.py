"""Puzzle set files edited as a hand or a lost end would edit them, for the tests of the
set's check."""

from __future__ import annotations

import json
from typing import Any


def cut(text: str, keep: int) -> str:
    """The set's file with only its first ``keep`` puzzles, closed again: as valid as a set,
    its header as it was (a file cut short by hand, or a copy that lost its end)."""
    data = json.loads(text)
    data["puzzles"] = data["puzzles"][:keep]
    return json.dumps(data)


def edited(text: str, number: int, **fields: Any) -> str:
    """The set's file with puzzle ``number``'s ``fields`` replaced."""
    data = json.loads(text)
    data["puzzles"][number - 1].update(fields)
    return json.dumps(data)
