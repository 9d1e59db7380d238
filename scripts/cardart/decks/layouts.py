"""Where the signs of the number cards go, for each family of patterns.

A layout is the places (centre x, centre y, turn in degrees) and the height of each sign.
"""

from __future__ import annotations

from ..pips import LONG, ROUND

Place = tuple[float, float, float]
Layout = tuple[tuple[Place, ...], float]

_L, _R, _M = 20.5, 39.5, 30.0

SPANISH_LONG: dict[int, Layout] = {
    2: (LONG[2][0], 64),
    3: (LONG[3][0], 52),
    4: (((22, 28, 0), (38, 28, 0), (22, 72, 0), (38, 72, 0)), 40),
    5: (((21, 21, 0), (39, 21, 0), (30, 50, 0), (21, 79, 0), (39, 79, 0)), 31),
    6: (((16.5, 28, 0), (30, 28, 0), (43.5, 28, 0), (16.5, 72, 0), (30, 72, 0), (43.5, 72, 0)), 40),
    7: (
        (
            (16.5, 21, 0),
            (30, 21, 0),
            (43.5, 21, 0),
            (30, 50, 0),
            (16.5, 79, 0),
            (30, 79, 0),
            (43.5, 79, 0),
        ),
        31,
    ),
}
"""Straight swords and clubs standing apart, point or head up: the Spanish way."""

ROUND_SCALE = {2: 1.25, 3: 1.12, 4: 1.2, 5: 1.1, 6: 1.05, 7: 1.05}


def spanish(suit: str, count: int) -> Layout:
    """Places and height for ``count`` Spanish-type signs of ``suit``.

    >>> len(spanish("S", 7)[0]), spanish("B", 4)[1]
    (7, 40)
    """
    if suit in ("S", "B"):
        return SPANISH_LONG[count]
    places, height = ROUND[count]
    grow = ROUND_SCALE[count] * (1.15 if suit == "C" else 1)
    return places, round(height * grow, 2)
