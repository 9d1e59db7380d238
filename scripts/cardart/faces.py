"""Whole cards: frame, corner indices, then symbols, an ornate ace or a court figure."""

from __future__ import annotations

import math
from dataclasses import dataclass

from . import figures
from .glyphs import index_glyph
from .palette import BORDER, GOLD, PALETTES, PAPER, RANK_NAMES, SUIT_NAMES, Palette
from .pips import layout
from .svg import document, num, tag
from .symbols import SYMBOLS, Symbol

WIDTH, HEIGHT = 60, 100
CORNER_SYMBOL_HEIGHT = {"D": 7.4, "C": 8.6, "S": 12.5, "B": 12.5}


def _frame(pal: Palette) -> str:
    return tag(
        "rect",
        x=0.4,
        y=0.4,
        width=59.2,
        height=99.2,
        rx=4,
        fill=PAPER,
        stroke=BORDER,
        stroke_width=0.8,
    ) + tag(
        "rect",
        x=2.2,
        y=2.2,
        width=55.6,
        height=95.6,
        rx=2.6,
        fill="none",
        stroke=pal.ink,
        stroke_width=0.4,
        stroke_opacity=0.45,
    )


def _index(rank: str, symbol: Symbol, pal: Palette) -> str:
    height = CORNER_SYMBOL_HEIGHT[symbol.ident]
    corner = index_glyph(rank, 3.6, 4, 12.6, pal.ink) + symbol.use(7.4, 19.6 + height / 2, height)
    return corner + tag("g", corner, transform=f"rotate(180 {num(WIDTH / 2)} {num(HEIGHT / 2)})")


def _laurel(colour: str) -> str:
    """Two laurel branches rising from a bow at the foot of the ace's medallion."""
    rx, ry, cx, cy = 19, 30.5, 30.0, 50.0
    stems, leaves = [], []
    for side in (-1, 1):
        angles = [math.radians(90 - side * (14 + 17 * k)) for k in range(8)]
        points = [(cx + rx * math.cos(a), cy + ry * math.sin(a)) for a in angles]
        stems.append("M" + "L".join(f"{num(x)} {num(y)}" for x, y in points))
        for a, (x, y) in zip(angles[1:], points[1:], strict=True):
            # Direction of growth along the ellipse, then a leaf either side of it.
            tangent = math.atan2(ry * math.cos(a) * -side, -rx * math.sin(a) * -side)
            for spread in (-0.7, 0.7):
                d = tangent + spread
                lx, ly = x + 2.3 * math.cos(d), y + 2.3 * math.sin(d)
                leaves.append(
                    tag(
                        "ellipse",
                        cx=lx,
                        cy=ly,
                        rx=1.05,
                        ry=2.5,
                        transform=f"rotate({num(math.degrees(d) - 90)} {num(lx)} {num(ly)})",
                    )
                )
    return (
        tag("path", d="".join(stems), fill="none", stroke="#2a5a24", stroke_width=0.7)
        + tag("g", "".join(leaves), fill="#4b9a3f", stroke="#2a5a24", stroke_width=0.3)
        + tag(
            "path",
            d="M30 80.6l-4.6-2.4v4.8ZM30 80.6l4.6-2.4v4.8ZM30 80.6l-2 5M30 80.6l2 5",
            fill=colour,
            stroke=colour,
            stroke_width=0.9,
            stroke_linejoin="round",
        )
    )


def _ace(suit: str, symbol: Symbol, pal: Palette) -> str:
    big = {"D": 38, "C": 44, "S": 64, "B": 64}[suit]
    medal = tag(
        "ellipse",
        cx=30,
        cy=50,
        rx=22,
        ry=34,
        fill=pal.light,
        stroke=pal.ink,
        stroke_width=0.7,
        stroke_opacity=0.7,
    )
    return medal + _laurel(pal.accent) + symbol.use(30, 47, big)


def _numbers(suit: str, count: int, symbol: Symbol) -> str:
    places, height = layout(suit, count)
    return "".join(symbol.use(x, y, height, angle) for x, y, angle in places)


COURTS = {"F": figures.fante, "C": figures.cavallo, "R": figures.re_}


@dataclass(frozen=True)
class Art:
    """One card's drawing in a 60 × 100 box: what it refers to (``defs``), what it draws
    (``body``) and its Italian name (``title``)."""

    defs: str
    body: str
    title: str

    def svg(self) -> str:
        """The drawing as a standalone SVG file."""
        return document(WIDTH, HEIGHT, tag("defs", self.defs) + self.body, self.title)


def card_art(code: str) -> Art:
    """The drawing of one face, e.g. ``card_art("AD")``."""
    rank, suit = code[0], code[1]
    pal = PALETTES[suit]
    symbol = SYMBOLS[suit]
    if rank == "A":
        art = _ace(suit, symbol, pal)
    elif rank in COURTS:
        art = COURTS[rank](pal, symbol)
    else:
        art = _numbers(suit, int(rank), symbol)
    body = _frame(pal) + art + _index(rank, symbol, pal)
    return Art(symbol.defs, body, f"{RANK_NAMES[rank]} di {SUIT_NAMES[suit]}")


def card_svg(code: str) -> str:
    """The SVG file of one card, e.g. ``card_svg("AD")``."""
    return card_art(code).svg()


def back_svg() -> str:
    """The SVG file of the card back."""
    return back_art().svg()


def back_art() -> Art:
    """The card back: deep red with a gold lattice, a cream border and a central rosette."""
    lattice = tag(
        "pattern",
        tag("rect", width=6, height=6, fill="#7d1621")
        + tag("path", d="M0 3L3 0 6 3 3 6Z", fill="none", stroke="#c9973a", stroke_width=0.5)
        + tag("circle", cx=3, cy=3, r=0.7, fill="#e3b75a")
        + tag("circle", cx=0, cy=0, r=0.45, fill="#e3b75a")
        + tag("circle", cx=6, cy=0, r=0.45, fill="#e3b75a")
        + tag("circle", cx=0, cy=6, r=0.45, fill="#e3b75a")
        + tag("circle", cx=6, cy=6, r=0.45, fill="#e3b75a"),
        id="L",
        width=6,
        height=6,
        patternUnits="userSpaceOnUse",
        patternTransform="translate(30 50)",
    )
    rosette_petals = "".join(
        tag("ellipse", cx=30, cy=43.5, rx=2.4, ry=6.5, transform=f"rotate({i * 45} 30 50)")
        for i in range(8)
    )
    body = (
        tag(
            "rect",
            x=0.4,
            y=0.4,
            width=59.2,
            height=99.2,
            rx=4,
            fill="#f4ead2",
            stroke=BORDER,
            stroke_width=0.8,
        )
        + tag(
            "rect",
            x=3,
            y=3,
            width=54,
            height=94,
            rx=2.4,
            fill="url(#L)",
            stroke="#c9973a",
            stroke_width=0.8,
        )
        + tag(
            "rect",
            x=5,
            y=5,
            width=50,
            height=90,
            rx=1.6,
            fill="none",
            stroke="#e3b75a",
            stroke_width=0.4,
        )
        + tag(
            "ellipse",
            cx=30,
            cy=50,
            rx=13,
            ry=13,
            fill="#5a0e17",
            stroke="#e3b75a",
            stroke_width=0.9,
        )
        + tag("g", rosette_petals, fill="#c9973a", stroke="#5a0e17", stroke_width=0.5)
        + tag("circle", cx=30, cy=50, r=3, fill="#7d1621", stroke=GOLD, stroke_width=0.9)
    )
    return Art(lattice, body, "Dorso")
