"""How fast the computer plays: the player's pace (Lento, Normale, Veloce), or nearly
instant for tests."""

from __future__ import annotations

from typing import Final

from briscola.engine.tuples import NamedTuple


class Pace(NamedTuple):
    """Delays in seconds."""

    move: float = 0.8
    """The least time a computer move takes (thinking included), so a person can follow."""
    trick: float = 1.3
    """How long a finished trick stays on the table before it is gathered."""
    slice: float = 0.02
    """The longest stretch of computer thinking before the page yields to the browser."""


HUMAN = Pace()
FAST = Pace(move=0.0, trick=0.0)
BY_NAME: Final = {
    "slow": Pace(move=1.5, trick=2.2),
    "normal": HUMAN,
    "fast": Pace(move=0.35, trick=0.75),
}
"""The pace of each choice of the settings' ``pace``."""


def pace_for(fast: str | None, chosen: str = "normal") -> Pace:
    """The pace asked for by the page's ``?fast=1`` query (tests), else the player's.

    >>> pace_for("1", "slow") == FAST, pace_for(None) == HUMAN
    (True, True)
    >>> pace_for(None, "slow").move > pace_for(None, "fast").move
    True
    """
    return FAST if fast_asked(fast) else BY_NAME.get(chosen, HUMAN)


def fast_asked(fast: str | None) -> bool:
    """Whether the page's ``?fast=`` query asks for the tests' pace.

    >>> fast_asked("1"), fast_asked("0"), fast_asked(None)
    (True, False, False)
    """
    return fast in _FAST


_FAST = ("1", "true", "yes")
_SLOW = ("0", "false", "no", "")


def fast_understood(fast: str | None) -> bool:
    """Whether ``?fast=`` is absent or one of the values it can take.

    >>> fast_understood(None), fast_understood("1"), fast_understood("garbage")
    (True, True, False)
    """
    return fast is None or fast in _FAST or fast in _SLOW
