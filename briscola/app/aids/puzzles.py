"""The puzzle screen's state: the set once loaded, the puzzle shown, the card picked; the
page address's fragment that names the puzzle (so a reload comes back to it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from briscola.engine.tuples import NamedTuple

if TYPE_CHECKING:
    from briscola.puzzles.puzzle import PuzzleSet


FRAGMENT: Final = "puzzle-"
"""The page address's fragment of a puzzle starts so (``#puzzle-57``, ``#puzzle-daily``)."""


class Solving(NamedTuple):
    """The puzzles, while their screen is open."""

    puzzles: PuzzleSet | None
    """The set, None while it loads."""
    at: int = 0
    """The puzzle shown, in the set."""
    daily: bool = False
    """It is the puzzle of the day."""
    picked: str = ""
    """The card the person picked ("" before the answer)."""
    change: int = 0
    """How much the answer moved the person's rating."""
    again: bool = False
    """The puzzle was answered before: this answer does not count (a puzzle counts once)."""
    error: str = ""
    """Why the set could not be loaded."""
    wanted: str = ""
    """The puzzle the page's address named when it loaded (``"daily"`` or a puzzle's number),
    shown once the set has arrived."""


DAILY: Final = "daily"
"""The fragment's word for the puzzle of the day (``#puzzle-daily``)."""


def puzzle_fragment(solving: Solving) -> str:
    """The address's fragment of the puzzle shown (or asked for, while the set loads).

    >>> puzzle_fragment(Solving(None, wanted="57")), puzzle_fragment(Solving(None))
    ('puzzle-57', '')
    """
    if solving.puzzles is None:
        return f"{FRAGMENT}{solving.wanted}" if solving.wanted else ""
    if solving.daily:
        return f"{FRAGMENT}{DAILY}"
    return f"{FRAGMENT}{solving.puzzles.puzzles[solving.at].number}"


def wanted_puzzle(fragment: str) -> str:
    """The puzzle an address's fragment names: ``"daily"``, a number's digits, or "".

    >>> wanted_puzzle("puzzle-daily"), wanted_puzzle("puzzle-57"), wanted_puzzle("puzzle-5x")
    ('daily', '57', '')
    """
    name = fragment.removeprefix(FRAGMENT) if fragment.startswith(FRAGMENT) else ""
    if name == DAILY or (name.isascii() and name.isdigit() and len(name) <= 6):
        return name
    return ""
