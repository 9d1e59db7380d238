"""The Spanish-type suit signs of the southern and central Italian patterns (Napoletane,
Piacentine, Siciliane...): round coins with a rosette, goblets, straight swords and knobbly
clubs, each an SVG <symbol> whose colours the pattern chooses."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..svg import num, tag
from ..symbols import Symbol
from .ink import KEY, disc, line, oval, shape


@dataclass(frozen=True)
class CoinInks:
    """A coin's rim, its field, the rosette's petals and the rosette's heart."""

    rim: str
    field: str
    petals: str
    heart: str
    ring: str = KEY


def rosette(cx: float, cy: float, r: float, petals: int, fill: str, width: float = 0.4) -> str:
    """A flower of ``petals`` pointed petals of length ``r`` about (cx, cy)."""
    parts = []
    for i in range(petals):
        a = 2 * math.pi * i / petals - math.pi / 2
        b1, b2 = a - math.pi / petals * 0.9, a + math.pi / petals * 0.9
        tip = (cx + r * math.cos(a), cy + r * math.sin(a))
        s1 = (cx + r * 0.62 * math.cos(b1), cy + r * 0.62 * math.sin(b1))
        s2 = (cx + r * 0.62 * math.cos(b2), cy + r * 0.62 * math.sin(b2))
        parts.append(
            f"M{num(cx)} {num(cy)}Q{num(s1[0])} {num(s1[1])} {num(tip[0])} {num(tip[1])}"
            f"Q{num(s2[0])} {num(s2[1])} {num(cx)} {num(cy)}Z"
        )
    return shape("".join(parts), fill, width)


def coin(ident: str, inks: CoinInks, petals: int = 8) -> Symbol:
    """A coin: a broad rim, a ring of beads, a plain field and a rosette in the middle."""
    beads = "".join(
        tag(
            "circle",
            cx=10 + 7.3 * math.cos(2 * math.pi * i / 20),
            cy=10 + 7.3 * math.sin(2 * math.pi * i / 20),
            r=0.55,
        )
        for i in range(20)
    )
    body = (
        disc(10, 10, 9.4, inks.rim, 0.8)
        + disc(10, 10, 6.4, inks.field, 0.5)
        + tag("g", beads, fill=inks.ring)
        + rosette(10, 10, 5.4, petals, inks.petals)
        + disc(10, 10, 1.6, inks.heart, 0.4)
    )
    return Symbol(ident, 20, 20, (0.5, 0.9), tag("symbol", body, id=ident, viewBox="0 0 20 20"))


@dataclass(frozen=True)
class CupInks:
    """A goblet's bowl, the band round it, its stem and foot, and the wine seen at the lip."""

    bowl: str
    band: str
    stem: str
    wine: str


def cup(ident: str, inks: CupInks) -> Symbol:
    """A goblet with a wide bowl, a band, a knotted stem and a round foot."""
    bowl = "M1 4C1 11 4.6 14.6 9 14.6S17 11 17 4Z"
    body = (
        shape("M3.2 26.2C3.2 23.4 6.8 22.6 7.6 20.6H10.4C11.2 22.6 14.8 23.4 14.8 26.2Z", inks.stem)
        + shape("M7.4 14.4H10.6L10.2 21H7.8Z", inks.stem)
        + oval(9, 17.6, 2.6, 1.3, inks.stem, 0.5)
        + oval(9, 20.8, 2.9, 1, inks.stem, 0.5)
        + shape(bowl, inks.bowl, 0.7)
        + shape("M1.5 7.4Q9 10.2 16.5 7.4L16 9.8Q9 12.6 2 9.8Z", inks.band, 0.45)
        + oval(9, 4, 8, 1.9, inks.wine, 0.7)
        + line("M3.6 10.6Q5.6 13.2 8 13.6", "#ffffff", 0.5)
    )
    return Symbol(ident, 18, 27, (0.5, 0.7), tag("symbol", body, id=ident, viewBox="0 0 18 27"))


@dataclass(frozen=True)
class SwordInks:
    """A straight sword's blade, its guard and pommel, and its grip."""

    blade: str
    guard: str
    grip: str


def sword(ident: str, inks: SwordInks) -> Symbol:
    """A straight, two-edged sword, point up: a ridged blade, curled quillons, a round pommel."""
    body = (
        shape("M5 .4L6.7 3.6V30.2H3.3V3.6Z", inks.blade, 0.55)
        + line("M5 3.4V29.6", "#ffffff", 0.45)
        + shape(
            "M5 30.4C3 29 1.2 29.8.4 28.4.2 30.4 1.6 32 5 32 8.4 32 9.8 30.4 9.6 28.4 8.8 "
            "29.8 7 29 5 30.4Z",
            inks.guard,
            0.5,
        )
        + shape("M3.9 32H6.1V37.2H3.9Z", inks.grip, 0.45)
        + disc(5, 38.4, 1.5, inks.guard, 0.5)
    )
    return Symbol(ident, 10, 40, (0.5, 0.86), tag("symbol", body, id=ident, viewBox="0 0 10 40"))


@dataclass(frozen=True)
class ClubInks:
    """A club's wood, its darker knots and the cut at its head."""

    wood: str
    knots: str
    cut: str


def club(ident: str, inks: ClubInks) -> Symbol:
    """A knobbly cudgel, thick end up, with lopped branches along it."""
    log = "M1.6 5.6C1.2 1.4 10.8 1.4 10.4 5.6L7.6 37.4C7.5 39.4 4.5 39.4 4.4 37.4Z"
    stubs = (
        "M9.4 10.4L11.8 8.2 12.2 10.6 9.2 12.6Z"
        "M2.6 17.4L.2 15.4-.2 17.8 2.8 19.6Z"
        "M8.4 24.4L10.6 22.6 10.8 24.8 8.2 26.4Z"
        "M3.6 30.2L1.6 28.8 1.4 30.8 3.7 32.2Z"
    )
    body = (
        shape(stubs, inks.wood, 0.5)
        + shape(log, inks.wood, 0.6)
        + line("M4.6 6L5.8 36.6", "#ffffff", 0.5)
        + line("M7.8 13.4l-1.1 1.3M4.6 21.4l1.2 1.1M7.2 28.6l-1 1", inks.knots, 0.7)
        + oval(6, 4.4, 3.4, 1.5, inks.cut, 0.45)
    )
    return Symbol(
        ident, 12.6, 40, (0.5, 0.84), tag("symbol", body, id=ident, viewBox="-.3 0 12.6 40")
    )
