"""Where the suit symbols of the number cards (2 to 7) go.

Round symbols (denari, coppe) sit in two columns. Long ones (spade, bastoni) cross like an X
for 2, fan out for 3, and stand in rows from 4 on. Each place is a centre in
the 60 x 100 card and a rotation in degrees; the second member of a layout is the height.
"""

from __future__ import annotations

import math

Place = tuple[float, float, float]
Layout = tuple[tuple[Place, ...], float]

_L, _R, _M = 20.5, 39.5, 30.0
ROUND: dict[int, Layout] = {
    2: (((_M, 29, 0), (_M, 71, 0)), 20),
    3: (((_M, 20, 0), (_M, 50, 0), (_M, 80, 0)), 17),
    4: (((_L, 30, 0), (_R, 30, 0), (_L, 70, 0), (_R, 70, 0)), 17),
    5: (((_L, 26, 0), (_R, 26, 0), (_M, 50, 0), (_L, 74, 0), (_R, 74, 0)), 16),
    6: (((_L, 20, 0), (_R, 20, 0), (_L, 50, 0), (_R, 50, 0), (_L, 80, 0), (_R, 80, 0)), 16),
    7: (
        ((_L, 20, 0), (_R, 20, 0), (_M, 35, 0), (_L, 50, 0), (_R, 50, 0), (_L, 80, 0), (_R, 80, 0)),
        14,
    ),
}

_A, _B, _C = 17.5, 30.0, 42.5
_P, _Q = 23.5, 36.5
_TILT = 24.0


def _fan(count: int, step: float) -> tuple[Place, ...]:
    """Symbols spread like a hand of cards from a pivot far below the card."""
    pivot_y, reach = 130.0, 80.0
    places = []
    for i in range(count):
        angle = (i - (count - 1) / 2) * step
        rad = math.radians(angle)
        places.append((30 + reach * math.sin(rad), pivot_y - reach * math.cos(rad), angle))
    return tuple(places)


LONG: dict[int, Layout] = {
    2: (((_B, 50, -_TILT), (_B, 50, _TILT)), 58),
    3: (_fan(3, 9.5), 48),
    4: (((_P, 30, 0), (_Q, 30, 0), (_P, 70, 0), (_Q, 70, 0)), 34),
    5: (((_P, 22, 0), (_Q, 22, 0), (_B, 50, 0), (_P, 78, 0), (_Q, 78, 0)), 27),
    6: (((_A, 31, 0), (_B, 31, 0), (_C, 31, 0), (_A, 69, 0), (_B, 69, 0), (_C, 69, 0)), 31),
    7: (
        ((_A, 22, 0), (_B, 22, 0), (_C, 22, 0), (_B, 50, 0), (_A, 78, 0), (_B, 78, 0), (_C, 78, 0)),
        27,
    ),
}


# Cups are narrower than coins, so they may stand taller in the same places.
CUP_SCALE = {2: 1.2, 3: 1.2, 4: 1.2, 5: 1.2, 6: 1.15, 7: 1.04}


def layout(suit: str, count: int) -> Layout:
    """Places and symbol height for ``count`` symbols of ``suit``.

    >>> len(layout("S", 7)[0]), len(layout("D", 5)[0]), layout("C", 2)[1]
    (7, 5, 24.0)
    """
    if suit in ("S", "B"):
        return LONG[count]
    places, height = ROUND[count]
    return places, height * (CUP_SCALE[count] if suit == "C" else 1)
