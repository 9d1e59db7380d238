"""Card backs: a tartan, a diaper of small flowers, a ruled diamond grid and plain stripes,
each a pattern tile repeated inside a border, as regional packs print them; ``BACKS`` are the
backs a player may choose, whatever the deck (the default deck's lattice among them)."""

from __future__ import annotations

from collections.abc import Callable

from ..faces import back_art
from ..sprite import ONLY_THE_TARGET
from ..svg import document, tag
from .ink import BLUE_DARK, GREEN_DARK, KEY, RED, RED_DARK, WHITE, YELLOW, YELLOW_DARK

CARD_EDGE = "#2b2622"


def _card(fill: str, border: str, tile_defs: str, margin: float = 3.2) -> str:
    """The back's paper, then the pattern inside a border of ``border`` colour."""
    return (
        tag("defs", tile_defs)
        + tag(
            "rect",
            x=0.4,
            y=0.4,
            width=59.2,
            height=99.2,
            rx=3.6,
            fill=border,
            stroke=CARD_EDGE,
            stroke_width=0.8,
        )
        + tag(
            "rect",
            x=margin,
            y=margin,
            width=60 - 2 * margin,
            height=100 - 2 * margin,
            rx=1.4,
            fill=fill,
            stroke=KEY,
            stroke_width=0.5,
        )
    )


def tartan(ground: str, cross: str, thread: str, pid: str, paper: str = "#f4ead2") -> str:
    """A check of two colours crossing, with thin light threads: the "scozzese" back."""
    tile = tag(
        "pattern",
        tag("rect", width=8, height=8, fill=ground)
        + tag("rect", x=0, y=2.6, width=8, height=2.8, fill=cross, fill_opacity=0.75)
        + tag("rect", x=2.6, y=0, width=2.8, height=8, fill=cross, fill_opacity=0.75)
        + tag("path", d="M0 4H8M4 0V8", stroke=thread, stroke_width=0.45)
        + tag("path", d="M0 .6H8M.6 0V8", stroke="#000", stroke_opacity=0.35, stroke_width=0.5),
        id=pid,
        width=8,
        height=8,
        patternUnits="userSpaceOnUse",
        patternTransform="translate(30 50) rotate(0)",
    )
    return _card(f"url(#{pid})", paper, tile)


def diaper(ground: str, flower: str, heart: str, pid: str, paper: str = "#f4ead2") -> str:
    """Small four-petalled flowers on a diagonal grid."""
    petals = "".join(
        tag("ellipse", cx=4 + dx, cy=4 + dy, rx=0.9 if dx else 0.6, ry=0.6 if dx else 0.9)
        for dx, dy in ((-1.1, 0), (1.1, 0), (0, -1.1), (0, 1.1))
    )
    tile = tag(
        "pattern",
        tag("rect", width=8, height=8, fill=ground)
        + tag("path", d="M0 0L8 8M8 0L0 8", stroke=flower, stroke_opacity=0.45, stroke_width=0.4)
        + tag("g", petals, fill=flower)
        + tag("circle", cx=4, cy=4, r=0.55, fill=heart)
        + tag("circle", cx=0, cy=0, r=0.7, fill=heart)
        + tag("circle", cx=8, cy=0, r=0.7, fill=heart)
        + tag("circle", cx=0, cy=8, r=0.7, fill=heart)
        + tag("circle", cx=8, cy=8, r=0.7, fill=heart),
        id=pid,
        width=8,
        height=8,
        patternUnits="userSpaceOnUse",
        patternTransform="translate(30 50)",
    )
    return _card(f"url(#{pid})", paper, tile)


def diamonds(ground: str, rule: str, dot: str, pid: str, paper: str = "#f4ead2") -> str:
    """A ruled grid of diamonds with a dot in each: a plain, old-fashioned back."""
    tile = tag(
        "pattern",
        tag("rect", width=5, height=7, fill=ground)
        + tag("path", d="M2.5 0L5 3.5 2.5 7 0 3.5Z", fill="none", stroke=rule, stroke_width=0.45)
        + tag("circle", cx=2.5, cy=3.5, r=0.6, fill=dot),
        id=pid,
        width=5,
        height=7,
        patternUnits="userSpaceOnUse",
        patternTransform="translate(30 50)",
    )
    return _card(f"url(#{pid})", paper, tile)


def stripes(ground: str, band: str, pid: str, paper: str = "#f4ead2") -> str:
    """Fine diagonal stripes."""
    tile = tag(
        "pattern",
        tag("rect", width=4, height=4, fill=ground)
        + tag("path", d="M-1 1L1 -1M0 4L4 0M3 5L5 3", stroke=band, stroke_width=0.9),
        id=pid,
        width=4,
        height=4,
        patternUnits="userSpaceOnUse",
    )
    return _card(f"url(#{pid})", paper, tile)


def lattice() -> str:
    """The default deck's back (a gold lattice on deep red), with its pattern."""
    art = back_art()
    return tag("defs", art.defs) + art.body


BACKS: dict[str, Callable[[], str]] = {
    "reticolo": lattice,
    "scozzese": lambda: tartan(RED_DARK, BLUE_DARK, YELLOW_DARK, "bT"),
    "righe": lambda: stripes(RED_DARK, "#b9473f", "bR"),
    "fiori-rossi": lambda: diaper(RED_DARK, YELLOW, WHITE, "bF"),
    "fiori-verdi": lambda: diaper(GREEN_DARK, YELLOW, RED, "bV"),
    "rombi-rossi": lambda: diamonds(RED_DARK, "#e9a0a0", YELLOW, "bD"),
    "rombi-blu": lambda: diamonds(BLUE_DARK, "#8fb4e3", WHITE, "bB"),
}
"""Every back a player may choose, by id: each deck's own back is one of them."""


def backs_sprite_svg() -> str:
    """Every back in one SVG, a back per fragment (``backs.svg#scozzese``), built as the
    decks' sprites are."""
    drawings = "".join(
        tag("svg", f"<title>Dorso</title>{draw()}", id=ident, width=60, height=100)
        for ident, draw in BACKS.items()
    )
    return document(60, 100, ONLY_THE_TARGET + drawings, "Dorsi delle carte")
