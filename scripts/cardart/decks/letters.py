"""Capital letters and digits drawn as strokes, for corner indices and the words some
patterns print (a motto on a scroll, a court's name): no font is ever loaded.

Each glyph lives in a box 10 high (x right, y down); ``ADVANCE`` is how far the pen moves on.
"""

from __future__ import annotations

from ..glyphs import GLYPHS as INDEX_GLYPHS
from ..svg import num, tag

_O = "M3 0C.6 0 0 2.6 0 5S.6 10 3 10 6 7.4 6 5 5.4 0 3 0Z"
_P = "M0 10V0H3.4C5.4 0 6 1.2 6 2.7 6 4.2 5.4 5.4 3.4 5.4H0"

STROKES: dict[str, str] = {
    **{k: v for k, v in INDEX_GLYPHS.items() if k.isdigit()},
    "A": "M0 10L3 0L6 10M1.1 6.6H4.9",
    "B": "M0 5V10H3.6C5.4 10 6 8.9 6 7.5 6 6 5 5 3.4 5H0V0H3.2C4.8 0 5.5 1 5.5 2.5 5.5 4 "
    "4.6 5 3.4 5",
    "C": INDEX_GLYPHS["C"],
    "D": "M0 0V10H2.6C5 10 6 8 6 5 6 2 5 0 2.6 0Z",
    "E": "M5.6 0H0V10H5.6M0 5H4.4",
    "F": "M5.6 0H0V10M0 5H4.4",
    "G": "M6 1.6C4.6-.4 0-.6 0 5 0 10.6 5 10.4 6 8.6V5.8H3.4",
    "H": "M0 0V10M6 0V10M0 5H6",
    "I": "M1 0V10",
    "J": "M5 0V7.2C5 10.6.6 10.6 0 8",
    "K": "M0 0V10M6 0L0 6.4M2.2 4.2L6 10",
    "L": "M0 0V10H5.6",
    "M": "M0 10V0L3.5 6.4L7 0V10",
    "N": "M0 10V0L6 10V0",
    "O": _O,
    "P": _P,
    "Q": _O + "M3.6 7.2L6.4 10.6",
    "R": _P + "M3.2 5.4L6 10",
    "S": "M5.6 1.4C4.4-.4.4-.4.4 2.6.4 5.4 5.8 4.4 5.8 7.4 5.8 10.6 1.4 10.6 0 8.6",
    "T": "M0 0H6M3 0V10",
    "U": "M0 0V6.8C0 10.6 6 10.6 6 6.8V0",
    "V": "M0 0L3 10L6 0",
    "W": "M0 0L1.8 10L3.5 3.6L5.2 10L7 0",
    "X": "M0 0L6 10M6 0L0 10",
    "Y": "M0 0L3 5L6 0M3 5V10",
    "Z": "M0 0H6L0 10H6",
    "0": _O,
    "1": "M.6 2.4L3.4 0V10",
    "8": "M3 5C.6 5 .2 3.6.2 2.5S1 0 3 0 5.8 1 5.8 2.5 5.4 5 3 5C.4 5 0 6.6 0 7.5S1 10 3 10 "
    "6 9 6 7.5 5.6 5 3 5Z",
    "9": "M.8 9.4C3.8 10.5 6 8 6 3.6 6 1 4.6 0 3 0 1.2 0 0 1.2 0 3 0 4.9 1.4 6 3 6 4.5 6 5.6 "
    "5 6 3.6",
}
WIDTHS = {"I": 2.0, "1": 3.4, "M": 7.0, "W": 7.0, " ": 3.0}
GAP = 1.9
"""Room between two glyphs, in glyph units (the stroke takes some of it)."""


def advance(char: str) -> float:
    """How far the pen moves on after ``char``, in glyph units."""
    return WIDTHS.get(char, 6.0) + GAP


def measure(text: str) -> float:
    """The width of ``text`` in glyph units (without the gap after the last glyph).

    >>> measure("VINCERAI")
    53.3
    """
    return round(sum(advance(c) for c in text) - GAP, 2) if text else 0.0


def lettering(
    text: str,
    x: float,
    y: float,
    height: float,
    colour: str,
    weight: float = 1.6,
    centred: bool = False,
) -> str:
    """``text`` (capitals, digits, spaces) written from (x, y), its top-left corner, or centred
    on x; ``weight`` is the stroke in glyph units."""
    scale = height / 10
    start = x - measure(text) * scale / 2 if centred else x
    pen, glyphs = 0.0, []
    for char in text.upper():
        if char != " ":
            move = f"translate({num(pen)} 0)" if pen else None
            glyphs.append(
                tag("path", d=STROKES[char], transform=move)
                if move
                else tag("path", d=STROKES[char])
            )
        pen += advance(char)
    return tag(
        "g",
        "".join(glyphs),
        fill="none",
        stroke=colour,
        stroke_width=weight,
        stroke_linecap="round",
        stroke_linejoin="round",
        transform=f"translate({num(start)} {num(y)}) scale({num(scale)})",
    )
