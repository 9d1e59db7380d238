"""French suit signs (quadri, cuori, picche, fiori) and where the number cards put them.

In the French-suited deck each sign stands for the Italian suit of the same rank in Briscola's
order: quadri for denari, cuori for coppe, picche for spade, fiori for bastoni."""

from __future__ import annotations

from ..svg import tag
from ..symbols import Symbol
from .layouts import Layout

RED_INK = "#cc2027"
BLACK_INK = "#1b1714"

SHAPES = {
    "D": ("M10 .6L17.6 10 10 19.4 2.4 10Z", RED_INK),
    "C": (
        "M10 18.8C6.6 15.6 1 11.6 1 6.6 1 3.4 3.4 1.2 6 1.2 7.8 1.2 9.2 2.2 10 3.8"
        "C10.8 2.2 12.2 1.2 14 1.2 16.6 1.2 19 3.4 19 6.6 19 11.6 13.4 15.6 10 18.8Z",
        RED_INK,
    ),
    "S": (
        "M10 .8C13 5.2 19 8.6 19 12.8 19 15.6 16.8 17.2 14.6 17.2 13 17.2 11.6 16.4 10.8 15"
        "C11 16.8 11.8 18.2 13.4 19.2H6.6C8.2 18.2 9 16.8 9.2 15 8.4 16.4 7 17.2 5.4 17.2"
        " 3.2 17.2 1 15.6 1 12.8 1 8.6 7 5.2 10 .8Z",
        BLACK_INK,
    ),
    "B": (
        "M10 1C12.8 1 14.6 3.2 14.6 5.6 14.6 7 14 8.2 13 9.2 13.6 9 14.2 8.8 14.8 8.8"
        " 17.4 8.8 19.2 10.8 19.2 13.2 19.2 15.6 17.4 17.6 14.8 17.6 13 17.6 11.6 16.6 10.8 15"
        "C11 16.8 11.8 18.2 13.4 19.2H6.6C8.2 18.2 9 16.8 9.2 15 8.4 16.6 7 17.6 5.2 17.6"
        " 2.6 17.6.8 15.6.8 13.2.8 10.8 2.6 8.8 5.2 8.8 5.8 8.8 6.4 9 7 9.2 6 8.2 5.4 7 5.4"
        " 5.6 5.4 3.2 7.2 1 10 1Z",
        BLACK_INK,
    ),
}


def symbols() -> dict[str, Symbol]:
    """The four French signs as <symbol>s, by the code of the Italian suit each stands for."""
    found = {}
    for code, (d, ink) in SHAPES.items():
        body = tag("path", d=d, fill=ink, stroke="#00000033", stroke_width=0.3)
        found[code] = Symbol(
            code, 20, 20, (0.5, 0.5), tag("symbol", body, id=code, viewBox="0 0 20 20")
        )
    return found


def ink(suit: str) -> str:
    """The colour of a suit's sign and index: red for quadri and cuori, black otherwise."""
    return SHAPES[suit][1]


_L, _R, _M = 20.5, 39.5, 30.0
PIPS: dict[int, Layout] = {
    2: (((_M, 24, 0), (_M, 76, 180)), 13),
    3: (((_M, 22, 0), (_M, 50, 0), (_M, 78, 180)), 13),
    4: (((_L, 24, 0), (_R, 24, 0), (_L, 76, 180), (_R, 76, 180)), 13),
    5: (((_L, 24, 0), (_R, 24, 0), (_M, 50, 0), (_L, 76, 180), (_R, 76, 180)), 13),
    6: (((_L, 24, 0), (_R, 24, 0), (_L, 50, 0), (_R, 50, 0), (_L, 76, 180), (_R, 76, 180)), 13),
    7: (
        (
            (_L, 24, 0),
            (_R, 24, 0),
            (_M, 37, 0),
            (_L, 50, 0),
            (_R, 50, 0),
            (_L, 76, 180),
            (_R, 76, 180),
        ),
        13,
    ),
}
"""The signs of the number cards, in two columns, those of the lower half turned."""
