"""The corner index: rank letters drawn as bold strokes (no font is ever loaded).

Each glyph lives in a 6 x 10 box (x right, y down) and is stroked with round caps.
"""

from __future__ import annotations

from .svg import num, tag

GLYPHS = {
    "A": "M.2 10L3 0l2.8 10M1.2 6.6h3.6",
    "2": "M.5 2.6C.8 0 5.5-.4 5.6 2.6 5.7 5.4.2 7.4.2 10H5.8",
    "3": "M.4 1.2C2-.5 5.6-.2 5.6 2.5 5.6 4.5 3.6 4.9 2.4 4.9"
    "C4 4.9 6 5.4 6 7.4 6 10.6 1.6 10.6 0 8.9",
    "4": "M4.4 10V0L0 6.8H6",
    "5": "M5.4.2H1.1L.5 4.8C1.8 3.6 6 3.5 6 7 6 10.5 1.6 10.6 0 8.9",
    "6": "M5.2.6C2.2-.5 0 2 0 6.4 0 9 1.4 10 3 10 4.8 10 6 8.8 6 7"
    "C6 5.1 4.6 4 3 4 1.5 4 .4 5 0 6.4",
    "7": "M0 .2H6L2.2 10",
    "F": "M5.6.2H.6V10M.6 4.9H4.6",
    "C": "M6 1.6C4.6-.4 0-.6 0 5 0 10.6 4.6 10.4 6 8.4",
    "R": "M.6 10V.2h3C6.2.2 6.2 5.2 3.6 5.2h-3M3.4 5.2L6 10",
}


def index_glyph(rank: str, x: float, y: float, height: float, colour: str) -> str:
    """The rank letter with its top-left corner at (x, y) and the given height."""
    scale = height / 10
    return tag(
        "path",
        d=GLYPHS[rank],
        fill="none",
        stroke=colour,
        stroke_width=1.75,
        stroke_linecap="round",
        stroke_linejoin="round",
        transform=f"translate({num(x)} {num(y)}) scale({num(scale)})",
    )
