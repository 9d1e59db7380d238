"""Icons of the web manifest and the favicon: a card with a gold denari coin on green felt."""

from __future__ import annotations

from .palette import BORDER, PAPER
from .svg import document, tag
from .symbols import SYMBOLS

FELT = "#1e6a3e"
FELT_DARK = "#124a2a"


def _cards() -> str:
    """Two fanned cards, a red back behind a face with a large coin, in a 512 box."""
    lattice = tag(
        "pattern",
        tag("rect", width=28, height=28, fill="#7d1621")
        + tag("path", d="M0 14L14 0 28 14 14 28Z", fill="none", stroke="#c9973a", stroke_width=2.4)
        + tag("circle", cx=14, cy=14, r=3, fill="#e3b75a"),
        id="L",
        width=28,
        height=28,
        patternUnits="userSpaceOnUse",
    )
    back = tag(
        "g",
        tag("defs", lattice)
        + tag(
            "rect",
            x=-96,
            y=-160,
            width=192,
            height=320,
            rx=18,
            fill="#f4ead2",
            stroke=BORDER,
            stroke_width=4,
        )
        + tag(
            "rect",
            x=-82,
            y=-146,
            width=164,
            height=292,
            rx=10,
            fill="url(#L)",
            stroke="#c9973a",
            stroke_width=5,
        ),
        transform="translate(296 246) rotate(12)",
    )
    face = tag(
        "g",
        tag(
            "rect",
            x=-96,
            y=-160,
            width=192,
            height=320,
            rx=18,
            fill=PAPER,
            stroke=BORDER,
            stroke_width=4,
        )
        + SYMBOLS["D"].use(0, 0, 160),
        transform="translate(220 262) rotate(-10)",
    )
    return back + face


def icon_svg(maskable: bool = False) -> str:
    """The app icon; ``maskable`` fills the square and keeps the art in the central safe zone."""
    defs = tag("defs", SYMBOLS["D"].defs)
    if maskable:
        ground = tag("rect", width=512, height=512, fill=FELT)
        art = tag("g", _cards(), transform="translate(256 256) scale(.8) translate(-260 -262)")
    else:
        ground = tag("rect", width=512, height=512, rx=96, fill=FELT)
        art = tag("g", _cards(), transform="translate(-4 0)")
    return document(512, 512, defs + ground + art, "Briscola")


def favicon_svg() -> str:
    """A gold coin on a rounded green square, readable at 16 px."""
    body = (
        tag("defs", SYMBOLS["D"].defs)
        + tag("rect", width=64, height=64, rx=12, fill=FELT)
        + SYMBOLS["D"].use(32, 32, 56)
    )
    return document(64, 64, body, "Briscola")
